import type { DiscomValues } from './discom.js';

/**
 * The comparison of a meter with the utility's reference data (SPEC §2.8, §3 "Comparison result"; DESIGN §5)
 * as a pure function, without zod, so the details dialog does not load it. The server runs the same rule as SQL
 * (apps/api modules/discom/discom.sql.ts) and a test holds the two together.
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
