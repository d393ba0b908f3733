import { sql, type Kysely } from 'kysely';

/**
 * Identity checks (issue 42): a number written twice, however it was spelt. Each identifying number of an
 * installation is indexed by its key — its letters and digits, upper-cased (`identityKeySql`) — so an install or an
 * edit finds the others with the same key by index at any size: "SM-0042" and "sm0042" are one meter number.
 * Meter numbers are unique as written (migration 0001), not as keys; a modem's meter number and service number
 * are not unique at all.
 */
export const IDENTITY_COLUMNS = [
  { table: 'meters', column: 'meter_sno' },
  { table: 'modems', column: 'modem_sno' },
  { table: 'modems', column: 'meter_sno' },
  { table: 'modems', column: 'service_no' },
] as const;

/** A number's key, as the indexes and the look-ups spell it (modules/flags identity-matches.sql.ts). */
export const identityKeySql = (column: string) => `upper(regexp_replace(${column}, '[^[:alnum:]]', '', 'g'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of IDENTITY_COLUMNS)
    await sql
      .raw(
        `create index ${table}_${column}_key_idx on ${table} (${identityKeySql(column)})
         where ${identityKeySql(column)} <> ''`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of IDENTITY_COLUMNS)
    await sql.raw(`drop index ${table}_${column}_key_idx`).execute(db);
}
