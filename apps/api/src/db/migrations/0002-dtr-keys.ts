import { sql, type Kysely } from 'kysely';

/**
 * DTR numbers compare trimmed and case-insensitively (DESIGN §5), so they are keyed that way:
 * - the master holds one row per DTR however a file spells it, and the import upserts on this key;
 * - a meter finds its master row by the same key (install, DTR change, import, comparison).
 * The expression must stay exactly `lower(btrim(x) collate "C")`: the discom module's SQL (dtrKey)
 * writes it so, and the planner only uses an expression index for the same expression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index dtr_reference_key on dtr_reference ((lower(btrim(dtr_no) collate "C")))`.execute(
    db,
  );
  await sql`create index meters_dtr_key_idx on meters ((lower(btrim(dtr_sno) collate "C")))`.execute(db);
  // The activity log filters by action (GET /activities?action=), newest first.
  await sql`create index activities_action_idx on activities (action, at desc)`.execute(db);
}
