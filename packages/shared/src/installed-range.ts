import { DATE_DISPLAY_TEXTS } from './screens/dates.js';

/**
 * The Installed date range of every meter and modem list (issue 38): two calendar days of the utility's
 * calendar, both included. Zod-free: the console reads the words and the rule, the API the same.
 */
export const INSTALLED_RANGE_TEXTS = {
  fromLabel: 'Installed from',
  toLabel: 'Installed to',
  /** A day that is not YYYY-MM-DD or not on the calendar (2026-02-30). */
  invalidDay: 'Enter the installed date as YYYY-MM-DD',
  /** The one answer to a range whose start is after its end (400). */
  reversed: 'Installed from must be on or before Installed to',
  /** The filter chip: "Installed: 1 Nov 2026 – 15 Nov 2026", or one bound. */
  chip: (from: string | undefined, to: string | undefined) =>
    from && to
      ? `Installed: ${calendarDayLabel(from)} – ${calendarDayLabel(to)}`
      : from
        ? `Installed: from ${calendarDayLabel(from)}`
        : `Installed: until ${calendarDayLabel(to ?? '')}`,
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return (
    date.getUTCFullYear() === +m[1]! && date.getUTCMonth() === +m[2]! - 1 && date.getUTCDate() === +m[3]!
  );
}

/** "2026-11-01" → "1 Nov 2026": a calendar day as the console writes dates, with no time zone to apply. */
export function calendarDayLabel(day: string): string {
  const m = DAY.exec(day);
  if (!m) return day;
  return `${+m[3]!} ${DATE_DISPLAY_TEXTS.months[+m[2]! - 1] ?? ''} ${m[1]}`;
}

/** A range whose start is after its end (days compare as text when both are YYYY-MM-DD). */
export const isReversedRange = (from: string | undefined, to: string | undefined) =>
  Boolean(from && to && from > to);

/** The day after a calendar day: the exclusive end of an inclusive range. */
export function nextCalendarDay(day: string): string {
  const m = DAY.exec(day);
  if (!m) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]! + 1)).toISOString().slice(0, 10);
}
