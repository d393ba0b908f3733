import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_RULES,
  COMMISSION_STATUSES,
  COMMUNICATION_STATUSES,
  labelRule,
  matches,
  OFFICER_FILTER_RULES,
  RECOMMENDATION_RULES,
  REASON_RULES,
  REVIEW_RULES,
  STAGE_RULES,
  STATE_RULES,
  type Rule,
} from '@smms/shared';
import { addMeter, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { counterRuleSql, ruleSql, rulesSql } from './lifecycle.sql.js';

let t: TestApp;
// The recommendation column holds a verdict or nothing (migration 0016).
const TECH = [null, 'REJECTED', 'APPROVED'];
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
  ...Object.entries(RECOMMENDATION_RULES).map(([k, r]) => [`recommendation ${k}`, r] as [string, Rule]),
  ...Object.entries(OFFICER_FILTER_RULES).map(([k, r]) => [`officer filter ${k}`, r] as [string, Rule]),
];

describe('the lifecycle rules as SQL', () => {
  it('select in the database exactly the installations the shared rules classify so', async () => {
    // 3 commission × 3 communication × 3 recommendations × auto or not.
    expect(stored).toHaveLength(54);
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

  it('select and count, for several rules at once, the installations every one of them matches', async () => {
    const db = t.app.dbHandle.db;
    for (const [nameA, a] of RULES)
      for (const [nameB, b] of RULES) {
        const { rows } = await sql<{ direct: number; counted: number }>`
          select (select count(*)::int from meters m where ${rulesSql([a, b], 'm')}) as direct,
            (select coalesce(sum(c.n), 0)::int from installation_counts c
              where c.kind = 'meters' and ${rulesSql([a, b], 'c', counterRuleSql)}) as counted`.execute(db);
        const want = stored.filter((i) => matches(a, i) && matches(b, i)).length;
        expect([rows[0]?.direct, rows[0]?.counted], `${nameA} and ${nameB}`).toEqual([want, want]);
      }
  });

  it('answer rules no installation can match from the plan, without reading a row', async () => {
    // The Commissioned list (LIVE) filtered by PENDING (not LIVE): with 1M meters, a walk of the whole
    // installation-date index for rows that cannot exist took 0.7 s.
    const contradiction = [STAGE_RULES.commissioned, labelRule('meterList', 'PENDING')];
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json)
      select m.id from meters m where ${rulesSql(contradiction, 'm')}
      order by m.installed_on desc, m.id desc limit 51`.execute(t.app.dbHandle.db);
    const nodes = nodeTypes(rows[0]!['QUERY PLAN'][0].Plan);
    expect(
      nodes.filter((n) => n.includes('Scan')),
      nodes.join(' > '),
    ).toEqual([]);
  });
});

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
