import { sql, type Kysely } from 'kysely';

/**
 * The installations still waiting in a review step (issue 41), indexed for the dashboard's "Waiting in review"
 * (modules/dashboard/waiting.repo.ts): every column its statement reads, led by those the steps test (commission,
 * communication and tech support status, then step_since), for the Approved ones no longer wait. Each step is then
 * a range of one index read without the table (an index-only scan), where the table itself is read row by row
 * over pages scattered across it: at 1M meters, the 45,000 awaiting a decision read 24,500 pages of the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const)
    await sql
      .raw(
        `create index ${table}_waiting_idx on ${table}
           (commission_status, communication_status, tech_support_status, step_since)
           include (circle, division, field_officer_id)
         where commission_status <> 'Approved'`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const)
    await sql.raw(`drop index ${table}_waiting_idx`).execute(db);
}
