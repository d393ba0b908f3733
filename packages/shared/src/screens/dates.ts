/**
 * How the console writes dates: one pattern everywhere ("23 Nov 2026", "23 Nov 2026, 14:05"), in the
 * utility's time zone, and a relative time where recency matters ("2 h ago").
 */
export const DATE_DISPLAY_TEXTS = {
  /** A missing date and an unparseable one (SPEC §2.5, §8). */
  missing: 'N/A',
  invalid: 'Invalid Date',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  justNow: 'just now',
  minutesAgo: (n: number) => `${n} min ago`,
  hoursAgo: (n: number) => `${n} h ago`,
  daysAgo: (n: number) => `${n} d ago`,
} as const;
