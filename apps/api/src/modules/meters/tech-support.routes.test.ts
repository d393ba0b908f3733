import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
const LIST = '/api/v1/meters/pending-with-tech-support';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.ts', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.ts', role: 'BI_ADMIN' });
  const officer = await addUser(db, {
    username: 'off.ts',
    role: 'FIELD_OFFICER',
    firstName: 'Ravi',
    lastName: 'Verma',
    createdBy: ae.id,
  });
  const meter = (values: object) => addMeter(db, { fieldOfficerId: officer.id, ...values });
  await meter({ meterSno: 'TS-101', techSupportStatus: 'APPROVED' });
  await meter({ meterSno: 'TS-102', techSupportStatus: 'APPROVED', division: 'Agra Rural' });
  await meter({ meterSno: 'TS-103', techSupportStatus: 'REJECTED', dtrSno: 'DTR-NORTH-9' });
  await meter({ meterSno: 'TS-104' });
  await meter({ meterSno: 'TS-105', division: 'Agra Rural' });
  // Decided meters are not on the list, whatever their recommendation.
  await meter({ meterSno: 'TS-106', techSupportStatus: 'APPROVED', commissionStatus: 'Approved' });
  await meter({ meterSno: 'TS-107', techSupportStatus: 'REJECTED', commissionStatus: 'Rejected' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.ts', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.ts', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (who: keyof typeof c, url: string) => t.app.inject({ url, headers: { cookie: c[who] } });
const snos = async (url: string, who: keyof typeof c = 'superadmin') => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.total).toBe(body.data.length);
  return (body.data as { meterSno: string }[]).map((m) => m.meterSno).sort();
};

describe('GET /api/v1/meters/pending-with-tech-support', () => {
  it('lists the pending meters with the meter list envelope, paging and sort', async () => {
    expect(await snos(LIST)).toEqual(['TS-101', 'TS-102', 'TS-103', 'TS-104', 'TS-105']);
    const page = (await get('superadmin', `${LIST}?pageSize=2&page=2&sort=meterSno&order=asc`)).json();
    expect(page).toMatchObject({ success: true, total: 5, page: 2, pageSize: 2 });
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.prevCursor).toEqual(expect.any(String));
    expect(page.data.map((m: { meterSno: string }) => m.meterSno)).toEqual(['TS-103', 'TS-104']);
    expect(page.data[0]).toMatchObject({ fieldOfficerName: 'Ravi', fieldOfficerLastName: 'Verma' });
  });

  it('keeps its stage: a stage in the query changes nothing', async () => {
    expect(await snos(`${LIST}?stage=accepted`)).toHaveLength(5);
  });

  it('searches the tech support status too, besides meter, DTR, substation and officer name', async () => {
    expect(await snos(`${LIST}?q=approved`)).toEqual(['TS-101', 'TS-102']);
    expect(await snos(`${LIST}?q=REJECT`)).toEqual(['TS-103']);
    expect(await snos(`${LIST}?q=north`)).toEqual(['TS-103']);
    expect(await snos(`${LIST}?q=verma`)).toHaveLength(5);
    // The other lists keep their own search: no list matches a recommendation by its status.
    expect(await snos('/api/v1/meters?stage=pending-review&q=approved')).toEqual([]);
  });

  it('filters by recommendation (review) and division', async () => {
    expect(await snos(`${LIST}?review=Pending%20Review`)).toEqual(['TS-101', 'TS-102', 'TS-103']);
    expect(await snos(`${LIST}?review=No%20Status`)).toEqual(['TS-104', 'TS-105']);
    expect(await snos(`${LIST}?division=Agra%20Rural&review=Pending%20Review`)).toEqual(['TS-102']);
  });

  it('serves both reviewers and refuses an AE_ADMIN (403)', async () => {
    expect(await snos(LIST, 'bi')).toHaveLength(5);
    expect((await get('ae', LIST)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/meters/pending-with-tech-support/export', () => {
  it('streams the filtered list as pending-meters-tech-support-{date}.csv with the SPEC §2.8 columns and the Flags', async () => {
    const response = await get('superadmin', `${LIST}/export?q=approved&sort=meterSno&order=asc`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="pending-meters-tech-support-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Meter S.No","DTR S.No","Substation","Division","Field Officer","Tech Support Status","Commission Status","Installed On","Flags"',
    );
    expect(lines).toHaveLength(1 + 2);
    expect(lines[1]).toMatch(
      /^"TS-101","DTR-\d+","Kamla Nagar 33\/11 KV","Agra Urban I","Ravi Verma","APPROVED","Pending","20/,
    );
  });

  it('refuses an AE_ADMIN (403)', async () => {
    expect((await get('ae', `${LIST}/export`)).statusCode).toBe(403);
  });
});

describe('queues from the record (issue 36)', () => {
  const recommend = (who: keyof typeof c, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c[who], ...CONSOLE },
      payload,
    });
  const meterOf = async (sno: string) =>
    (await get('superadmin', `${LIST}?q=${sno}`)).json().data[0] as {
      id: number;
      version: number;
      techSupportStatus: string | null;
      techSupportProgress: string | null;
    };
  const events = async (id: number) =>
    (await get('superadmin', `/api/v1/meters/${id}/review-record`)).json().data as { kind: string }[];

  it('keeps a working status apart: it moves no meter between queues and is not a recommendation', async () => {
    const meter = await meterOf('TS-104');
    const response = await recommend('superadmin', {
      meterId: meter.id,
      techSupportStatus: 'IN_PROGRESS',
      version: meter.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await meterOf('TS-104')).toMatchObject({
      techSupportStatus: null,
      techSupportProgress: 'IN_PROGRESS',
    });
    expect(await snos(`${LIST}?review=No%20Status`)).toContain('TS-104');
    expect(await events(meter.id)).toEqual([]);
  });

  it('takes a verdict out of the recommendation queue, and a reopen puts it back for a fresh one', async () => {
    const meter = await meterOf('TS-105');
    expect(
      (await recommend('bi', { meterId: meter.id, techSupportStatus: 'Approved', version: meter.version }))
        .statusCode,
    ).toBe(200);
    expect(await snos(`${LIST}?review=Pending%20Review`)).toContain('TS-105');
    const recommended = await meterOf('TS-105');
    const decide = (who: keyof typeof c, version: number, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/meters/${meter.id}/commission-status`,
        headers: { cookie: c[who], ...CONSOLE },
        payload: { version, ...body },
      });
    const rejected = await decide('superadmin', recommended.version, {
      commissionStatus: 'Rejected',
      rejectionCategory: 'location',
      comment: 'Pole number does not match the site photo',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const reopened = await decide('ae', rejected.json().data.version, {
      commissionStatus: 'Pending',
      comment: 'Re-photographed at the right pole',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ commissionStatus: 'Pending', techSupportStatus: null });
    expect(await snos(`${LIST}?review=No%20Status`)).toContain('TS-105');
    // The record keeps the verdict the reopen set aside.
    expect((await events(meter.id)).map((e) => e.kind)).toEqual(['recommendation', 'decision', 'decision']);
  });
});
