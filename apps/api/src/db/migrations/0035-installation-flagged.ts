import { sql, type Kysely } from 'kysely';
import { statementCounter, type Apply } from './0007-count-rollups.js';

/**
 * Flags, at utility size (issue 42): `flagged` on meters and modems, whether the installation holds any flag,
 * kept by statement triggers on installation_flags in the same transaction, whoever writes the flags, and a
 * partial index of the flagged ones in the order the queues read them.
 *
 * The Flagged queue's total and the super admin's bell asked for each of 570,000 pending meters whether it held a
 * flag (0.15 s a count at 1M meters, 1.6 s at ten at once); the partial index holds the 13,000 flagged, and the
 * same count reads them alone (3 ms).
 *
 * A statement's flags are re-read for each installation it touched, and only an installation whose `flagged`
 * changed is written; the rows are taken in id order first, as photo_mask's triggers take them (migration 0012).
 */
const KINDS = [
  { kind: 'meter', table: 'meters' },
  { kind: 'modem', table: 'modems' },
] as const;

const applyFlagged: Apply = (from) => {
  const touched = from.map((t) => `select r.kind, r.installation_id from ${t} r`).join(' union ');
  return KINDS.map(
    ({ kind, table }) => `
      perform 1 from ${table} i
        where i.id in (select t.installation_id from (${touched}) t where t.kind = '${kind}')
        order by i.id for no key update;
      update ${table} i set flagged = x.flagged
        from (select t.installation_id as id,
                     exists (select 1 from installation_flags f
                              where f.kind = '${kind}' and f.installation_id = t.installation_id) as flagged
                from (${touched}) t where t.kind = '${kind}') x
       where i.id = x.id and i.flagged <> x.flagged;`,
  ).join('\n');
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { kind, table } of KINDS) {
    await sql.raw(`alter table ${table} add column flagged boolean not null default false`).execute(db);
    await sql
      .raw(
        `update ${table} set flagged = true
          where id in (select installation_id from installation_flags where kind = '${kind}')`,
      )
      .execute(db);
    await sql.raw(`create index ${table}_flagged_idx on ${table} (step_since, id) where flagged`).execute(db);
    // How few are flagged, for the planner now: until autovacuum's next ANALYZE it would guess half of them.
    await sql.raw(`analyze ${table} (flagged)`).execute(db);
  }
  await statementCounter(db, 'installation_flags', 'installation_flags_flagged', applyFlagged);
  await sql
    .raw(
      `create function installation_flags_flagged_truncate() returns trigger language plpgsql
       set search_path from current as $$
       begin
         update meters set flagged = false where flagged;
         update modems set flagged = false where flagged;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger installation_flags_flagged_truncate after truncate on installation_flags
       for each statement execute function installation_flags_flagged_truncate()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate'])
    await sql.raw(`drop trigger installation_flags_flagged_${event} on installation_flags`).execute(db);
  await sql.raw(`drop function installation_flags_flagged_rows()`).execute(db);
  await sql.raw(`drop function installation_flags_flagged_truncate()`).execute(db);
  for (const { table } of KINDS) await sql.raw(`alter table ${table} drop column flagged`).execute(db);
}
