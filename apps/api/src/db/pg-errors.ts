/** The fields PostgreSQL (and PGlite) put on a failed statement. */
export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

export const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidText: '22P02',
  valueTooLong: '22001',
  numericOutOfRange: '22003',
  invalidDatetime: '22007',
  datetimeOverflow: '22008',
  /** What PostgreSQL says to a JS date-time before year 0 (`-004714-01-01T00:00:00Z`). */
  timeZoneDisplacement: '22009',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
} as const;
