import { COMPARED_FIELDS, type ComparedField } from '@smms/shared';
import type { Db } from '../db/connection.js';
import { writeSetting } from '../modules/settings/index.js';

/**
 * Turns the auto-commissioning rule on (or off) for a test's database, as the super admin's setting would: a new
 * database starts with it off (migration 0017), so a test of what the rule does says so first.
 */
export async function setRule(db: Db, enabled = true, fields: readonly ComparedField[] = COMPARED_FIELDS) {
  await writeSetting(db, 'autoCommission', { enabled, fields: [...fields] }, null);
}
