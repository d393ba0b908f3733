import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export async function listPreferences(db: Db, userId: number): Promise<{ name: string; value: string }[]> {
  return db
    .selectFrom('userPreferences')
    .select(['name', 'value'])
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();
}

/**
 * Holds the person's row until the transaction ends, so two writes of one person take turns and the cap is
 * counted on what the other left. NO KEY UPDATE: sign-ins and other rows referring to the person do not wait.
 */
export async function lockOwner(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql`select 1 from users where id = ${userId} for no key update`.execute(db);
  return rows.length > 0;
}

/** How many preferences the person has, leaving out `except` (the one being written). */
export async function countOthers(db: Db, userId: number, except: string): Promise<number> {
  const row = await db
    .selectFrom('userPreferences')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('name', '<>', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets every preference of the user; answers how many there were. */
export async function deletePreferences(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('userPreferences').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function upsertPreference(db: Db, userId: number, name: string, value: string): Promise<void> {
  await db
    .insertInto('userPreferences')
    .values({ userId, name, value })
    .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ value, updatedAt: sql`now()` }))
    .execute();
}
