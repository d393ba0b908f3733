import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A person's name as the console shows it, from the users row `alias`: first and last, or null when blank. */
export const personNameSql = (alias: string) =>
  sql<
    string | null
  >`nullif(btrim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), '')`;

/**
 * Runs `work` in a transaction with PostgreSQL settings of its own (set_config(…, true): SET LOCAL, ended with the
 * transaction, so a pooled connection goes back as it came and a pooler in transaction mode keeps them on the one
 * server connection the transaction has). For a heavy read, e.g. the memory to sort in place.
 */
export async function withLocalSettings<T>(
  db: Kysely<Database>,
  settings: Readonly<Record<string, string>>,
  work: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const set = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await sql`select ${sql.join(set)}`.execute(tx);
    return work(tx);
  });
}
