import { sql, type Kysely } from 'kysely';
import { statementCounter, type Apply } from './0007-count-rollups.js';

/**
 * Scale, officers (issue 12): `officer_counts`, one row per officer with every count the officers list, an
 * officer's own answer and the officers export show, kept by statement triggers on installation_counts (0006,
 * 0007) in the same transaction, so whoever changes an installation, the officer's row follows.
 *
 * A page of 500 officers read their counts from installation_counts: two aggregates over an officer's counter
 * rows and three JSON objects for each of them, 4 of a page's 8 ms in PostgreSQL with 1M meters (40 pages: 320
 * ms of PostgreSQL's CPU). One row an officer, its JSON kept with it, takes 1 ms (40 pages: 170 ms).
 *
 * The stages are STAGE_RULES (packages/shared/src/lifecycle.ts) on the counter columns, as they are today:
 * every installation of a kind (installed, the first stage, is all of them: it has no column of its own),
 * commissioned = LIVE, accepted = Approved, rejected = Rejected. `counts` is the row as OfficerCounts writes it
 * (the meters' accepted count is "approved"). installation-counts.test.ts compares both with a GROUP BY over
 * the installations by the rules themselves, so a change of either needs a migration here.
 */

const KINDS = ['meters', 'modems'] as const;
/** Each stage a column counts, as a condition on a counter row (`true`: every installation). */
const STAGES = {
  total: 'true',
  commissioned: 'live',
  accepted: `commission_status = 'Approved'`,
  rejected: `commission_status = 'Rejected'`,
} as const;
const COLUMNS = KINDS.flatMap((kind) => Object.keys(STAGES).map((stage) => `${kind}_${stage}`));

/** The JSON keys of OfficerCounts per kind, and the column each is. */
const JSON_KEYS = {
  meters: {
    total: 'total',
    installed: 'total',
    commissioned: 'commissioned',
    approved: 'accepted',
    rejected: 'rejected',
  },
  modems: {
    total: 'total',
    installed: 'total',
    commissioned: 'commissioned',
    accepted: 'accepted',
    rejected: 'rejected',
  },
} as const;

/** `counts` as text concatenation: the only way to write JSON that a generated column accepts (immutable). */
const COUNTS_JSON = `('{' || ${KINDS.map(
  (kind) =>
    `'"${kind}":{' || ${Object.entries(JSON_KEYS[kind])
      .map(([key, stage]) => `'"${key}":' || ${kind}_${stage}::text`)
      .join(` || ',' || `)} || '}'`,
).join(` || ',' || `)} || '}')::json`;

/** Adds one statement's changes of installation_counts (new rows' n, minus old rows' n) to the officers' rows. */
const applyDeltas: Apply = (from) => {
  const deltas = from
    .map(
      (t) =>
        `select r.field_officer_id, r.kind, r.live, r.commission_status, ${t === 'new_rows' ? '' : '-'}r.n as d from ${t} r`,
    )
    .join(' union all ');
  const sums = KINDS.flatMap((kind) =>
    Object.values(STAGES).map((where) => `coalesce(sum(d) filter (where kind = '${kind}' and ${where}), 0)`),
  );
  return `
    insert into officer_counts (field_officer_id, ${COLUMNS.join(', ')})
    select field_officer_id, ${sums.join(', ')} from (${deltas}) x
    group by field_officer_id order by field_officer_id
    on conflict (field_officer_id) do update set
      ${COLUMNS.map((c) => `${c} = officer_counts.${c} + excluded.${c}`).join(', ')};`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table officer_counts (
        field_officer_id integer primary key,
        ${COLUMNS.map((c) => `${c} bigint not null default 0`).join(', ')},
        counts json generated always as (${COUNTS_JSON}) stored
      ) with (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000)`,
    )
    .execute(db);
  await statementCounter(db, 'installation_counts', 'officer_counts', applyDeltas);
  // What installation_counts already holds: its rows as one statement's inserts.
  await sql
    .raw(applyDeltas(['new_rows']).replace('from new_rows r', 'from installation_counts r'))
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger officer_counts_${event} on installation_counts`).execute(db);
  await sql`drop function officer_counts_rows()`.execute(db);
  await sql`drop table officer_counts`.execute(db);
}
