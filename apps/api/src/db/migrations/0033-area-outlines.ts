import { sql, type Kysely } from 'kysely';

/**
 * Area outlines (issue 42): a circle's or a division's boundary, one ring of corners (x the longitude, y the
 * latitude) in PostgreSQL's own polygon type, so the area check asks `point <@ polygon` on either database without
 * an extension. Only circles and divisions carry one: installations are checked against those two levels.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table areas add column outline polygon`.execute(db);
  await sql`alter table areas add constraint areas_outline_level
    check (outline is null or kind in ('circle', 'division'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table areas drop column outline`.execute(db);
}
