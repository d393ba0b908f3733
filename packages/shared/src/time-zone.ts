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
