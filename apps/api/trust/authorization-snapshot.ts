import { sql } from 'kysely';
import type { Db } from '../src/db/connection.js';

/**
 * Every row of every table of the app's schema, as one hash per row: taken before and after a refused
 * call, the two tell exactly which rows it changed. Two columns are left out: sessions.last_seen_at and
 * service_accounts.last_used_at, which any call presenting a live session or a service token moves forward (at
 * most once a minute: modules/sessions/sessions.plugin.ts, service-tokens.ts), refused or not; they record that
 * the credential was used, not what the call asked for (a matrix run longer than a minute sees them move).
 */
export type Snapshot = Map<string, string[]>;

const IGNORED_COLUMNS: Record<string, string> = {
  sessions: 'last_seen_at',
  service_accounts: 'last_used_at',
};

export async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const parts = tables.map((table) => {
    const row = IGNORED_COLUMNS[table] ? `(to_jsonb(t) - '${IGNORED_COLUMNS[table]}')::text` : 't::text';
    return `select '${table}' as name, coalesce((select array_agg(md5(${row}) order by md5(${row})) from "${table}" t), '{}') as rows`;
  });
  const { rows } = await sql<{ name: string; rows: string[] }>`${sql.raw(parts.join(' union all '))}`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.name, row.rows]));
}

/** The rows that differ per table (an update counts once, as do an insert and a delete). */
export function rowsChanged(before: Snapshot, after: Snapshot): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [table, rows] of after) {
    const old = before.get(table) ?? [];
    const gone = countMissing(old, rows);
    const added = countMissing(rows, old);
    if (gone || added) changed[table] = Math.max(gone, added);
  }
  return changed;
}

/** How many of `from` (a multiset) are not in `to`. */
function countMissing(from: readonly string[], to: readonly string[]): number {
  const left = new Map<string, number>();
  for (const hash of to) left.set(hash, (left.get(hash) ?? 0) + 1);
  let missing = 0;
  for (const hash of from) {
    const n = left.get(hash) ?? 0;
    if (n > 0) left.set(hash, n - 1);
    else missing += 1;
  }
  return missing;
}
