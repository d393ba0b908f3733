import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { REVIEW_RECORD_TEXTS, type CommissionStatus } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS } from '../../lib/audit.js';
import { awaitingDecisionSql, dtrKey, leftToPeopleSql, matchesDtrSql } from './discom.sql.js';

/**
 * What made the server look again: the head-end hearing from a meter for the first time, a change of its DTR
 * fields, a DTR import. A new installation is never LIVE, so installing alone never approves one.
 */
export type AutoCommissionTrigger = 'live' | 'dtr-change' | 'import';

const APPROVED: CommissionStatus = 'Approved';
const PENDING: CommissionStatus = 'Pending';

/** Which meters to look at: one (a DTR change), or a set (an import's DTRs). */
export const oneMeter = (id: number) => sql<SqlBool>`m.id = ${id}`;

/** Several meters by id (the ones the head-end has just heard from). */
export const someMeters = (ids: number[]) => sql<SqlBool>`m.id = any(${ids}::int[])`;

/**
 * Meter `m` among `which` may be auto-commissioned by master row `d`: Pending, every compared field matches,
 * and nothing leaves it to people (LIVE, never rejected by a person, no recommendation to reject).
 */
const commissionable = (
  which: RawBuilder<SqlBool>,
) => sql<SqlBool>`${dtrKey('d.dtr_no')} = ${dtrKey('m.dtr_sno')}
  and ${which} and ${awaitingDecisionSql('m')} and ${matchesDtrSql('m', 'd')} and not ${leftToPeopleSql('m')}`;

/** How many meters among `which` auto-commissioning would approve now: a dry run's preview, without the writes. */
export async function countCommissionable(db: Db, which: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from meters m join dtr_reference d on ${commissionable(which)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Auto-commissioning (DESIGN §5) in one statement whatever the number of meters: every Pending meter
 * among `which` whose data all match its DTR master row becomes Approved with auto_commissioned, its
 * version bumped like any change, and gets an audit entry by the system (no actor, no address) — the
 * same entry `audit()` writes — and an event in its review record naming the rule and what it read, both
 * written set-based so an import of 100k DTRs is not 100k round trips.
 * Answers the ids approved. Pass the transaction of the change that prompted it.
 */
export async function autoCommission(
  db: Db,
  trigger: AutoCommissionTrigger,
  which: RawBuilder<SqlBool>,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with approved as (
      update meters m
         set commission_status = ${APPROVED}, auto_commissioned = true,
             version = m.version + 1, updated_at = now()
        from dtr_reference d
       where ${commissionable(which)}
      returning m.id, m.meter_sno, m.dtr_sno, m.division
    ), recorded as (
      insert into review_events (installation, installation_id, kind, actor_name, from_status, to_status, rule)
      select 'meter', a.id, 'auto-commission', ${REVIEW_RECORD_TEXTS.rule}::text, ${PENDING}::text, ${APPROVED}::text,
             jsonb_build_object('rule', 'dtr-match', 'trigger', ${trigger}::text, 'dtrNo', a.dtr_sno)
        from approved a
    )
    insert into activities (actor_id, action, entity_type, entity_id, location, details, ip)
    select null, ${ACTIONS.meterAutoCommissioned}, 'meter', a.id, a.division,
           jsonb_build_object('by', 'system', 'trigger', ${trigger}::text, 'meterSno', a.meter_sno,
                              'dtrNo', a.dtr_sno, 'from', ${PENDING}::text, 'to', ${APPROVED}::text),
           null
      from approved a
    returning entity_id as id`.execute(db);
  return rows.map((r) => r.id);
}
