import { sql, type Kysely } from 'kysely';
import { BAND_COUNT, bandSql } from './0029-photo-flags.js';
import { IDENTITY_COLUMNS, identityKeySql } from './0030-identity-keys.js';

/**
 * Flag look-ups at 1M installations (issue 42 bench).
 *
 * The identity look-up found another meter with the same number by walking every meter in id order (1.6 s an
 * install at 1M meters): the key indexes of migration 0030 are partial, PostgreSQL takes no statistics from a
 * partial index, and it guessed each key shared by 200 meters. Expression statistics on each key (as migration
 * 0032 gave the photo bands) make it the index probe it is.
 *
 * The photo-match look-up reads its candidates from the band indexes alone. With 4M photos (1M
 * meters, four each) a band value is held by about 60 photos, so a look-up within 7 bits probes about a thousand
 * candidates a band, and read each one's row from the table to test its whole hash: 92 ms p50 a meter's four photos,
 * most of it the rows' pages read from disk. Each band index now carries the installation, the slot and the hash
 * (INCLUDE), and the look-up asks each band on its own (flags/photo-matches.sql.ts), so every candidate is tested in
 * the index: about 1 ms a band.
 */
const TABLES = [
  { table: 'meter_photos', key: 'meter_id' },
  { table: 'modem_photos', key: 'modem_id' },
] as const;

const createBand = (db: Kysely<unknown>, table: string, k: number, include: string) =>
  sql
    .raw(
      `create index ${table}_band${k}_idx on ${table} (${bandSql('dhash', k)})${include} where dhash is not null`,
    )
    .execute(db);

const keyStatistics = (table: string, column: string) => `${table}_${column}_key_stats`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of IDENTITY_COLUMNS)
    await sql
      .raw(`create statistics ${keyStatistics(table, column)} on (${identityKeySql(column)}) from ${table}`)
      .execute(db);
  for (const table of new Set(IDENTITY_COLUMNS.map((c) => c.table)))
    await sql.raw(`analyze ${table}`).execute(db);
  for (const { table, key } of TABLES)
    for (let k = 0; k < BAND_COUNT; k += 1) {
      await sql.raw(`drop index ${table}_band${k}_idx`).execute(db);
      await createBand(db, table, k, ` include (${key}, slot, dhash)`);
    }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of IDENTITY_COLUMNS)
    await sql.raw(`drop statistics ${keyStatistics(table, column)}`).execute(db);
  for (const { table } of TABLES)
    for (let k = 0; k < BAND_COUNT; k += 1) {
      await sql.raw(`drop index ${table}_band${k}_idx`).execute(db);
      await createBand(db, table, k, '');
    }
}
