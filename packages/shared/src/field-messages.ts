/** What the field schemas (fields.ts) answer, and what a blank field means, for screens that do not load zod. */
export const FIELD_MESSAGES = {
  unknownFields: (keys: readonly string[]) =>
    `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}. Nothing was changed.`,
  invalidDate: 'Enter a valid date',
  futureDate: 'Installation date cannot be in the future',
  tooOldDate: 'Installation date cannot be before the year 2000',
  notANumber: 'Enter a number',
  notAWholeNumber: 'Enter a whole number',
  /** A whole number out of its range: says the range, so the caller knows what to send. */
  wholeNumberRange: (min: number, max: number) =>
    max >= Number.MAX_SAFE_INTEGER
      ? `Enter a whole number of at least ${min}`
      : `Enter a whole number from ${min} to ${max}`,
} as const;

/** Absent stays absent; blank becomes null (clear); anything else is kept. */
export const blankToNull = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' || value === null ? null : value;
