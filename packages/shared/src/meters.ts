import { z } from 'zod';
import { PhotoFaults } from './rework.js';
import { SLA_STATES } from './sla.js';
import { WaitingFiltersQuery } from './waiting-filters.js';
import { CLAIM_FILTERS } from './review-claims.js';
import { FLAG_FILTERS_OF } from './flags.js';
import { PageQuery, pageOf } from './api.js';
import { CommissionStatus, CommunicationStatus } from './enums.js';
import { TECH_SUPPORT_STATUSES } from './enum-values.js';
import { METER_EDIT_TEXTS } from './meter-screens.js';
import { INSTALLED_RANGE_TEXTS, isCalendarDay, isReversedRange } from './installed-range.js';
import {
  RECOMMENDATION_VALUES,
  REJECTION_REASONS,
  type RejectionReasonLabel,
  type Stage,
} from './lifecycle.js';
import {
  ACCEPTANCE_FILTERS,
  BULK_MAX,
  BULK_OUTCOMES,
  METER_SORTS,
  METER_STAGES,
  METER_STATUSES,
  OFFICER_METER_FILTERS,
  REJECTION_CATEGORIES,
  REVIEW_FILTERS,
} from './meter-values.js';
import {
  installDate,
  optionalNumber,
  optionalText,
  requiredText,
  INTEGER_MAX,
  optionalPhone,
  recordId,
  updateBody,
  wholeNumber,
} from './fields.js';

export const MeterStage = z.enum(METER_STAGES);
export type MeterStage = Stage;

export const MeterStatus = z.enum(METER_STATUSES);
export type MeterStatus = z.infer<typeof MeterStatus>;

/** A rejection's derived label (lifecycle REASON_RULES): the lists call it the Rejection Type. */
export const RejectionReason = z.enum(REJECTION_REASONS as [RejectionReasonLabel, ...RejectionReasonLabel[]]);
export type RejectionReason = RejectionReasonLabel;

/** The category a rejection gives (decided, or recommended while Pending): the lists' Reason. */
export const RejectionCategory = z.enum(REJECTION_CATEGORIES);
export type RejectionCategory = z.infer<typeof RejectionCategory>;

export const ReviewFilter = z.enum(REVIEW_FILTERS);

export const AcceptanceFilter = z.enum(ACCEPTANCE_FILTERS);

export const OfficerMeterFilter = z.enum(OFFICER_METER_FILTERS);

const calendarDay = () =>
  z.string().trim().refine(isCalendarDay, INSTALLED_RANGE_TEXTS.invalidDay).optional();

/** The Installed range of every meter and modem list: calendar days of the utility, both included. */
export const InstalledRangeQuery = { installedFrom: calendarDay(), installedTo: calendarDay() };

/**
 * A list query that refuses a reversed Installed range (400, one message): the routes' query schemas, kept
 * apart from the shared shapes so those still extend and omit.
 */
export const inInstalledOrder = <S extends z.ZodType<{ installedFrom?: string; installedTo?: string }>>(
  schema: S,
) =>
  schema.superRefine((query, ctx) => {
    if (isReversedRange(query.installedFrom, query.installedTo))
      ctx.addIssue({ code: 'custom', path: ['installedTo'], message: INSTALLED_RANGE_TEXTS.reversed });
  });

