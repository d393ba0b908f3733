import { DATE_DISPLAY_TEXTS as T, DEFAULT_TIME_ZONE, FIXED_OFFSET_SPAN, isValidTimeZone } from '@smms/shared';

const MINUTE = 60_000;

/** What a missing date and an unparseable one read as (SPEC §2.5, §8). */
export const DATE_TEXTS = { missing: T.missing, invalid: T.invalid } as const;

export type DateInput = string | number | Date | null | undefined;

/**
 * Every date the console shows is the utility's wall-clock time, not the browser's: the server names the
 * zone (GET /settings, UTILITY_TIME_ZONE) and main.tsx sets it here before the first render.
 */
let zone: string = DEFAULT_TIME_ZONE;
let parts: Intl.DateTimeFormat | null = null;
/** The zone's offset in minutes when the server says it is fixed (GET /settings), else null. */
let fixedOffset: number | null = null;

/**
 * The zone, and its offset when fixed: a date within FIXED_OFFSET_SPAN is then the offset added, with no Intl
 * call. The first Intl call starts ICU (50-60 ms here, before the first paint): the same zone is not checked
 * again, and in a fixed zone a page's dates need none.
 */
export function setUtilityTimeZone(next: string, offsetMinutes: number | null = null): void {
  if (next !== zone) {
    if (!isValidTimeZone(next)) return;
    zone = next;
    parts = null;
  }
  fixedOffset = offsetMinutes;
}
export const utilityTimeZone = () => zone;

export function toDate(value: DateInput): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date's day, month, year, hour and minute in the utility's zone. */
function wallClock(date: Date) {
  const t = date.getTime();
  if (fixedOffset !== null && t >= FIXED_OFFSET_SPAN.from && t < FIXED_OFFSET_SPAN.to) {
    const local = new Date(t + fixedOffset * MINUTE);
    return {
      day: local.getUTCDate(),
      month: T.months[local.getUTCMonth()] ?? '',
      year: String(local.getUTCFullYear()),
      time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    };
  }
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return {
    day: Number(p.day),
    month: T.months[Number(p.month) - 1] ?? '',
    year: p.year ?? '',
    time: `${p.hour}:${p.minute}`,
  };
}

function show(value: DateInput, write: (date: Date) => string): string {
  const date = toDate(value);
  if (date === null) return DATE_TEXTS.missing;
  if (date === 'invalid') return DATE_TEXTS.invalid;
  return write(date);
}

/** "23 Nov 2026" in the utility's zone; "N/A" when missing, "Invalid Date" when unparseable. */
export const formatDate = (value: DateInput): string =>
  show(value, (date) => {
    const w = wallClock(date);
    return `${w.day} ${w.month} ${w.year}`;
  });

/** "23 Nov 2026, 14:05" in the utility's zone. */
export const formatDateTime = (value: DateInput): string =>
  show(value, (date) => {
    const w = wallClock(date);
    return `${w.day} ${w.month} ${w.year}, ${w.time}`;
  });

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago: "just now", "5 min ago", "2 h ago", "3 d ago"; a month or more ago (or a time in the
 * future beyond a minute of clock skew) the full date-time instead.
 */
export const formatRelative = (value: DateInput, now: number = Date.now()): string =>
  show(value, (date) => {
    const ago = now - date.getTime();
    if (ago < -MINUTE || ago >= 30 * DAY) return formatDateTime(date);
    if (ago < MINUTE) return T.justNow;
    if (ago < HOUR) return T.minutesAgo(Math.floor(ago / MINUTE));
    if (ago < DAY) return T.hoursAgo(Math.floor(ago / HOUR));
    return T.daysAgo(Math.floor(ago / DAY));
  });

/**
 * How long since `value`, for an installation's wait in its step: "40 min", "5 h", "3 d" (whole units, never
 * capped: a wait of 45 days says so). A time ahead of the clock (skew) reads as a wait of none yet.
 */
export const formatWaited = (value: DateInput, now: number = Date.now()): string =>
  show(value, (date) => {
    const waited = Math.max(0, now - date.getTime());
    if (waited < HOUR) return T.waitedMinutes(Math.floor(waited / MINUTE));
    if (waited < DAY) return T.waitedHours(Math.floor(waited / HOUR));
    return T.waitedDays(Math.floor(waited / DAY));
  });

/**
 * A calendar day the server already counted in the utility's zone ("2026-11-23"), written as "23 Nov 2026"
 * (or "23 Nov" with `short`): no zone conversion, the day is the day.
 */
export function formatDay(day: string, { short = false } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? T.months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return DATE_TEXTS.invalid;
  const text = `${Number(match[3])} ${month}`;
  return short ? text : `${text} ${match[1]}`;
}

/** An instant as a datetime-local input's value ("2026-11-23T14:05"), in the utility's zone. */
export function toZoneInput(value: DateInput): string {
  const date = toDate(value);
  if (date === null || date === 'invalid') return '';
  const w = wallClock(date);
  return `${w.year}-${pad(T.months.indexOf(w.month as (typeof T.months)[number]) + 1)}-${pad(w.day)}T${w.time}`;
}

/**
 * A datetime-local value typed as the utility's wall-clock time, as an ISO instant; null when it is not a
 * date-time. The zone's offset is found from the wall clock itself (twice, so a DST change is met).
 */
export function fromZoneInput(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = Date.parse(`${toZoneInput(guess)}:00Z`);
    guess += wanted - shown;
  }
  return Number.isNaN(guess) ? null : new Date(guess).toISOString();
}
