import type { InstallationKind, PhotoFault } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { audit, type Action, type AuditActor, type AuditEntry } from '../../lib/audit.js';
import type { Actor, Scope } from '../access/index.js';
import { storedPhotoFaults, type StoredPhotoFault } from './photo-faults.js';
import { recordReviewStep, undoCandidate, type ReviewStep } from './review-record.js';

/**
 * What the installation core (commission.ts) needs from the database for one kind of installation, bound to one
 * connection or transaction. Meters and modems each give one (meters.store.ts, modems.store.ts); the core's rules
 * run in unit tests against an in-memory fake as well as in the API tests on both databases.
 */
export interface InstallationStore<Row, Values> {
  kind: InstallationKind;
  find(scope: Scope, id: number): Promise<Row | undefined>;
  /** Applies a change only if the stored version is `version`; false when it is stale. */
  update(id: number, version: number, values: Values): Promise<boolean>;
  audit(actor: AuditActor, action: Action, entry: AuditEntry): Promise<void>;
  /** Adds the actor's step on the installation to its review record. */
  recordStep(actor: Actor, id: number, step: ReviewStep): Promise<void>;
  /** The photos a rejection names, with the files they are now (photo-faults.ts); 400 for a slot with none. */
  photoFaults(id: number, faults: readonly PhotoFault[]): Promise<StoredPhotoFault[]>;
  /** What undoing a decision reads of the record (review-record.ts undoCandidate). */
  undoCandidate(id: number, techSupportStatus: string | null): ReturnType<typeof undoCandidate>;
  /** Runs `work` in one transaction, with a store bound to it: all of it lands, or none. */
  transaction<T>(work: (store: InstallationStore<Row, Values>) => Promise<T>): Promise<T>;
}

/** A store over one kind's table, from its repository's find and versioned update. */
export function installationStore<Row, Values>(
  db: Db,
  kind: InstallationKind,
  repo: {
    find: (db: Db, scope: Scope, id: number) => Promise<Row | undefined>;
    update: (db: Db, id: number, version: number, values: Values) => Promise<boolean>;
  },
): InstallationStore<Row, Values> {
  return {
    kind,
    find: (scope, id) => repo.find(db, scope, id),
    update: (id, version, values) => repo.update(db, id, version, values),
    audit: (actor, action, entry) => audit(db, actor, action, entry),
    recordStep: (actor, id, step) => recordReviewStep(db, actor, { installation: kind, id }, step),
    photoFaults: (id, faults) => storedPhotoFaults(db, kind, id, faults),
    undoCandidate: (id, techSupportStatus) => undoCandidate(db, kind, id, techSupportStatus),
    transaction: (work) => db.transaction().execute((tx) => work(installationStore(tx, kind, repo))),
  };
}
