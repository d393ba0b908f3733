import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.js';

/**
 * What a refused request may change, and nothing more (issue 13: "0 rows changed by refused requests"):
 * - `activities` may gain rows (an audit entry for a failed sign-in, a refused OTP, an export); the rows
 *   already there must stay exactly as they were — only rows up to the id seen before are compared.
 * - `sessions.last_seen_at`: a signed-in caller's session is touched before its request is refused.
 * - on `/auth/` routes only, `auth_throttle` (failures are counted before the password is checked, so a
 *   wrong password and a throttled attempt both count) and `otps` (a wrong code uses up one of its tries).
 * Every other table and every stored photo file must be byte for byte as before.
 */
export const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };
const AUTH_BOOKKEEPING = ['auth_throttle', 'otps'];
const APPEND_ONLY = 'activities';

/** Whether a refused call to `route` may change `what`: a table, or "table OPERATION" (fuzz-changes). */
export function mayChangeWhenRefused(route: string, what: string): boolean {
  const [table = '', operation] = what.split(' ');
  if (table === APPEND_ONLY && operation === 'INSERT') return true;
  return route.includes('/api/v1/auth/') && AUTH_BOOKKEEPING.includes(table);
}

export interface Fingerprint {
  /** Table (or `files`) → row count and md5 of its rows in a fixed order. */
  parts: Map<string, string>;
  /** The last audit row compared: the same for the fingerprint after the request. */
  auditLimit: number;
}

export async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * A whole-database fingerprint, one round trip: each table's row count and the sum of a 64-bit slice of
 * each row's md5 (order-free, so no sort; a changed, added or removed row moves it but for a 2^-64 chance).
 */
export async function fingerprint(
  db: Db,
  tables: string[],
  photoDir: string,
  before?: Fingerprint,
): Promise<Fingerprint> {
  const limit = before ? sql`${before.auditLimit}::int` : sql`(select coalesce(max(id), 0) from activities)`;
  const selects = tables.map((table) => {
    const ignored = IGNORED_COLUMNS[table];
    const row = ignored ? sql`(to_jsonb(x) - ${sql.val(ignored)}::text[])::text` : sql`x::text`;
    const where = table === APPEND_ONLY ? sql`where x.id <= ${limit}` : sql``;
    return sql`select ${table}::text as t, count(*)::text || ':' ||
      coalesce(sum(('x' || substr(md5(${row}), 1, 16))::bit(64)::bigint), 0)::text as f
      from ${sql.table(table)} x ${where}`;
  });
  selects.push(sql`select 'audit limit' as t, ${limit}::text as f`);
  const { rows } = await sql<{ t: string; f: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
  const parts = new Map(rows.map((r) => [r.t, r.f]));
  const auditLimit = Number(parts.get('audit limit'));
  parts.delete('audit limit');
  parts.set('files', await photoFiles(photoDir));
  return { parts, auditLimit };
}

/** The stored photo files, by name. */
export async function photoFiles(dir: string): Promise<string> {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names.sort().join('|');
}

/** The tables (and `files`) whose fingerprint differs. */
export function changed(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...before.parts.keys(), ...after.parts.keys()]);
  return [...keys].filter((key) => before.parts.get(key) !== after.parts.get(key));
}
