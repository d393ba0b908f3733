import { sql, type Kysely } from 'kysely';
import { BAND_COUNT, bandSql } from './0029-photo-flags.js';

/**
 * Statistics on each band of the photos' difference hashes (issue 42 bench). The band indexes of migration 0029 are
 * partial, and PostgreSQL does not estimate from a partial index's statistics: it took each probe of a photo-match
 * lookup for 0.5% of the photos, planned a parallel scan for a few dozen rows, and paid 50 ms of worker start-up a
 * lookup. Expression statistics give it each band's spread, so the lookup is the index probes it is (about 1 ms).
 */
const TABLES = ['meter_photos', 'modem_photos'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (let k = 0; k < BAND_COUNT; k += 1)
      await sql
        .raw(`create statistics ${table}_band${k}_stats on (${bandSql('dhash', k)}) from ${table}`)
        .execute(db);
    await sql.raw(`analyze ${table}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (let k = 0; k < BAND_COUNT; k += 1)
      await sql.raw(`drop statistics ${table}_band${k}_stats`).execute(db);
}
