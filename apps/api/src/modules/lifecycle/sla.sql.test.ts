import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_STATUSES,
  COMMUNICATION_STATUSES,
  REVIEW_TARGETS_DEFAULT,
  SLA_STATES,
  slaCutoffs,
  slaState,
  type ReviewTargets,
} from '@smms/shared';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/connection.js';
import { slaSql } from './sla.sql.js';

/**
 * The SLA filter's SQL against the shared classification (review-targets.ts slaState): for installations in
 * every combination of lifecycle fields, in circles with targets of their own and without, having waited from
 * minutes to weeks, each state's SQL selects exactly the rows slaState puts in it, on both databases.
 */
let t: TestApp;
let db: Db;
let officerId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  officerId = (await addUser(db, { username: 'sla.officer', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

const NOW = new Date('2026-11-25T09:30:00Z');
const TARGETS: ReviewTargets = {
  ...REVIEW_TARGETS_DEFAULT,
  steps: { ...REVIEW_TARGETS_DEFAULT.steps, installed: null },
  circles: { North: { live: 4, installed: 1 }, South: { rejected: 0.5 } },
};
const CIRCLES = [null, 'North', 'South', 'East'];
const WAITS_HOURS = [0.5, 7, 20, 30, 47, 60, 80, 100, 130, 200, 400];
const TECH = [null, 'REJECTED', 'APPROVED'];

describe.each(['meters', 'modems'] as const)('%s: the SLA filter', (table) => {
  it('selects exactly the rows the shared rule puts in each state', async () => {
    const serial = table === 'meters' ? 'meterSno' : 'modemSno';
    const rows = COMMISSION_STATUSES.flatMap((commissionStatus) =>
      COMMUNICATION_STATUSES.flatMap((communicationStatus) =>
        TECH.flatMap((techSupportStatus) =>
          CIRCLES.flatMap((circle) =>
            WAITS_HOURS.map((hours) => ({
              commissionStatus,
              communicationStatus,
              techSupportStatus,
              circle,
              stepSince: new Date(NOW.getTime() - hours * 3_600_000).toISOString(),
            })),
          ),
        ),
      ),
    );
    const inserted = await db
      .insertInto(table)
      .values(
        rows.map((row, i) => ({
          ...row,
          [serial]: `SLA-${table}-${i}`,
          fieldOfficerId: officerId,
          installedOn: row.stepSince,
        })) as never,
      )
      .returning('id')
      .execute();
    const ids = inserted.map((r) => r.id);
    const cutoffs = slaCutoffs(TARGETS, NOW, 'Asia/Kolkata');
    for (const state of SLA_STATES) {
      const found = await db
        .selectFrom(`${table} as x` as 'meters as x')
        .select('x.id')
        .where('x.id', 'in', ids)
        .where(slaSql(state, cutoffs, 'x'))
        .execute();
      const expected = rows.flatMap((row, i) => (slaState(row, cutoffs) === state ? [ids[i]] : []));
      expect(
        found.map((r) => r.id).sort((a, b) => a - b),
        state,
      ).toEqual(expected);
      expect(expected.length, state).toBeGreaterThan(0);
    }
  });
});
