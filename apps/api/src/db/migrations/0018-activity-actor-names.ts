import { sql, type Kysely } from 'kysely';

/**
 * An audit entry keeps the name of who acted, as it was then (issue 39): the log read the name from `users`, so
 * deleting a person took their name off every entry they had made, and renaming one rewrote the past. A
 * trigger fills `actor_name` on every insert, whichever code writes the entry; the existing entries get the
 * names their actors have now (those of people already deleted are gone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activities add column actor_name text`.execute(db);
  await sql`
    update activities a
       set actor_name = nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
      from users u
     where u.id = a.actor_id`.execute(db);
  await sql`
    create function activities_actor_name() returns trigger language plpgsql as $$
    begin
      if new.actor_id is not null and new.actor_name is null then
        select nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
          into new.actor_name from users u where u.id = new.actor_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger activities_actor_name before insert on activities
    for each row execute function activities_actor_name()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger activities_actor_name on activities`.execute(db);
  await sql`drop function activities_actor_name()`.execute(db);
  await sql`alter table activities drop column actor_name`.execute(db);
}
