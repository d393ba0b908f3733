import { z } from 'zod';
import { SLA_STATES } from './sla.js';
import { WaitingFiltersQuery } from './waiting-filters.js';
import { CLAIM_FILTERS } from './review-claims.js';
import { FLAG_FILTERS_OF } from './flags.js';
import { PageQuery, pageOf } from './api.js';
import { CommissionStatus, CommunicationStatus } from './enums.js';
import {
  installDate,
  optionalNumber,
  optionalPhone,
  optionalText,
  recordId,
  requiredText,
} from './fields.js';
import { METER_EDIT_TEXTS } from './meter-screens.js';
import { MODEM_SORTS, MODEM_STAGES } from './modem-values.js';
import {
  CommissionChange,
  inInstalledOrder,
  InstalledRangeQuery,
  MeterPhoto,
  RejectionCategory,
  RejectionReason,
} from './meters.js';

export const ModemStageLabel = z.enum(MODEM_STAGES);
export type ModemStageLabel = z.infer<typeof ModemStageLabel>;

export const Modem = z.object({
  id: z.number().int(),
  modemSno: z.string(),
  modemno: z.string(),
  meterSno: z.string().nullable(),
  ctmtrno: z.string().nullable(),
  serviceNo: z.string().nullable(),
  servicecno: z.string().nullable(),
  phone: z.string().nullable(),
  section: z.string().nullable(),
  division: z.string().nullable(),
  subDivision: z.string().nullable(),
  circle: z.string().nullable(),
  consumerName: z.string().nullable(),
  commissionStatus: CommissionStatus,
  communicationStatus: CommunicationStatus,
  /** The BI_ADMIN's recommendation (APPROVED or REJECTED) since the last reopen, or none. */
  techSupportStatus: z.string().nullable(),
  /** The super admin's working status (pending, in progress, resolved…); it moves nothing between queues. */
  techSupportProgress: z.string().nullable(),
  installedOn: z.string(),
  lastCommunicatedAt: z.string().nullable(),
  /** First seen communicating (LIVE): SPEC §2.9's Commission Date. */
  commissionedAt: z.string().nullable(),
  /** When it entered the review step it waits in (lifecycle.ts STEP_RULES): how long it has waited. */
  stepSince: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  comments: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  rejectionCategory: z.string().nullable(),
  signalStrength: z.number().int().nullable(),
  fieldOfficerId: z.number().int(),
  fieldOfficerName: z.string().nullable(),
  fieldOfficerPhone: z.string().nullable(),
  stage: ModemStageLabel,
  /** A check found what a single review cannot see (issue 42): GET /modem/{id}/flags says what. */
  flagged: z.boolean(),
  version: z.number().int(),
  /** The install photos, served like the meters' (GET /modem/{id}/photos/{slot}). */
  photos: z.array(MeterPhoto).default([]),
});
export type Modem = z.infer<typeof Modem>;

/** One field officer's modems (GET /modem/by-field-officer/{phone}) and their export. */
export const ModemQuery = PageQuery.extend({
  stage: ModemStageLabel.optional(),
  division: z.string().trim().min(1).max(100).optional(),
  ...InstalledRangeQuery,
  /** Flagged installations (issue 42): with any flag, or with one kind. */
  flag: z.enum(FLAG_FILTERS_OF.modem).optional(),
});
export type ModemQuery = z.infer<typeof ModemQuery>;
export const ModemPage = pageOf(Modem).extend({ message: z.string().optional() });
/**
 * GET /modem/by-field-officer/{phone}/counts: the officer page's tiles for the modems installed in the range
 * (all of them without one), so each tile's number is the total its list shows with the range in force.
 */
export const OfficerModemCountsQuery = inInstalledOrder(z.object(InstalledRangeQuery));
export type OfficerModemCountsQuery = z.infer<typeof OfficerModemCountsQuery>;
export const OfficerModemCounts = z.object({
  total: z.number().int(),
  commissioned: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
});
export type OfficerModemCounts = z.infer<typeof OfficerModemCounts>;
export const OfficerModemCountsResponse = z.object({ success: z.literal(true), data: OfficerModemCounts });

