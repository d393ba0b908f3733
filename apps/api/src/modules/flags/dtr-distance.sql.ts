import { sql } from 'kysely';
import { DTR_MIN_METERS } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../settings/index.js';

/** A DTR's number as the meters are matched to it (migration 0002's key, indexed by meters_dtr_key_idx). */
const dtrKey = (alias: string) => sql`lower(btrim(${sql.ref(`${alias}.dtr_sno`)}) collate "C")`;
/** Metres between a meter and a point, flat over a DTR's few kilometres (the error is far below a metre). */
const metres = (alias: string, lat: string, lng: string) =>
  sql`6371000 * sqrt(power(radians(${sql.ref(`${alias}.latitude`)} - ${sql.ref(lat)}), 2)
       + power(radians(${sql.ref(`${alias}.longitude`)} - ${sql.ref(lng)}) * cos(radians(${sql.ref(lat)})), 2))`;

/**
 * Finds again which meters stand far from their DTR (issue 42's location check), for the DTRs named (by number as
 * any meter writes it; `'all'`: every DTR), and for `moved` meters whatever DTR they are on now: each DTR with at
 * least DTR_MIN_METERS meters with coordinates has a middle (the median latitude and longitude of them, which one
 * stray point does not move far), and a meter more than the super admin's distance from it is flagged with how far.
 * In the transaction that changed the meters, after holdFlags.
 */
export async function refreshDtrFlags(
  tx: Db,
  dtrs: readonly (string | null)[] | 'all',
  moved: readonly number[] = [],
): Promise<void> {
  const named = dtrs === 'all' ? [] : dtrs.filter((d): d is string => Boolean(d?.trim()));
  if (dtrs !== 'all' && named.length === 0 && moved.length === 0) return;
  const { dtrDistanceMeters } = await readSetting(tx, 'flagChecks');
  const onDtrs = (alias: string) =>
    dtrs === 'all'
      ? sql`true`
      : sql`${dtrKey(alias)} in (select lower(btrim(n) collate "C") from unnest(${named}::text[]) n)`;
  await sql`
    delete from installation_flags f
     where f.kind = 'meter' and f.code = 'far-from-dtr'
       and ${
         dtrs === 'all'
           ? sql`true`
           : sql`(f.installation_id = any(${moved}::int[])
            or f.installation_id in (select m.id from meters m where ${onDtrs('m')}))`
       }`.execute(tx);
  if (dtrs !== 'all' && named.length === 0) return;
  await sql`
    with d as (
      select ${dtrKey('m')} as dtr, count(*)::int as meters,
             percentile_cont(0.5) within group (order by m.latitude) as lat,
             percentile_cont(0.5) within group (order by m.longitude) as lng
        from meters m
       where m.latitude is not null and m.longitude is not null and m.dtr_sno is not null and ${onDtrs('m')}
       group by 1
      having count(*) >= ${DTR_MIN_METERS}
    ), far as (
      select m.id, m.dtr_sno, d.meters, ${metres('m', 'd.lat', 'd.lng')} as distance
        from meters m join d on ${dtrKey('m')} = d.dtr
       where m.latitude is not null and m.longitude is not null
    )
    insert into installation_flags (kind, installation_id, code, detail)
    select 'meter', far.id, 'far-from-dtr',
           jsonb_build_object('dtrSno', far.dtr_sno, 'distanceMeters', round(far.distance)::int,
                              'meters', far.meters, 'limitMeters', ${dtrDistanceMeters}::int)
      from far
     where far.distance > ${dtrDistanceMeters}`.execute(tx);
}
