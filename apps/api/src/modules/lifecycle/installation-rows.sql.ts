import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { distinctIndexed } from '../../lib/distinct-values.js';
import { installationsInScope, type Scope } from '../access/index.js';

/** The two installation tables: each row carries the version that guards every change to it. */
type Table = 'meters' | 'modems';

/** Adds an installation's row; answers its id. */
export async function insertInstallation<T extends Table>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Applies a change only if the stored version is the one its author read, and moves the version on; false when
 * it is stale (someone changed the installation since), so nothing is overwritten unseen.
 */
export async function updateInstallation<T extends Table>(
  db: Db,
  table: T,
  id: number,
  version: number,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as Table)
    .set((eb) => ({ ...values, updatedAt: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The distinct divisions of one kind's installations in scope, for the lists' division filter (SPEC §2.9: from data). */
export async function divisionsInScope(db: Db, table: Table, scope: Scope): Promise<string[]> {
  if (scope.kind === 'all') return distinctIndexed(db, table, 'division');
  const { rows } = await sql<{ division: string }>`
    select distinct i.division from ${sql.table(table)} i
    where ${installationsInScope(scope, 'i')} and i.division is not null
    order by i.division`.execute(db);
  return rows.map((r) => r.division);
}

/**
 * Part of the change that undoes a decision: the installation is back in the step it waited in before, so its
 * clock is the one it had (`previous_step_since`, kept by migration 0022's trigger), not a new one. A SET reads
 * the row as it was, and the trigger keeps a step_since the change sets itself.
 */
export const STEP_CLOCK_PUT_BACK = { stepSince: sql<string>`previous_step_since` };
