import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_STATUSES,
  COMMUNICATION_STATUSES,
  installationStep,
  REVIEW_TARGETS_DEFAULT,
  SLA_STATES,
  slaCutoffs,
  STAGE_RULES,
  type LifecycleFields,
  type ReviewTargets,
  type Rule,
} from '@smms/shared';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/connection.js';
import { rulesSql } from './lifecycle.sql.js';
import { slaSql, slaTotalSql, wholeSteps } from './sla.sql.js';

/**
 * Migration 0027's step counters, on both databases: after inserts, plain SQL updates that move installations
 * between steps, circles and hours, deletes and a truncate, step_hours and step_totals hold what the rows say (each
 * row's step by the shared STEP_RULES, its circle, the UTC hour of its step_since); and every review-target state's
 * total from them (slaTotalSql) is the count of the rows the SLA filter selects, for each queue, around each
 * cut-off's hour and instant.
 */
let t: TestApp;
let db: Db;
let officerId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  officerId = (await addUser(db, { username: 'steps.officer', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

const NOW = new Date('2026-11-25T09:30:00Z');
const TARGETS: ReviewTargets = {
  ...REVIEW_TARGETS_DEFAULT,
  steps: { ...REVIEW_TARGETS_DEFAULT.steps, installed: null },
  circles: { North: { live: 4, installed: 1 }, South: { rejected: 0.5 } },
};
const CUTOFFS = slaCutoffs(TARGETS, NOW, 'Asia/Kolkata');
const CIRCLES = [null, 'North', 'South'];
const TECH = [null, 'REJECTED', 'APPROVED'];
const HOUR = 3_600_000;
/** Waits from minutes to weeks, and each cut-off's instant and its UTC hour's start, a millisecond either side. */
const INSTANTS = [
  ...[0.5, 20, 47, 60, 100, 200, 400].map((hours) => NOW.getTime() - hours * HOUR),
  ...Object.values(CUTOFFS.steps)
    .concat(Object.values(CUTOFFS.circles).flatMap((c) => Object.values(c)))
    .flatMap((c) => (c ? [c.overdue, c.dueSoon] : []))
    .flatMap((instant) => [Date.parse(instant), Date.parse(`${instant.slice(0, 13)}:00:00Z`)])
    .flatMap((at) => [at - 1, at, at + 1]),
];
const QUEUES: Record<string, Rule> = {
  'every installation': {},
  'pending review': STAGE_RULES['pending-review'],
  'awaiting a recommendation': { commission: 'Pending', techReviewed: false },
  rejected: STAGE_RULES.rejected,
};

describe.each(['meters', 'modems'] as const)('%s: step counters', (table) => {
  const serial = table === 'meters' ? 'meterSno' : 'modemSno';
  let n = 0;
  /** Inserted 500 at a time (one statement each: the counters take each statement's rows at once). */
  async function insert(rows: Record<string, unknown>[]) {
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto(table)
        .values(
          rows.slice(i, i + 500).map((row) => ({
            ...row,
            [serial]: `STEP-${table}-${(n += 1)}`,
            fieldOfficerId: officerId,
            installedOn: row.stepSince,
          })) as never,
        )
        .execute();
  }

  /** step_hours and step_totals as the rows say: each waiting row's step, circle and UTC hour. */
  async function expectCountersAsRows() {
    const rows = await sql<LifecycleFields & { circle: string | null; stepSince: string }>`
      select commission_status as "commissionStatus", communication_status as "communicationStatus",
             tech_support_status as "techSupportStatus", circle, step_since as "stepSince"
        from ${sql.table(table)}`.execute(db);
    const hours = new Map<string, number>();
    const totals = new Map<string, number>();
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const row of rows.rows) {
      const step = installationStep(row);
      if (!step || step === 'accepted') continue;
      add(hours, `${step}|${row.circle ?? ''}|${new Date(row.stepSince).toISOString().slice(0, 13)}`);
      add(totals, `${step}|${row.circle ?? ''}`);
    }
    const counted = async (query: ReturnType<typeof sql<{ key: string; n: number }>>) =>
      new Map((await query.execute(db)).rows.map((r) => [r.key, r.n]));
    expect(
      await counted(sql<{ key: string; n: number }>`
        select step || '|' || circle || '|' || to_char(hour, 'YYYY-MM-DD"T"HH24') as key, n::int as n
          from step_hours where kind = ${table} and n <> 0`),
    ).toEqual(hours);
    expect(
      await counted(sql<{ key: string; n: number }>`
        select step || '|' || circle as key, n::int as n from step_totals where kind = ${table} and n <> 0`),
    ).toEqual(totals);
  }

  it('hold each step, circle and hour as the rows say, through inserts, plain updates, deletes and a truncate', async () => {
    await insert(
      COMMISSION_STATUSES.flatMap((commissionStatus) =>
        COMMUNICATION_STATUSES.flatMap((communicationStatus) =>
          TECH.flatMap((techSupportStatus) =>
            CIRCLES.flatMap((circle) =>
              INSTANTS.map((at) => ({
                commissionStatus,
                communicationStatus,
                techSupportStatus,
                circle,
                stepSince: new Date(at).toISOString(),
              })),
            ),
          ),
        ),
      ),
    );
    await expectCountersAsRows();
    // Plain SQL, as a DBA or a head-end job would write it: steps, circles and days change under the counters.
    await sql`update ${sql.table(table)} set communication_status = 'LIVE' where id % 3 = 0`.execute(db);
    await sql`update ${sql.table(table)} set tech_support_status = null, commission_status = 'Pending'
               where id % 5 = 0`.execute(db);
    await sql`update ${sql.table(table)} set circle = 'East' where id % 7 = 0`.execute(db);
    await sql`update ${sql.table(table)} set step_since = step_since - interval '30 minutes' where id % 4 = 0`.execute(
      db,
    );
    await sql`delete from ${sql.table(table)} where id % 11 = 0`.execute(db);
    await expectCountersAsRows();
  });

  it.each(Object.entries(QUEUES))(
    'total each review-target state of the %s queue as the rows the SLA filter selects',
    async (_name, rule) => {
      const steps = wholeSteps(rule);
      expect(steps).not.toBeNull();
      for (const state of SLA_STATES) {
        const counted = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(table)} x
           where ${rulesSql([rule], 'x')} and ${slaSql(state, CUTOFFS, 'x', rule)}`.execute(db);
        const fromCounters = await sql<{ n: number }>`
          select ${slaTotalSql(state, CUTOFFS, table, steps ?? [])} as n`.execute(db);
        expect(fromCounters.rows[0]?.n, state).toBe(counted.rows[0]?.n);
        expect(counted.rows[0]?.n, `${state}: rows to count`).toBeGreaterThan(0);
      }
    },
  );

  it('leave a queue that holds part of a step to the rows, and empty after a truncate', async () => {
    // Recommended to approve: part of the recommended step; live: part of it too.
    expect(wholeSteps({ commission: 'Pending', techReviewed: true, techRejected: false })).toBeNull();
    expect(wholeSteps(STAGE_RULES.commissioned)).toBeNull();
    await sql`truncate ${sql.table(table)} cascade`.execute(db);
    for (const counters of ['step_hours', 'step_totals'])
      expect(
        (await sql`select 1 from ${sql.table(counters)} where kind = ${table} and n <> 0`.execute(db)).rows,
      ).toEqual([]);
  });
});
