import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_RANGE_TEXTS, REPORT_COLUMNS, REPORT_MESSAGES, type ProgressReport } from '@smms/shared';
import { addMeter } from '../../test/fixtures.js';
import { world, type World } from '../../test/world.js';

/**
 * Progress reports (issue 41) through the API, on both databases (date_trunc in the utility's zone, percentiles,
 * the review record): each count is the total of the list it summarises; first-time-right and reworks come from
 * the record's rejections; the median time to accept runs to when each entered the accepted step (as the step's
 * trigger sets it when the decision is made); an AE_ADMIN's report holds its officers' installations only; the
 * CSV and XLSX files hold the same rows; the slowest groups over the range come with them.
 */
type Cast = 'ae' | 'officer' | 'other';
let w: World<Cast>;
const AGRA = 'Agra Urban I';
const MATHURA = 'Mathura';
const VRINDAVAN = 'Vrindavan';
/** Two weeks of installations (Mondays 9 and 16 November 2026), at 11:30 in the utility's zone. */
const WEEK1 = '2026-11-09';
const WEEK2 = '2026-11-16';
const at = (day: string, hour = 6) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

async function decided(id: number, when: string, from: string, to: string) {
  await w.db
    .insertInto('reviewEvents')
    .values({
      installation: 'meter',
      installationId: id,
      kind: 'decision',
      at: when,
      actorId: null,
      actorRole: 'BI_SUPER_ADMIN',
      actorName: 'Super Admin',
      fromStatus: from,
      toStatus: to,
      category: to === 'Rejected' ? 'location' : null,
      comment: null,
    })
    .execute();
}

beforeAll(async () => {
  w = await world({
    ae: { role: 'AE_ADMIN' },
    officer: { role: 'FIELD_OFFICER', createdBy: 'ae', division: AGRA },
    other: { role: 'FIELD_OFFICER', division: MATHURA, firstName: 'Neha', lastName: 'Rao' },
  });
  const mine = { fieldOfficerId: w.people.officer.id, division: AGRA };
  // Week 1, Agra: accepted the first time after 48 h; accepted after a rejection and a reopening, after 96 h;
  // rejected. Mathura: live, recommended, awaiting a decision.
  const first = await addMeter(w.db, {
    ...mine,
    installedOn: at('2026-11-10'),
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
    stepSince: at('2026-11-12'),
  });
  await decided(first.id, at('2026-11-12'), 'Pending', 'Approved');
  const reworked = await addMeter(w.db, {
    ...mine,
    installedOn: at('2026-11-10'),
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
    stepSince: at('2026-11-14'),
  });
  await decided(reworked.id, at('2026-11-11'), 'Pending', 'Rejected');
  await decided(reworked.id, at('2026-11-11', 12), 'Rejected', 'Pending');
  await decided(reworked.id, at('2026-11-14'), 'Pending', 'Approved');
  const rejected = await addMeter(w.db, {
    ...mine,
    installedOn: at('2026-11-11'),
    commissionStatus: 'Rejected',
  });
  await decided(rejected.id, at('2026-11-12'), 'Pending', 'Rejected');
  await addMeter(w.db, {
    fieldOfficerId: w.people.other.id,
    division: MATHURA,
    installedOn: at('2026-11-13'),
    communicationStatus: 'LIVE',
    techSupportStatus: 'APPROVED',
  });
  // Week 2, Agra: one live, one not yet; and one installed after the range. Vrindavan: accepted after 24 h.
  const quick = await addMeter(w.db, {
    fieldOfficerId: w.people.other.id,
    division: VRINDAVAN,
    installedOn: at('2026-11-19'),
    communicationStatus: 'LIVE',
    commissionStatus: 'Approved',
    stepSince: at('2026-11-20'),
  });
  await decided(quick.id, at('2026-11-20'), 'Pending', 'Approved');
  await addMeter(w.db, { ...mine, installedOn: at('2026-11-17'), communicationStatus: 'LIVE' });
  await addMeter(w.db, { ...mine, installedOn: at('2026-11-18') });
  await addMeter(w.db, { ...mine, installedOn: at('2026-11-25') });
});
afterAll(() => w.close());

