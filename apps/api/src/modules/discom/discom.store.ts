import { sql, type SqlBool } from 'kysely';
import type { DtrColumn } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { audit, type Action, type AuditActor, type AuditEntry } from '../../lib/audit.js';
import type { Scope } from '../access/access.js';
import { findMeter, type MeterRow } from '../meters/meters.repo.js';
import { autoCommission, countCommissionable } from './auto-commission.repo.js';
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
   * Auto-commissions the Pending meters at the DTRs just imported and answers how many; with `countOnly`
   * (a dry run) answers how many it would, by the same condition, without writing them.
   */
  autoCommissionImported(opts?: { countOnly?: boolean }): Promise<number>;
  audit(actor: AuditActor, action: Action, entry: AuditEntry): Promise<void>;
  /** Runs `work` in one transaction; with `rollback` (a dry run) nothing it did is kept. */
  transaction<T>(work: (store: DiscomStore) => Promise<T>, opts?: { rollback?: boolean }): Promise<T>;
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
  autoCommissionImported: async ({ countOnly = false } = {}) => {
    const imported = sql<SqlBool>`${dtrKey('m.dtr_sno')} in ${STAGED_KEYS}`;
    if (countOnly) return countCommissionable(db, imported);
    return (await autoCommission(db, 'import', imported)).length;
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
