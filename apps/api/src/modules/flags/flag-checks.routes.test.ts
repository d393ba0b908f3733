import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT, FLAG_CHECK_MESSAGES as M, FLAG_CHECKS_DEFAULT } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { writeSetting } from '../settings/index.js';
import { holdFlags } from './flags.repo.js';
import { refreshPhotoFlags } from './flags.service.js';
import { recheckStoredPhotos } from './photo-recheck.js';

/**
 * The photo checks' setting (issue 42) through the API: the super admin alone reads and changes the distance,
 * version-checked and audited; a lower one removes the pairs it no longer allows at once, a higher one checks the
 * stored photos again in the background, from a cursor a stop leaves where it was.
 */
let t: TestApp;
let c: Record<'superadmin' | 'bi', string>;
const db = () => t.app.dbHandle.db;
const URL = '/api/v1/settings/flag-checks';

/**
 * Five meters with one photo each, fingerprinted as written here: M1 and M4 hold one file; the others' hashes
 * differ from it in the low bits they flip, so each pair's distance is known (M1–M2 2, M1–M3 5, M1–M5 6, M2–M3 3,
 * M2–M5 4, M3–M5 1, and M4 as M1).
 */
const BASE = 0x0f0f0f0f0f0f0f0fn;
const flipped = (bits: number) => BASE ^ ((1n << BigInt(bits)) - 1n);
const PHOTOS = [
  { name: 'M1', sha: 'a', dhash: BASE },
  { name: 'M2', sha: 'b', dhash: flipped(2) },
  { name: 'M3', sha: 'c', dhash: flipped(5) },
  { name: 'M4', sha: 'a', dhash: BASE },
  { name: 'M5', sha: 'd', dhash: flipped(6) },
] as const;
const ids: Record<string, number> = {};
const nameOf = (id: number) => Object.keys(ids).find((name) => ids[name] === id);

beforeAll(async () => {
  t = await createTestApp();
  await addUser(db(), { username: 'bi.checks', role: 'BI_ADMIN' });
  const officer = await addUser(db(), { username: 'fo.checks', role: 'FIELD_OFFICER' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.checks', FIXTURE_PASSWORD),
  };
  for (const photo of PHOTOS) {
    const meter = await addMeter(db(), { fieldOfficerId: officer.id, meterSno: `CHK-${photo.name}` });
    ids[photo.name] = meter.id;
    await sql`
      insert into meter_photos (meter_id, slot, file_name, content_type, size_bytes, sha256, dhash)
      values (${meter.id}, 1, ${`chk-${photo.name}.jpg`}, 'image/jpeg', 1, ${photo.sha.repeat(64)},
              ${photo.dhash.toString()}::bigint)`.execute(db());
    await db()
      .transaction()
      .execute(async (tx) => {
        await holdFlags(tx);
        await refreshPhotoFlags(tx, 'meter', meter.id);
      });
  }
});
afterAll(() => t.close());

const call = (who: keyof typeof c, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: URL, headers: { cookie: c[who], ...CONSOLE }, payload });

/** The photo matches held, each once ("M1–M2 2"; a same file "M1–M4 file"), from the lower id's side. */
async function matches(): Promise<string[]> {
  const rows = await db()
    .selectFrom('installationFlags')
    .select(['installationId', 'relatedId', 'detail'])
    .where('code', '=', 'photo-match')
    .whereRef('installationId', '<', 'relatedId')
    .execute();
  return rows
    .map((row) => {
      const [pair] = (row.detail as { pairs: { distance: number; sameFile: boolean }[] }).pairs;
      return `${nameOf(row.installationId)}–${nameOf(row.relatedId)} ${pair!.sameFile ? 'file' : pair!.distance}`;
    })
    .sort();
}
const changes = async () =>
  (await db().selectFrom('activities').select(['details']).where('action', '=', 'SETTING_CHANGED').execute())
    .map((e) => e.details as Record<string, unknown>)
    .filter((d) => d.setting === 'flagChecks');

