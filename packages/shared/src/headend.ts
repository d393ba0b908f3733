import { z } from 'zod';

/**
 * The head-end system's reports (DESIGN §5): which meters communicated, and when. POST
 * /meters/communication marks them LIVE and moves lastCommunicatedAt forward, never back.
 */
export const HEADEND_MAX_REPORTS = 10_000;
/** How far ahead of the server's clock a report may be, for head-end clocks that run a little fast. */
export const HEADEND_CLOCK_SKEW_MS = 5 * 60_000;

export const HEADEND_MESSAGES = {
  noReports: 'Send at least one report',
  tooManyReports: `Send at most ${HEADEND_MAX_REPORTS} reports per call`,
  futureTime: 'communicatedAt is in the future',
  invalidTime: 'communicatedAt must be an ISO 8601 date-time with a time zone',
  received: (updated: number, unknown: number) =>
    `${updated} meters updated; ${unknown} serial numbers are not known.`,
} as const;

export const CommunicationReport = z.object({
  meterSno: z.string().trim().min(1).max(60),
  communicatedAt: z.iso
    .datetime({ offset: true, message: HEADEND_MESSAGES.invalidTime })
    .refine((at) => Date.parse(at) <= Date.now() + HEADEND_CLOCK_SKEW_MS, HEADEND_MESSAGES.futureTime),
});
export type CommunicationReport = z.infer<typeof CommunicationReport>;

export const CommunicationBatch = z.object({
  reports: z
    .array(CommunicationReport)
    .min(1, HEADEND_MESSAGES.noReports)
    .max(HEADEND_MAX_REPORTS, HEADEND_MESSAGES.tooManyReports),
});
export type CommunicationBatch = z.infer<typeof CommunicationBatch>;

export const CommunicationResult = z.object({
  /** Distinct meter serials in the batch. */
  received: z.number().int(),
  /** Known meters whose status or last communication moved. */
  updated: z.number().int(),
  /** Of those, meters that were not LIVE before this batch. */
  nowLive: z.number().int(),
  /** Known meters whose last communication was already as recent (a late or repeated report). */
  unchanged: z.number().int(),
  /** Serials that name no meter. */
  unknown: z.array(z.string()),
});
export type CommunicationResult = z.infer<typeof CommunicationResult>;
export const CommunicationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CommunicationResult,
});
