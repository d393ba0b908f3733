import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY, MODEM_API_TEXTS } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let officer: string;
let otherOfficer: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'officer.mk', role: 'FIELD_OFFICER', accessLevel: 'Modems' });
  await addUser(db, { username: 'officer.mk2', role: 'FIELD_OFFICER', accessLevel: 'Modems' });
  officer = await signIn(t.app, 'officer.mk', FIXTURE_PASSWORD);
  otherOfficer = await signIn(t.app, 'officer.mk2', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const modems = async (modemSno: string) =>
  Number(
    (
      await t.app.dbHandle.db
        .selectFrom('modems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('modemSno', '=', modemSno)
        .executeTakeFirstOrThrow()
    ).n,
  );

const save = (cookie: string, modemSno: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/modem/save-meter-data',
    headers: { cookie, ...CONSOLE, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { modemSno, meterSno: `M-${modemSno}`, serviceNo: `S-${modemSno}` },
  });

describe('POST /api/v1/modem/save-meter-data with an Idempotency-Key', () => {
  it('replays the first 201 (not the 200 of a repeated number), marked replayed, with one row', async () => {
    const first = await save(officer, 'MK0001', 'modem-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await save(officer, 'MK0001', 'modem-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(MODEM_API_TEXTS.saved);
    expect(await modems('MK0001')).toBe(1);
    const unkeyed = await save(officer, 'MK0001');
    expect(unkeyed.statusCode).toBe(200);
    expect(unkeyed.headers['idempotency-replayed']).toBeUndefined();
  });

  it('answers 422 for the key with another modem, and registers nothing', async () => {
    await save(officer, 'MK0002', 'modem-2');
    const other = await save(officer, 'MK0003', 'modem-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY.mismatch);
    expect(await modems('MK0003')).toBe(0);
  });

  it("keeps each user's keys apart", async () => {
    expect((await save(officer, 'MK0004', 'same')).statusCode).toBe(201);
    const theirs = await save(otherOfficer, 'MK0005', 'same');
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 and registers nothing', async () => {
    const response = await save(officer, 'MK0006', 'bad key');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IDEMPOTENCY.badKey);
    expect(await modems('MK0006')).toBe(0);
  });

  it('registers one modem when ten retries with one key race', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(officer, 'MK0007', 'raced')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await modems('MK0007')).toBe(1);
  });
});
