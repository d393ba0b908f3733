import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagReasons, type Flag } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { IDENTITY_MATCHES_KEPT } from './identity-matches.sql.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let officer: string;
let otherOfficer: string;
let admin: string;
let ae: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const own = await addUser(db, { username: 'ae.ids', role: 'AE_ADMIN' });
  const other = await addUser(db, { username: 'ae.ids.other', role: 'AE_ADMIN' });
  const access = { role: 'FIELD_OFFICER', accessLevel: 'Meters,Modems' } as const;
  await addUser(db, { username: 'fo.ids', createdBy: own.id, phone: '9876500011', ...access });
  await addUser(db, { username: 'fo.ids.other', createdBy: other.id, phone: '9876500012', ...access });
  officer = await signIn(t.app, 'fo.ids', FIXTURE_PASSWORD);
  otherOfficer = await signIn(t.app, 'fo.ids.other', FIXTURE_PASSWORD);
  admin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  ae = await signIn(t.app, 'ae.ids', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

async function send(cookie: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: { cookie, ...CONSOLE }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}
const installMeter = async (meterSno: string, cookie = officer): Promise<number> =>
  (await send(cookie, 'POST', '/api/v1/meters', { meterSno })).id;
const installModem = async (fields: object, cookie = officer): Promise<number> =>
  (await send(cookie, 'POST', '/api/v1/modem/save-meter-data', fields)).id;

async function flagsOf(kind: 'meters' | 'modem', id: number, cookie = admin): Promise<Flag[]> {
  const response = await t.app.inject({ url: `/api/v1/${kind}/${id}/flags`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const reasons = async (kind: 'meters' | 'modem', id: number, cookie = admin) =>
  (await flagsOf(kind, id, cookie)).flatMap(flagReasons);

describe('identity flags', () => {
  let first: number;
  let second: number;

  it('flag one meter number written two ways, on both meters', async () => {
    first = await installMeter('ID-SM-0042');
    second = await installMeter('id sm 0042');
    expect(await reasons('meters', second)).toEqual([
      'Meter number id sm 0042 is also ID-SM-0042 on meter ID-SM-0042',
    ]);
    expect(await reasons('meters', first)).toEqual([
      'Meter number ID-SM-0042 is also id sm 0042 on meter id sm 0042',
    ]);
    const [flag] = await flagsOf('meters', first);
    expect(flag).toMatchObject({ code: 'same-meter-number', related: { kind: 'meter', id: second } });
  });

  it("write each meter's flags, in words, as every export's last column", async () => {
    const response = await t.app.inject({
      url: '/api/v1/meters/export?stage=installed&q=ID-SM',
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toMatch(/,"Flags"$/);
    expect(rows.filter((row) => row.includes('"ID-SM-0042"'))).toEqual([
      expect.stringMatching(/,"Meter number also on another installation"$/),
    ]);
  });

  it('find again when the number is corrected: the flag goes from both', async () => {
    const meter = await send(admin, 'PUT', `/api/v1/meters/${second}`, {
      meterSno: 'ID-SM-0043',
      version: 1,
    });
    expect(meter.meterSno).toBe('ID-SM-0043');
    expect(await flagsOf('meters', first)).toEqual([]);
    expect(await flagsOf('meters', second)).toEqual([]);
  });

  it('keep flagging a number on more meters than each keeps, as the first ones are deleted or corrected', async () => {
    // One number in as many spellings (the case of its letters) as meters: each keeps the first twenty others.
    const spelling = (i: number) =>
      [...'idmany'].map((c, bit) => (i & (1 << bit) ? c.toUpperCase() : c)).join('') + '77';
    const ids: number[] = [];
    for (let i = 0; i < IDENTITY_MATCHES_KEPT + 4; i += 1) ids.push(await installMeter(spelling(i)));
    const first = ids.slice(0, IDENTITY_MATCHES_KEPT);
    const later = ids.slice(IDENTITY_MATCHES_KEPT);
    const partners = async (id: number) => (await flagsOf('meters', id)).map((f) => f.related?.id);
    /** Each of `holders` is flagged, and only with the others of them. */
    const flaggedAmong = async (holders: number[]) => {
      for (const id of holders) {
        const others = await partners(id);
        expect(others.length).toBeGreaterThan(0);
        for (const other of others) expect(holders.filter((h) => h !== id)).toContain(other);
      }
    };
    for (const [i, id] of first.slice(0, -1).entries())
      await send(admin, 'PUT', `/api/v1/meters/${id}`, { meterSno: `ID-FIXED-${i}`, version: 1 });
    // The later four were flagged through the first twenty alone: the last of them deleted, they are flagged together.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meters/${first.at(-1)}`,
      headers: { cookie: admin, ...CONSOLE },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await flaggedAmong(later);
    // The one they were matched again with corrected, the other three are flagged together again.
    const [fifth, ...rest] = later as [number, ...number[]];
    await send(admin, 'PUT', `/api/v1/meters/${fifth}`, { meterSno: 'ID-FIXED-LAST', version: 1 });
    expect(await partners(fifth)).toEqual([]);
    await flaggedAmong(rest);
  });

  it("flag two modems on one meter or one service connection, but not a placeholder's", async () => {
    const a = await installModem({ modemSno: 'ID-MDM-1', meterSno: 'SM-7001', serviceNo: '1234-567' });
    const b = await installModem({ modemSno: 'ID-MDM-2', meterSno: 'sm7001', serviceNo: 'NA' });
    await installModem({ modemSno: 'ID-MDM-3', meterSno: 'SM-7002', serviceNo: '1234567' });
    const d = await installModem({ modemSno: 'ID-MDM-4', meterSno: 'SM-7003', serviceNo: 'NA' });
    expect(await reasons('modem', a)).toEqual([
      'Meter number SM-7001 is also sm7001 on modem ID-MDM-2',
      'Service number 1234-567 is also 1234567 on modem ID-MDM-3',
    ]);
    expect(await reasons('modem', b)).toEqual(['Meter number sm7001 is also SM-7001 on modem ID-MDM-1']);
    expect(await reasons('modem', d)).toEqual([]);
    // A modem's meter number names a meter: that is what it should do, not a flag.
    await installMeter('SM-7003');
    expect(await flagsOf('modem', d)).toEqual([]);
  });

  it('flag every pair of many installs racing, none missed', async () => {
    // One officer, one circle and hour: every install's triggers keep the same counter rows.
    const numbers = Array.from({ length: 8 }, (_, i) => [`RACE-${i}`, `race ${i}`]).flat();
    const ids = await Promise.all(numbers.map((meterSno) => installMeter(meterSno)));
    for (const [index, id] of ids.entries()) {
      const [flag, ...more] = await flagsOf('meters', id);
      expect(more).toEqual([]);
      expect(flag).toMatchObject({ code: 'same-meter-number', related: { id: ids[index ^ 1] } });
    }
  });

  it('are a filter of every list and export, any flag or one kind, with its total', async () => {
    const numbers = async (url: string) => {
      const response = await t.app.inject({ url: `/api/v1/${url}&pageSize=50`, headers: { cookie: admin } });
      expect(response.statusCode, response.body).toBe(200);
      const { data, total } = response.json() as {
        data: { modemSno?: string; meterSno: string }[];
        total: number;
      };
      expect(total).toBe(data.length);
      return data.map((row) => row.modemSno ?? row.meterSno).sort();
    };
    expect(await numbers('modem/all?q=ID-MDM&flag=any')).toEqual(['ID-MDM-1', 'ID-MDM-2', 'ID-MDM-3']);
    expect(await numbers('modem/all?q=ID-MDM&flag=same-service-number')).toEqual(['ID-MDM-1', 'ID-MDM-3']);
    // One officer's modems too, and their export.
    expect(await numbers('modem/by-field-officer/9876500011?q=ID-MDM&flag=same-service-number')).toEqual([
      'ID-MDM-1',
      'ID-MDM-3',
    ]);
    const officerCsv = await t.app.inject({
      url: '/api/v1/modem/by-field-officer/9876500011/export?q=ID-MDM&flag=same-meter-number',
      headers: { cookie: admin },
    });
    expect(officerCsv.body.trim().split('\r\n')).toHaveLength(3);
    expect(await numbers('meters?stage=installed&q=RACE&flag=same-meter-number')).toHaveLength(16);
    expect(await numbers('meters?stage=installed&q=RACE&flag=photo-match')).toEqual([]);
    const csv = await t.app.inject({
      url: '/api/v1/modem/all/export?q=ID-MDM&flag=same-meter-number',
      headers: { cookie: admin },
    });
    // The newest first, as the list.
    expect(csv.body.trim().split('\r\n').slice(1)).toEqual([
      expect.stringContaining('"ID-MDM-2"'),
      expect.stringContaining('"ID-MDM-1"'),
    ]);
    // A meter holds no modem number: its lists refuse that kind (400) rather than answer nothing.
    const refused = await t.app.inject({
      url: '/api/v1/meters?flag=same-modem-number',
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("name the other AE_ADMIN's installation by its kind only, without its number", async () => {
    const ours = await installMeter('ID-SM-0050');
    await installMeter('ID SM 0050', otherOfficer);
    const seen = await flagsOf('meters', ours, ae);
    expect(seen.map((flag) => [flag.related, flag.identity])).toEqual([
      [
        { kind: 'meter', id: 0, serial: '', inView: false, photos: [] },
        { value: 'ID-SM-0050', otherValue: '' },
      ],
    ]);
    expect(seen.flatMap(flagReasons)).toEqual([
      'Meter number ID-SM-0050 is also on a meter outside your area',
    ]);
  });
});
