import { sql, type Kysely } from 'kysely';

/**
 * The review record (issue 36): every recommendation and decision on a meter or modem as an event of its own,
 * which no call edits or deletes and plain SQL cannot either (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * Until now the stamps lived in the free-text `comments`, which whoever may edit an installation could rewrite,
 * forging a reviewer's approval in that reviewer's name.
 *
 * The events already made are taken from the audit log, which the server wrote with the actor's id in the same
 * transaction as each stamp, not from the stamps (a stamp may be forged). `comments` keeps what the installer
 * wrote: the text before its first stamped line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_events (
      id integer generated always as identity primary key,
      installation text not null check (installation in ('meter', 'modem')),
      installation_id integer not null,
      kind text not null check (kind in ('recommendation', 'decision', 'auto-commission')),
      at timestamptz not null default now(),
      -- Who, as they were then. No foreign key: the record outlives any change to the people.
      actor_id integer,
      actor_role text,
      actor_name text not null,
      from_status text,
      to_status text not null,
      category text,
      comment text,
      -- For a rule's decision: the rule and what it read.
      rule jsonb
    )`.execute(db);
  await sql`create index review_events_installation_idx on review_events (installation, installation_id, id)`.execute(
    db,
  );
  await sql`
    create function review_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the review record is append-only: % refused', tg_op using errcode = '42501';
    end $$`.execute(db);
  await sql`
    create trigger review_events_no_change before update or delete on review_events
    for each row execute function review_events_append_only()`.execute(db);
  await sql`
    create trigger review_events_no_truncate before truncate on review_events
    for each statement execute function review_events_append_only()`.execute(db);

  // The events so far, from the audit log, in the order they were made.
  await sql`
    insert into review_events (installation, installation_id, kind, at, actor_id, actor_role, actor_name,
                               from_status, to_status, category, comment, rule)
    select a.entity_type, a.entity_id,
           case when a.action = 'TECH_SUPPORT_UPDATED' then 'recommendation'
                when a.action = 'METER_AUTO_COMMISSIONED' then 'auto-commission'
                else 'decision' end,
           a.at, a.actor_id, u.role,
           coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'System'),
           a.details ->> 'from', coalesce(a.details ->> 'to', ''),
           a.details ->> 'category', a.details ->> 'comment',
           case when a.action = 'METER_AUTO_COMMISSIONED' then a.details end
      from activities a
      left join users u on u.id = a.actor_id
     where a.entity_type in ('meter', 'modem') and a.entity_id is not null
       and a.action in ('TECH_SUPPORT_UPDATED', 'METER_AUTO_COMMISSIONED', 'METER_APPROVED', 'METER_REJECTED',
                        'METER_REOPENED', 'MODEM_APPROVED', 'MODEM_REJECTED', 'MODEM_REOPENED')
     order by a.at, a.id`.execute(db);

  // The installer's note: everything before the first line that starts "[2026-…T…] Name: …".
  for (const table of ['meters', 'modems'])
    await sql`
      update ${sql.table(table)}
         set comments = nullif(btrim(regexp_replace(comments, ${FIRST_STAMP_TO_END}, '')), '')
       where comments ~ ${STAMP_LINE}`.execute(db);
}

/** A stamped line as `appendStamp` wrote it, anywhere in the text. */
const STAMP_LINE = String.raw`(^|\n)[ \t]*\[\d{4}-\d{2}-\d{2}T[^]\n]*\][^\n]*:`;
/** From the first stamped line to the end of the text (`.` takes newlines too in PostgreSQL's regexps). */
const FIRST_STAMP_TO_END = `${STAMP_LINE}.*$`;

export async function down(db: Kysely<unknown>): Promise<void> {
  // The stamps are not written back into the comments: the record they came from is dropped with the table.
  await sql`drop table review_events`.execute(db);
  await sql`drop function review_events_append_only()`.execute(db);
}
