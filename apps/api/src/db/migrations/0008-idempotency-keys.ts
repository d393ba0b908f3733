import { sql, type Kysely } from 'kysely';

/**
 * `Idempotency-Key` (issue 13): the answer each key got, per user and route, so a retried write answers
 * what the first one did instead of writing again. The row is inserted first in the write's transaction
 * (the primary key makes concurrent retries of one key wait for it) and given its answer at the end of
 * that same transaction, so a key never outlives a write that rolled back. Rows are kept 24 hours; the
 * index lets the opportunistic prune find the expired ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      user_id integer not null references users (id) on delete cascade,
      route text not null,
      key text not null check (length(key) between 1 and 255),
      request_hash text not null,
      status smallint,
      body jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, route, key)
    )`.execute(db);
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
