import { sql, type SqlBool } from 'kysely';
import type { DtrColumn } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { audit, type Action, type AuditActor, type AuditEntry } from '../../lib/audit.js';
import type { Scope } from '../access/index.js';
import { findMeter, type MeterRow } from '../meters/index.js';
import {
  autoCommission,
  countPending,
  findCommissionable,
  ruleInForce,
  type ImportRun,
  type RuleApproval,
} from './auto-commission.repo.js';
import { dtrKey } from './discom.sql.js';
import { findDtr, metersAtDtr, type DtrRow } from './discom.repo.js';
import type { DtrFileRow } from './dtr-csv.js';
import { STAGED_KEYS, stageRows, upsertStaged } from './dtr-import.repo.js';

/**
 * What the Discom services need from the database, bound to one connection or transaction, so their
 * rules run in unit tests on an in-memory fake (discom.service.test.ts, dtr-import.service.test.ts) as
 * well as in the API tests on both databases.
 */
export interface DiscomStore {
  findDtr(dtrNo: string): Promise<DtrRow | undefined>;
  metersAtDtr(
    dtrNo: string,
  ): Promise<{ meters: number; pendingMeters: number; autoCommissionedMeters: number }>;
  findMeter(scope: Scope, id: number): Promise<MeterRow | undefined>;
  /** Stages a file's rows, then upserts them into the master: how many were inserted and updated. */
  importRows(rows: DtrFileRow[], columns: DtrColumn[]): Promise<{ inserted: number; updated: number }>;
  /**
   * Auto-commissions (while the rule is on) the Pending meters at the DTRs just imported, each event naming
   * the import run, and answers which, with how many Pending meters there are left to people; with `dryRun`
   * answers which it would approve, by the same condition, without writing them.
   */
  autoCommissionImported(opts: { dryRun: boolean; run: ImportRun }): Promise<ImportedApprovals>;
  audit(actor: AuditActor, action: Action, entry: AuditEntry): Promise<void>;
  /** Runs `work` in one transaction; with `rollback` (a dry run) nothing it did is kept. */
  transaction<T>(work: (store: DiscomStore) => Promise<T>, opts?: { rollback?: boolean }): Promise<T>;
}

/** What the rule did (or would do) after an import. */
export interface ImportedApprovals {
  ruleOn: boolean;
  meters: RuleApproval[];
  leftForReview: number;
}

/** Carries a dry run's answer out of the transaction it rolls back. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

export const discomStore = (db: Db): DiscomStore => ({
  findDtr: (dtrNo) => findDtr(db, dtrNo),
  metersAtDtr: (dtrNo) => metersAtDtr(db, dtrNo),
  findMeter: (scope, id) => findMeter(db, scope, id),
  importRows: async (rows, columns) => {
    await stageRows(db, rows);
    return upsertStaged(db, columns);
  },
  autoCommissionImported: async ({ dryRun, run }) => {
    const imported = sql<SqlBool>`${dtrKey('m.dtr_sno')} in ${STAGED_KEYS}`;
    const ruleOn = (await ruleInForce(db)).value.enabled;
    const meters = dryRun
      ? await findCommissionable(db, imported)
      : await autoCommission(db, 'import', imported, run);
    // A preview's Pending meters still hold the ones it would approve.
    const leftForReview = (await countPending(db, imported)) - (dryRun ? meters.length : 0);
    return { ruleOn, meters, leftForReview };
  },
  audit: (actor, action, entry) => audit(db, actor, action, entry),
  transaction: async (work, { rollback = false } = {}) => {
    try {
      return await db.transaction().execute(async (tx) => {
        const result = await work(discomStore(tx));
        if (rollback) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as Awaited<ReturnType<typeof work>>;
      throw error;
    }
  },
});
