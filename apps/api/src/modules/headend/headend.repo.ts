import { sql } from 'kysely';
import { LIVE } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, type AuditActor } from '../../lib/audit.js';

/** The latest report of each meter in a batch. */
export interface LatestReport {
  meterSno: string;
  at: Date;
}

/**
 * Applies a batch of head-end reports in one statement: each known meter becomes LIVE and its last
 * communication moves to the report's time, never back (a late report changes nothing). A meter that
 * was not LIVE before gets its version bumped and a METER_COMMISSIONED audit entry (set-based, like
 * `audit()` writes them); a LIVE meter's newer timestamp is telemetry, not an edit, so its version stays
 * and a reviewer's open decision is not made stale every few minutes. The same statement names the serials
 * that match no meter (one round trip a batch, not two).
 */
export async function applyReports(db: Db, actor: AuditActor, reports: LatestReport[]) {
  const snos = reports.map((r) => r.meterSno);
  const times = reports.map((r) => r.at.toISOString());
  // One lookup a serial: "reported" finds each meter as this statement found it (was it LIVE already?), or
  // none; the update then reaches the found rows by id.
  const { rows } = await sql<{ id: number | null; wasLive: boolean | null; unknown: string | null }>`
    with reported as (
      select r.sno, r.at, m.id, m.communication_status = ${LIVE} as was_live, m.last_communicated_at as last
        from unnest(${snos}::text[], ${times}::timestamptz[]) as r (sno, at)
        left join meters m on m.meter_sno = r.sno
    ), changed as (
      update meters m
         set communication_status = ${LIVE},
             last_communicated_at = greatest(m.last_communicated_at, r.at),
             version = m.version + (case when r.was_live then 0 else 1 end),
             updated_at = case when r.was_live then m.updated_at else now() end
        from reported r
       where m.id = r.id and (not r.was_live or r.last is null or r.last < r.at)
      returning m.id, m.meter_sno, m.division, r.was_live, r.at
    ), audited as (
      insert into activities (actor_id, actor_name, action, entity_type, entity_id, location, details, ip)
      select ${actor.user?.id ?? null}::int, ${actor.name ?? null}::text, ${ACTIONS.meterCommissioned}, 'meter',
             c.id, c.division,
             jsonb_build_object('by', 'head-end', 'meterSno', c.meter_sno, 'to', ${LIVE}::text,
                                'communicatedAt', c.at),
             ${actor.ip}::text
        from changed c where not c.was_live
    )
    select c.id, c.was_live, null::text as unknown from changed c
    union all
    select null, null, r.sno from reported r where r.id is null
    order by unknown nulls first`.execute(db);
  const changed = rows.filter((r) => r.id !== null);
  const nowLive = changed.filter((r) => !r.wasLive).map((r) => r.id as number);
  const unknown = rows.flatMap((r) => (r.unknown === null ? [] : [r.unknown]));
  return { updated: changed.length, nowLive, unknown };
}
