import { sql, type RawBuilder } from 'kysely';
import { DTR_MIN_METERS } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../settings/index.js';
import { takeChanged } from './changed-flags.sql.js';

/** A DTR's number as the meters are matched to it (migration 0002's key, indexed by meters_dtr_key_idx). */
const dtrKey = (alias: string) => sql`lower(btrim(${sql.ref(`${alias}.dtr_sno`)}) collate "C")`;
/** Metres between a meter and a point, flat over a DTR's few kilometres (the error is far below a metre). */
const metres = (alias: string, lat: string, lng: string) =>
  sql`6371000 * sqrt(power(radians(${sql.ref(`${alias}.latitude`)} - ${sql.ref(lat)}), 2)
       + power(radians(${sql.ref(`${alias}.longitude`)} - ${sql.ref(lng)}) * cos(radians(${sql.ref(lat)})), 2))`;

/**
 * Finds again which meters stand far from their DTR (issue 42's location check), for the DTRs named (by number as
 * any meter writes it), and for `moved` meters whatever DTR they are on now; or for every meter (`'all'`: a start's
 * check, the distance changed: only those whose flag changes are refreshed, takeChanged). Each DTR with at least
 * DTR_MIN_METERS meters with coordinates has a middle (the median latitude and longitude of them, which one stray
 * point does not move far), and a meter more than the super admin's distance from it is flagged with how far. In
 * the transaction that changed the meters, after holdFlags.
 */
export async function refreshDtrFlags(
  tx: Db,
  dtrs: readonly (string | null)[] | 'all',
  moved: readonly number[] = [],
): Promise<void> {
  const { dtrDistanceMeters: limit } = await readSetting(tx, 'flagChecks');
  if (dtrs === 'all') {
    const ids = await takeChanged(tx, 'meter', 'far-from-dtr', far(limit, sql`true`, sql`true`));
    if (ids.length === 0) return;
    await forget(tx, sql`f.installation_id = any(${ids}::int[])`);
    const theirs = sql`m.dtr_sno is not null and ${dtrKey('m')} in (
      select ${dtrKey('c')} from meters c where c.id = any(${ids}::int[]) and c.dtr_sno is not null)`;
    return find(tx, far(limit, theirs, sql`m.id = any(${ids}::int[])`));
  }
  const named = dtrs.filter((d): d is string => Boolean(d?.trim()));
  if (named.length === 0 && moved.length === 0) return;
  const onNamed = sql`${dtrKey('m')} in (select lower(btrim(n) collate "C") from unnest(${named}::text[]) n)`;
  await forget(
    tx,
    sql`(f.installation_id = any(${moved}::int[]) or f.installation_id in (select m.id from meters m where ${onNamed}))`,
  );
  if (named.length > 0) await find(tx, far(limit, onNamed, sql`true`));
}

async function forget(tx: Db, which: RawBuilder<unknown>) {
  await sql`
    delete from installation_flags f where f.kind = 'meter' and f.code = 'far-from-dtr' and ${which}`.execute(
    tx,
  );
}

async function find(tx: Db, found: RawBuilder<unknown>) {
  await sql`
    insert into installation_flags (kind, installation_id, code, detail)
    select 'meter', n.installation_id, 'far-from-dtr', n.detail from (${found}) n`.execute(tx);
}

/**
 * The meters (among `which`, a condition on `m`) more than `limit` metres from the middle of their DTR (among
 * `onDtrs`, a condition on its meters `m`): (installation_id, detail).
 */
const far = (limit: number, onDtrs: RawBuilder<unknown>, which: RawBuilder<unknown>) => sql`
    with d as (
      select ${dtrKey('m')} as dtr, count(*)::int as meters,
             percentile_cont(0.5) within group (order by m.latitude) as lat,
             percentile_cont(0.5) within group (order by m.longitude) as lng
        from meters m
       where m.latitude is not null and m.longitude is not null and m.dtr_sno is not null and ${onDtrs}
       group by 1
      having count(*) >= ${DTR_MIN_METERS}
    ), far as (
      select m.id, m.dtr_sno, d.meters, ${metres('m', 'd.lat', 'd.lng')} as distance
        from meters m join d on ${dtrKey('m')} = d.dtr
       where m.latitude is not null and m.longitude is not null and ${which}
    )
    select far.id as installation_id,
           jsonb_build_object('dtrSno', far.dtr_sno, 'distanceMeters', round(far.distance)::int,
                              'meters', far.meters, 'limitMeters', ${limit}::int) as detail
      from far
     where far.distance > ${limit}`;
