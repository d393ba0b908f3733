import { sql } from 'kysely';
import type { Db } from '../src/db/connection.js';
import { IGNORED_COLUMNS } from './fuzz-fingerprint.js';

/**
 * Row-change counters for the fuzzer, on the test database only: a row trigger on every table counts each
 * inserted, deleted and really changed row by table and operation. A trigger's count rolls back with its
 * transaction, so the counters move exactly when a request commits a change, at the cost of one small
 * read per request (the whole-database fingerprint is the slower cross-check, taken now and then).
 */
export async function installChangeCounters(db: Db, tables: string[]): Promise<void> {
  await sql`create table fuzz_row_changes (key text primary key, n bigint not null)`.execute(db);
  await sql`
    create function fuzz_note_change() returns trigger language plpgsql as $$
    declare
      ignored text[] := coalesce(TG_ARGV::text[], '{}');
    begin
      if TG_OP = 'UPDATE' and (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) then
        return null;
      end if;
      insert into fuzz_row_changes as c values (TG_TABLE_NAME || ' ' || TG_OP, 1)
        on conflict (key) do update set n = c.n + 1;
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    const ignored = (IGNORED_COLUMNS[table] ?? []).map((c) => `'${c}'`).join(', ');
    await sql`create trigger fuzz_row_changes after insert or update or delete on ${sql.table(table)}
      for each row execute function fuzz_note_change(${sql.raw(ignored)})`.execute(db);
    await sql`create trigger fuzz_truncate after truncate on ${sql.table(table)}
      for each statement execute function fuzz_note_change()`.execute(db);
  }
}

/** The counters now: "table OPERATION" → rows. */
export async function changeCounts(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; n: string }>`select key, n from fuzz_row_changes`.execute(db);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** Rows changed between two readings, by "table OPERATION". */
export function rowsChanged(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const moved = new Map<string, number>();
  for (const [key, n] of after) if (n !== (before.get(key) ?? 0)) moved.set(key, n - (before.get(key) ?? 0));
  return moved;
}