export const MeterQuery = PageQuery.extend({
  stage: MeterStage.default('installed'),
  status: MeterStatus.optional(),
  /** The Reason filter: the rejection category. */
  category: RejectionCategory.optional(),
  /** The Rejection Type filter: the derived label (its name kept for the API's clients). */
  reason: RejectionReason.optional(),
  review: ReviewFilter.optional(),
  /** Which recommendation stands: approve, reject or none (Tech Support Management, DESIGN §7). */
  recommendation: z.enum(RECOMMENDATION_VALUES).optional(),
  acceptance: AcceptanceFilter.optional(),
  officerStatus: OfficerMeterFilter.optional(),
  division: z.string().trim().min(1).max(100).optional(),
  officerId: recordId().optional(),
  ...InstalledRangeQuery,
  ...WaitingFiltersQuery,
  /** The review-target (SLA) state: on-time, due-soon or overdue in the step each waits in (issue 41). */
  sla: z.enum(SLA_STATES).optional(),
  /** Claimed queues (issue 41): the caller's own claims, or what no one is reviewing. */
  claim: z.enum(CLAIM_FILTERS).optional(),
  /** Flagged installations (issue 42): with any flag, or with one kind. */
  flag: z.enum(FLAG_FILTERS_OF.meter).optional(),
  sort: z.enum(METER_SORTS).default('installedOn'),
});
export type MeterQuery = z.infer<typeof MeterQuery>;

export const MeterPhoto = z.object({ slot: z.number().int().min(1).max(4), url: z.string() });
/** A photo's query: `v`, the installation's version its URL was made for (the API's mappers write it). */
export const PhotoQuery = z.object({ v: z.string().max(40).optional() });

export const Meter = z.object({
  id: z.number().int(),
  meterSno: z.string(),
  dtrSno: z.string().nullable(),
  communicationStatus: CommunicationStatus,
  lastCommunicatedAt: z.string().nullable(),
  installedOn: z.string(),
  /** When it entered the review step it waits in (lifecycle.ts STEP_RULES): how long it has waited. */
  stepSince: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  feederName: z.string().nullable(),
  feederNumber: z.string().nullable(),
  substationName: z.string().nullable(),
  substationNumber: z.string().nullable(),
  section: z.string().nullable(),
  subDivision: z.string().nullable(),
  division: z.string().nullable(),
  circle: z.string().nullable(),
  organization: z.string().nullable(),
  commissionStatus: CommissionStatus,
  /** The BI_ADMIN's recommendation (APPROVED or REJECTED) since the last reopen, or none. */
  techSupportStatus: z.string().nullable(),
  /** The super admin's working status (pending, in progress, resolved…); it moves nothing between queues. */
  techSupportProgress: z.string().nullable(),
  comments: z.string().nullable(),
  rejectionCategory: z.string().nullable(),
  dtrCapacity: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  autoCommissioned: z.boolean(),
  /** A check found what a single review cannot see (issue 42): GET /meters/{id}/flags says what. */
  flagged: z.boolean(),
  fieldOfficerId: z.number().int(),
  fieldOfficerName: z.string().nullable(),
  fieldOfficerLastName: z.string().nullable(),
  fieldOfficerPhone: z.string().nullable(),
  status: MeterStatus,
  /** The derived label of a rejected meter (its Rejection Type); the Reason is `rejectionCategory`. */
  reason: RejectionReason.nullable(),
  photos: z.array(MeterPhoto),
  photo1: z.string().nullable(),
  photo2: z.string().nullable(),
  photo3: z.string().nullable(),
  photo4: z.string().nullable(),
  version: z.number().int(),
});
export type Meter = z.infer<typeof Meter>;

export const MeterPage = pageOf(Meter);
export type MeterPage = z.infer<typeof MeterPage>;

const METER_REQUIRED = 'Meter number is required';

/** What an install (the field app's call) or an edit may set; absent leaves a field, null clears it. */
const MeterFields = {
  dtrSno: optionalText(60),
  feederName: optionalText(),
  feederNumber: optionalText(60),
  substationName: optionalText(),
  substationNumber: optionalText(60),
  section: optionalText(),
  subDivision: optionalText(),
  division: optionalText(),
  circle: optionalText(),
  organization: optionalText(),
  dtrCapacity: optionalText(60),
  phone: optionalPhone(METER_EDIT_TEXTS.invalidPhone),
  comments: optionalText(2000),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  installedOn: installDate(),
};

export const CreateMeter = z.object({
  meterSno: requiredText(METER_REQUIRED, 60),
  fieldOfficerId: recordId().optional(),
  ...MeterFields,
});
export type CreateMeter = z.infer<typeof CreateMeter>;

