import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, DTR_IMPORT_MESSAGES as M, PHOTO_MESSAGES } from '@smms/shared';
import { setRule } from '../../test/auto-commission-rule.js';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { cutAt, multipart } from '../../test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.i', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.i', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.i', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.i', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.i', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const HEADER =
  'DTR Number,Substation,District/Division,EDC/Organization,Capacity,Region,Status,Circle,Feeder';
const line = (dtr: string, substation = 'Kamla Nagar 33/11 KV', capacity = '100 KVA') =>
  `${dtr},${substation},Agra Urban I,DVVNL,${capacity},Agra Zone,Active,Agra,Town Feeder 1`;

/** Posts a CSV as a text/csv body (scripts) or as the multipart field `file` (the console). */
function post(who: keyof typeof c, csv: string, opts: { dryRun?: boolean; multipart?: boolean } = {}) {
  const url = `/api/v1/discom/dtr-import${opts.dryRun ? '?dryRun=true' : ''}`;
  if (!opts.multipart)
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: c[who], ...CONSOLE, 'content-type': 'text/csv' },
      payload: csv,
    });
  const boundary = '----smmsDtrBoundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dtr.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: c[who], ...CONSOLE, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const dtrCount = async () =>
  (
    await t.app.dbHandle.db
      .selectFrom('dtrReference')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/v1/discom/dtr-import', () => {
  it('previews a file on a dry run: counts and errors with lines, and keeps nothing', async () => {
    const csv = [HEADER, line('IMP-1'), line('IMP-2'), ',No DTR,x,y,z', line('imp-1')].join('\n');
    const response = await post('bi', csv, { dryRun: true, multipart: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.previewed(4),
      data: {
        dryRun: true,
        rows: 4,
        inserted: 2,
        updated: 0,
        unchanged: 0,
        errorCount: 2,
        errors: [
          { line: 4, dtrNo: null, reason: M.dtrRequired },
          { line: 5, dtrNo: 'imp-1', reason: M.duplicateDtr(2) },
        ],
      },
    });
    expect(Number(await dtrCount())).toBe(0);
  });

  it('applies a file: inserts, then on a second file updates only what differs and counts the rest unchanged', async () => {
    const first = await post(
      'superadmin',
      [HEADER, line('UPS-1'), line('UPS-2'), line('UPS-3')].join('\r\n'),
    );
    expect(first.json().data).toMatchObject({ dryRun: false, inserted: 3, updated: 0, unchanged: 0 });
    const second = await post(
      'bi',
      [HEADER, line(' ups-1 '), line('UPS-2', 'Sikandra'), line('UPS-4')].join('\n'),
    );
    expect(second.json().data).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
    const rows = await t.app.dbHandle.db
      .selectFrom('dtrReference')
      .select(['dtrNo', 'substation'])
      .where('dtrNo', 'like', 'UPS-%')
      .orderBy('dtrNo')
      .execute();
    // The master keeps its own spelling of a DTR number the file wrote differently.
    expect(rows).toEqual([
      { dtrNo: 'UPS-1', substation: 'Kamla Nagar 33/11 KV' },
      { dtrNo: 'UPS-2', substation: 'Sikandra' },
      { dtrNo: 'UPS-3', substation: 'Kamla Nagar 33/11 KV' },
      { dtrNo: 'UPS-4', substation: 'Kamla Nagar 33/11 KV' },
    ]);
  });

  it('keeps the values of an optional column the file does not have', async () => {
    await post('bi', [HEADER, line('KEEP-1')].join('\n'));
    const response = await post(
      'bi',
      'DTR Number,Substation,Division,EDC,Capacity\nKEEP-1,Kamla Nagar 33/11 KV,Agra Urban I,DVVNL,100 KVA',
    );
    expect(response.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    const row = await t.app.dbHandle.db
      .selectFrom('dtrReference')
      .selectAll()
      .where('dtrNo', '=', 'KEEP-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ region: 'Agra Zone', status: 'Active', feeder: 'Town Feeder 1' });
  });

  it('audits one DTR_IMPORTED entry per applied import, with the counts, and none for a dry run', async () => {
    const db = t.app.dbHandle.db;
    const before = await db
      .selectFrom('activities')
      .select('id')
      .where('action', '=', 'DTR_IMPORTED')
      .execute();
    await post('bi', [HEADER, line('AUD-1'), 'bad line without dtr'].join('\n'), { dryRun: true });
    await post('bi', [HEADER, line('AUD-1'), ',x,y,z,w'].join('\n'));
    const after = await db
      .selectFrom('activities')
      .select(['details', 'actorId'])
      .where('action', '=', 'DTR_IMPORTED')
      .orderBy('id', 'desc')
      .execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.details).toMatchObject({
      rows: 2,
      inserted: 1,
      updated: 0,
      unchanged: 0,
      errorCount: 1,
    });
  });

  it('refuses a file without the required columns, an empty body, a JSON body and two files (400)', async () => {
    const missing = await post('bi', 'DTR Number,Substation\nX,Y');
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      M.missingColumns(['District/Division', 'EDC/Organization', 'Capacity']),
    ]);
    expect((await post('bi', '')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/discom/dtr-import',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: { rows: [] },
    });
    expect([json.statusCode, json.json().message]).toEqual([400, M.noFile]);
    const boundary = '----twoFiles';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${HEADER}\r\n`;
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/discom/dtr-import',
      headers: { cookie: c.bi, ...CONSOLE, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('file')}${part('other')}--${boundary}--\r\n`,
    });
    expect([two.statusCode, two.json().message]).toEqual([400, M.oneFile]);
  });

  it('refuses a form without a boundary or cut off, inside the file or after it, and imports nothing', async () => {
    const before = await dtrCount();
    const csv = [HEADER, line('CUT-1'), line('CUT-2')].join('\n');
    const { payload, headers } = multipart({}, [
      { field: 'file', name: 'dtr.csv', type: 'text/csv', bytes: Buffer.from(csv) },
    ]);
    for (const [body, contentType] of [
      [payload, 'multipart/form-data'],
      [cutAt(payload, 'CUT-2'), headers['content-type']],
      [payload.subarray(0, payload.length - 4), headers['content-type']],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/discom/dtr-import',
        headers: { cookie: c.bi, ...CONSOLE, 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(PHOTO_MESSAGES.brokenForm);
    }
    expect(await dtrCount()).toBe(before);
  });

  it('is for the reviewers only: an AE_ADMIN gets 403 and nothing is written', async () => {
    const response = await post('ae', [HEADER, line('AE-1')].join('\n'));
    expect([response.statusCode, response.json().message]).toEqual([403, AUTH.forbidden]);
    const row = await t.app.dbHandle.db
      .selectFrom('dtrReference')
      .select('dtrNo')
      .where('dtrNo', '=', 'AE-1')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('auto-commissions (the rule on) the matching LIVE Pending meters of the imported DTRs, once, and lists them', async () => {
    const db = t.app.dbHandle.db;
    await setRule(db);
    const matching = await addMeter(db, {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
      dtrSno: 'ac-1 ',
      substationName: 'KAMLA NAGAR 33/11 KV',
      division: 'Agra Urban I',
      organization: 'dvvnl',
      dtrCapacity: '100 kva',
    });
    // It matches, but the head-end has never heard from it: left to people.
    const silent = await addMeter(db, {
      fieldOfficerId: officerId,
      dtrSno: 'AC-1',
      substationName: 'Kamla Nagar 33/11 KV',
      division: 'Agra Urban I',
      organization: 'DVVNL',
      dtrCapacity: '100 KVA',
    });
    const mismatching = await addMeter(db, {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
      dtrSno: 'AC-2',
      substationName: 'Kamla Nagar 33/11 KV',
      division: 'Agra Urban I',
      organization: 'DVVNL',
      dtrCapacity: '63 KVA',
    });
    const rejected = await addMeter(db, {
      fieldOfficerId: officerId,
      dtrSno: 'AC-1',
      substationName: 'Kamla Nagar 33/11 KV',
      division: 'Agra Urban I',
      organization: 'DVVNL',
      dtrCapacity: '100 KVA',
      commissionStatus: 'Rejected',
    });
    const csv = [HEADER, line('AC-1'), line('AC-2')].join('\n');

    const listed = [{ id: matching.id, meterSno: matching.meterSno }];
    const preview = await post('bi', csv, { dryRun: true });
    expect(preview.json().data).toMatchObject({
      inserted: 2,
      autoCommissioned: 1,
      autoCommissionedMeters: listed,
      ruleOn: true,
      leftForReview: 2,
    });
    const stillPending = await db
      .selectFrom('meters')
      .select('commissionStatus')
      .where('id', '=', matching.id)
      .executeTakeFirstOrThrow();
    expect(stillPending.commissionStatus).toBe('Pending');

    const applied = await post('bi', csv);
    expect(applied.json().data).toMatchObject({
      inserted: 2,
      autoCommissioned: 1,
      autoCommissionedMeters: listed,
      ruleOn: true,
      leftForReview: 2,
    });
    const meters = await db
      .selectFrom('meters')
      .select(['id', 'commissionStatus', 'autoCommissioned', 'version'])
      .where('id', 'in', [matching.id, silent.id, mismatching.id, rejected.id])
      .orderBy('id')
      .execute();
    expect(meters).toEqual([
      { id: matching.id, commissionStatus: 'Approved', autoCommissioned: true, version: 2 },
      { id: silent.id, commissionStatus: 'Pending', autoCommissioned: false, version: 1 },
      { id: mismatching.id, commissionStatus: 'Pending', autoCommissioned: false, version: 1 },
      { id: rejected.id, commissionStatus: 'Rejected', autoCommissioned: false, version: 1 },
    ]);
    const entry = await db
      .selectFrom('activities')
      .select(['actorId', 'ip', 'details'])
      .where('action', '=', 'METER_AUTO_COMMISSIONED')
      .where('entityId', '=', matching.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: null,
      ip: null,
      details: { by: 'system', trigger: 'import', from: 'Pending', to: 'Approved' },
    });

    const again = await post('bi', csv);
    expect(again.json().data).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 2,
      autoCommissioned: 0,
      autoCommissionedMeters: [],
    });
    const versions = await db
      .selectFrom('meters')
      .select('version')
      .where('id', 'in', [matching.id, mismatching.id])
      .orderBy('id')
      .execute();
    expect(versions).toEqual([{ version: 2 }, { version: 1 }]);
  });
});

