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
  /** How long an installation has waited in its step (issue 41): "40 min", "5 h", "3 d". */
  waitedMinutes: (n: number) => `${n} min`,
  waitedHours: (n: number) => `${n} h`,
  waitedDays: (n: number) => `${n} d`,
  /** The Waiting cell's full text, for its tooltip and screen readers. */
  waitingSince: (step: string, since: string) => `${step} since ${since}`,
  waitedInStep: (waited: string, since: string) => `${waited} · ${since}`,
} as const;
