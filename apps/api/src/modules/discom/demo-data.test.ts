import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../db/demo-data.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countCommissionable } from './auto-commission.repo.js';
import { matchesDtrSql } from './discom.sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo brings its own superadmin: it loads before the bootstrap admin exists (npm run demo).
  await t.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(t.app.dbHandle.db, {
    photos: t.app.photos,
    size: { officers: 12, meters: 900, modems: 30, photos: 0 },
  });
});
afterAll(() => t.close());

describe('the demo data and auto-commissioning (DESIGN §5)', () => {
  it('has no Pending meter the server would approve: each was judged as if installed through the API', async () => {
    expect(await countCommissionable(t.app.dbHandle.db, sql`true`)).toBe(0);
  });

  it('marks as auto-commissioned only approved meters that match their DTR, and has some', async () => {
    const { rows } = await sql<{ auto: number; matching: number; pending: number }>`
      select count(*)::int as auto,
             count(*) filter (where exists (
               select 1 from dtr_reference d
                where lower(btrim(d.dtr_no) collate "C") = lower(btrim(m.dtr_sno) collate "C")
                  and ${matchesDtrSql('m', 'd')}))::int as matching,
             count(*) filter (where m.commission_status <> 'Approved')::int as pending
        from meters m where m.auto_commissioned`.execute(t.app.dbHandle.db);
    const [counts] = rows;
    expect(counts?.auto).toBeGreaterThan(20);
    expect(counts).toEqual({ auto: counts?.auto, matching: counts?.auto, pending: 0 });
  });

  it('still leaves Pending meters for the reviewers, many with a difference to show', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from meters m
        join dtr_reference d on lower(btrim(d.dtr_no) collate "C") = lower(btrim(m.dtr_sno) collate "C")
       where m.commission_status = 'Pending'`.execute(t.app.dbHandle.db);
    // A steady rollout leaves about a tenth of its meters in review (demo/installations.ts rolloutState).
    expect(rows[0]?.n).toBeGreaterThan(900 / 15);
  });
});
