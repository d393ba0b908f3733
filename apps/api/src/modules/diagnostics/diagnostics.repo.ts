import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Row counts of the main tables, in one round trip. */
export async function tableCounts(db: Db) {
  const { rows } = await sql<{
    users: number;
    meters: number;
    modems: number;
    dtrReference: number;
    activities: number;
  }>`select (select count(*) from users)::int as users,
            (select count(*) from meters)::int as meters,
            (select count(*) from modems)::int as modems,
            (select count(*) from dtr_reference)::int as dtr_reference,
            (select count(*) from activities)::int as activities`.execute(db);
  return rows[0] ?? { users: 0, meters: 0, modems: 0, dtrReference: 0, activities: 0 };
}

/** The newest migration applied (Kysely's own log, in the current schema). */
export async function schemaVersion(db: Db): Promise<string | null> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
