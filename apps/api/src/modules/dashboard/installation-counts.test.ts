import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_RULES, type View } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Scope } from '../access/access.js';
import { installationsInScope } from '../access/access.sql.js';
import { countWhere } from '../lifecycle/lifecycle.sql.js';
import { officerCounts } from '../users/users.repo.js';
import { dashboardCounts } from './dashboard.repo.js';

/**
 * The counters of migration 0006 are kept by triggers, so they stay exact whoever changes the
 * installations: here every change is plain SQL, and the dashboard and officer counts (read from the
 * counters) are compared with the GROUP BY over the installations themselves, for every scope and view.
 */
let t: TestApp;
let db: Db;
const officers: number[] = [];
let adminA = 0;
let adminB = 0;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  adminA = (await addUser(db, { username: 'counts.ae.a', role: 'AE_ADMIN' })).id;
  adminB = (await addUser(db, { username: 'counts.ae.b', role: 'AE_ADMIN' })).id;
  for (const [i, createdBy] of [adminA, adminA, adminB].entries())
    officers.push((await addUser(db, { username: `counts.fo.${i}`, role: 'FIELD_OFFICER', createdBy })).id);
});
afterAll(() => t.close());

const TABLE = { Meters: 'meters', Modems: 'modems' } as const;

/** The cards as the GROUP BY over the installations computes them (what dashboardCounts did before). */
async function groupBy(scope: Scope, view: View) {
  const table = TABLE[view];
  const { rows } = await sql<Record<string, number>>`
    select
      ${countWhere(STAGE_RULES.installed, table)} as installed,
      ${countWhere(STAGE_RULES.commissioned, table)} as commissioned,
      ${countWhere(STAGE_RULES.accepted, table)} as accepted,
      ${countWhere(STAGE_RULES.rejected, table)} as rejected,
      ${countWhere(STAGE_RULES['pending-review'], table)} as pending
    from ${sql.table(table)} where ${installationsInScope(scope, table)}`.execute(db);
  return rows[0];
}

async function officerGroupBy(table: 'meters' | 'modems', officer: number) {
  const { rows } = await sql<Record<string, number>>`
    select count(*)::int as total,
      ${countWhere(STAGE_RULES.installed, table)} as installed,
      ${countWhere(STAGE_RULES.commissioned, table)} as commissioned,
      ${countWhere(STAGE_RULES.accepted, table)} as approved,
      ${countWhere(STAGE_RULES.rejected, table)} as rejected
    from ${sql.table(table)} where field_officer_id = ${officer}`.execute(db);
  return rows[0];
}

async function expectExact(step: string) {
  const scopes: Scope[] = [
    { kind: 'all' },
    { kind: 'createdBy', adminId: adminA },
    { kind: 'createdBy', adminId: adminB },
    ...officers.map((userId): Scope => ({ kind: 'self', userId })),
  ];
  for (const view of ['Meters', 'Modems'] as const)
    for (const scope of scopes) {
      const counted = await dashboardCounts(db, scope, view);
      expect(
        {
          installed: counted.installed,
          commissioned: counted.commissioned,
          accepted: counted.accepted,
          rejected: counted.rejected,
          pending: counted.pending,
        },
        `${step}: ${view} ${JSON.stringify(scope)}`,
      ).toEqual(await groupBy(scope, view));
    }
  for (const officer of officers) {
    const entry = await officerCounts(db, officer);
    const meters = await officerGroupBy('meters', officer);
    const modems = await officerGroupBy('modems', officer);
    expect(entry?.meters, `${step}: officer ${officer} meters`).toEqual(meters);
    expect(entry?.modems, `${step}: officer ${officer} modems`).toEqual({
      total: modems?.total,
      installed: modems?.installed,
      commissioned: modems?.commissioned,
      accepted: modems?.approved,
      rejected: modems?.rejected,
    });
  }
}

