import { z } from 'zod';
import { blankToNull, FIELD_MESSAGES } from './field-messages.js';
import { PHONE_PATTERN } from './phone.js';

// Field schemas with the one meaning of a partial update (STYLE §13), shared by every create and update
// schema: an absent field stays `undefined` (the record keeps its value), `null` or a blank text clears it.

/** A text that must not be blank; `null` answers the same message as blank. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** A text that may be absent (unchanged), or null/blank (cleared). */
export const optionalText = (max = 200) => z.string().trim().max(max).nullish().transform(blankToNull);

/** A phone that may be absent (unchanged) or null/blank (cleared), else a phone (SPEC §5), with `message`. */
export const optionalPhone = (message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform(blankToNull)
    .refine((v) => !v || PHONE_PATTERN.test(v), message);

/**
 * A whole number from JSON, or from a URL or form field as decimal digits, strictly (issue 13): `true`,
 * `[1]`, `"0x10"`, `"1e3"`, `" 7"` and `""` are refused, where a coercing number took them for 1, 1, 16,
 * 1000, 7 and 0 and acted on that record.
 */
export const wholeNumber = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      .number({ error: FIELD_MESSAGES.notAWholeNumber })
      .int({ error: FIELD_MESSAGES.notAWholeNumber })
      .min(min, { error: FIELD_MESSAGES.wholeNumberRange(min, max) })
      .max(max, { error: FIELD_MESSAGES.wholeNumberRange(min, max) }),
  );

/** The largest id (and version) a record has: the databases keep them as `integer`. */
export const INTEGER_MAX = 2_147_483_647;

/**
 * A record's id, as a path, a query or a body names it: a whole number the database can hold, so a call is
 * refused (400) by its schema before it starts, never by the database halfway through (issue 37: an export
 * had sent its header when `createdBy=99999999999` failed).
 */
export const recordId = () => wholeNumber(1, INTEGER_MAX);

/**
 * A number from JSON, or decimal text from a form field: '' and null clear it, absent leaves it.
 * -0 reads as 0, which is what both databases' drivers store for it, so what is checked is what is kept.
 */
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (value === '') return null;
      const read = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
      return typeof read === 'number' ? read + 0 : read;
    },
    z.number({ error: FIELD_MESSAGES.notANumber }).min(min).max(max).nullish(),
  );

const EARLIEST_INSTALL = Date.UTC(2000, 0, 1);
const CLOCK_SKEW_MS = 86_400_000;

/**
 * An installation date: never null (it cannot be cleared), never before 2000 or after tomorrow.
 * A blank form field counts as absent, so the server picks the default on create.
 */
export const installDate = () =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .union([z.string(), z.date()], { error: FIELD_MESSAGES.invalidDate })
      .pipe(z.coerce.date({ error: FIELD_MESSAGES.invalidDate }))
      .refine((d) => d.getTime() >= EARLIEST_INSTALL, FIELD_MESSAGES.tooOldDate)
      .refine((d) => d.getTime() <= Date.now() + CLOCK_SKEW_MS, FIELD_MESSAGES.futureDate)
      .optional(),
  );

/**
 * The body of an update call: only the fields it names may be sent, and a field it does not know is a
 * 400 that changes nothing, never a silent success (a misspelt field would otherwise be dropped).
 */
export const updateBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.unknownFields(issue.keys) : undefined,
  });
