import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT, IDEMPOTENCY } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let officer: string;
let otherOfficer: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'officer.idem', role: 'FIELD_OFFICER' });
  await addUser(db, { username: 'officer.idem2', role: 'FIELD_OFFICER' });
  officer = await signIn(t.app, 'officer.idem', FIXTURE_PASSWORD);
  otherOfficer = await signIn(t.app, 'officer.idem2', FIXTURE_PASSWORD);
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const count = async (table: 'meters' | 'idempotencyKeys', meterSno?: string) => {
  let query = t.app.dbHandle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (meterSno) query = query.where('meterSno' as never, '=', meterSno as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const installAudits = async (meterId: number) =>
  Number(
    (
      await t.app.dbHandle.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'METER_INSTALLED')
        .where('entityId', '=', meterId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (cookie: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie, ...CONSOLE, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
const postForm = (cookie: string, fields: Record<string, string>, photo: Buffer, key: string) => {
  const form = multipart(fields, [{ field: 'photo1', name: 'a.png', type: 'image/png', bytes: photo }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/meters',
    headers: { cookie, ...CONSOLE, ...form.headers, 'idempotency-key': key },
    payload: form.payload,
  });
};

describe('POST /api/v1/meters with an Idempotency-Key', () => {
  // First in the file: the prune runs at most once a minute, on the first keyed request.
  it('prunes keys older than 24 hours when a keyed request comes', async () => {
    const { id: userId } = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'officer.idem2')
      .executeTakeFirstOrThrow();
    await t.app.dbHandle.db
      .insertInto('idempotencyKeys')
      .values({
        userId,
        route: '/api/v1/meters',
        key: 'expired',
        requestHash: 'x',
        status: 201,
        body: JSON.stringify({}),
        createdAt: sql<string>`now() - interval '25 hours'`,
      })
      .execute();
    expect(await count('idempotencyKeys')).toBe(1);
    expect((await post(officer, { meterSno: 'IK000000' }, 'prune-trigger')).statusCode).toBe(201);
    const keys = await t.app.dbHandle.db.selectFrom('idempotencyKeys').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['prune-trigger']);
  });

  it('answers a retry with the stored 201 and the same meter, marked replayed, and stores one row', async () => {
    const first = await post(officer, { meterSno: 'IK000001', substationName: 'Tajganj' }, 'retry-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await post(officer, { meterSno: 'IK000001', substationName: 'Tajganj' }, 'retry-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('meters', 'IK000001')).toBe(1);
    expect(await installAudits(first.json().data.id)).toBe(1);
  });

  it('replays a multipart install with its photo, and refuses other photo bytes under the key (422)', async () => {
    const fields = { meterSno: 'IK000002' };
    const first = await postForm(officer, fields, png, 'form-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.photos).toHaveLength(1);
    const again = await postForm(officer, fields, png, 'form-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    const otherPhoto = Buffer.concat([png, Buffer.from([0])]);
    const changed = await postForm(officer, fields, otherPhoto, 'form-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(IDEMPOTENCY.mismatch);
    expect(await count('meters', 'IK000002')).toBe(1);
  });

  it('answers 422 for the same key with a different request, and writes nothing', async () => {
    await post(officer, { meterSno: 'IK000003' }, 'reused');
    const meters = await count('meters');
    const other = await post(officer, { meterSno: 'IK000004' }, 'reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: IDEMPOTENCY.mismatch });
    expect(await count('meters')).toBe(meters);
  });

  it("keeps each user's keys apart: another officer's same key is a new request", async () => {
    const mine = await post(officer, { meterSno: 'IK000005' }, 'shared-key');
    const theirs = await post(otherOfficer, { meterSno: 'IK000006' }, 'shared-key');
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('refuses a malformed key with 400 and its message, and writes nothing', async () => {
    const meters = await count('meters');
    const keys = await count('idempotencyKeys');
    for (const key of ['', 'has space', 'x'.repeat(256), 'é-accent']) {
      const response = await post(officer, { meterSno: 'IK000007' }, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY.badKey);
    }
    expect(await post(officer, { meterSno: 'IK000007' }, 'x'.repeat(255))).toHaveProperty('statusCode', 201);
    expect(await count('meters')).toBe(meters + 1);
    expect(await count('idempotencyKeys')).toBe(keys + 1);
  });

  it('stores nothing for a request that failed, so a corrected retry with the key runs', async () => {
    await post(officer, { meterSno: 'IK000008' });
    const duplicate = await post(officer, { meterSno: 'IK000008' }, 'after-failure');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(CONFLICT.meterSno);
    const again = await post(officer, { meterSno: 'IK000008' }, 'after-failure');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours: the same key then registers anew', async () => {
    const first = await post(officer, { meterSno: 'IK000009' }, 'old-key');
    await t.app.dbHandle.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: sql<string>`now() - interval '25 hours'` })
      .where('key', '=', 'old-key')
      .execute();
    const later = await post(officer, { meterSno: 'IK000010' }, 'old-key');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(later.json().data.id).not.toBe(first.json().data.id);
  });

  it('without the header, behaves as before: each call registers, a repeated number is 409', async () => {
    expect((await post(officer, { meterSno: 'IK000011' })).statusCode).toBe(201);
    const repeated = await post(officer, { meterSno: 'IK000011' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.headers['idempotency-replayed']).toBeUndefined();
  });

  it('registers one meter when ten retries with one key race, and answers each with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(officer, { meterSno: 'IK000012' }, 'raced')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotency-replayed'] === 'true')).toHaveLength(9);
    expect(await count('meters', 'IK000012')).toBe(1);
  });
});
