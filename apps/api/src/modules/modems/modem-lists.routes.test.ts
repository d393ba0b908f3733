import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, MODEM_API_TEXTS, MODEM_LIST_NAMES, PAGES, dashboardCardSpecs } from '@smms/shared';
import { addDecision, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'otherAe' | 'metersOnly', string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.lists', role: 'AE_ADMIN', accessLevel: 'Modems' });
  const otherAe = await addUser(db, { username: 'ae.elsewhere', role: 'AE_ADMIN', accessLevel: 'Modems' });
  await addUser(db, { username: 'bi.lists', role: 'BI_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db, { username: 'bi.meters', role: 'BI_ADMIN', accessLevel: 'Meters' });
  const mine = await addUser(db, { username: 'officer.mine', role: 'FIELD_OFFICER', createdBy: ae.id });
  const theirs = await addUser(db, {
    username: 'officer.theirs',
    role: 'FIELD_OFFICER',
    createdBy: otherAe.id,
  });
  // A decided modem's decision is in its review record too, with the comment the exports read.
  const add = async (key: string, values: Parameters<typeof addModem>[1]) => {
    const modem = await addModem(db, values);
    ids[key] = modem.id;
    if (modem.commissionStatus !== 'Pending')
      await addDecision(
        db,
        { installation: 'modem', id: modem.id },
        { to: modem.commissionStatus, comment: modem.rejectionReason },
      );
  };
  // Mine: installed (silent), commissioned (LIVE), accepted, two rejected; theirs: one commissioned.
  await add('installed', { fieldOfficerId: mine.id, phone: '9811122233', section: 'Raja Mandi' });
  await add('live', { fieldOfficerId: mine.id, communicationStatus: 'LIVE', circle: 'Mathura Circle' });
  await add('accepted', {
    fieldOfficerId: mine.id,
    commissionStatus: 'Approved',
    communicationStatus: 'LIVE',
    division: 'Agra Rural',
  });
  await add('rejectedTech', {
    fieldOfficerId: mine.id,
    commissionStatus: 'Rejected',
    // A BI_ADMIN recommended rejecting it: its Rejection Type is Technical Issues (the other's Inactive).
    techSupportStatus: 'REJECTED',
    rejectionCategory: 'technical',
    rejectionReason: 'SIM not registering, "lot 7"',
    subDivision: 'Sadar Bazar',
  });
  await add('rejectedDocs', {
    fieldOfficerId: mine.id,
    commissionStatus: 'Rejected',
    rejectionCategory: 'documentation',
    rejectionReason: '=HYPERLINK("x")',
    meterSno: 'MTR-LOOKUP-1',
    serviceNo: 'SVC-99881',
  });
  await add('theirs', { fieldOfficerId: theirs.id, communicationStatus: 'LIVE', meterSno: 'MTR-LOOKUP-2' });
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.lists', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.lists', FIXTURE_PASSWORD),
    otherAe: await signIn(t.app, 'ae.elsewhere', FIXTURE_PASSWORD),
    metersOnly: await signIn(t.app, 'bi.meters', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
const idsOf = async (cookie: string, url: string) =>
  ((await get(cookie, url)).json().data as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((k) => ids[k] as number).sort((a, b) => a - b);

describe('GET /api/v1/modem/{all,commissioned,accepted,rejected}', () => {
  it('answers each list as its lifecycle stage, with its total, in the page envelope', async () => {
    const body = (await get(c.superadmin, '/modem/all?pageSize=2')).json();
    expect(body).toMatchObject({
      success: true,
      total: 6,
      page: 1,
      pageSize: 2,
      message: MODEM_API_TEXTS.fetched,
    });
    expect(body.data).toHaveLength(2);
    expect(await idsOf(c.superadmin, '/modem/commissioned')).toEqual(sorted('live', 'accepted', 'theirs'));
    expect(await idsOf(c.superadmin, '/modem/accepted')).toEqual(sorted('accepted'));
    expect(await idsOf(c.superadmin, '/modem/rejected')).toEqual(sorted('rejectedTech', 'rejectedDocs'));
  });

  it('answers every modem field with both spellings, its state label and photos', async () => {
    const modem = (await get(c.bi, `/modem/${ids.accepted}`)).json().data;
    expect(modem).toMatchObject({
      id: ids.accepted,
      modemno: modem.modemSno,
      ctmtrno: modem.meterSno,
      servicecno: modem.serviceNo,
      stage: 'Accepted',
      division: 'Agra Rural',
      photos: [],
      fieldOfficerName: 'officer.mine Tester',
    });
  });

  it('searches modem, meter and service number, phone, section, circle and subdivision, case-insensitively', async () => {
    const search = (q: string) => idsOf(c.superadmin, `/modem/all?q=${encodeURIComponent(q)}`);
    expect(await search('mtr-lookup')).toEqual(sorted('rejectedDocs', 'theirs'));
    expect(await search('svc-998')).toEqual(sorted('rejectedDocs'));
    expect(await search('98111222')).toEqual(sorted('installed'));
    expect(await search('raja mandi')).toEqual(sorted('installed'));
    expect(await search('MATHURA')).toEqual(sorted('live'));
    expect(await search('sadar')).toEqual(sorted('rejectedTech'));
    expect(await search('100%')).toEqual([]);
  });

  it('filters by division, Status word and rejection category, and sorts', async () => {
    expect(await idsOf(c.superadmin, '/modem/all?division=Agra%20Rural')).toEqual(sorted('accepted'));
    expect(await idsOf(c.superadmin, '/modem/commissioned?status=Commissioned')).toEqual(
      sorted('live', 'theirs'),
    );
    expect(await idsOf(c.superadmin, '/modem/all?status=Installed')).toEqual(sorted('installed'));
    expect(await idsOf(c.superadmin, '/modem/rejected?category=technical')).toEqual(sorted('rejectedTech'));
    const asc = (await get(c.superadmin, '/modem/all?sort=id&order=asc'))
      .json()
      .data.map((m: { id: number }) => m.id);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    expect((await get(c.superadmin, '/modem/all?status=Live')).statusCode).toBe(400);
    expect((await get(c.superadmin, '/modem/all?category=Quality')).statusCode).toBe(400);
  });

  it('filters by Rejection Type (the derived label) beside the Reason (the category), each total its list', async () => {
    const rows = async (cookie: string, query: string) => {
      const body = (await get(cookie, `/modem/rejected?${query}`)).json();
      expect(body.total, query).toBe(body.data.length);
      return (body.data as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
    };
    expect(await rows(c.superadmin, 'reason=Technical%20Issues')).toEqual(sorted('rejectedTech'));
    expect(await rows(c.superadmin, 'reason=Inactive')).toEqual(sorted('rejectedDocs'));
    expect(await rows(c.superadmin, 'reason=Commission%20Rejected')).toEqual([]);
    expect(await rows(c.superadmin, 'reason=Inactive&category=documentation')).toEqual(
      sorted('rejectedDocs'),
    );
    expect(await rows(c.superadmin, 'reason=Inactive&category=technical')).toEqual([]);
    expect(await rows(c.ae, 'reason=Technical%20Issues&q=sadar')).toEqual(sorted('rejectedTech'));
    expect(await rows(c.otherAe, 'reason=Technical%20Issues')).toEqual([]);
    expect((await get(c.superadmin, '/modem/rejected?reason=technical')).statusCode).toBe(400);
  });

  it("shows an AE_ADMIN only its officers' modems, and another's modem is 404", async () => {
    expect((await get(c.ae, '/modem/all')).json().total).toBe(5);
    expect(await idsOf(c.ae, '/modem/commissioned')).toEqual(sorted('live', 'accepted'));
    expect((await get(c.otherAe, '/modem/all')).json().total).toBe(1);
    const other = await get(c.ae, `/modem/${ids.theirs}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MODEM_API_TEXTS.notFound);
  });

  it('refuses (403) an admin whose access level has no Modems', async () => {
    for (const url of ['/modem/all', '/modem/statistics', `/modem/${ids.live}`, '/modem/rejected/export']) {
      const response = await get(c.metersOnly, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(AUTH.noViewAccess('Modems'));
    }
  });
});

describe('GET /api/v1/modem/{list}/export', () => {
  it('names the file by role and list, and writes the BI columns with every cell quoted', async () => {
    const response = await get(c.superadmin, '/modem/commissioned/export?sort=id&order=asc');
    expect(response.headers['content-disposition']).toMatch(
      /bi-superadmin-modems-commissioned-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Modem Number","Meter Number","Service Number","Phone","Section","Division","Status","Communication","Flags"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^"${ids.live}",`));
  });

  it('adds the Reason (the category), the Rejection Type and the comment on the rejected list, neutralising formulas', async () => {
    const response = await get(c.bi, '/modem/rejected/export?category=documentation');
    expect(response.headers['content-disposition']).toMatch(/bi-superadmin-modems-commission-rejected-/);
    const [header, row, more] = response.body.trim().split('\r\n');
    expect(header).toBe(
      '"ID","Modem Number","Meter Number","Service Number","Phone","Section","Division","Status","Reason","Rejection Type","Rejection Reason","Flags"',
    );
    expect(row).toMatch(/"Rejected","Documentation","Inactive","'=HYPERLINK\(""x""\)",""$/);
    expect(more).toBeUndefined();
    const technical = (await get(c.bi, '/modem/rejected/export?reason=Technical%20Issues')).body;
    expect(technical.trim().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/"Rejected","Technical","Technical Issues","SIM not registering, ""lot 7""",""$/),
    ]);
  });

  it("gives AE_ADMIN its own file names and columns, its officers' modems only", async () => {
    const names: Record<string, string> = {
      all: 'ae-modems-installed',
      commissioned: 'ae-modems-commissioned',
      accepted: 'ae-modems-commission-done',
      rejected: 'ae-modems-commission-rejected',
    };
    for (const list of MODEM_LIST_NAMES) {
      const response = await get(c.ae, `/modem/${list}/export`);
      expect(response.headers['content-disposition']).toContain(`${names[list]}-`);
      const total = (await get(c.ae, `/modem/${list}`)).json().total;
      expect(response.body.trim().split('\r\n')).toHaveLength(total + 1);
    }
    const rejected = (await get(c.ae, '/modem/rejected/export')).body.split('\r\n')[0];
    expect(rejected).toBe(
      '"Modem ID","Serial Number","Zone","Field Officer","Installation Date","Status","Rejection Reason","Category","Flags"',
    );
    expect((await get(c.ae, '/modem/rejected/export')).body).toContain('"SIM not registering, ""lot 7"""');
    const commissioned = (await get(c.ae, '/modem/commissioned/export')).body.split('\r\n')[0];
    expect(commissioned).toBe(
      '"Modem ID","Serial Number","Zone","Field Officer","Installation Date","Commission Date","Status","Flags"',
    );
  });
});

describe('the modem look-ups', () => {
  it('finds modems by exact meter number and by meter or service number substring, in scope', async () => {
    const byMeter = (await get(c.superadmin, '/modem/meter/mtr-lookup-1')).json();
    expect(byMeter.data.map((m: { id: number }) => m.id)).toEqual([ids.rejectedDocs]);
    expect(await idsOf(c.superadmin, '/modem/search/meter?query=LOOKUP')).toEqual(
      sorted('rejectedDocs', 'theirs'),
    );
    expect(await idsOf(c.ae, '/modem/search/meter?query=LOOKUP')).toEqual(sorted('rejectedDocs'));
    expect(await idsOf(c.superadmin, '/modem/search/service?query=svc-99')).toEqual(sorted('rejectedDocs'));
    expect((await get(c.ae, '/modem/meter/MTR-LOOKUP-2')).json().data).toEqual([]);
    expect((await get(c.superadmin, '/modem/search/service?query=')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/modem/statistics', () => {
  it("counts in SQL what each list holds, for the caller's scope", async () => {
    for (const cookie of [c.superadmin, c.bi, c.ae, c.otherAe]) {
      const stats = (await get(cookie, '/modem/statistics')).json().data;
      const total = async (list: string) => (await get(cookie, `/modem/${list}`)).json().total;
      expect(stats).toEqual({
        total: await total('all'),
        installed: await total('all'),
        commissioned: await total('commissioned'),
        accepted: await total('accepted'),
        rejected: await total('rejected'),
        pending: (await total('all')) - (await total('accepted')) - (await total('rejected')),
      });
    }
    expect((await get(c.ae, '/modem/statistics')).json().data).toMatchObject({ total: 5, rejected: 2 });
  });

  it("gives every modem card of every role's dashboard the total of the list it opens", async () => {
    const listOf: Record<string, string> = {
      [PAGES.modemsInstalled]: 'all',
      [PAGES.modemsCommissioned]: 'commissioned',
      [PAGES.modemsCommissionDone]: 'accepted',
      [PAGES.modemsCommissionRejected]: 'rejected',
    };
    let checked = 0;
    for (const [role, cookie] of [
      ['BI_SUPER_ADMIN', c.superadmin],
      ['BI_ADMIN', c.bi],
      ['AE_ADMIN', c.ae],
    ] as const) {
      const counts = (await get(cookie, '/dashboard?view=Modems')).json().data;
      for (const card of dashboardCardSpecs(role, 'Modems')) {
        const list = listOf[card.page];
        if (!list) continue;
        expect(counts[card.count], `${role} ${card.label}`).toBe(
          (await get(cookie, `/modem/${list}`)).json().total,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /api/v1/modem/divisions', () => {
  it("lists the divisions of the modems in the caller's scope, each with modems to filter", async () => {
    for (const cookie of [c.superadmin, c.bi, c.ae, c.otherAe]) {
      const divisions: string[] = (await get(cookie, '/modem/divisions')).json().data;
      const rows: { division: string | null }[] = (await get(cookie, '/modem/all?pageSize=500')).json().data;
      expect(divisions).toEqual([...new Set(rows.map((r) => r.division).filter(Boolean))].sort());
      for (const division of divisions)
        expect(
          (await get(cookie, `/modem/all?division=${encodeURIComponent(division)}`)).json().total,
        ).toBeGreaterThan(0);
    }
    expect((await get(c.ae, '/modem/divisions')).json().data).toContain('Agra Rural');
    expect((await get(c.metersOnly, '/modem/divisions')).statusCode).toBe(403);
  });
});
