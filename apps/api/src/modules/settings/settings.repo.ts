import { sql } from 'kysely';
import {
  AUTO_COMMISSION_DEFAULT,
  FLAG_CHECKS_DEFAULT,
  REVIEW_TARGETS_DEFAULT,
  type AutoCommissionRule,
  type FlagChecks,
  type InstallationKind,
  type PhotoRecheckProgress,
  type ReviewTargets,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { personNameSql } from '../../lib/sql.js';

/** Settings the super admin changes at run time, by key, with the value each has when never set. */
export interface SettingValues {
  requireTwoStep: boolean;
  autoCommission: AutoCommissionRule;
  /** The review targets (SLAs, issue 41): working days per step, everywhere and per circle. */
  reviewTargets: ReviewTargets;
  /** The checks that flag installations (issue 42): how close two photos must be to match. */
  flagChecks: FlagChecks;
  /**
   * The stored photos checked again after the photo distance was raised (flags module, photo-recheck.ts): where
   * the next batch starts (a kind, then ids above `after`) and how far it has come; null: never run.
   */
  photoRecheck: (PhotoRecheckProgress & { kind: InstallationKind; after: number }) | null;
  /** The fingerprint of the TOTP_KEY the database's two-step secrets are sealed with (totp-key-check.ts). */
  totpKeyFingerprint: string | null;
}
export const SETTING_DEFAULTS: SettingValues = {
  requireTwoStep: false,
  autoCommission: AUTO_COMMISSION_DEFAULT,
  reviewTargets: REVIEW_TARGETS_DEFAULT,
  flagChecks: FLAG_CHECKS_DEFAULT,
  photoRecheck: null,
  totpKeyFingerprint: null,
};
export type SettingKey = keyof SettingValues;

/** A setting as stored: its value, how many times it was set (0: never) and the last change, by whom. */
export interface StoredSetting<K extends SettingKey> {
  value: SettingValues[K];
  version: number;
  updatedAt: string | null;
  updatedBy: number | null;
  /** The name of who set it last, as they are now; null when never set or set by no one (a migration). */
  updatedByName: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value over its default, so a member added to a setting later reads as its default until set. */
function withDefault<K extends SettingKey>(key: K, stored: unknown): SettingValues[K] {
  const fallback: unknown = SETTING_DEFAULTS[key];
  if (stored === undefined) return SETTING_DEFAULTS[key];
  return (isRecord(fallback) && isRecord(stored) ? { ...fallback, ...stored } : stored) as SettingValues[K];
}

export async function readStoredSetting<K extends SettingKey>(db: Db, key: K): Promise<StoredSetting<K>> {
  const row = await db
    .selectFrom('settings as s')
    .leftJoin('users as u', 'u.id', 's.updatedBy')
    .select(['s.value', 's.version', 's.updatedAt', 's.updatedBy'])
    .select(personNameSql('u').as('updatedByName'))
    .where('s.key', '=', key)
    .executeTakeFirst();
  if (!row)
    return {
      value: SETTING_DEFAULTS[key],
      version: 0,
      updatedAt: null,
      updatedBy: null,
      updatedByName: null,
    };
  return { ...row, value: withDefault(key, row.value) };
}

/** A setting's value alone: read on every call of some lists (the review targets), so no join to who set it. */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? withDefault(key, row.value) : SETTING_DEFAULTS[key];
}

/** Sets a key whatever its version (a switch whose last change wins), counting the change. */
export async function writeSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValues[K],
  by: number | null,
): Promise<void> {
  await sql`
    insert into settings (key, value, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, ${by})
    on conflict (key) do update
      set value = excluded.value, version = settings.version + 1, updated_at = now(),
          updated_by = excluded.updated_by`.execute(db);
}

/**
 * Sets a key only if its version is still `version` (0: never set), so a change made on an old reading cannot
 * silently undo another; answers the new version, or null when the version was stale.
 */
export async function writeSettingAt<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValues[K],
  by: number,
  version: number,
): Promise<number | null> {
  const json = JSON.stringify(value);
  const { rows } =
    version === 0
      ? await sql<{ version: number }>`
          insert into settings (key, value, updated_by) values (${key}, ${json}::jsonb, ${by})
          on conflict (key) do nothing returning version`.execute(db)
      : await sql<{ version: number }>`
          update settings set value = ${json}::jsonb, version = version + 1, updated_at = now(), updated_by = ${by}
           where key = ${key} and version = ${version} returning version`.execute(db);
  return rows[0]?.version ?? null;
}

/** Sets a key only if it was never set, by no one (the server itself); answers the value it holds then. */
export async function claimSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValues[K],
): Promise<SettingValues[K]> {
  await sql`
    insert into settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do nothing`.execute(db);
  return readSetting(db, key);
}
