import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, type InstallationClaim, type Meter } from '@smms/shared';
import { addMeter, addModem } from '../../test/fixtures.js';
import { CONSOLE, signIn } from '../../test/test-app.js';
import { FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { world, type World } from '../../test/world.js';

/**
 * Claimed review queues (issue 41): "Start reviewing" claims the next meters of the caller's queue, the longest
 * wait first; others skip them; a recommendation, a sign-out or the time running out ends a claim; the super
 * admin sees and releases claims. Run on both databases: on PostgreSQL the race below really races.
 */
type Cast = 'bi' | 'bi2' | 'officer';
let w: World<Cast>;
/** The live meters awaiting a recommendation, the longest wait first. */
let queue: number[];
const QUEUE_SIZE = 12;

beforeAll(async () => {
  w = await world({
    bi: { role: 'BI_ADMIN', firstName: 'Asha', lastName: 'Verma' },
    bi2: { role: 'BI_ADMIN', firstName: 'Ravi', lastName: 'Kumar' },
    officer: { role: 'FIELD_OFFICER' },
  });
  queue = [];
  for (let i = 0; i < QUEUE_SIZE; i += 1)
    queue.push(
      (
        await addMeter(w.db, {
          fieldOfficerId: w.people.officer.id,
          communicationStatus: 'LIVE',
          stepSince: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        })
      ).id,
    );
  // Not in BI_ADMIN's queue: a decided meter, and a recommended one.
  await addMeter(w.db, {
    fieldOfficerId: w.people.officer.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
    stepSince: '2025-01-01T00:00:00Z',
  });
  await addMeter(w.db, {
    fieldOfficerId: w.people.officer.id,
    communicationStatus: 'LIVE',
    techSupportStatus: 'APPROVED',
    stepSince: '2025-01-01T00:00:00Z',
  });
});
afterAll(() => w.close());

const start = (as: Cast | 'superadmin', payload: object, cookie?: string) =>
  cookie
    ? w.t.app.inject({
        method: 'POST',
        url: '/api/v1/review-claims',
        headers: { cookie, ...CONSOLE },
        payload,
      })
    : w.call(as, { method: 'POST', url: '/api/v1/review-claims', payload });
const claimed = async (as: Cast, count: number) => {
  const response = await start(as, { queue: 'recommendation', count });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    message: string;
    data: { claimed: number; holding: number; expiresAt: string | null };
  };
};
const mine = async (as: Cast) => {
  const response = await w.call(as, {
    method: 'GET',
    url: '/api/v1/meters?stage=pending-review&review=No%20Status&claim=mine&sort=stepSince&order=asc',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Meter[] }).data.map((m) => m.id);
};
const lookup = async (as: Cast | 'superadmin', ids: number[]) => {
  const response = await w.call(as, { method: 'GET', url: `/api/v1/meters/claims?ids=${ids.join(',')}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InstallationClaim[] }).data;
};
const releaseAll = async () => {
  await w.db.deleteFrom('reviewClaims').execute();
};

describe('POST /api/v1/meters/claims (Start reviewing)', () => {
  it('claims the longest-waiting meters of the queue, which the claim filter and the lookup then show', async () => {
    const first = await claimed('bi', 3);
    expect(first.message).toBe(CLAIM_MESSAGES.claimed(3));
    expect(first.data).toMatchObject({ claimed: 3, holding: 3 });
    expect(await mine('bi')).toEqual(queue.slice(0, 3));
    const shown = await lookup('bi2', queue.slice(0, 4));
    expect(shown.map(({ id, reviewer, mine: own }) => ({ id, reviewer, own }))).toEqual(
      queue.slice(0, 3).map((id) => ({ id, reviewer: 'Asha Verma', own: false })),
    );
    expect((await lookup('bi', [queue[0] as number]))[0]?.mine).toBe(true);
    await releaseAll();
  });

  it('skips what another reviewer holds, and lists it apart from what no one is reviewing', async () => {
    await claimed('bi', 2);
    const other = await claimed('bi2', 2);
    expect(other.data.claimed).toBe(2);
    expect(await mine('bi2')).toEqual(queue.slice(2, 4));
    const free = await w.call('bi', {
      method: 'GET',
      url: '/api/v1/meters?stage=pending-review&review=No%20Status&claim=unclaimed&sort=stepSince&order=asc',
    });
    expect((free.json() as { data: Meter[] }).data.map((m) => m.id)).toEqual(queue.slice(4));
    // Its total: the queue's (from the counters) less what is being reviewed.
    expect((free.json() as { total: number }).total).toBe(queue.length - 4);
    await releaseAll();
  });

  it('renews the caller’s running claims with each start, and answers what it holds in all', async () => {
    await claimed('bi', 2);
    await w.db
      .updateTable('reviewClaims')
      .set({ expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    const again = await claimed('bi', 1);
    expect(again.data).toMatchObject({ claimed: 1, holding: 3 });
    const mineNow = await w.call('bi', { method: 'GET', url: '/api/v1/review-claims/mine' });
    expect(mineNow.json()).toEqual({
      success: true,
      data: {
        meters: { holding: 3, expiresAt: again.data.expiresAt },
        modems: { holding: 0, expiresAt: null },
      },
    });
    // The review targets' claimMinutes (30 unless set) from now.
    expect(Date.parse(again.data.expiresAt ?? '')).toBeGreaterThan(Date.now() + 29 * 60_000);
    await releaseAll();
  });

  it('lets another take over a claim whose time is up', async () => {
    await claimed('bi', 1);
    await w.db
      .updateTable('reviewClaims')
      .set({ expiresAt: '2026-01-01T00:00:00Z', claimedAt: '2025-12-31T00:00:00Z' })
      .execute();
    expect((await claimed('bi2', 1)).data.claimed).toBe(1);
    expect(await mine('bi2')).toEqual([queue[0]]);
    expect(await mine('bi')).toEqual([]);
    await releaseAll();
  });

  it('ends a claim when the meter is recommended (it leaves the step), and when its reviewer signs out', async () => {
    await claimed('bi', 2);
    const recommend = await w.call('bi', {
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      payload: { meterId: queue[0], techSupportStatus: 'Approved' },
    });
    expect(recommend.statusCode, recommend.body).toBe(200);
    expect((await lookup('bi', queue.slice(0, 2))).map((c) => c.id)).toEqual([queue[1]]);

    const session = await signIn(w.t.app, 'bi2', FIXTURE_PASSWORD);
    expect((await start('bi2', { queue: 'recommendation', count: 2 }, session)).statusCode).toBe(200);
    expect((await lookup('bi', queue)).filter((c) => c.reviewer === 'Ravi Kumar')).toHaveLength(2);
    const out = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: session, ...CONSOLE },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await lookup('bi', queue)).filter((c) => c.reviewer === 'Ravi Kumar')).toEqual([]);
    queue = queue.slice(1);
    await releaseAll();
  });

  it('refuses another role’s queue and a bad count, claiming nothing', async () => {
    const wrong = await start('bi', { queue: 'decision', count: 2 });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(CLAIM_MESSAGES.notYourQueue);
    for (const count of [0, 51, 2.5, '3']) {
      const bad = await start('bi', { queue: 'recommendation', count });
      expect(bad.statusCode, String(count)).toBe(400);
    }
    expect((await start('bi', { queue: 'recommendation', filters: { stage: 'accepted' } })).statusCode).toBe(
      400,
    );
    const officer = await start('officer', { queue: 'recommendation' });
    expect(officer.statusCode).toBe(403);
    expect(await w.db.selectFrom('reviewClaims').select('id').execute()).toEqual([]);
  });

  it('never gives two reviewers racing for the queue the same meter', async () => {
    const calls = await Promise.all(
      ['bi', 'bi2', 'bi', 'bi2', 'bi', 'bi2'].map((as) =>
        start(as as Cast, { queue: 'recommendation', count: 3 }),
      ),
    );
    const answers = calls.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { data: { claimed: number } }).data.claimed;
    });
    const [a, b] = [await mine('bi'), await mine('bi2')];
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    // Each answer told the truth: what they claimed is what the two hold.
    expect(answers.reduce((sum, n) => sum + n, 0)).toBe(a.length + b.length);
    // A claim that lost a row to the other at the same instant got fewer, never a held one: the rest is still
    // there to claim, and then every meter of the queue is held once.
    const rest = await claimed('bi', QUEUE_SIZE);
    expect(rest.data.holding).toBe(a.length + rest.data.claimed);
    const [all, other] = [await mine('bi'), await mine('bi2')];
    expect([...all, ...other].sort((x, y) => x - y)).toEqual([...queue].sort((x, y) => x - y));
    await releaseAll();
  });
});

describe('the super admin’s claims (GET /api/v1/review-claims, DELETE /api/v1/review-claims/:userId)', () => {
  it('lists each reviewer holding claims, and releases one reviewer’s claims, audited', async () => {
    await claimed('bi', 2);
    await claimed('bi2', 1);
    const listed = await w.call('superadmin', { method: 'GET', url: '/api/v1/review-claims' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      (listed.json() as { data: { reviewer: string; meters: number }[] }).data.map(
        ({ reviewer, meters }) => ({
          reviewer,
          meters,
        }),
      ),
    ).toEqual([
      { reviewer: 'Asha Verma', meters: 2 },
      { reviewer: 'Ravi Kumar', meters: 1 },
    ]);
    expect((await w.call('bi', { method: 'GET', url: '/api/v1/review-claims' })).statusCode).toBe(403);

    const released = await w.call('superadmin', {
      method: 'DELETE',
      url: `/api/v1/review-claims/${w.people.bi.id}`,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ message: CLAIM_MESSAGES.released(2), data: { released: 2 } });
    expect(await mine('bi')).toEqual([]);
    expect(await mine('bi2')).toHaveLength(1);
    const entry = await w.db
      .selectFrom('activities')
      .select(['action', 'entityId', 'details'])
      .where('action', '=', 'REVIEW_CLAIMS_RELEASED')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entityId: w.people.bi.id, details: { released: 2 } });

    const own = await w.call('bi2', { method: 'DELETE', url: '/api/v1/review-claims/mine' });
    expect(own.json()).toMatchObject({ data: { released: 1 } });
    expect(await mine('bi2')).toEqual([]);
  });
});

describe('the super admin’s modem queue (modem-decision)', () => {
  it('claims commissioned modems the longest wait first, shows them by the claim filter, and ends a claim with the decision', async () => {
    const modems: number[] = [];
    for (let i = 0; i < 3; i += 1)
      modems.push(
        (
          await addModem(w.db, {
            fieldOfficerId: w.people.officer.id,
            communicationStatus: 'LIVE',
            stepSince: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
          })
        ).id,
      );
    const claim = await start('superadmin', { queue: 'modem-decision', count: 2 });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      message: CLAIM_MESSAGES.claimed(2, 'Modems'),
      data: { claimed: 2 },
    });
    const mineList = await w.call('superadmin', {
      method: 'GET',
      url: '/api/v1/modem/commissioned?status=Commissioned&claim=mine&sort=stepSince&order=asc',
    });
    expect(mineList.statusCode, mineList.body).toBe(200);
    expect((mineList.json() as { data: { id: number }[] }).data.map((m) => m.id)).toEqual(modems.slice(0, 2));
    const shown = await w.call('superadmin', {
      method: 'GET',
      url: `/api/v1/modem/claims?ids=${modems.join(',')}`,
    });
    expect((shown.json() as { data: InstallationClaim[] }).data.map((c) => [c.id, c.mine])).toEqual([
      [modems[0], true],
      [modems[1], true],
    ]);
    // BI_ADMIN does not decide modems.
    expect((await start('bi', { queue: 'modem-decision' })).statusCode).toBe(403);

    const version = (
      await w.db
        .selectFrom('modems')
        .select('version')
        .where('id', '=', modems[0] as number)
        .executeTakeFirstOrThrow()
    ).version;
    const decided = await w.call('superadmin', {
      method: 'PUT',
      url: `/api/v1/modem/${modems[0]}/commission-status`,
      payload: { version, commissionStatus: 'Approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await w.call('superadmin', { method: 'GET', url: '/api/v1/review-claims/mine' });
    expect((after.json() as { data: { modems: { holding: number } } }).data.modems.holding).toBe(1);
    await releaseAll();
  });
});
