import { sql, type Kysely } from 'kysely';

/**
 * A modem's Commission Date (SPEC §2.9): when it was first seen communicating (LIVE), the lifecycle's
 * "commissioned". Modems already LIVE get their last communication as the best date known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table modems add column commissioned_at timestamptz`.execute(db);
  await sql`update modems set commissioned_at = coalesce(last_communicated_at, updated_at)
            where communication_status = 'LIVE'`.execute(db);
}