describe('POST /api/v1/discom/dtr-import: the encoding of a file', () => {
  it("reads a Windows-1252 file (Excel's CSV) with its letters, and says so; a UTF-8 one as UTF-8", async () => {
    const substation = 'Nagla Pé Naïve 33/11 KV';
    const csv = [HEADER, line('ENC-1', substation)].join('\r\n');
    const send = (bytes: Buffer, asForm: boolean) => {
      const form = multipart({}, [{ field: 'file', name: 'dtr.csv', type: 'text/csv', bytes }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/discom/dtr-import',
        headers: asForm
          ? { cookie: c.bi, ...CONSOLE, ...form.headers }
          : { cookie: c.bi, ...CONSOLE, 'content-type': 'text/csv' },
        payload: asForm ? form.payload : bytes,
      });
    };
    const stored = () =>
      t.app.dbHandle.db
        .selectFrom('dtrReference')
        .select('substation')
        .where('dtrNo', '=', 'ENC-1')
        .executeTakeFirstOrThrow();
    for (const asForm of [true, false]) {
      const excel = await send(Buffer.from(csv, 'latin1'), asForm);
      expect(excel.statusCode, excel.body).toBe(200);
      expect(excel.json().data.encoding).toBe('windows-1252');
      expect(excel.json().message).toContain(M.readAsWindows1252);
      expect((await stored()).substation).toBe(substation);
      const utf8 = await send(Buffer.from(`\ufeff${csv}`, 'utf8'), asForm);
      expect(utf8.json().data).toMatchObject({ encoding: 'utf-8', unchanged: 1 });
      expect(utf8.json().message).not.toContain(M.readAsWindows1252);
    }
  });
});
