import { sql, type Kysely } from 'kysely';

/**
 * Two-step sign-in for admins (issue 13, item 9).
 *
 * - `user_totp`: one authenticator per user. The secret is AES-256-GCM ciphertext under TOTP_KEY, never
 *   plain; `enabled_at` is null while an enrolment waits for its first code. `last_step` is the newest
 *   30-second step a code was accepted for, so the same code cannot be used twice.
 * - `totp_recovery_codes`: sha-256 of ten high-entropy one-time codes; `used_at` once spent.
 * - `sign_in_challenges`: the pending sign-in between the right password and the second factor (or the
 *   enrolment a required setting asks for): a hashed opaque token, 5 minutes, single use, few tries.
 * - `settings`: settings the super admin changes at run time (key → JSON value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_totp (
      user_id integer primary key references users (id) on delete cascade,
      secret_enc text not null,
      enabled_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table totp_recovery_codes (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create unique index totp_recovery_codes_key on totp_recovery_codes (user_id, code_hash)`.execute(
    db,
  );
  await sql`
    create table sign_in_challenges (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('code', 'enrol')),
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index sign_in_challenges_user_idx on sign_in_challenges (user_id)`.execute(db);
  await sql`
    create table settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      updated_by integer references users (id) on delete set null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table settings`.execute(db);
  await sql`drop table sign_in_challenges`.execute(db);
  await sql`drop table totp_recovery_codes`.execute(db);
  await sql`drop table user_totp`.execute(db);
}
