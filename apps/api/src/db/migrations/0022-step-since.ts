import { sql, type Kysely } from 'kysely';

/**
 * When each installation entered the review step it waits in (issue 41; the steps are packages/shared
 * lifecycle.ts STEP_RULES): `step_since`, set by a trigger whenever a change moves the installation to another
 * step, whoever makes it (a decision, a recommendation, the head-end's LIVE, a rework, plain SQL), so lists can
 * sort by how long each has waited and targets can be measured against it. A change that sets step_since
 * itself keeps its value: undoing a decision puts back `previous_step_since`, when the step before began, which
 * the trigger keeps. `(step_since, id)` is the sort's index (lib/keyset.ts: "the key, then id").
 *
 * What already exists gets its last review event's time (its installation, recommendations, decisions, reopenings,
 * evidence changes), or its installation's when it has none; one in the live step, the later of that and when it
 * went LIVE, which is no review event (a modem's first communication, a meter's METER_COMMISSIONED entry).
 *
 * This file is frozen with the step it compiled: a change to the steps is a new migration, and
 * modules/lifecycle/step-since.sql.test.ts holds this SQL to the shared rules.
 */
const step = (row: string) => `case
  when ${row}.commission_status = 'Approved' then 'accepted'
  when ${row}.commission_status = 'Rejected' then 'rejected'
  when ${row}.tech_support_status is not null then 'recommended'
  when ${row}.communication_status = 'LIVE' then 'live'
  else 'installed' end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function installation_step_moved() returns trigger language plpgsql as $$
       begin
         new.previous_step_since := old.step_since;
         if new.step_since is not distinct from old.step_since then
           new.step_since := now();
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  for (const table of ['meters', 'modems'] as const) {
    const kind = table === 'meters' ? 'meter' : 'modem';
    await sql
      .raw(
        `alter table ${table} add column step_since timestamptz not null default now(),
                              add column previous_step_since timestamptz`,
      )
      .execute(db);
    // When a live one went LIVE: a modem's first communication; a meter's METER_COMMISSIONED entry (the head-end's).
    const wentLive =
      table === 'modems'
        ? 'r.commissioned_at'
        : `(select max(a.at) from activities a
             where a.entity_type = 'meter' and a.entity_id = r.id and a.action = 'METER_COMMISSIONED')`;
    await sql
      .raw(
        `update ${table} r
            set step_since = greatest(coalesce(e.last, r.installed_on),
                                      case when (${step('r')}) = 'live' then ${wentLive} end)
           from (select i.id, max(v.at) as last
                   from ${table} i
                   left join review_events v on v.installation = '${kind}' and v.installation_id = i.id
                  group by i.id) e
          where e.id = r.id`,
      )
      .execute(db);
    // Only when the step changes: the WHEN clause is checked without calling the function, so the head-end's
    // updates of meters already LIVE and every edit of other columns cost nothing.
    await sql
      .raw(
        `create trigger ${table}_step_since before update of commission_status, communication_status,
           tech_support_status on ${table} for each row
         when ((${step('old')}) is distinct from (${step('new')}))
         execute function installation_step_moved()`,
      )
      .execute(db);
    await sql.raw(`create index ${table}_step_since_sort_idx on ${table} (step_since, id)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const) {
    await sql.raw(`drop trigger ${table}_step_since on ${table}`).execute(db);
    await sql.raw(`alter table ${table} drop column step_since, drop column previous_step_since`).execute(db);
  }
  await sql`drop function installation_step_moved()`.execute(db);
}
