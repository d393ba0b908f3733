import { z } from 'zod';
import { pageOf, PageQuery } from './api.js';
import { recordId } from './fields.js';
import { PHOTO_FAULTS, REWORK_MESSAGES } from './rework-values.js';

/**
 * Per-photo reasons and the rework loop (issue 42, docs/review.md "Rework"). A rejection may name the meter's
 * photos at fault and why; the field app reads its rework list (the officer's rejected meters with what to fix),
 * replaces the photos or corrects the fields, and the meter returns to review: by itself once every photo the
 * rejection named has been replaced, or by the officer's reopen with a comment.
 */
/** One photo a rejection names: its slot (1–4) and what is wrong with it. */
export const PhotoFault = z.object({
  slot: z.number().int().min(1).max(4),
  fault: z.enum(PHOTO_FAULTS),
});
export type PhotoFault = z.infer<typeof PhotoFault>;

/** The photos a rejection names, each once. */
export const PhotoFaults = z
  .array(PhotoFault)
  .max(4)
  .refine((faults) => new Set(faults.map((f) => f.slot)).size === faults.length, REWORK_MESSAGES.onePerPhoto);

/** A named photo on the rework list: replaced once the slot holds another file than the one rejected. */
export const ReworkPhoto = PhotoFault.extend({ replaced: z.boolean() });
export type ReworkPhoto = z.infer<typeof ReworkPhoto>;

/** GET /meters/rework: a page of rejected meters, oldest rejection first; one officer's when asked. */
export const ReworkQuery = PageQuery.pick({ page: true, pageSize: true }).extend({
  officerId: recordId().optional(),
});
export type ReworkQuery = z.infer<typeof ReworkQuery>;

/** One meter to rework: the latest rejection and what it asks to fix. */
export const ReworkItem = z.object({
  id: z.number().int(),
  meterSno: z.string(),
  /** The version to send with a reopen. */
  version: z.number().int(),
  division: z.string().nullable(),
  officer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  /** The latest rejection in the review record (none for a meter rejected before it was kept). */
  rejectedAt: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  category: z.string().nullable(),
  comment: z.string().nullable(),
  photos: z.array(ReworkPhoto),
});
export type ReworkItem = z.infer<typeof ReworkItem>;
export const ReworkPage = pageOf(ReworkItem);
