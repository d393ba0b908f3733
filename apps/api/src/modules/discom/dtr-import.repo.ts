import { sql } from 'kysely';
import { DTR_COLUMNS, type DtrColumn } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { dtrKey } from './discom.sql.js';
import type { DtrFileRow } from './dtr-csv.js';

/**
 * The DTR master import as set-based SQL (DESIGN §5): the file's rows go into a temporary table in a few
 * statements (one array per column, unnested; not one INSERT per row), then one statement counts and one
 * upserts. Everything runs in the caller's transaction, and the staging table goes with it.
 */

const COLUMN: Record<DtrColumn, string> = {
  dtrNo: 'dtr_no',
  substation: 'substation',
  district: 'district',
  edc: 'edc',
  capacity: 'capacity',
  region: 'region',
  status: 'status',
  circle: 'circle',
  feeder: 'feeder',
};
const ALL = DTR_COLUMNS.map((c) => c.field);
// Rows per INSERT: keeps each statement a few MB however large the file.
const CHUNK = 20_000;

const columnList = (columns: readonly DtrColumn[], table?: string) =>
  sql.join(columns.map((c) => sql.ref(table ? `${table}.${COLUMN[c]}` : COLUMN[c])));

/** The staging table of this transaction's import; the auto-commissioning after it reads its keys. */
export const STAGED_KEYS = sql`(select s.key from dtr_import s)`;

/** Puts the file's rows in the staging table `dtr_import`, each with its key (migration 0002's expression). */
export async function stageRows(db: Db, rows: DtrFileRow[]): Promise<void> {
  await sql`create temp table dtr_import (
      key text primary key, dtr_no text not null, substation text, district text, edc text, capacity text,
      region text, status text, circle text, feeder text
    ) on commit drop`.execute(db);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const arrays = ALL.map(
      (c) => sql`${chunk.map((r) => (c === 'dtrNo' ? r.dtrNo : (r.values[c] ?? null)))}::text[]`,
    );
    await sql`insert into dtr_import (key, ${columnList(ALL)})
      select ${dtrKey('u.dtr_no')}, u.*
        from unnest(${sql.join(arrays)}) as u (${columnList(ALL)})`.execute(db);
  }
}

/**
 * Upserts the staged rows into the master by key: a new DTR is inserted, a known one is updated only where
 * a value differs. Only the file's own columns are written: a column the file lacks keeps its values.
 * Answers how many were inserted and updated (the rest were unchanged).
 */
export async function upsertStaged(db: Db, columns: DtrColumn[]) {
  const values = columns.filter((c) => c !== 'dtrNo');
  const differs = sql`(${columnList(values, 'd')}) is distinct from (${columnList(values, 's')})`;
  const counts = await sql<{ inserted: number; updated: number }>`
    select (count(*) filter (where d.dtr_no is null))::int as inserted,
           (count(*) filter (where d.dtr_no is not null and ${differs}))::int as updated
      from dtr_import s left join dtr_reference d on ${dtrKey('d.dtr_no')} = s.key`.execute(db);
  const set = sql.join(values.map((c) => sql`${sql.ref(COLUMN[c])} = excluded.${sql.ref(COLUMN[c])}`));
  await sql`
    insert into dtr_reference (${columnList(['dtrNo', ...values])})
    select ${columnList(['dtrNo', ...values], 's')} from dtr_import s
    on conflict ((${dtrKey('dtr_no')})) do update set ${set}, updated_at = now()
    where (${columnList(values, 'dtr_reference')}) is distinct from (${sql.join(values.map((c) => sql`excluded.${sql.ref(COLUMN[c])}`))})`.execute(
    db,
  );
  return counts.rows[0] ?? { inserted: 0, updated: 0 };
}
