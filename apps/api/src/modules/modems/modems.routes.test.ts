import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';

import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ae: string;
let other: string;
let phone: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae1 = await addUser(db, { username: 'ae.modem', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db, { username: 'ae.other', role: 'AE_ADMIN', accessLevel: 'Modems' });
  await addUser(db, { username: 'ae.meters', role: 'AE_ADMIN', accessLevel: 'Meters', createdBy: null });
  const officer = await addUser(db, {
    username: 'modem.officer',
    role: 'FIELD_OFFICER',
    accessLevel: 'Modems',
    createdBy: ae1.id,
  });
  phone = officer.phone;
  await addModem(db, {
    fieldOfficerId: officer.id,
    commissionStatus: 'Approved',
    communicationStatus: 'LIVE',
    consumerName: 'Shri Ram Lal',
  });
  await addModem(db, { fieldOfficerId: officer.id, communicationStatus: 'LIVE' });
  await addModem(db, { fieldOfficerId: officer.id, commissionStatus: 'Rejected', serviceNo: '=cmd|calc' });
  ae = await signIn(t.app, 'ae.modem', FIXTURE_PASSWORD);
  other = await signIn(t.app, 'ae.other', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

describe('GET /api/v1/modem/by-field-officer/:phone', () => {
  it("answers the officer's modems with the spec's stage labels", async () => {
    const body = (await get(ae, `/api/v1/modem/by-field-officer/${phone}`)).json();
    expect(body.total).toBe(3);
    expect(body.data.map((m: { stage: string }) => m.stage).sort()).toEqual([
      'Accepted',
      'Commissioned',
      'Rejected',
    ]);
    expect(body.data.find((m: { stage: string }) => m.stage === 'Accepted')).toMatchObject({
      consumerName: 'Shri Ram Lal',
      modemno: expect.stringMatching(/^MD/),
    });
    expect((await get(ae, `/api/v1/modem/by-field-officer/${phone}?stage=Commissioned`)).json().total).toBe(
      2,
    );
    expect((await get(ae, `/api/v1/modem/by-field-officer/${phone}?q=ram%20lal`)).json().total).toBe(0);
    expect((await get(ae, `/api/v1/modem/by-field-officer/${phone}?q=md0`)).json().total).toBe(3);
  });

  it("gives each of the officer's tiles the total of the list it opens", async () => {
    const officer = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    const counts = (await get(ae, `/api/v1/users/${officer.id}`)).json().data.counts.modems;
    const total = async (stage: string) =>
      (await get(ae, `/api/v1/modem/by-field-officer/${phone}?stage=${stage}`)).json().total;
    expect(counts).toEqual({
      total: 3,
      installed: await total('Installed'),
      commissioned: await total('Commissioned'),
      accepted: await total('Accepted'),
      rejected: await total('Rejected'),
    });
    expect(counts.installed).toBe(3);
  });

  it('counts the tiles of the modems installed in a range, as the lists with that range total them', async () => {
    const counts = (query = '') => get(ae, `/api/v1/modem/by-field-officer/${phone}/counts${query}`);
    const all = await counts();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({ total: 3, commissioned: 2, accepted: 1, rejected: 1 });
    // The fixtures were installed on 1 June 2026: a range around it keeps them, one after it none.
    const june = '?installedFrom=2026-05-31&installedTo=2026-06-02';
    expect((await counts(june)).json().data).toEqual(all.json().data);
    const listed = async (stage: string) =>
      (await get(ae, `/api/v1/modem/by-field-officer/${phone}${june}&stage=${stage}`)).json().total;
    expect((await counts(june)).json().data.commissioned).toBe(await listed('Commissioned'));
    expect((await counts('?installedFrom=2026-06-03')).json().data).toEqual({
      total: 0,
      commissioned: 0,
      accepted: 0,
      rejected: 0,
    });
    const reversed = await counts('?installedFrom=2026-06-03&installedTo=2026-06-01');
    expect(reversed.statusCode).toBe(400);
    expect((await get(other, `/api/v1/modem/by-field-officer/${phone}/counts`)).statusCode).toBe(404);
  });

  it('refuses (403) an admin whose access level has no Modems, even for its own officer', async () => {
    const metersOnly = await signIn(t.app, 'ae.meters', FIXTURE_PASSWORD);
    const response = await get(metersOnly, `/api/v1/modem/by-field-officer/${phone}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH.noViewAccess('Modems'));
  });

  it("answers 404 for another AE_ADMIN's officer and for a path that is no phone", async () => {
    expect((await get(other, `/api/v1/modem/by-field-officer/${phone}`)).statusCode).toBe(404);
    expect((await get(ae, '/api/v1/modem/by-field-officer/12ab')).statusCode).toBe(404);
  });

  it('exports the modems as CSV with formula cells neutralised', async () => {
    const response = await get(ae, `/api/v1/modem/by-field-officer/${phone}/export`);
    expect(response.headers['content-disposition']).toMatch(/field-officer-modems-\d{4}-\d{2}-\d{2}\.csv/);
    expect(response.body.split('\r\n')[0]).toBe(
      '"Modem ID","Modem No","Meter No","Service No","Consumer Name","Location","Status","Installed On","Last Communication","Flags"',
    );
    expect(response.body).toContain(`"'=cmd|calc"`);
  });
});
