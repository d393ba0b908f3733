import { sql, type Kysely } from 'kysely';
import { statementCounter, type Apply } from './0007-count-rollups.js';

/**
 * Scale, photos (issue 12): `photo_mask` on meters and modems, the slots (1-4) that hold a photo as one
 * integer (bit n-1 for slot n, lib/photo-slots.ts), kept by statement triggers on meter_photos and modem_photos
 * in the same transaction, whoever changes a photo.
 *
 * A list page read it from the photos table by one subquery a row: 15% of PostgreSQL's time for a page of
 * 50 meters with 1M meters. A column is read with the row.
 *
 * A statement's photos are re-read for each installation it touched (inserted, deleted, moved or re-slotted),
 * and only an installation whose mask changed is written. The installations' rows are taken in id order
 * first, so two statements over the same installations queue instead of deadlocking; the app takes an
 * installation's row before it changes that installation's photos (meters.service.ts).
 */
const KINDS = [
  { table: 'meters', photos: 'meter_photos', key: 'meter_id' },
  { table: 'modems', photos: 'modem_photos', key: 'modem_id' },
] as const;

const maskOf = (photos: string, key: string, id: string) =>
  `coalesce((select bit_or(1 << (p.slot - 1)) from ${photos} p where p.${key} = ${id}), 0)::smallint`;

function applyMasks({ table, photos, key }: (typeof KINDS)[number]): Apply {
  return (from) => {
    const touched = from.map((t) => `select r.${key} as id from ${t} r`).join(' union ');
    return `
      perform 1 from ${table} i where i.id in (${touched}) order by i.id for no key update;
      update ${table} i set photo_mask = x.mask
      from (select k.id, ${maskOf(photos, key, 'k.id')} as mask from (${touched}) k) x
      where i.id = x.id and i.photo_mask <> x.mask;`;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) {
    const { table, photos, key } = kind;
    await sql.raw(`alter table ${table} add column photo_mask smallint not null default 0`).execute(db);
    await sql
      .raw(
        `update ${table} i set photo_mask = x.mask
         from (select ${key} as id, bit_or(1 << (slot - 1))::smallint as mask from ${photos} group by ${key}) x
         where i.id = x.id`,
      )
      .execute(db);
    await statementCounter(db, photos, `${photos}_mask`, applyMasks(kind));
    await sql
      .raw(
        `create function ${photos}_mask_truncate() returns trigger language plpgsql
         set search_path from current as $$
         begin
           update ${table} set photo_mask = 0 where photo_mask <> 0;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${photos}_mask_truncate after truncate on ${photos}
         for each statement execute function ${photos}_mask_truncate()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, photos } of KINDS) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`drop trigger ${photos}_mask_${event} on ${photos}`).execute(db);
    await sql.raw(`drop function ${photos}_mask_rows()`).execute(db);
    await sql.raw(`drop function ${photos}_mask_truncate()`).execute(db);
    await sql.raw(`alter table ${table} drop column photo_mask`).execute(db);
  }
}