const report = async (as: Cast | 'superadmin', query: string) => {
  const response = await w.call(as, { method: 'GET', url: `/api/v1/reports/progress?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ProgressReport }).data;
};
const RANGE = `from=${WEEK1}&to=2026-11-22`;
const total = async (path: string) => {
  const response = await w.call('superadmin', { method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { total: number }).total;
};

describe('GET /api/v1/reports/progress', () => {
  it('counts each week and division by the lists’ rules, with first-time-right, reworks and the median time to accept', async () => {
    const data = await report('superadmin', `period=week&by=division&${RANGE}`);
    expect(data.truncated).toBe(false);
    expect(data.rows).toEqual([
      {
        period: WEEK1,
        key: AGRA,
        name: AGRA,
        installed: 3,
        live: 2,
        recommended: 0,
        accepted: 2,
        rejected: 1,
        firstTimeRight: 1,
        reworks: 2,
        medianHoursToAccept: 72,
      },
      {
        period: WEEK1,
        key: MATHURA,
        name: MATHURA,
        installed: 1,
        live: 1,
        recommended: 1,
        accepted: 0,
        rejected: 0,
        firstTimeRight: 0,
        reworks: 0,
        medianHoursToAccept: null,
      },
      {
        period: WEEK2,
        key: AGRA,
        name: AGRA,
        installed: 2,
        live: 1,
        recommended: 0,
        accepted: 0,
        rejected: 0,
        firstTimeRight: 0,
        reworks: 0,
        medianHoursToAccept: null,
      },
      {
        period: WEEK2,
        key: VRINDAVAN,
        name: VRINDAVAN,
        installed: 1,
        live: 1,
        recommended: 0,
        accepted: 1,
        rejected: 0,
        firstTimeRight: 1,
        reworks: 0,
        medianHoursToAccept: 24,
      },
    ]);
    // Over the whole range, the divisions with an acceptance, the slowest first.
    expect(data.slowest).toEqual([
      { key: AGRA, name: AGRA, accepted: 2, medianHoursToAccept: 72 },
      { key: VRINDAVAN, name: VRINDAVAN, accepted: 1, medianHoursToAccept: 24 },
    ]);
  });

  it('says the totals of the lists it summarises, filtered to the same week and division', async () => {
    const data = await report('superadmin', `period=week&by=division&${RANGE}`);
    const [agra, mathura] = data.rows;
    const filters = (division: string) =>
      `division=${encodeURIComponent(division)}&installedFrom=${WEEK1}&installedTo=2026-11-15`;
    expect(await total(`/api/v1/meters?stage=installed&${filters(AGRA)}`)).toBe(agra?.installed);
    expect(await total(`/api/v1/meters?stage=commissioned&${filters(AGRA)}`)).toBe(agra?.live);
    expect(await total(`/api/v1/meters?stage=accepted&${filters(AGRA)}`)).toBe(agra?.accepted);
    expect(await total(`/api/v1/meters?stage=rejected&${filters(AGRA)}`)).toBe(agra?.rejected);
    expect(
      await total(`/api/v1/meters/pending-with-tech-support?review=Pending%20Review&${filters(MATHURA)}`),
    ).toBe(mathura?.recommended);
  });

  it('groups by day and by officer, names the officer, and keeps to the circle asked for', async () => {
    const byDay = await report('superadmin', `period=day&by=division&${RANGE}`);
    expect(byDay.rows.map((r) => [r.period, r.key, r.installed])).toEqual([
      ['2026-11-10', AGRA, 2],
      ['2026-11-11', AGRA, 1],
      ['2026-11-13', MATHURA, 1],
      ['2026-11-17', AGRA, 1],
      ['2026-11-18', AGRA, 1],
      ['2026-11-19', VRINDAVAN, 1],
    ]);
    const byOfficer = await report('superadmin', `period=week&by=officer&${RANGE}`);
    expect(byOfficer.rows.find((r) => r.key === String(w.people.other.id))?.name).toBe('Neha Rao');
    const elsewhere = await report('superadmin', `period=week&by=division&${RANGE}&circle=Jhansi`);
    expect(elsewhere.rows).toEqual([]);
  });

  it('holds only an AE_ADMIN’s own officers’ installations', async () => {
    const data = await report('ae', `period=week&by=division&${RANGE}`);
    expect(data.rows.map((r) => [r.period, r.key, r.installed])).toEqual([
      [WEEK1, AGRA, 3],
      [WEEK2, AGRA, 2],
    ]);
  });

  it('refuses a reversed, a too long or a malformed range (400)', async () => {
    const refused = async (query: string) => {
      const response = await w.call('superadmin', {
        method: 'GET',
        url: `/api/v1/reports/progress?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await refused('from=2026-11-22&to=2026-11-09')).toContain(INSTALLED_RANGE_TEXTS.reversed);
    expect(await refused('period=day&from=2026-01-01&to=2026-11-22')).toContain(
      REPORT_MESSAGES.tooLong('day'),
    );
    expect(await refused('from=2026-02-30&to=2026-03-02')).toContain(REPORT_MESSAGES.day);
    await refused('from=2026-11-01');
    expect(
      (await w.call('officer', { method: 'GET', url: `/api/v1/reports/progress?${RANGE}` })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/reports/progress/export', () => {
  it('writes the same rows as CSV and as XLSX, named by the report', async () => {
    const csv = await w.call('superadmin', {
      method: 'GET',
      url: `/api/v1/reports/progress/export?format=csv&period=week&by=division&${RANGE}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="progress-division-week-${WEEK1}-2026-11-22.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      Object.values(REPORT_COLUMNS)
        .map((h) => `"${h}"`)
        .join(','),
    );
    expect(lines[1]).toBe(`"${WEEK1}","${AGRA}","3","2","0","2","1","1","0.5","2","3"`);
    expect(lines).toHaveLength(5);

    const xlsx = await w.call('superadmin', {
      method: 'GET',
      url: `/api/v1/reports/progress/export?format=xlsx&period=week&by=division&${RANGE}`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, ...Object.values(REPORT_COLUMNS)]);
    expect(sheet?.getRow(2).values).toEqual([undefined, WEEK1, AGRA, 3, 2, 0, 2, 1, 1, 0.5, 2, 3]);
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBeTruthy();
    expect(
      sheet?.getRow(2).getCell(Object.values(REPORT_COLUMNS).indexOf(REPORT_COLUMNS.firstTimeRightRate) + 1)
        .numFmt,
    ).toBe('0%');
  });

  it('writes every row of the report, a period at a time, a range cut mid-week included', async () => {
    for (const query of [
      `period=day&by=officer&${RANGE}`,
      'period=week&by=division&from=2026-11-11&to=2026-11-19',
    ]) {
      const { rows } = await report('superadmin', query);
      const csv = await w.call('superadmin', {
        method: 'GET',
        url: `/api/v1/reports/progress/export?format=csv&${query}`,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      const lines = csv.body.trim().split('\r\n').slice(1);
      expect(
        lines.map((line) => line.split(',').slice(0, 3).join(',')),
        query,
      ).toEqual(rows.map((r) => `"${r.period}","${r.name}","${r.installed}"`));
    }
  });
});
