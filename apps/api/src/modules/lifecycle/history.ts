import { sql } from 'kysely';
import {
  ACTIVITY_ENTRY_LABELS,
  ACTIVITY_LABELS,
  REVIEW_RECORD_TEXTS,
  type HistoryEntry,
  type HistoryQuery,
  type InstallationKind,
  type ReviewEventKind,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, entryLabelKey } from '../../lib/audit.js';

/**
 * The audit entries whose step the review record holds (installed, decided, reopened, undone, the rule's
 * decision and its undo): History shows the record's event instead, since the record is the one nobody can alter. A
 * recommendation's audit twin is a TECH_SUPPORT_UPDATED without `working`; the working words are audit only.
 */
const IN_THE_RECORD = [
  ACTIONS.meterInstalled,
  ACTIONS.meterCommissioned,
  ACTIONS.meterApproved,
  ACTIONS.meterRejected,
  ACTIONS.meterReopened,
  ACTIONS.meterAutoCommissioned,
  ACTIONS.meterAutoCommissionUndone,
  ACTIONS.meterDecisionUndone,
  ACTIONS.modemInstalled,
  ACTIONS.modemApproved,
  ACTIONS.modemRejected,
  ACTIONS.modemReopened,
  ACTIONS.modemDecisionUndone,
];

interface Row {
  key: string;
  at: string;
  source: 'record' | 'audit';
  what: string;
  actorName: string | null;
  from: string | null;
  to: string | null;
  category: string | null;
  comment: string | null;
}

const recordLabel = (kind: ReviewEventKind, to: string | null) =>
  kind === 'decision' && to === 'Pending' ? REVIEW_RECORD_TEXTS.reopened : REVIEW_RECORD_TEXTS.kind[kind];

/**
 * An installation's History, newest first: every step of its review record (DESIGN §5), and from the audit log
 * every other change (edits, photos, the working tech-support words). Up to `limit` entries at or before `to`.
 */
export async function installationHistory(
  db: Db,
  installation: InstallationKind,
  id: number,
  { to, limit }: HistoryQuery,
): Promise<HistoryEntry[]> {
  const { rows } = await sql<Row>`
    select * from (
      select 'record-' || e.id as key, e.at, 'record' as source, e.kind as what, e.actor_name as "actorName",
        e.from_status as "from", e.to_status as "to", e.category, e.comment
      from review_events e
      where e.installation = ${installation} and e.installation_id = ${id}
      union all
      select 'audit-' || a.id, a.at, 'audit', ${entryLabelKey('a')}, a.actor_name,
        a.details ->> 'from', a.details ->> 'to', a.details ->> 'category', a.details ->> 'comment'
      from activities a
      where a.entity_type = ${installation} and a.entity_id = ${id}
        and a.action in (${sql.join(Object.keys(ACTIVITY_LABELS))})
        and a.action not in (${sql.join(IN_THE_RECORD)})
        and not (a.action = ${ACTIONS.techSupportUpdated} and coalesce(a.details ->> 'working', '') <> 'true')
    ) h
    where ${to ? sql`h.at <= ${to}::timestamptz` : sql`true`}
    order by h.at desc, h.key desc
    limit ${limit}
  `.execute(db);
  return rows.map(({ source, what, ...row }) => ({
    ...row,
    label:
      source === 'record'
        ? recordLabel(what as ReviewEventKind, row.to)
        : (ACTIVITY_ENTRY_LABELS[what] ?? what),
  }));
}