export const OfficerPhoneParam = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Invalid field officer phone number'),
});

/**
 * The query of the four lists: page, search `q`, division, Status word, rejection category (the Reason),
 * the derived Rejection Type (`reason`, as the meter lists name it), sort.
 */
export const ModemListQuery = PageQuery.extend({
  division: z.string().trim().min(1).max(100).optional(),
  status: ModemStageLabel.optional(),
  category: RejectionCategory.optional(),
  reason: RejectionReason.optional(),
  /** One field officer's modems among the list's (an officer out of the caller's scope lists none). */
  officerId: recordId().optional(),
  ...InstalledRangeQuery,
  ...WaitingFiltersQuery,
  /** The review-target (SLA) state: on-time, due-soon or overdue in the step each waits in (issue 41). */
  sla: z.enum(SLA_STATES).optional(),
  /** Claimed queues (issue 41): the caller's own claims, or what no one is reviewing. */
  claim: z.enum(CLAIM_FILTERS).optional(),
  /** Flagged installations (issue 42): with any flag, or with one kind. */
  flag: z.enum(FLAG_FILTERS_OF.modem).optional(),
  sort: z.enum(MODEM_SORTS).default('installedOn'),
});
export type ModemListQuery = z.infer<typeof ModemListQuery>;
export const ModemExportQuery = ModemListQuery.omit({ page: true, pageSize: true });
export type ModemExportQuery = z.infer<typeof ModemExportQuery>;

/** GET /modem/search/meter and /modem/search/service: a non-blank substring. */
export const ModemSearchQuery = z.object({ query: requiredText('Enter a search text', 100) });
export const MODEM_SEARCH_LIMIT = 50;
export const MeterNumberParam = z.object({ meterNumber: z.string().trim().min(1).max(60) });

export const ModemResponse = z.object({
  success: z.literal(true),
  data: Modem,
  message: z.string().optional(),
});
export const ModemsResponse = z.object({
  success: z.literal(true),
  data: z.array(Modem),
  message: z.string().optional(),
});

/** GET /modem/statistics: each number is the total of the matching list (pending = commission Pending). */
export const ModemStatistics = z.object({
  total: z.number().int(),
  installed: z.number().int(),
  commissioned: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  pending: z.number().int(),
});
export type ModemStatistics = z.infer<typeof ModemStatistics>;
export const ModemStatisticsResponse = z.object({ success: z.literal(true), data: ModemStatistics });

/** The field app's spellings (SPEC §3: modemno, ctmtrno, servicecno, ht, subdivision) and ours. */
const FIELD_APP_NAMES: Record<string, string> = {
  modemno: 'modemSno',
  ctmtrno: 'meterSno',
  servicecno: 'serviceNo',
  ht: 'consumerName',
  subdivision: 'subDivision',
};
const ourNames = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [theirs, ours] of Object.entries(FIELD_APP_NAMES))
    if (theirs in out) {
      if (out[ours] === undefined) out[ours] = out[theirs];
      delete out[theirs];
    }
  return out;
};

/** POST /modem/save-meter-data (SPEC §7): the field app's install of a modem; idempotent by modem number. */
export const SaveModem = z.preprocess(
  ourNames,
  z.object({
    modemSno: requiredText('Modem number is required', 60),
    meterSno: optionalText(60),
    serviceNo: optionalText(60),
    fieldOfficerId: recordId().optional(),
    phone: optionalPhone(METER_EDIT_TEXTS.invalidPhone),
    section: optionalText(),
    division: optionalText(),
    subDivision: optionalText(),
    circle: optionalText(),
    consumerName: optionalText(),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
    comments: optionalText(2000),
    simNumber: optionalText(40),
    imeiNumber: optionalText(40),
    firmwareVersion: optionalText(40),
    signalStrength: optionalNumber(0, 100),
    installedOn: installDate(),
  }),
);
export type SaveModem = z.infer<typeof SaveModem>;

/** PUT /modem/{id}/commission-status: the meters' change (DESIGN §5), the same rule. */
export const ModemCommissionChange = CommissionChange;