describe('installation counters kept by triggers', () => {
  it('equal the GROUP BY after plain-SQL inserts, updates of every lifecycle column, officer changes, deletes and truncates', async () => {
    const [o0, o1, o2] = officers;
    await expectExact('empty');
    // Every combination of the lifecycle columns, spread over the officers.
    await sql`
      insert into meters (meter_sno, dtr_sno, substation_name, feeder_name, division, circle,
        commission_status, communication_status, tech_support_status, auto_commissioned, field_officer_id)
      select 'CNT' || g, 'DTR-C' || g, 'S', 'F', 'D', 'C',
        (array['Pending', 'Approved', 'Rejected'])[1 + g % 3],
        (array['LIVE', 'Pending', 'Offline'])[1 + (g / 3) % 3],
        (array[null, 'REJECTED', 'APPROVED', null])[1 + (g / 9) % 4],
        (g / 36) % 2 = 1,
        (array[${o0}, ${o1}, ${o2}]::int[])[1 + (g / 72) % 3]
      from generate_series(0, 215) g`.execute(db);
    await sql`
      insert into modems (modem_sno, meter_sno, service_no, division,
        commission_status, communication_status, tech_support_status, field_officer_id)
      select 'CNTM' || g, 'TMC' || g, 'SCC' || g, 'D',
        (array['Pending', 'Approved', 'Rejected'])[1 + g % 3],
        (array['LIVE', 'Pending', 'Offline'])[1 + (g / 3) % 3],
        (array[null, 'REJECTED', 'APPROVED'])[1 + (g / 9) % 3],
        (array[${o0}, ${o1}, ${o2}]::int[])[1 + (g / 27) % 3]
      from generate_series(0, 80) g`.execute(db);
    await expectExact('inserted');

    for (const table of ['meters', 'modems'] as const) {
      const t_ = sql.table(table);
      await sql`update ${t_} set commission_status = 'Approved' where id % 5 = 0`.execute(db);
      await expectExact(`${table} commission_status`);
      await sql`update ${t_} set communication_status = 'LIVE' where id % 4 = 1`.execute(db);
      await expectExact(`${table} communication_status`);
      await sql`update ${t_} set tech_support_status = case when id % 2 = 0 then 'REJECTED' else null end where id % 3 = 2`.execute(
        db,
      );
      await expectExact(`${table} tech_support_status`);
      await sql`update ${t_} set field_officer_id = ${o2} where field_officer_id = ${o0} and id % 2 = 0`.execute(
        db,
      );
      await expectExact(`${table} officer`);
      await sql`update ${t_} set division = 'Elsewhere' where id % 2 = 1`.execute(db);
      await expectExact(`${table} other column`);
      await sql`delete from ${t_} where id % 7 = 3`.execute(db);
      await expectExact(`${table} delete`);
    }
    await sql`update meters set auto_commissioned = not auto_commissioned where id % 3 = 0`.execute(db);
    await expectExact('meters auto_commissioned');
    // A rolled-back change leaves the counters as they were.
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from meters`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expectExact('rolled back');
    await sql`truncate modems cascade`.execute(db);
    await expectExact('modems truncated');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from installation_counts where kind = 'modems'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('count people exactly too, whoever changes the users', async () => {
    const people = async (scope: Scope, view: View) => {
      const { fieldOfficers, aeAdmins, biAdmins } = await dashboardCounts(db, scope, view);
      return { fieldOfficers, aeAdmins, biAdmins };
    };
    const direct = async (scope: Scope, view: View) => {
      const officers = scope.kind === 'createdBy' ? sql`created_by = ${scope.adminId}` : sql`true`;
      const { rows } = await sql<{ fieldOfficers: number; aeAdmins: number; biAdmins: number }>`
        select (count(*) filter (where role = 'FIELD_OFFICER' and ${officers}))::int as field_officers,
          (count(*) filter (where role = 'AE_ADMIN'))::int as ae_admins,
          (count(*) filter (where role = 'BI_ADMIN'))::int as bi_admins
        from users where access_level like ${`%${view}%`}`.execute(db);
      return rows[0];
    };
    const check = async (step: string) => {
      for (const view of ['Meters', 'Modems'] as const)
        for (const scope of [
          { kind: 'all' },
          { kind: 'createdBy', adminId: adminA },
          { kind: 'createdBy', adminId: adminB },
        ] as Scope[])
          expect(await people(scope, view), `${step}: ${view} ${JSON.stringify(scope)}`).toEqual(
            await direct(scope, view),
          );
    };
    await check('start');
    await sql`insert into users (username, role, access_level, first_name, last_name, phone, created_by)
      select 'ppl' || g, (array['FIELD_OFFICER', 'AE_ADMIN', 'BI_ADMIN'])[1 + g % 3],
        (array['Meters', 'Modems', 'Meters,Modems'])[1 + (g / 3) % 3], 'P', 'Q', '69' || lpad(g::text, 8, '0'),
        (array[${adminA}, ${adminB}, null]::int[])[1 + (g / 9) % 3]
      from generate_series(1, 40) g`.execute(db);
    await check('inserted');
    await sql`update users set access_level = 'Modems' where username like 'ppl%' and id % 2 = 0`.execute(db);
    await sql`update users set created_by = ${adminB} where username like 'ppl%' and id % 3 = 0`.execute(db);
    await check('updated');
    await sql`delete from users where username like 'ppl%' and id % 4 = 1`.execute(db);
    await check('deleted');
  });

  it('stay exact when 0007 and the migrations after it are undone and done again', async () => {
    await sql`insert into meters (meter_sno, dtr_sno, commission_status, communication_status, field_officer_id)
      select 'RB' || g, 'DTR-RB' || g, 'Approved', 'LIVE', ${officers[1]} from generate_series(1, 12) g`.execute(
      db,
    );
    await migrateTo(db, '0006-installation-counts');
    // 0006's row triggers count again, then 0007 takes over from what they counted.
    await sql`delete from meters where meter_sno = 'RB1'`.execute(db);
    await migrateToLatest(db);
    await sql`update meters set commission_status = 'Rejected' where meter_sno = 'RB2'`.execute(db);
    await expectExact('down and up');
  });
});
