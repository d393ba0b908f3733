import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TARGETS_DEFAULT, slaCutoffs, TREND_DAYS, type WaitingResponse } from '@smms/shared';
import { addMeter } from '../../test/fixtures.js';
import { world, type World } from '../../test/world.js';
import { overdueTrend, recordOverdueToday } from './overdue-days.repo.js';

/**
 * The overdue trend (issue 41) on both databases: a dashboard read records what waits in each step and how much
 * is overdue, per AE_ADMIN and in all; each scope reads its own; a record stands for a few minutes, then the next
 * read rewrites today's; a day nobody recorded is null, not nought.
 */
type Cast = 'ae1' | 'ae2' | 'officer1' | 'officer2' | 'free';
let w: World<Cast>;
const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  w = await world({
    ae1: { role: 'AE_ADMIN' },
    ae2: { role: 'AE_ADMIN' },
    officer1: { role: 'FIELD_OFFICER', createdBy: 'ae1' },
    officer2: { role: 'FIELD_OFFICER', createdBy: 'ae2' },
    free: { role: 'FIELD_OFFICER' },
  });
  const live = { communicationStatus: 'LIVE' } as const;
  // ae1's officer: three live, awaiting a recommendation (target 2 working days), two of them for 20 days.
  for (const days of [20, 20, 0])
    await addMeter(w.db, { fieldOfficerId: w.people.officer1.id, ...live, stepSince: ago(days) });
  // ae2's officer: one rejected 30 days ago (rework target 5 days). No one's officer: one recommended 10 days ago.
  await addMeter(w.db, {
    fieldOfficerId: w.people.officer2.id,
    commissionStatus: 'Rejected',
    stepSince: ago(30),
  });
  await addMeter(w.db, {
    fieldOfficerId: w.people.free.id,
    ...live,
    techSupportStatus: 'APPROVED',
    stepSince: ago(10),
  });
  // Accepted: waits nowhere.
  await addMeter(w.db, { fieldOfficerId: w.people.officer1.id, ...live, commissionStatus: 'Approved' });
});
afterAll(() => w.close());

const cutoffs = () => slaCutoffs(REVIEW_TARGETS_DEFAULT, new Date(), ZONE);
const today = (scope: Parameters<typeof overdueTrend>[1], step: Parameters<typeof overdueTrend>[3]) =>
  overdueTrend(w.db, scope, 'Meters', step, ZONE).then((days) => days.at(-1));

describe('the overdue trend', () => {
  it('records each step per AE_ADMIN and in all, and each scope reads its own', async () => {
    await recordOverdueToday(w.db, 'Meters', cutoffs(), ZONE);
    const all = { kind: 'all' } as const;
    const ae1 = { kind: 'createdBy', adminId: w.people.ae1.id } as const;
    const ae2 = { kind: 'createdBy', adminId: w.people.ae2.id } as const;
    expect(await today(all, 'live')).toMatchObject({ waiting: 3, overdue: 2 });
    expect(await today(all, 'rejected')).toMatchObject({ waiting: 1, overdue: 1 });
    expect(await today(all, 'recommended')).toMatchObject({ waiting: 1, overdue: 1 });
    expect(await today(all, 'installed')).toMatchObject({ waiting: 0, overdue: 0 });
    expect(await today(ae1, 'live')).toMatchObject({ waiting: 3, overdue: 2 });
    expect(await today(ae1, 'rejected')).toMatchObject({ waiting: 0, overdue: 0 });
    expect(await today(ae2, 'rejected')).toMatchObject({ waiting: 1, overdue: 1 });

    const days = await overdueTrend(w.db, all, 'Meters', 'live', ZONE);
    expect(days).toHaveLength(TREND_DAYS);
    // Oldest first, a day apart; nothing was recorded before today.
    expect(Date.parse(days[1]!.day) - Date.parse(days[0]!.day)).toBe(DAY);
    expect(days.slice(0, -1).every((d) => d.waiting === null && d.overdue === null)).toBe(true);
  });

  it('keeps a fresh record, and rewrites today’s once it has stood its time', async () => {
    await addMeter(w.db, {
      fieldOfficerId: w.people.officer1.id,
      communicationStatus: 'LIVE',
      stepSince: ago(15),
    });
    await recordOverdueToday(w.db, 'Meters', cutoffs(), ZONE);
    expect(await today({ kind: 'all' }, 'live')).toMatchObject({ waiting: 3, overdue: 2 });

    await sql`update overdue_days set taken_at = now() - interval '1 hour'`.execute(w.db);
    await recordOverdueToday(w.db, 'Meters', cutoffs(), ZONE);
    expect(await today({ kind: 'all' }, 'live')).toMatchObject({ waiting: 4, overdue: 3 });
    // Still one row a step and AE_ADMIN today, not two.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from overdue_days where view = 'Meters' group by day, step, ae_id having count(*) > 1`.execute(
      w.db,
    );
    expect(rows).toEqual([]);
  });

  it('comes with the dashboard’s waits, today’s overdue the sum of the table’s', async () => {
    const response = await w.call('superadmin', {
      method: 'GET',
      url: '/api/v1/dashboard/waiting?view=Meters&step=live&by=division',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as WaitingResponse;
    expect(data.trend).toHaveLength(TREND_DAYS);
    expect(data.trend.at(-1)?.overdue).toBe(data.rows.reduce((n, row) => n + row.overdue, 0));
    expect(data.trend.at(-1)?.waiting).toBe(data.rows.reduce((n, row) => n + row.waiting, 0));
  });
});
