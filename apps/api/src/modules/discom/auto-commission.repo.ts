import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { AUTO_COMMISSION_RULE, REVIEW_RECORD_TEXTS, type CommissionStatus } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS } from '../../lib/audit.js';
import { readStoredSetting, type StoredSetting } from '../settings/index.js';
import {
  awaitingDecisionSql,
  comparedJsonSql,
  dtrKey,
  leftToPeopleSql,
  matchesDtrSql,
} from './discom.sql.js';

/**
 * What made the server look again: the head-end hearing from a meter for the first time, or a DTR import. A new
 * installation is never LIVE, so installing alone never approves one; an edit of a meter's DTR details by hand
 * leaves it to people (packages/shared/src/evidence.ts), so no edit approves one either.
 */
export type AutoCommissionTrigger = 'live' | 'import';

/** The import run an approval follows from, named in its event: the run's id and the file's SHA-256. */
export interface ImportRun {
  id: string;
  fileSha256: string;
}

/** A meter the rule approved, or would. */
export interface RuleApproval {
  id: number;
  meterSno: string;
}

const APPROVED: CommissionStatus = 'Approved';
const PENDING: CommissionStatus = 'Pending';

/** Which meters to look at: one (a DTR change), or a set (an import's DTRs). */
export const oneMeter = (id: number) => sql<SqlBool>`m.id = ${id}`;

/** Several meters by id (the ones the head-end has just heard from). */
export const someMeters = (ids: number[]) => sql<SqlBool>`m.id = any(${ids}::int[])`;

/** The rule as it is in this transaction: its setting (on or off, the fields that must match) and version. */
export const ruleInForce = (db: Db) => readStoredSetting(db, 'autoCommission');
type Rule = StoredSetting<'autoCommission'>;

/**
 * Meter `m` among `which` may be auto-commissioned by master row `d`: Pending, every field the rule compares
 * matches, and nothing leaves it to people (LIVE, never rejected by a person, no recommendation to reject, no
 * approval of the rule's undone).
 */
const commissionable = (
  which: RawBuilder<SqlBool>,
  rule: Rule,
) => sql<SqlBool>`${dtrKey('d.dtr_no')} = ${dtrKey('m.dtr_sno')}
  and ${which} and ${awaitingDecisionSql('m')} and ${matchesDtrSql('m', 'd', rule.value.fields)}
  and not ${leftToPeopleSql('m')}`;

/** In meter-number order (then id), the same in a preview and in what applying answers. */
const byMeterNumber = (rows: RuleApproval[]) =>
  rows.sort((a, b) => (a.meterSno < b.meterSno ? -1 : a.meterSno > b.meterSno ? 1 : a.id - b.id));

/**
 * The meters among `which` auto-commissioning would approve now, by the same condition as `autoCommission`,
 * without writing anything: a dry run's preview. None while the rule is off.
 */
export async function findCommissionable(db: Db, which: RawBuilder<SqlBool>): Promise<RuleApproval[]> {
  const rule = await ruleInForce(db);
  if (!rule.value.enabled) return [];
  const { rows } = await sql<RuleApproval>`
    select m.id, m.meter_sno as "meterSno"
      from meters m join dtr_reference d on ${commissionable(which, rule)}`.execute(db);
  return byMeterNumber(rows);
}

/** How many meters among `which` auto-commissioning would approve now. */
export async function countCommissionable(db: Db, which: RawBuilder<SqlBool>): Promise<number> {
  return (await findCommissionable(db, which)).length;
}

/**
 * Auto-commissioning (DESIGN §5) in one statement whatever the number of meters, while the super admin has the
 * rule on: every Pending meter among `which` whose fields the rule compares all match its DTR master row becomes
 * Approved with auto_commissioned, its version bumped like any change, and gets an audit entry by the system (no
 * actor, no address) — the same entry `audit()` writes — and an event in its review record naming the rule, the
 * setting as it was (version and fields) and what it read (the meter's and the master row's fields, and the
 * import run when there is one), both written set-based so an import of 100k DTRs is not 100k round trips.
 * Answers the meters approved, in meter-number order. Pass the transaction of the change that prompted it.
 */
export async function autoCommission(
  db: Db,
  trigger: AutoCommissionTrigger,
  which: RawBuilder<SqlBool>,
  run?: ImportRun,
): Promise<RuleApproval[]> {
  const rule = await ruleInForce(db);
  if (!rule.value.enabled) return [];
  const setting = JSON.stringify({ version: rule.version, fields: rule.value.fields });
  const inputs = JSON.stringify(run ? { import: run } : {});
  const { rows } = await sql<RuleApproval>`
    with approved as (
      update meters m
         set commission_status = ${APPROVED}, auto_commissioned = true,
             version = m.version + 1, updated_at = now()
        from dtr_reference d
       where ${commissionable(which, rule)}
      returning m.id, m.meter_sno, m.dtr_sno, m.division,
                ${comparedJsonSql('m', 'meter')} as meter_read, ${comparedJsonSql('d', 'dtr')} as dtr_read
    ), recorded as (
      insert into review_events (installation, installation_id, kind, actor_name, from_status, to_status, rule)
      select 'meter', a.id, 'auto-commission', ${REVIEW_RECORD_TEXTS.rule}::text, ${PENDING}::text, ${APPROVED}::text,
             jsonb_build_object('rule', ${AUTO_COMMISSION_RULE}::text, 'trigger', ${trigger}::text,
                                'dtrNo', a.dtr_sno, 'setting', ${setting}::jsonb,
                                'meter', a.meter_read, 'dtr', a.dtr_read) || ${inputs}::jsonb
        from approved a
    ), audited as (
      insert into activities (actor_id, action, entity_type, entity_id, location, details, ip)
      select null, ${ACTIONS.meterAutoCommissioned}, 'meter', a.id, a.division,
             jsonb_build_object('by', 'system', 'rule', ${AUTO_COMMISSION_RULE}::text, 'trigger', ${trigger}::text,
                                'settingVersion', ${rule.version}::int, 'meterSno', a.meter_sno,
                                'dtrNo', a.dtr_sno, 'from', ${PENDING}::text, 'to', ${APPROVED}::text)
             || ${inputs}::jsonb,
             null
        from approved a
    )
    select a.id, a.meter_sno as "meterSno" from approved a`.execute(db);
  return byMeterNumber(rows);
}

/** How many meters among `which` are Pending: after the rule has run, the ones it leaves to people. */
export async function countPending(db: Db, which: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from meters m where ${which} and ${awaitingDecisionSql('m')}`.execute(db);
  return rows[0]?.n ?? 0;
}
