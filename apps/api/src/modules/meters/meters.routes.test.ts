import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, CONFLICT, FIELD_MESSAGES, Meter, METER_EDIT_TEXTS } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookies: Record<'superadmin' | 'biadmin' | 'ae1' | 'ae2', string>;
let ids: {
  ae1: number;
  ae2: number;
  officerA: number;
  officerB: number;
  officerOfAe2: number;
  liveApproved: number;
  otherMeter: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae1 = await addUser(db, { username: 'ae1', role: 'AE_ADMIN' });
  const ae2 = await addUser(db, { username: 'ae2', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi', role: 'BI_ADMIN' });
  const officerA = await addUser(db, {
    username: 'offa',
    role: 'FIELD_OFFICER',
    firstName: 'Ramesh',
    lastName: 'Yadav',
    createdBy: ae1.id,
  });
  const officerB = await addUser(db, {
    username: 'offb',
    role: 'FIELD_OFFICER',
    firstName: 'Sunita',
    lastName: 'Verma',
    createdBy: ae1.id,
    division: 'Agra Rural',
  });
  const officerOfAe2 = await addUser(db, {
    username: 'offc',
    role: 'FIELD_OFFICER',
    firstName: 'Kiran',
    lastName: 'Jain',
    createdBy: ae2.id,
  });
  // officer A: 3 meters across stages; officer B: 2; ae2's officer: 2.
  const liveApproved = await addMeter(db, {
    fieldOfficerId: officerA.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
    feederName: 'Hospital Feeder',
    autoCommissioned: true,
  });
  await addMeter(db, {
    fieldOfficerId: officerA.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Pending',
    techSupportStatus: 'APPROVED',
  });
  await addMeter(db, {
    fieldOfficerId: officerA.id,
    communicationStatus: 'Offline',
    commissionStatus: 'Pending',
    substationName: 'Sikandra 33/11 KV',
  });
  await addMeter(db, {
    fieldOfficerId: officerB.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Rejected',
    techSupportStatus: 'REJECTED',
    // Rejected for its location: its Reason is Location, its Rejection Type Technical Issues (issue 36).
    rejectionCategory: 'location',
    division: 'Agra Rural',
  });
  await addMeter(db, {
    fieldOfficerId: officerB.id,
    communicationStatus: 'Offline',
    commissionStatus: 'Rejected',
    rejectionCategory: 'documentation',
    division: 'Agra Rural',
    feederName: '=HYPERLINK("http://evil","x")',
  });
  const otherMeter = await addMeter(db, {
    fieldOfficerId: officerOfAe2.id,
    communicationStatus: 'LIVE',
    commissionStatus: 'Rejected',
    rejectionCategory: 'location',
    division: 'Mathura City',
  });
  await addMeter(db, { fieldOfficerId: officerOfAe2.id, meterSno: 'AB_100%', division: 'Mathura City' });
  ids = {
    ae1: ae1.id,
    ae2: ae2.id,
    officerA: officerA.id,
    officerB: officerB.id,
    officerOfAe2: officerOfAe2.id,
    liveApproved: liveApproved.id,
    otherMeter: otherMeter.id,
  };
  cookies = {
    superadmin: await signIn(t.app, 'superadmin', 'Bootstrap#Admin-2026'),
    biadmin: await signIn(t.app, 'bi', FIXTURE_PASSWORD),
    ae1: await signIn(t.app, 'ae1', FIXTURE_PASSWORD),
    ae2: await signIn(t.app, 'ae2', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (who: keyof typeof cookies, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const snos = async (who: keyof typeof cookies, url: string) => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { meterSno: string }[]).map((m) => m.meterSno).sort();
};
const total = async (who: keyof typeof cookies, url: string) => (await get(who, url)).json().total as number;

describe('GET /api/v1/meters', () => {
  it('answers the page envelope with the officer name and phone joined in', async () => {
    const body = (await get('superadmin', '/api/v1/meters?pageSize=2&sort=id&order=asc')).json();
    expect(body).toMatchObject({
      success: true,
      total: 7,
      page: 1,
      pageSize: 2,
      prevCursor: null,
      totalIsEstimate: false,
    });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      fieldOfficerName: 'Ramesh',
      fieldOfficerLastName: 'Yadav',
      status: 'COMMISSIONED',
    });
    expect(body.data[0].fieldOfficerPhone).toMatch(/^\d{10}$/);
  });

  it("writes each row as the meter's own answer, with the schema's keys and nothing more", async () => {
    const rows = (await get('superadmin', '/api/v1/meters?pageSize=50')).json().data as Meter[];
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(Object.keys(Meter.shape));
      expect(row).toEqual((await get('superadmin', `/api/v1/meters/${row.id}`)).json().data);
    }
  });

  it('answers the total with a page past the end of the list, which has no row to carry it', async () => {
    const body = (await get('superadmin', '/api/v1/meters?page=3&pageSize=5')).json();
    expect(body).toMatchObject({ data: [], total: 7, totalIsEstimate: false });
    const rejected = (await get('ae1', '/api/v1/meters?stage=rejected&page=9&pageSize=5')).json();
    expect(rejected).toMatchObject({ data: [], total: await total('ae1', '/api/v1/meters?stage=rejected') });
  });

  it('pages with the default of 50 and refuses sizes above 500 or a page below 1', async () => {
    expect((await get('superadmin', '/api/v1/meters')).json().pageSize).toBe(50);
    expect((await get('superadmin', '/api/v1/meters?pageSize=501')).statusCode).toBe(400);
    expect((await get('superadmin', '/api/v1/meters?page=0')).statusCode).toBe(400);
    expect((await get('superadmin', '/api/v1/meters?pageSize=abc')).statusCode).toBe(400);
    expect((await get('superadmin', '/api/v1/meters?page=3&pageSize=3')).json().data).toHaveLength(1);
  });

  it('narrows by stage: commissioned is LIVE, accepted Approved, rejected Rejected, pending-review Pending', async () => {
    expect(await total('superadmin', '/api/v1/meters?stage=commissioned')).toBe(4);
    expect(await total('superadmin', '/api/v1/meters?stage=accepted')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=rejected')).toBe(3);
    expect(await total('superadmin', '/api/v1/meters?stage=pending-review')).toBe(3);
  });

  it('filters by status, reason, review, acceptance and division, each able to match', async () => {
    expect(await total('superadmin', '/api/v1/meters?status=COMMISSIONED')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?status=ACTIVE')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?status=PENDING')).toBe(2);
    expect(await total('superadmin', '/api/v1/meters?status=INACTIVE')).toBe(3);
    expect(await total('superadmin', '/api/v1/meters?stage=rejected&reason=Technical%20Issues')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=rejected&reason=Inactive')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=rejected&reason=Commission%20Rejected')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=pending-review&review=Pending%20Review')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=pending-review&review=No%20Status')).toBe(2);
    expect(await total('superadmin', '/api/v1/meters?stage=accepted&acceptance=Auto-Commissioned')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?stage=accepted&acceptance=Approved')).toBe(0);
    expect(await total('superadmin', '/api/v1/meters?division=Agra%20Rural')).toBe(2);
    expect(await total('superadmin', '/api/v1/meters?division=agra%20rural')).toBe(0);
    expect((await get('superadmin', '/api/v1/meters?status=LIVE')).statusCode).toBe(400);
  });

  it('filters the Reason by the category decided and the Rejection Type by the derived label', async () => {
    const rows = async (who: keyof typeof cookies, query: string) => {
      const body = (await get(who, `/api/v1/meters?stage=rejected&${query}`)).json();
      const data = body.data as { rejectionCategory: string; reason: string }[];
      // Each list's total is its rows: the count reads the meters, as the list does.
      expect(body.total, query).toBe(data.length);
      return data.map((m) => `${m.rejectionCategory}/${m.reason}`).sort();
    };
    expect(await rows('superadmin', 'category=location')).toEqual([
      'location/Commission Rejected',
      'location/Technical Issues',
    ]);
    expect(await rows('superadmin', 'category=documentation')).toEqual(['documentation/Inactive']);
    expect(await rows('superadmin', 'category=technical')).toEqual([]);
    expect(await rows('superadmin', 'category=location&reason=Technical%20Issues')).toEqual([
      'location/Technical Issues',
    ]);
    expect(await rows('superadmin', 'category=location&reason=Inactive')).toEqual([]);
    // With the AE_ADMIN's scope, a division, and a search by officer name or by meter text.
    expect(await rows('ae1', 'category=location')).toEqual(['location/Technical Issues']);
    expect(await rows('superadmin', 'category=location&division=Mathura%20City')).toEqual([
      'location/Commission Rejected',
    ]);
    expect(await rows('superadmin', 'category=location&q=sunita')).toEqual(['location/Technical Issues']);
    expect(await rows('superadmin', 'category=documentation&q=HYPERLINK')).toEqual([
      'documentation/Inactive',
    ]);
    expect(await rows('superadmin', 'category=location&q=HYPERLINK')).toEqual([]);
    // The words are not the values, and nothing else is a category.
    for (const category of ['Location', 'quality', ''])
      expect((await get('superadmin', `/api/v1/meters?category=${category}`)).statusCode, category).toBe(400);
  });

  it('searches case-insensitively in meter number, DTR, substation, feeder and officer name', async () => {
    expect(await total('superadmin', '/api/v1/meters?q=sikandra')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?q=HOSPITAL')).toBe(1);
    expect(await total('superadmin', '/api/v1/meters?q=sunita')).toBe(2);
    expect(await total('superadmin', '/api/v1/meters?q=kiran%20jain')).toBe(2);
    expect(await snos('superadmin', '/api/v1/meters?q=tm00000')).toHaveLength(6);
    expect(await snos('superadmin', '/api/v1/meters?q=_100%25')).toEqual(['AB_100%']);
    expect(await total('superadmin', '/api/v1/meters?q=AB%25')).toBe(0);
  });

  it("shows an AE_ADMIN only its own officers' meters, and the BI_ADMIN all", async () => {
    expect(await total('ae1', '/api/v1/meters')).toBe(5);
    expect(await total('ae2', '/api/v1/meters')).toBe(2);
    expect(await total('ae1', '/api/v1/meters/admin/installed')).toBe(5);
    expect(await total('biadmin', '/api/v1/meters')).toBe(7);
    expect(await total('ae1', '/api/v1/meters?q=kiran')).toBe(0);
  });

  it('refuses (403) every meter call to an admin without Meters access', async () => {
    await addUser(t.app.dbHandle.db, { username: 'bi.modems', role: 'BI_ADMIN', accessLevel: 'Modems' });
    const cookie = await signIn(t.app, 'bi.modems', FIXTURE_PASSWORD);
    for (const url of ['/api/v1/meters', `/api/v1/meters/${ids.liveApproved}`, '/api/v1/meters/export']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(AUTH.noViewAccess('Meters'));
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/meters' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/meters/divisions', () => {
  it("lists the divisions of the meters in the caller's scope, in order, each with meters to filter", async () => {
    for (const who of ['superadmin', 'biadmin', 'ae1', 'ae2'] as const) {
      const divisions: string[] = (await get(who, '/api/v1/meters/divisions')).json().data;
      const rows: { division: string | null }[] = (await get(who, '/api/v1/meters?pageSize=500')).json().data;
      expect(divisions, who).toEqual([...new Set(rows.map((r) => r.division).filter(Boolean))].sort());
      for (const division of divisions)
        expect(await total(who, `/api/v1/meters?division=${encodeURIComponent(division)}`)).toBeGreaterThan(
          0,
        );
    }
    expect((await get('superadmin', '/api/v1/meters/divisions')).json().data).toEqual([
      'Agra Rural',
      'Agra Urban I',
      'Mathura City',
    ]);
  });
});

describe('GET /api/v1/meters/:id and /meters/field-officer/:id', () => {
  it("answers 404 to an AE_ADMIN for another AE_ADMIN's meter or officer", async () => {
    expect((await get('ae1', `/api/v1/meters/${ids.otherMeter}`)).statusCode).toBe(404);
    expect((await get('ae2', `/api/v1/meters/${ids.otherMeter}`)).statusCode).toBe(200);
    expect((await get('ae1', `/api/v1/meters/field-officer/${ids.officerOfAe2}`)).statusCode).toBe(404);
  });

  it("lists one officer's meters with the officer filter: the lists the officer's count columns count", async () => {
    expect(await total('ae1', `/api/v1/meters/field-officer/${ids.officerA}`)).toBe(3);
    // Commissioned is every LIVE meter (the officer's Commissioned column), accepted or not (issue 38).
    expect(
      await total('ae1', `/api/v1/meters/field-officer/${ids.officerA}?officerStatus=Commissioned`),
    ).toBe(2);
    expect(await total('ae1', `/api/v1/meters/field-officer/${ids.officerA}?officerStatus=Approved`)).toBe(1);
    // Pending is every meter awaiting a decision, LIVE or not.
    expect(await total('ae1', `/api/v1/meters/field-officer/${ids.officerA}?officerStatus=Pending`)).toBe(2);
  });

  it('answers 404, never a parse error, for a path under /meters that names no meter', async () => {
    for (const path of ['abc', '-4', '0', '1.5', 'tech-support', '999999', 'field-officer/999999']) {
      const response = await get('superadmin', `/api/v1/meters/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message, path).not.toMatch(/expected|NaN/i);
    }
  });
});

describe('PUT and DELETE /api/v1/meters/:id', () => {
  it('saves an edit with the current version, audits it, and answers 409 to the stale version', async () => {
    const meter = (await get('superadmin', `/api/v1/meters/${ids.liveApproved}`)).json().data;
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/meters/${meter.id}`,
        headers: { cookie: cookies.superadmin, ...CONSOLE },
        payload,
      });
    const first = await put({ version: meter.version, feederName: 'Hospital Feeder 2' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ feederName: 'Hospital Feeder 2', version: meter.version + 1 });
    const stale = await put({ version: meter.version, feederName: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT.staleVersion);
    expect((await get('superadmin', `/api/v1/meters/${meter.id}`)).json().data.feederName).toBe(
      'Hospital Feeder 2',
    );
    const audit = await t.app.dbHandle.db
      .selectFrom('activities')
      .selectAll()
      .where('action', '=', 'METER_UPDATED')
      .where('entityId', '=', meter.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps every field an edit does not send: a one-field edit erases nothing', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: ids.officerA,
      feederNumber: 'F-7',
      substationNumber: 'SS-2',
      section: 'Section C',
      subDivision: 'SD-3',
      organization: 'DVVNL',
      dtrCapacity: '250 KVA',
      phone: '9000000007',
      comments: 'pole 14',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}`,
      headers: { cookie: cookies.ae1, ...CONSOLE },
      payload: { version: meter.version, comments: 'x' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { comments, version, updatedAt: _u, ...kept } = meter;
    const after = await t.app.dbHandle.db
      .selectFrom('meters')
      .selectAll()
      .where('id', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect([comments, after.comments, after.version]).toEqual(['pole 14', 'x', version + 1]);
    expect(after).toMatchObject(kept);
  });

  it('refuses an unknown field, a cleared installation date or a text for a number, changing nothing', async () => {
    const meter = (await get('superadmin', `/api/v1/meters/${ids.liveApproved}`)).json().data;
    for (const [payload, message] of [
      [{ feederName: 'New', colour: 'red' }, FIELD_MESSAGES.unknownFields(['colour'])],
      [{ installedOn: null }, FIELD_MESSAGES.invalidDate],
      [{ installedOn: '1899-01-01' }, FIELD_MESSAGES.tooOldDate],
      [{ latitude: 'north' }, FIELD_MESSAGES.notANumber],
      [{ version: String(meter.version), feederName: 'New' }, undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/meters/${meter.id}`,
        headers: { cookie: cookies.superadmin, ...CONSOLE },
        payload: { version: meter.version, ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await get('superadmin', `/api/v1/meters/${meter.id}`)).json().data).toEqual(meter);
  });

  it('refuses a phone that is not a phone, at its field, and changes nothing; blank clears it', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: ids.officerA, phone: '9000000008' });
    const edit = (phone: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/meters/${meter.id}`,
        headers: { cookie: cookies.ae1, ...CONSOLE },
        payload: { version: meter.version, phone },
      });
    for (const phone of ['call me', '12345', '5876543210', '98765432101']) {
      const refused = await edit(phone);
      expect([refused.statusCode, refused.json().errors], phone).toEqual([
        400,
        { phone: METER_EDIT_TEXTS.invalidPhone },
      ]);
    }
    const cleared = await edit(' ');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.phone).toBeNull();
  });

  it('refuses a duplicate meter number with 409 and a BI_ADMIN edit with 403', async () => {
    const meter = (await get('superadmin', `/api/v1/meters/${ids.liveApproved}`)).json().data;
    const dup = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}`,
      headers: { cookie: cookies.superadmin, ...CONSOLE },
      payload: { version: meter.version, meterSno: 'AB_100%' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CONFLICT.meterSno);
    const bi = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${meter.id}`,
      headers: { cookie: cookies.biadmin, ...CONSOLE },
      payload: { version: meter.version },
    });
    expect(bi.statusCode).toBe(403);
  });

  it("lets an AE_ADMIN edit its officers' meters but not another's (404)", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/meters/${ids.otherMeter}`,
      headers: { cookie: cookies.ae1, ...CONSOLE },
      payload: { version: 1, feederName: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets only the super admin delete, and audits it', async () => {
    const doomed = await addMeter(t.app.dbHandle.db, { fieldOfficerId: ids.officerA });
    const del = (who: keyof typeof cookies) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/meters/${doomed.id}`,
        headers: { cookie: cookies[who], ...CONSOLE },
      });
    expect((await del('ae1')).statusCode).toBe(403);
    expect((await del('superadmin')).statusCode).toBe(200);
    expect((await get('superadmin', `/api/v1/meters/${doomed.id}`)).statusCode).toBe(404);
    const audit = await t.app.dbHandle.db
      .selectFrom('activities')
      .selectAll()
      .where('action', '=', 'METER_DELETED')
      .execute();
    expect(audit.map((a) => a.entityId)).toContain(doomed.id);
  });
});

describe('GET /api/v1/meters/export', () => {
  it('streams every row matching the filters (not a page), with the spec file name and columns', async () => {
    const response = await get('superadmin', '/api/v1/meters/export?stage=rejected');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="commissioned-rejected-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Meter ID","Meter Number","DTR Number","Substation","Feeder","Field Officer","Installation Date","Status","Division","Circle","Reason","Rejection Type","Rejected By","Rejection Comment","Tech Support Status","Comments","Flags"',
    );
    expect(lines).toHaveLength(1 + 3);
  });

  it('writes the category decided as the Reason and the derived label as the Rejection Type, for the filtered rows', async () => {
    const query = 'stage=rejected&category=location&sort=id&order=asc';
    const list = (await get('superadmin', `/api/v1/meters?${query}`)).json();
    const lines = (await get('superadmin', `/api/v1/meters/export?${query}`)).body.trim().split('\r\n');
    const header = (lines[0] ?? '').split('","');
    const [reason, type] = [header.indexOf('Reason'), header.indexOf('Rejection Type')];
    const cells = lines.slice(1).map((line) => line.slice(1, -1).split('","'));
    expect(cells.map((row) => Number(row[0]))).toEqual(list.data.map((m: { id: number }) => m.id));
    expect(cells.map((row) => [row[reason], row[type]])).toEqual([
      ['Location', 'Technical Issues'],
      ['Location', 'Commission Rejected'],
    ]);
  });

  it("has the list's rows in the list's order, for every sort in both directions", async () => {
    const idsOf = (csv: string) =>
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.slice(1, line.indexOf('"', 1))));
    for (const sort of ['installedOn', 'meterSno', 'substationName', 'feederName', 'division', 'id'])
      for (const order of ['asc', 'desc']) {
        const query = `stage=installed&sort=${sort}&order=${order}`;
        const list = (await get('superadmin', `/api/v1/meters?${query}&pageSize=500`)).json();
        const exported = (await get('superadmin', `/api/v1/meters/export?${query}`)).body;
        expect(idsOf(exported), query).toEqual(list.data.map((m: { id: number }) => m.id));
      }
    // A search by officer name (its officers found first), by meter text, by both, and by neither.
    for (const q of ['sunita', 'kiran%20jain', 'tm00000', 'HOSPITAL', 'nobody%20here']) {
      const query = `stage=installed&sort=meterSno&order=asc&q=${q}`;
      const list = (await get('superadmin', `/api/v1/meters?${query}&pageSize=500`)).json();
      const exported = (await get('superadmin', `/api/v1/meters/export?${query}`)).body;
      expect(idsOf(exported), query).toEqual(list.data.map((m: { id: number }) => m.id));
      expect(list.total, query).toBe(list.data.length);
    }
  });

  it('neutralises a formula in a cell', async () => {
    const body = (await get('ae1', '/api/v1/meters/export?stage=installed&division=Agra%20Rural')).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(body).not.toMatch(/(^|,)"=HYPERLINK/m);
  });

  it("exports only the AE_ADMIN's scope, with the ae- file names", async () => {
    const response = await get('ae2', '/api/v1/meters/export?stage=installed');
    expect(response.headers['content-disposition']).toContain('ae-meters-installed-');
    expect(response.body.trim().split('\r\n')).toHaveLength(1 + 2);
    expect((await get('ae1', `/api/v1/meters/export?officerId=${ids.officerOfAe2}`)).statusCode).toBe(404);
  });
});
