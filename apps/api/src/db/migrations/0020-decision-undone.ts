import { sql, type Kysely } from 'kysely';

/**
 * A person may undo their own Approve or Reject within minutes of it (issue 38: Undo in the toast instead of a
 * confirmation before each decision). The record keeps the decision and adds its undoing as an event of its own,
 * so the check on the record's kinds gains one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_events drop constraint review_events_kind_check`.execute(db);
  await sql`
    alter table review_events add constraint review_events_kind_check check (kind in (
      'installed', 'recommendation', 'decision', 'auto-commission', 'auto-commission-undone', 'evidence-changed',
      'decision-undone'))`.execute(db);
}

// Events of the new kind stay in the record (it is append-only), so the old check is not put back.
export async function down(): Promise<void> {}
