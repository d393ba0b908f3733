import type { CommunicationBatch, CommunicationResult } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { AuditActor } from '../../lib/audit.js';
import { autoCommission, someMeters } from '../discom/index.js';
import { holdFlags } from '../flags/index.js';
import { applyReports, type LatestReport } from './headend.repo.js';

/** Only the latest report of each meter counts: a batch may name a meter several times, in any order. */
export function latestReports(reports: CommunicationBatch['reports']): LatestReport[] {
  const latest = new Map<string, Date>();
  for (const { meterSno, communicatedAt } of reports) {
    const at = new Date(communicatedAt);
    const seen = latest.get(meterSno);
    if (!seen || seen < at) latest.set(meterSno, at);
  }
  return [...latest].map(([meterSno, at]) => ({ meterSno, at }));
}

/** The head-end's batch call (DESIGN §5): mark the reported meters LIVE, name the serials nobody knows. */
export function createHeadendService({ db }: { db: Db }) {
  async function report(actor: AuditActor, batch: CommunicationBatch): Promise<CommunicationResult> {
    const reports = latestReports(batch.reports);
    return db.transaction().execute(async (tx) => {
      // The rule approves no flagged meter: a flag an install commits meanwhile must not come just after its look.
      // The flags lock comes first, before the reports take any row (flags.repo.ts holdFlags).
      await holdFlags(tx);
      const { updated, nowLive, unknown } = await applyReports(tx, actor, reports);
      // A meter heard from for the first time may now be the rule's to approve (it was left to people while silent).
      if (nowLive.length > 0) await autoCommission(tx, 'live', someMeters(nowLive));
      return {
        received: reports.length,
        updated,
        nowLive: nowLive.length,
        unchanged: reports.length - unknown.length - updated,
        unknown,
      };
    });
  }
  return { report };
}
export type HeadendService = ReturnType<typeof createHeadendService>;
