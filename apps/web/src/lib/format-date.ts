/** What a missing date and an unparseable one read as (SPEC §2.5, §8). */
export const DATE_TEXTS = { missing: 'N/A', invalid: 'Invalid Date' } as const;

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** A date in the browser's local format: "N/A" when missing, "Invalid Date" when unparseable. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (date === null) return DATE_TEXTS.missing;
  if (date === 'invalid') return DATE_TEXTS.invalid;
  return date.toLocaleDateString();
}

/** Like formatDate, with the local time of day. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (date === null) return DATE_TEXTS.missing;
  if (date === 'invalid') return DATE_TEXTS.invalid;
  return date.toLocaleString();
}
