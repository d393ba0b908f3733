import { sql, type Kysely } from 'kysely';

/**
 * A person's console preferences (issue 38, item 10): the columns a list shows, the page size, by name. They
 * were kept in each browser's localStorage, so a person who changed browsers lost them; kept here, they follow
 * the person. Gone with the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_preferences (
      user_id integer not null references users (id) on delete cascade,
      name text not null,
      value text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, name)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_preferences`.execute(db);
}
