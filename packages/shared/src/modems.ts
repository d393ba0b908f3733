import { z } from 'zod';
import { PageQuery, pageOf } from './api.js';
import { CommissionStatus, CommunicationStatus } from './enums.js';
import type { Stage, StateLabel } from './lifecycle.js';

/** SPEC §4's modem label of each state: Accepted, Rejected, Commissioned (Pending and LIVE), Installed. */
export const MODEM_STAGES = [
  'Installed',
  'Commissioned',
  'Accepted',
  'Rejected',
] as const satisfies readonly StateLabel<'modems'>[];
export const ModemStageLabel = z.enum(MODEM_STAGES);
export type ModemStageLabel = z.infer<typeof ModemStageLabel>;

/**
 * The officer modems page's tiles are lists (stages, cumulative) named with the modem words, so each
 * tile's count, the officer table's modem columns and the list a tile opens are one number.
 */
export const MODEM_TILE_STAGES = {
  Installed: 'installed',
  Commissioned: 'commissioned',
  Accepted: 'accepted',
  Rejected: 'rejected',
} as const satisfies Record<ModemStageLabel, Stage>;

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
  techSupportStatus: z.string().nullable(),
  installedOn: z.string(),
  lastCommunicatedAt: z.string().nullable(),
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
  version: z.number().int(),
});
export type Modem = z.infer<typeof Modem>;

export const ModemQuery = PageQuery.extend({
  stage: ModemStageLabel.optional(),
  division: z.string().trim().min(1).max(100).optional(),
});
export type ModemQuery = z.infer<typeof ModemQuery>;
export const ModemPage = pageOf(Modem);
export const OfficerPhoneParam = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Invalid field officer phone number'),
});
