import { sql, type Kysely } from 'kysely';

/**
 * Catching bad installs (issue 42), first part: photo fingerprints and the flags they raise.
 *
 * - Each photo's SHA-256 (of the stored JPEG) and 64-bit difference hash (lifecycle/photo-fingerprint.ts), null
 *   until fingerprinted: a new photo is fingerprinted as it is stored, older ones by the server in the background.
 *   The SHA-256 is indexed, and so is each 16-bit band of the dHash (multi-index hashing: a photo within a few bits
 *   of another agrees with it closely in at least one band), so a look-up reads a few hundred candidates at any
 *   size instead of every photo.
 * - `installation_flags`: what a check found on an installation, one row a finding (a flag code and, for a match,
 *   the other installation), with what it found in `detail`. A finding about two installations is kept on both.
 *   An installation's rows go with it.
 */
const KINDS = [
  { table: 'meters', kind: 'meter', photos: 'meter_photos' },
  { table: 'modems', kind: 'modem', photos: 'modem_photos' },
] as const;

export const BAND_COUNT = 4;
/** Band `k` of a dHash column, as the look-ups spell it (lifecycle/photo-fingerprint.ts bandOf). */
export const bandSql = (column: string, k: number) => `((${column} >> ${16 * k}) & 65535)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { photos } of KINDS) {
    await sql
      .raw(
        `alter table ${photos} add column sha256 text check (sha256 ~ '^[0-9a-f]{64}$'), add column dhash bigint`,
      )
      .execute(db);
    await sql
      .raw(`create index ${photos}_sha256_idx on ${photos} (sha256) where sha256 is not null`)
      .execute(db);
    for (let k = 0; k < BAND_COUNT; k += 1)
      await sql
        .raw(
          `create index ${photos}_band${k}_idx on ${photos} (${bandSql('dhash', k)}) where dhash is not null`,
        )
        .execute(db);
    // What the background fingerprinting reads next.
    await sql
      .raw(`create index ${photos}_unfingerprinted_idx on ${photos} (id) where dhash is null`)
      .execute(db);
  }
  await sql`
    create table installation_flags (
      kind text not null check (kind in ('meter', 'modem')),
      installation_id integer not null,
      code text not null check (code ~ '^[a-z][a-z-]*$'),
      related_kind text not null default '' check (related_kind in ('', 'meter', 'modem')),
      related_id integer not null default 0,
      detail jsonb not null default '{}',
      found_at timestamptz not null default now(),
      primary key (kind, installation_id, code, related_kind, related_id)
    )`.execute(db);
  await sql`create index installation_flags_related_idx on installation_flags (related_kind, related_id)
    where related_id <> 0`.execute(db);
  await sql`create index installation_flags_code_idx on installation_flags (kind, code, installation_id)`.execute(
    db,
  );
  for (const { table, kind } of KINDS) {
    await sql
      .raw(
        `create function ${table}_flags_gone() returns trigger language plpgsql
        set search_path from current as $$
        begin
          delete from installation_flags f using old_rows o
           where (f.kind = '${kind}' and f.installation_id = o.id)
              or (f.related_kind = '${kind}' and f.related_id = o.id);
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_flags_gone after delete on ${table}
         referencing old table as old_rows for each statement execute function ${table}_flags_gone()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function ${table}_flags_truncate() returns trigger language plpgsql
        set search_path from current as $$
        begin
          delete from installation_flags where kind = '${kind}' or related_kind = '${kind}';
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_flags_truncate after truncate on ${table}
         for each statement execute function ${table}_flags_truncate()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, photos } of KINDS) {
    for (const what of ['gone', 'truncate']) {
      await sql.raw(`drop trigger ${table}_flags_${what} on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_flags_${what}()`).execute(db);
    }
    await sql.raw(`alter table ${photos} drop column sha256, drop column dhash`).execute(db);
  }
  await sql`drop table installation_flags`.execute(db);
}
