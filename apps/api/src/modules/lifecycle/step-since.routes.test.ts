import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meter } from '@smms/shared';
import { addMeter } from '../../test/fixtures.js';
import { world, type World } from '../../test/world.js';

/**
 * Issue 41's ageing through the API: each meter says since when it waits in its step (`stepSince`), a list
 * sorts by it (the longest wait first, page after page by cursor), and a recommendation starts the next step's
 * clock.
 */
let w: World<'bi' | 'officer'>;
const waited = ['2026-03-04T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-02-03T10:00:00.000Z'];
let ids: number[];

beforeAll(async () => {
  w = await world({ bi: { role: 'BI_ADMIN' }, officer: { role: 'FIELD_OFFICER' } });
  ids = [];
  for (const stepSince of waited)
    ids.push(
      (await addMeter(w.db, { fieldOfficerId: w.people.officer.id, communicationStatus: 'LIVE', stepSince }))
        .id,
    );
});
afterAll(() => w.close());

const list = async (query: string) => {
  const response = await w.call('superadmin', { method: 'GET', url: `/api/v1/meters?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Meter[]; nextCursor: string | null };
};

describe('GET /api/v1/meters?sort=stepSince', () => {
  it('lists the longest wait first, and the next page by cursor carries on after it', async () => {
    const first = await list('stage=pending-review&sort=stepSince&order=asc&pageSize=2');
    expect(first.data.map((m) => m.stepSince).map((at) => new Date(at).toISOString())).toEqual([
      waited[1],
      waited[2],
    ]);
    const next = await list(
      `stage=pending-review&sort=stepSince&order=asc&pageSize=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(next.data.map((m) => m.id)).toEqual([ids[0]]);
  });

  it('starts the clock of the next step when a BI_ADMIN recommends', async () => {
    const before = Date.now();
    const response = await w.call('bi', {
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      payload: { meterId: ids[1], techSupportStatus: 'Approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = await list('stage=pending-review&sort=stepSince&order=asc');
    expect(data.map((m) => m.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(Date.parse(data[2]?.stepSince ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('POST /api/v1/meters/:id/undo-decision', () => {
  it('puts back the clock the meter had before the decision, not a new one', async () => {
    const meter = await addMeter(w.db, {
      fieldOfficerId: w.people.officer.id,
      communicationStatus: 'LIVE',
      techSupportStatus: 'APPROVED',
      stepSince: waited[1],
    });
    const approved = await w.call('superadmin', {
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}/commission-status`,
      payload: { commissionStatus: 'Approved', version: meter.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json().data as Meter;
    expect(Date.parse(decided.stepSince)).toBeGreaterThan(Date.parse(waited[1] ?? ''));
    const undone = await w.call('superadmin', {
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/undo-decision`,
      payload: { version: decided.version },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(new Date((undone.json().data as Meter).stepSince).toISOString()).toBe(waited[1]);
  });
});
