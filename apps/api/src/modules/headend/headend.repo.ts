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
 * and a reviewer's open decision is not made stale every few minutes.
 */
export async function applyReports(db: Db, actor: AuditActor, reports: LatestReport[]) {
  const snos = reports.map((r) => r.meterSno);
  const times = reports.map((r) => r.at.toISOString());
  const { rows } = await sql<{ id: number; wasLive: boolean }>`
    with reported as (
      select r.sno, r.at from unnest(${snos}::text[], ${times}::timestamptz[]) as r (sno, at)
    ), changed as (
      -- "before" is the meter as this statement found it: was it LIVE already?
      update meters m
         set communication_status = ${LIVE},
             last_communicated_at = greatest(m.last_communicated_at, r.at),
             version = m.version + (case when before.communication_status = ${LIVE} then 0 else 1 end),
             updated_at = case when before.communication_status = ${LIVE} then m.updated_at else now() end
        from reported r, meters before
       where m.meter_sno = r.sno and before.id = m.id
         and (before.communication_status <> ${LIVE}
              or before.last_communicated_at is null or before.last_communicated_at < r.at)
      returning m.id, m.meter_sno, m.division, before.communication_status = ${LIVE} as was_live, r.at
    ), audited as (
      insert into activities (actor_id, actor_name, action, entity_type, entity_id, location, details, ip)
      select ${actor.user?.id ?? null}::int, ${actor.name ?? null}::text, ${ACTIONS.meterCommissioned}, 'meter',
             c.id, c.division,
             jsonb_build_object('by', 'head-end', 'meterSno', c.meter_sno, 'to', ${LIVE}::text,
                                'communicatedAt', c.at),
             ${actor.ip}::text
        from changed c where not c.was_live
    )
    select c.id, c.was_live from changed c`.execute(db);
  const nowLive = rows.filter((r) => !r.wasLive).map((r) => r.id);
  return { updated: rows.length, nowLive };
}

/** The serials of a batch that name no meter. */
export async function unknownSerials(db: Db, snos: string[]): Promise<string[]> {
  const { rows } = await sql<{ sno: string }>`
    select r.sno from unnest(${snos}::text[]) as r (sno)
     where not exists (select 1 from meters m where m.meter_sno = r.sno)
     order by r.sno`.execute(db);
  return rows.map((r) => r.sno);
}
