import { sql } from 'kysely';
import { installationStep, type InstallationKind, type LifecycleFields } from '@smms/shared';
import type { Db } from '../connection.js';
import type { Journal } from './review-steps.js';

/** Rows a statement sends as one JSON parameter: a few MB at most, one round trip each. */
const CHUNK = 5000;

const byTime = <T extends { at?: unknown }>(rows: T[]) =>
  rows
    .map((row, order) => ({ row, order, at: new Date(row.at as string | Date).getTime() }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ row }) => row);

/**
 * Writes the demo's review events and audit entries with their installations' ids, all of them in the order
 * they happened (an installation's record reads in id order), a few statements in all: each sends its rows as
 * one JSON array, read by json_to_recordset, instead of a parameter per value.
 */
export async function insertJournal(
  db: Db,
  journal: Journal,
  ids: Record<InstallationKind, number[]>,
): Promise<void> {
  const idOf = (installation: string, index: number) => {
    const id = ids[installation as InstallationKind]?.[index];
    if (id === undefined) throw new Error(`no id for demo ${installation} ${index}`);
    return id;
  };
  const events = byTime(journal.events).map(({ index, ...e }) => ({
    installation: e.installation,
    installation_id: idOf(e.installation, index),
    kind: e.kind,
    at: e.at,
    actor_id: e.actorId ?? null,
    actor_role: e.actorRole ?? null,
    actor_name: e.actorName,
    from_status: e.fromStatus ?? null,
    to_status: e.toStatus,
    category: e.category ?? null,
    comment: e.comment ?? null,
    rule: e.rule ?? null,
  }));
  for (let i = 0; i < events.length; i += CHUNK)
    await sql`
      insert into review_events (installation, installation_id, kind, at, actor_id, actor_role, actor_name,
                                 from_status, to_status, category, comment, rule)
      select e.installation, e.installation_id, e.kind, e.at, e.actor_id, e.actor_role, e.actor_name,
             e.from_status, e.to_status, e.category, e.comment, e.rule::jsonb
        from rows from (json_to_recordset(${JSON.stringify(events.slice(i, i + CHUNK))}::json)
               as (installation text, installation_id int, kind text, at timestamptz, actor_id int,
                   actor_role text, actor_name text, from_status text, to_status text, category text,
                   comment text, rule text)) with ordinality as e
       order by e.ordinality`.execute(db);
  const activities = byTime(journal.activities).map(({ index, ...a }) => ({
    at: a.at,
    actor_id: a.actorId ?? null,
    action: a.action,
    entity_type: a.entityType ?? null,
    entity_id: index === null ? null : idOf(a.entityType ?? '', index),
    location: a.location ?? null,
    details: a.details ?? null,
  }));
  for (let i = 0; i < activities.length; i += CHUNK)
    await sql`
      insert into activities (at, actor_id, action, entity_type, entity_id, location, details, ip)
      select a.at, a.actor_id, a.action, a.entity_type, a.entity_id, a.location, a.details::jsonb, null
        from rows from (json_to_recordset(${JSON.stringify(activities.slice(i, i + CHUNK))}::json)
               as (at timestamptz, actor_id int, action text, entity_type text, entity_id int, location text,
                   details text)) with ordinality as a
       order by a.ordinality`.execute(db);
}

/**
 * When each demo installation entered the step it is left in (migration 0022's step_since), by the migration's
 * own rule: its last review event (every one has its `installed` event), or, one in the live step, when it went
 * LIVE if that is later (a modem's first communication). The rows are inserted with it, as the trigger would have
 * set it had the history been played through the API.
 */
export function withStepSince<
  R extends Partial<LifecycleFields> & {
    installedOn?: unknown;
    commissionedAt?: unknown;
    stepSince?: unknown;
  },
>(rows: R[], journal: Journal, installation: InstallationKind): R[] {
  const last = new Map<number, number>();
  for (const e of journal.events)
    if (e.installation === installation && e.at) {
      const at = new Date(e.at as string | Date).getTime();
      if (at > (last.get(e.index) ?? -Infinity)) last.set(e.index, at);
    }
  const time = (value: unknown) => (value ? new Date(value as string | Date).getTime() : -Infinity);
  return rows.map((row, index) => {
    // The columns' defaults where the demo leaves them out (migration 0001).
    const fields = {
      commissionStatus: row.commissionStatus ?? 'Pending',
      communicationStatus: row.communicationStatus ?? 'Offline',
      techSupportStatus: row.techSupportStatus ?? null,
    };
    const wentLive = installationStep(fields) === 'live' ? time(row.commissionedAt) : -Infinity;
    return { ...row, stepSince: new Date(Math.max(last.get(index) ?? time(row.installedOn), wentLive)) };
  });
}