export const UpdateMeter = updateBody({
  version: z.number().int().positive(),
  meterSno: requiredText(METER_REQUIRED, 60).optional(),
  ...MeterFields,
});
export type UpdateMeter = z.infer<typeof UpdateMeter>;

export const MeterResponse = z.object({
  success: z.literal(true),
  data: Meter,
  message: z.string().optional(),
});

/** PUT /meters/{id}/commission-status (DESIGN §5): the change, the version read, and why. */
export const CommissionChange = z.object({
  commissionStatus: CommissionStatus,
  version: wholeNumber(1, INTEGER_MAX),
  comment: z.string().trim().max(2000).optional(),
  rejectionCategory: RejectionCategory.optional(),
  /** A rejection's photos at fault and why (issue 42): what the field's rework list asks to replace. */
  photoFaults: PhotoFaults.optional(),
});
export type CommissionChange = z.infer<typeof CommissionChange>;

/** POST /meters/{id}/undo-decision (and the modems'): the version the decision answered with. */
export const UndoDecision = updateBody({ version: wholeNumber(1, INTEGER_MAX) });
export type UndoDecision = z.infer<typeof UndoDecision>;

/** POST /meters/bi-admin/update-tech-support (SPEC §7): the BI_ADMIN's recommendation (DESIGN §7). */
export const TechSupportUpdate = z.object({
  meterId: recordId(),
  // The workflow statuses, and the BI_ADMIN's Approved/Rejected as its dialog sends them (SPEC §2.8).
  techSupportStatus: z.enum([...TECH_SUPPORT_STATUSES, 'Approved', 'Rejected'], {
    message: 'Please select a status',
  }),
  comments: z.string().trim().max(2000).optional(),
  /** Required with a rejection (Rejected or REJECTED). */
  rejectionCategory: RejectionCategory.optional(),
  /** The version read; when sent and stale the answer is 409 and nothing changes. */
  version: z.number().int().positive().optional(),
});
export type TechSupportUpdate = z.infer<typeof TechSupportUpdate>;

/** POST /meters/commission-status/bulk: one decision for many meters, each applied on its own. */
export const BulkCommissionChange = z.object({
  commissionStatus: z.enum(['Approved', 'Rejected']),
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1)
    .max(BULK_MAX)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      message: 'Each meter may be listed once',
    }),
  comment: z.string().trim().max(2000).optional(),
  rejectionCategory: RejectionCategory.optional(),
});
export type BulkCommissionChange = z.infer<typeof BulkCommissionChange>;

export const BulkOutcome = z.enum(BULK_OUTCOMES);
export type BulkOutcome = z.infer<typeof BulkOutcome>;
export const BulkCommissionResult = z.object({
  id: z.number().int(),
  meterSno: z.string().nullable(),
  outcome: BulkOutcome,
  message: z.string(),
  meter: Meter.optional(),
});
export type BulkCommissionResult = z.infer<typeof BulkCommissionResult>;
export const BulkCommissionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    results: z.array(BulkCommissionResult),
    done: z.number().int(),
    refused: z.number().int(),
  }),
  message: z.string(),
});
export type BulkCommissionResponse = z.infer<typeof BulkCommissionResponse>;

/** GET /meters/pending-with-tech-support (SPEC §2.8, §7): the meter list's query, its stage fixed. */
export const TechSupportQuery = MeterQuery.omit({ stage: true });

/**
 * GET /meters/facets and /meters/pending-with-tech-support/facets: for each option of the review and
 * recommendation filters, the total its list would show with that option chosen (DESIGN §7).
 */
export const MeterFacets = z.object({
  review: z.record(ReviewFilter, z.number().int()),
  recommendation: z.record(z.enum(RECOMMENDATION_VALUES), z.number().int()),
});
export type MeterFacets = z.infer<typeof MeterFacets>;
export const MeterFacetsResponse = z.object({ success: z.literal(true), data: MeterFacets });
export type TechSupportQuery = z.infer<typeof TechSupportQuery>;
