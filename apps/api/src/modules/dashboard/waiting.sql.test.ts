import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TARGETS_DEFAULT, slaCutoffs, slaState, WAITING_ROWS } from '@smms/shared';
import { addMeter, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/connection.js';
import { waitingByGroup } from './waiting.repo.js';

/**
 * The dashboard's waiting table (issue 41) against the rows it summarises, on both databases: per division and
 * per officer, how many wait in the step, the median and 90th-percentile wait, and the overdue count by the
 * shared rule; the groups with most overdue first, at most WAITING_ROWS, with the number of groups in all.
 */
let t: TestApp;
let db: Db;
const officers: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  for (const n of [1, 2, 3])
    officers.push((await addUser(db, { username: `wait.officer${n}`, role: 'FIELD_OFFICER' })).id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** The percentile PostgreSQL's percentile_cont gives: linear between the two nearest ranks. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

describe('waiting by division and by officer', () => {
  it('counts, times and overdue counts each group as its rows say', async () => {
    const now = Date.now();
    const rows: { division: string; officer: number; hours: number }[] = [];
    for (let i = 0; i < 60; i++)
      rows.push({
        division: `Wait Division ${i % 4}`,
        officer: officers[i % 3] as number,
        hours: (i * 37) % 300,
      });
    for (const row of rows)
      await addMeter(db, {
        fieldOfficerId: row.officer,
        division: row.division,
        circle: 'Wait Circle',
        communicationStatus: 'LIVE',
        stepSince: new Date(now - row.hours * HOUR).toISOString(),
      });
    // Others not waiting in the live step: recommended, accepted.
    await addMeter(db, {
      fieldOfficerId: officers[0] as number,
      division: 'Wait Division 0',
      techSupportStatus: 'APPROVED',
    });
    await addMeter(db, {
      fieldOfficerId: officers[0] as number,
      division: 'Wait Division 0',
      commissionStatus: 'Approved',
    });

    const cutoffs = slaCutoffs(REVIEW_TARGETS_DEFAULT, new Date(now), 'Asia/Kolkata');
    const found = await waitingByGroup(
      db,
      { kind: 'all' },
      { view: 'Meters', step: 'live', by: 'division' },
      cutoffs,
    );
    expect(found.groups).toBe(4);
    for (const group of found.rows) {
      const mine = rows.filter((r) => r.division === group.key);
      const overdue = mine.filter(
        (r) =>
          slaState(
            {
              commissionStatus: 'Pending',
              communicationStatus: 'LIVE',
              circle: 'Wait Circle',
              stepSince: new Date(now - r.hours * HOUR).toISOString(),
            },
            cutoffs,
          ) === 'overdue',
      ).length;
      expect(group).toMatchObject({ name: group.key, waiting: mine.length, overdue });
      // The database's clock runs on a little from `now`: within a minute.
      expect(
        Math.abs(
          group.medianHours -
            percentile(
              mine.map((r) => r.hours),
              0.5,
            ),
        ),
      ).toBeLessThan(0.2);
      expect(
        Math.abs(
          group.p90Hours -
            percentile(
              mine.map((r) => r.hours),
              0.9,
            ),
        ),
      ).toBeLessThan(0.2);
    }
    const order = found.rows.map((r) => r.overdue);
    expect(order).toEqual([...order].sort((a, b) => b - a));

    const byOfficer = await waitingByGroup(
      db,
      { kind: 'all' },
      { view: 'Meters', step: 'live', by: 'officer' },
      cutoffs,
    );
    expect(byOfficer.rows.map((r) => [r.key, r.name, r.waiting]).sort()).toEqual(
      officers.map((id, i) => [String(id), `wait.officer${i + 1} Tester`, 20]).sort(),
    );
    // An officer's own scope sees only its own.
    const own = await waitingByGroup(
      db,
      { kind: 'self', userId: officers[1] as number },
      { view: 'Meters', step: 'live', by: 'officer' },
      cutoffs,
    );
    expect(own.rows.map((r) => r.key)).toEqual([String(officers[1])]);
    expect(WAITING_ROWS).toBeGreaterThanOrEqual(4);
  });
});
