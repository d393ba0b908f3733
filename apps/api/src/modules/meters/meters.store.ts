import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MetersTable } from '../../db/schema.js';
import { audit, type Action, type AuditActor, type AuditEntry } from '../../lib/audit.js';
import type { Actor, Scope } from '../access/access.js';
import { recordReviewStep, type ReviewStep } from '../lifecycle/review-record.js';
import * as repo from './meters.repo.js';

/**
 * What the meter services need from the database, bound to one connection or transaction. Services take
 * a store, so their rules run in unit tests against an in-memory fake (commission.service.test.ts) as
 * well as in the API tests on both databases.
 */
export interface MeterStore {
  find(scope: Scope, id: number): Promise<repo.MeterRow | undefined>;
  /** Applies a change only if the stored version is `version`; false when it is stale. */
  update(id: number, version: number, values: Updateable<MetersTable>): Promise<boolean>;
  audit(actor: AuditActor, action: Action, entry: AuditEntry): Promise<void>;
  /** Adds the actor's recommendation or decision on the meter to its review record. */
  recordStep(actor: Actor, id: number, step: ReviewStep): Promise<void>;
  /** Runs `work` in one transaction, with a store bound to it: all of it lands, or none. */
  transaction<T>(work: (store: MeterStore) => Promise<T>): Promise<T>;
}

export const meterStore = (db: Db): MeterStore => ({
  find: (scope, id) => repo.findMeter(db, scope, id),
  update: (id, version, values) => repo.updateMeter(db, id, version, values),
  audit: (actor, action, entry) => audit(db, actor, action, entry),
  recordStep: (actor, id, step) => recordReviewStep(db, actor, { installation: 'meter', id }, step),
  transaction: (work) => db.transaction().execute((tx) => work(meterStore(tx))),
});
