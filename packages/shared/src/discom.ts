import { z } from 'zod';
import { wholeNumber } from './fields.js';

/**
 * The utility's reference data (the DTR master) and the comparison of a meter with it (SPEC §2.8, §3
 * "Comparison result"; DESIGN §5). The comparison rule lives here as a pure function; the server runs
 * the same rule as SQL (apps/api modules/discom/discom.sql.ts) and a test holds the two together.
 */

/** The seven fields of the Data Comparison dialog, in its order. */
export const DISCOM_FIELDS = [
  'dtrNo',
  'substation',
  'district',
  'edc',
  'capacity',
  'region',
  'status',
] as const;
export type DiscomField = (typeof DISCOM_FIELDS)[number];

/** The fields the server compares (DESIGN §5); region and status are shown beside them, not compared. */
export const COMPARED_FIELDS = [
  'dtrNo',
  'substation',
  'district',
  'edc',
  'capacity',
] as const satisfies readonly DiscomField[];
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** Which meter field stands for each compared field. */
export const METER_FIELD_OF = {
  dtrNo: 'dtrSno',
  substation: 'substationName',
  district: 'division',
  edc: 'organization',
  capacity: 'dtrCapacity',
} as const satisfies Record<ComparedField, string>;
export type MeterComparedFields = { [K in (typeof METER_FIELD_OF)[ComparedField]]: string | null };

/** One side of the comparison: the seven fields, each possibly absent. */
export const DiscomValues = z.object({
  dtrNo: z.string().nullable(),
  substation: z.string().nullable(),
  district: z.string().nullable(),
  edc: z.string().nullable(),
  capacity: z.string().nullable(),
  region: z.string().nullable(),
  status: z.string().nullable(),
});
export type DiscomValues = z.infer<typeof DiscomValues>;

/**
 * How the comparison reads a value: absent and blank are nothing (''), otherwise trimmed of spaces and
 * with A–Z folded to a–z. Only ASCII is folded, as `lower(... collate "C")` does in SQL, so PGlite and a
 * PostgreSQL server with any locale agree with this function.
 */
export const comparable = (value: string | null | undefined): string =>
  (value ?? '').replace(/^ +| +$/g, '').replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Two values match when both are given and equal once compared. Nothing on both sides is not a match:
 * the server must never vouch for a field nobody filled in.
 */
export function sameValue(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = comparable(a);
  return x !== '' && x === comparable(b);
}

/** The meter's side of the comparison: the fields it has; it has no region or status of its own. */
export const meterDiscomValues = (meter: MeterComparedFields): DiscomValues => ({
  dtrNo: meter.dtrSno,
  substation: meter.substationName,
  district: meter.division,
  edc: meter.organization,
  capacity: meter.dtrCapacity,
  region: null,
  status: null,
});

/** The comparison rule (DESIGN §5): the compared fields that do not match; a match has none. */
export function compareWithDiscom(
  meter: DiscomValues,
  discom: DiscomValues,
): { match: boolean; differences: ComparedField[] } {
  const differences = COMPARED_FIELDS.filter((f) => !sameValue(meter[f], discom[f]));
  return { match: differences.length === 0, differences };
}

/** A row of the DTR master as the API answers it. */
export const DtrRecord = DiscomValues.extend({
  dtrNo: z.string(),
  circle: z.string().nullable(),
  feeder: z.string().nullable(),
  updatedAt: z.string(),
});
export type DtrRecord = z.infer<typeof DtrRecord>;
export const DtrRecordResponse = z.object({ success: z.literal(true), data: DtrRecord });

export const DtrParam = z.object({ dtrNo: z.string().max(200) });

/** GET /meters-data/compare-with-discom (SPEC §7): the meter, and a DTR number other than its own if given. */
export const ComparisonQuery = z.object({
  meterId: wholeNumber(1),
  dtrNo: z.string().trim().max(200).optional(),
});
export type ComparisonQuery = z.infer<typeof ComparisonQuery>;

/** SPEC §3 "Comparison result"; `commissioned` tells whether the server approved the meter automatically. */
export const ComparisonResponse = z.object({
  success: z.literal(true),
  match: z.boolean(),
  discomData: DiscomValues,
  meterData: DiscomValues,
  differences: z.array(z.enum(COMPARED_FIELDS)),
  commissioned: z.boolean(),
});
export type ComparisonResponse = z.infer<typeof ComparisonResponse>;

/** The Discom calls' messages: SPEC §5, §6, §8 verbatim, then the server's own. */
export const DISCOM_MESSAGES = {
  invalidDtr: 'Invalid DTR number provided',
  biAdminOnly: 'Access denied. Only BI_ADMIN can access this feature.',
  noDtrToCompare: 'No DTR number available for comparison',
  comparisonFailed: 'Failed to fetch comparison data',
  lookupNetworkError: 'Network error while fetching Discom data',
  dtrNotFound: (dtrNo: string) => `DTR ${dtrNo} is not in the Discom reference data`,
} as const;
