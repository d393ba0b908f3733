import { sql, type Kysely } from 'kysely';

/**
 * Where installations stand, indexed (issue 42's map): a GiST index of each installation's point (longitude,
 * latitude) in PostgreSQL's own point type, so a map close up reads the few thousand installations in its bounds
 * (`point <@ box`) instead of every installation with coordinates. The whole list's map reads them all anyway.
 */
const TABLES = ['meters', 'modems'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql
      .raw(
        `create index ${table}_place_idx on ${table} using gist (point(longitude, latitude))
         where latitude is not null and longitude is not null`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop index ${table}_place_idx`).execute(db);
}