describe('GET and PUT /api/v1/settings/flag-checks', () => {
  it('reads the default distance, never set, with no re-check, to the super admin only', async () => {
    const read = await call('superadmin', 'GET');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({
      ...FLAG_CHECKS_DEFAULT,
      version: 0,
      updatedAt: null,
      updatedBy: null,
      recheck: null,
    });
    expect((await call('bi', 'GET')).statusCode).toBe(403);
    expect(
      (await call('bi', 'PUT', { version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance: 1 })).statusCode,
    ).toBe(403);
    // At the default 3 bits: the pairs within 3, and the same file.
    expect(await matches()).toEqual(['M1–M2 2', 'M1–M4 file', 'M2–M3 3', 'M2–M4 2', 'M3–M5 1']);
  });

  it('refuses a distance outside 0 to 7 or not whole, a field it does not know, and changes nothing', async () => {
    for (const photoDistance of [-1, 8, 2.5, '3', null]) {
      const refused = await call('superadmin', 'PUT', { version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance });
      expect(refused.statusCode, `${String(photoDistance)}: ${refused.body}`).toBe(400);
      expect(refused.body).toContain(M.photoDistance);
    }
    expect(
      (await call('superadmin', 'PUT', { version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance: 2, extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await call('superadmin', 'GET')).json().data.version).toBe(0);
    expect(await changes()).toEqual([]);
  });

  it('lowered, removes at once the pairs it no longer allows (never the same file), audited', async () => {
    const lowered = await call('superadmin', 'PUT', { version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().message).toBe(M.pruned(3));
    expect(lowered.json().data).toMatchObject({ photoDistance: 1, version: 1, recheck: null });
    expect(await matches()).toEqual(['M1–M4 file', 'M3–M5 1']);
    expect(await changes()).toEqual([
      {
        setting: 'flagChecks',
        before: FLAG_CHECKS_DEFAULT,
        after: { ...FLAG_CHECKS_DEFAULT, photoDistance: 1 },
        version: 1,
        photoMatchesRemoved: 3,
      },
    ]);
  });

  it('refuses a change made on an old reading (409), and answers one that changes nothing as it is', async () => {
    const stale = await call('superadmin', 'PUT', { version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance: 7 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONFLICT.staleVersion]);
    const same = await call('superadmin', 'PUT', { version: 1, ...FLAG_CHECKS_DEFAULT, photoDistance: 1 });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBeUndefined();
    expect(same.json().data.version).toBe(1);
    expect(await changes()).toHaveLength(1);
    expect(await matches()).toEqual(['M1–M4 file', 'M3–M5 1']);
  });

  it('raised, checks every stored photo again in the background and shows how far it has come', async () => {
    const raised = await call('superadmin', 'PUT', { version: 1, ...FLAG_CHECKS_DEFAULT, photoDistance: 6 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().message).toBe(M.rechecking);
    expect(raised.json().data.recheck).toMatchObject({ total: 5 });
    await t.app.background.idle();
    const read = (await call('superadmin', 'GET')).json().data;
    expect(read.recheck).toMatchObject({ checked: 5, total: 5, finishedAt: expect.any(String) });
    // Every pair within 6 bits, M4 as M1.
    expect(await matches()).toEqual([
      'M1–M2 2',
      'M1–M3 5',
      'M1–M4 file',
      'M1–M5 6',
      'M2–M3 3',
      'M2–M4 2',
      'M2–M5 4',
      'M3–M4 5',
      'M3–M5 1',
      'M4–M5 6',
    ]);
    expect((await changes()).at(-1)).toMatchObject({
      after: { photoDistance: 6 },
      storedPhotosCheckedAgain: true,
    });
  });

  it('a re-check a stop left halfway goes on from its cursor, and stops at once when told', async () => {
    // As if the server stopped after M2, with M3–M5 not found yet.
    await writeSetting(
      db(),
      'photoRecheck',
      {
        kind: 'meter',
        after: ids.M2!,
        checked: 2,
        total: 5,
        startedAt: new Date().toISOString(),
        finishedAt: null,
      },
      null,
    );
    const lost = [ids.M3!, ids.M5!];
    await db()
      .deleteFrom('installationFlags')
      .where('installationId', 'in', lost)
      .where('relatedId', 'in', lost)
      .execute();
    const stopped = new AbortController();
    stopped.abort();
    await recheckStoredPhotos(db(), stopped.signal);
    expect((await call('superadmin', 'GET')).json().data.recheck).toMatchObject({
      checked: 2,
      finishedAt: null,
    });
    expect(await matches()).not.toContain('M3–M5 1');

    await recheckStoredPhotos(db(), new AbortController().signal);
    expect((await call('superadmin', 'GET')).json().data.recheck).toMatchObject({
      checked: 5,
      total: 5,
      finishedAt: expect.any(String),
    });
    expect(await matches()).toContain('M3–M5 1');
  });
});
