import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Settings the super admin changes at run time, by key; the default when never set. */
export const SETTING_DEFAULTS = { requireTwoStep: false } as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting(db: Db, key: SettingKey): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as boolean) : SETTING_DEFAULTS[key];
}

export async function writeSetting(db: Db, key: SettingKey, value: boolean, by: number): Promise<void> {
  await sql`
    insert into settings (key, value, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, ${by})
    on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`.execute(
    db,
  );
}
