import { z } from 'zod';
import { recordId } from './fields.js';
import { COMPARED_FIELDS } from './discom-rule.js';

/**
 * The utility's reference data (the DTR master) as the API answers it, and the comparison call's query and
 * answer (SPEC §2.8, §3 "Comparison result"; DESIGN §5). The comparison rule itself is discom-rule.ts.
 */

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
  meterId: recordId(),
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
