import { sql, type Kysely } from 'kysely';

/**
 * The Flagged queue's total from its index alone (issue 42 bench). A flagged list's total counts the flagged
 * installations of the list's steps through migration 0035's partial index of the flagged, and read each one's row
 * to test its step: 13,000 rows, 7–20 ms a count at 1M meters, 100 ms p50 for the super admin's Flagged queue at ten
 * at once. The index now carries the lifecycle columns every step's rule reads (INCLUDE), so the count is an
 * index-only scan (3 ms).
 */
const TABLES = ['meters', 'modems'] as const;
const LIFECYCLE = 'commission_status, communication_status, tech_support_status';

const recreate = async (db: Kysely<unknown>, table: string, include: string) => {
  await sql.raw(`drop index ${table}_flagged_idx`).execute(db);
  await sql
    .raw(`create index ${table}_flagged_idx on ${table} (step_since, id)${include} where flagged`)
    .execute(db);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await recreate(db, table, ` include (${LIFECYCLE})`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await recreate(db, table, '');
}
