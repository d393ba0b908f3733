import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_RULES,
  COMMISSION_STATUSES,
  COMMUNICATION_STATUSES,
  matches,
  REASON_RULES,
  REVIEW_RULES,
  STAGE_RULES,
  STATE_RULES,
  type Rule,
} from '@smms/shared';
import { addMeter, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { counterRuleSql, ruleSql } from './lifecycle.sql.js';

let t: TestApp;
const TECH = [null, 'REJECTED', 'APPROVED', 'IN_PROGRESS'];
const stored: {
  commissionStatus: string;
  communicationStatus: string;
  techSupportStatus: string | null;
  autoCommissioned: boolean;
}[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'lifecycle.officer', role: 'FIELD_OFFICER' });
  // One meter for every combination of the columns the lifecycle reads.
  for (const commissionStatus of COMMISSION_STATUSES)
    for (const communicationStatus of COMMUNICATION_STATUSES)
      for (const techSupportStatus of TECH)
        for (const autoCommissioned of [false, true]) {
          await addMeter(db, {
            fieldOfficerId: officer.id,
            commissionStatus,
            communicationStatus,
            techSupportStatus,
            autoCommissioned,
          });
          stored.push({ commissionStatus, communicationStatus, techSupportStatus, autoCommissioned });
        }
});
afterAll(() => t.close());

const RULES: [string, Rule][] = [
  ...Object.entries(STAGE_RULES).map(([k, r]) => [`stage ${k}`, r] as [string, Rule]),
  ...Object.entries(STATE_RULES).map(([k, r]) => [`state ${k}`, r] as [string, Rule]),
  ...Object.entries(REASON_RULES).map(([k, r]) => [`reason ${k}`, r] as [string, Rule]),
  ...Object.entries(REVIEW_RULES).map(([k, r]) => [`review ${k}`, r] as [string, Rule]),
  ...Object.entries(ACCEPTANCE_RULES).map(([k, r]) => [`acceptance ${k}`, r] as [string, Rule]),
];

describe('the lifecycle rules as SQL', () => {
  it('select in the database exactly the installations the shared rules classify so', async () => {
    expect(stored).toHaveLength(72);
    for (const [name, rule] of RULES) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from meters m where ${ruleSql(rule, 'm')}`.execute(t.app.dbHandle.db);
      expect(rows[0]?.n, name).toBe(stored.filter((i) => matches(rule, i)).length);
    }
  });

  it('count, over the trigger-maintained counters (migration 0006), what ruleSql counts over meters', async () => {
    const db = t.app.dbHandle.db;
    for (const [name, rule] of RULES) {
      const { rows } = await sql<{ direct: number; counted: number }>`
        select (select count(*)::int from meters m where ${ruleSql(rule, 'm')}) as direct,
          (select coalesce(sum(c.n), 0)::int from installation_counts c
            where c.kind = 'meters' and ${counterRuleSql(rule, 'c')}) as counted`.execute(db);
      expect(rows[0]?.counted, name).toBe(rows[0]?.direct);
      expect(rows[0]?.direct, name).toBe(stored.filter((i) => matches(rule, i)).length);
    }
  });
});
