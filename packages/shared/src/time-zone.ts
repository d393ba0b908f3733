/** The demo utility is in India; a deployment names its own zone in UTILITY_TIME_ZONE. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Whether Intl knows the IANA zone name (e.g. "Asia/Kolkata", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, zone: string): Parts {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as Parts;
}

const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-11-23": the calendar day of an instant in the zone (file names, day buckets). */
export function localDay(value: Date | string | number, zone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * "2026-11-23 14:05": an instant as the zone's wall-clock time with no offset, as a spreadsheet reads it
 * (the CSV exports' date format). Missing or unparseable values give an empty cell.
 */
export function localDateTime(value: unknown, zone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instants fixedUtcOffset checks, and within which the console may add the offset it gives. */
export const FIXED_OFFSET_SPAN = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2040, 0, 1) } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day `by` days after (before, when negative) a day "2026-11-29". */
export const dayAfter = (day: string, by: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day "2026-11-29". */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const fixedOffsets = new Map<string, number | null>();

/**
 * The zone's offset from UTC in minutes when it is the same on every day of FIXED_OFFSET_SPAN (Asia/Kolkata:
 * 330), else null: a zone with daylight saving time, or one that moved within it. With it, the console writes
 * a date by adding the offset instead of asking Intl, whose first call starts the browser's ICU before the
 * first paint. About 15,000 look-ups (70 ms), once a zone.
 */
export function fixedUtcOffset(zone: string): number | null {
  const known = fixedOffsets.get(zone);
  if (known !== undefined) return known;
  let offset: number | null = null;
  for (let t = FIXED_OFFSET_SPAN.from; t < FIXED_OFFSET_SPAN.to; t += DAY_MS) {
    const p = partsIn(new Date(t), zone);
    const minutes = (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - t) / 60_000;
    if (offset === null) offset = minutes;
    else if (minutes !== offset) {
      offset = null;
      break;
    }
  }
  fixedOffsets.set(zone, offset);
  return offset;
}

/**
 * Days' starts already found, by zone and day: the review targets' cut-offs walk back over the same few days on
 * every queue call, and each start costs two Intl formats (a millisecond a call at 1M meters' queues).
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 10_000;

/**
 * The instant a calendar day ("2026-11-01") begins in the zone: where the lists' Installed range starts
 * (and, for the day after its end, stops). The zone's offset at that day is found from its wall clock; a
 * second pass settles a day whose offset changed overnight.
 */
export function startOfDayIn(day: string, zone: string): Date {
  const key = `${zone}|${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const midnight = Date.UTC(y, m - 1, d);
    start = midnight;
    for (let pass = 0; pass < 2; pass++) {
      const p = partsIn(new Date(start), zone);
      start += midnight - Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
    }
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}
