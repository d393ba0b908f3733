import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { afterPosition, type SortKey } from '../lib/keyset.js';
import { SORT_KEYS as METER_SORTS } from '../modules/meters/meters.repo.js';
import { SORT_KEYS as MODEM_SORTS } from '../modules/modems/modems.repo.js';
import { meterWhere } from '../modules/meters/meters.filters.js';
import { modemWhere } from '../modules/modems/modems.filters.js';
import type { Db } from './connection.js';

/**
 * Every column sort of the million-row lists (meters, modems) has an index that yields its order, so a page,
 * a cursor's next page and an export read their first rows in order instead of sorting the whole list
 * (migration 0010: sorting by feeder took 3.5 s a page with 1M meters). With sorting priced out of reach, a
 * plan still sorts only when no index gives the order; a serial-number index gives the key but not the id
 * after it, which an incremental sort adds as the rows stream (each serial number is one row).
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
const indexScans = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [`${node['Node Type']} on ${node['Index Name']}`] : []),
  ...(node.Plans ?? []).flatMap(indexScans),
];

const LISTS = [
  { table: 'meters', alias: 'm', sorts: METER_SORTS },
  { table: 'modems', alias: 'd', sorts: MODEM_SORTS },
] as const;

/** The node types of the plan of a page in this order, after a cursor or from the top. */
async function planOf(table: string, alias: string, key: SortKey, order: 'asc' | 'desc', cursor: boolean) {
  const id = sql.ref(`${alias}.id`);
  const after = cursor
    ? sql`where ${afterPosition(key, `${alias}.id`, order, { key: key.type === 'integer' ? '5' : key.type === 'text' ? 'M' : '2026-01-01T00:00:00Z', id: 5 })}`
    : sql``;
  const dir = sql.raw(order);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json)
      select ${id} from ${sql.table(table)} as ${sql.raw(alias)} ${after}
      order by ${key.expr} ${dir}, ${id} ${dir} limit 51`.execute(trx);
    return nodeTypes(rows[0]!['QUERY PLAN'][0].Plan);
  });
}

describe('list sort indexes', () => {
  for (const { table, alias, sorts } of LISTS)
    for (const [name, key] of Object.entries(sorts))
      for (const order of ['asc', 'desc'] as const)
        for (const cursor of [false, true])
          it(`${table} by ${name} ${order}${cursor ? ' after a cursor' : ''} reads an index in order`, async () => {
            const nodes = await planOf(table, alias, key, order, cursor);
            expect(nodes, nodes.join(' > ')).not.toContain('Sort');
            expect(nodes.some((n) => n.startsWith('Index'))).toBe(true);
          });
});

describe('people list index', () => {
  // Migration 0013: a page jump in a role's list skips its offset in (role, id), not through the table.
  it('a page of one role in id order reads (role, id) alone', async () => {
    const scans = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json)
        select u.id from users u where u.role in ('FIELD_OFFICER')
        order by u.id desc limit 501 offset 19500`.execute(trx);
      return indexScans(rows[0]!['QUERY PLAN'][0].Plan);
    });
    expect(scans).toEqual(['Index Only Scan on users_role_id_idx']);
  });
});

describe('Installed range indexes', () => {
  // Issue 38: a range of days, alone or with an officer, reads the (…, installed_on) indexes, not the table.
  const range = { installedFrom: '2026-11-01', installedTo: '2026-11-15', timeZone: 'Asia/Kolkata' };
  async function scansOf(query: { compile(): CompiledQuery }) {
    const compiled = query.compile();
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
      );
      return indexScans(rows[0]!['QUERY PLAN'][0].Plan);
    });
  }
  for (const officerId of [undefined, 7])
    it(`a meter list's page ${officerId ? 'of one officer ' : ''}in a range reads an installed_on index`, async () => {
      const scans = await scansOf(
        db
          .selectFrom('meters as m')
          .select('m.id')
          .where((eb) =>
            meterWhere(eb, { kind: 'all' }, { stage: 'installed', officerId, ...range }, undefined),
          )
          .orderBy('m.installedOn', 'desc')
          .orderBy('m.id', 'desc')
          .limit(51),
      );
      expect(
        scans.some((s) => /meters_(installed|officer|commission|communication)_idx/.test(s)),
        scans.join(),
      ).toBe(true);
    });
  it("a modem list's page in a range reads an installed_on index", async () => {
    const scans = await scansOf(
      db
        .selectFrom('modems as d')
        .select('d.id')
        .where((eb) => modemWhere(eb, { scope: { kind: 'all' }, officerId: 7, ...range }))
        .orderBy('d.installedOn', 'desc')
        .orderBy('d.id', 'desc')
        .limit(51),
    );
    expect(
      scans.some((s) => /modems_(installed|officer|commission|communication)_idx/.test(s)),
      scans.join(),
    ).toBe(true);
  });
});
