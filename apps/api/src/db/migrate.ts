import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';
import * as initialSchema from './migrations/0001-initial-schema.js';
import * as dtrKeys from './migrations/0002-dtr-keys.js';
import * as modemPhotos from './migrations/0003-modem-photos.js';
import * as modemCommissionedAt from './migrations/0004-modem-commissioned-at.js';
import * as areas from './migrations/0005-areas.js';
import * as installationCounts from './migrations/0006-installation-counts.js';
import * as countRollups from './migrations/0007-count-rollups.js';
import * as idempotencyKeys from './migrations/0008-idempotency-keys.js';
import * as totp from './migrations/0009-totp.js';
import * as listIndexes from './migrations/0010-list-indexes.js';
import * as officerCounts from './migrations/0011-officer-counts.js';
import * as photoMasks from './migrations/0012-photo-masks.js';
import * as peopleOrderIndex from './migrations/0013-people-order-index.js';
import * as userJsonFields from './migrations/0014-user-json-fields.js';
import * as reviewRecord from './migrations/0015-review-record.js';
import * as recommendationQueues from './migrations/0016-recommendation-queues.js';
import * as settingVersions from './migrations/0017-setting-versions.js';
import * as activityActorNames from './migrations/0018-activity-actor-names.js';
import * as userPreferences from './migrations/0019-user-preferences.js';
import * as decisionUndone from './migrations/0020-decision-undone.js';
import * as serviceAccounts from './migrations/0021-service-accounts.js';
import * as stepSince from './migrations/0022-step-since.js';
import * as waitingIndex from './migrations/0023-waiting-index.js';
import * as reviewClaims from './migrations/0024-review-claims.js';
import * as overdueDays from './migrations/0025-overdue-days.js';
import * as waitingIndexByStep from './migrations/0026-waiting-index-by-step.js';
import * as stepCounters from './migrations/0027-step-counters.js';
import * as stepSinceCovering from './migrations/0028-step-since-covering.js';
import * as photoFlags from './migrations/0029-photo-flags.js';
import * as identityKeys from './migrations/0030-identity-keys.js';
import * as photoFaults from './migrations/0031-photo-faults.js';
import * as photoBandStatistics from './migrations/0032-photo-band-statistics.js';
import * as areaOutlines from './migrations/0033-area-outlines.js';
import * as installationPlaces from './migrations/0034-installation-places.js';
import * as installationFlagged from './migrations/0035-installation-flagged.js';
import * as flagLookups from './migrations/0036-flag-lookups.js';
import * as flaggedLifecycle from './migrations/0037-flagged-lifecycle.js';

/** Every migration, in order. Append only; never edit one that has landed. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial-schema': initialSchema,
  '0002-dtr-keys': dtrKeys,
  '0003-modem-photos': modemPhotos,
  '0004-modem-commissioned-at': modemCommissionedAt,
  '0005-areas': areas,
  '0006-installation-counts': installationCounts,
  '0007-count-rollups': countRollups,
  '0008-idempotency-keys': idempotencyKeys,
  '0009-totp': totp,
  '0010-list-indexes': listIndexes,
  '0011-officer-counts': officerCounts,
  '0012-photo-masks': photoMasks,
  '0013-people-order-index': peopleOrderIndex,
  '0014-user-json-fields': userJsonFields,
  '0015-review-record': reviewRecord,
  '0016-recommendation-queues': recommendationQueues,
  '0017-setting-versions': settingVersions,
  '0018-activity-actor-names': activityActorNames,
  '0019-user-preferences': userPreferences,
  '0020-decision-undone': decisionUndone,
  '0021-service-accounts': serviceAccounts,
  '0022-step-since': stepSince,
  '0023-waiting-index': waitingIndex,
  '0024-review-claims': reviewClaims,
  '0025-overdue-days': overdueDays,
  '0026-waiting-index-by-step': waitingIndexByStep,
  '0027-step-counters': stepCounters,
  '0028-step-since-covering': stepSinceCovering,
  '0029-photo-flags': photoFlags,
  '0030-identity-keys': identityKeys,
  '0031-photo-faults': photoFaults,
  '0032-photo-band-statistics': photoBandStatistics,
  '0033-area-outlines': areaOutlines,
  '0034-installation-places': installationPlaces,
  '0035-installation-flagged': installationFlagged,
  '0036-flag-lookups': flagLookups,
  '0037-flagged-lifecycle': flaggedLifecycle,
};

/** The newest migration: what a migrated database reports as its schema version. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) as string;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function migrator(db: Db): Promise<Migrator> {
  // The migration log lives in the schema the tables go to, so a database with several schemas
  // (one per tenant, or per test run) never mistakes another schema's log for its own.
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
    ?.schema;
  return new Migrator({ db, provider, migrationTableSchema: schema });
}

/** Undoes the newest migration (an operator's rollback; the tests prove each `down` works). */
export async function migrateDown(db: Db): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateDown();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Undoing ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Undoes every migration after `name` (or does every one up to it): a rollback to a known schema. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`Migrating to ${name} failed at ${failed?.migrationName ?? ''}: ${String(error)}`);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
