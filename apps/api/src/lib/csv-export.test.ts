import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';

/**
 * Issue 12: SQL writes every export's cells (COPY on PostgreSQL, keyset batches on PGlite). Each file is held to
 * a golden file (`__golden__/csv-export/`, the bytes the JS formatting wrote before SQL took over, checked by
 * hand), on values meant to break CSV and spreadsheets: quotes, commas, line breaks, leading = + - @ tab CR,
 * NULLs, non-ASCII. Both databases must write the same bytes. After a deliberate change to an export, rewrite
 * them with `npx vitest run --project api apps/api/src/lib/csv-export.test.ts -u` and read the diff.
 */
let t: TestApp;
let cookie: Record<'superadmin' | 'ae', string>;
let officerPhone: string;
const API = '/api/v1';

const HOSTILE = [
  '=HYPERLINK("http://x","y")',
  '+91 98100',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '\rReturn',
  'line one\nline two',
  'crlf\r\ninside',
  '"quoted", with comma',
  'ends with quote"',
  '"\n"',
  "O'Brien\\",
  'Ünïcødé — नमस्ते 名前',
  '',
  ' =not first',
];
const pick = (i: number) => HOSTILE[i % HOSTILE.length] ?? null;
const maybe = (i: number) => (i % 4 === 3 ? null : pick(i));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, {
    username: 'ae.csv',
    role: 'AE_ADMIN',
    accessLevel: 'Meters,Modems',
    firstName: '=cmd',
    lastName: 'O"Neil, Jr',
    email: '@mail@example.com',
  });
  await addUser(db, { username: 'bi.csv', role: 'BI_ADMIN', firstName: 'Zoë', lastName: '-minus' });
  const officers = [];
  for (let i = 0; i < 4; i += 1)
    officers.push(
      await addUser(db, {
        username: `fo.csv${i}`,
        role: 'FIELD_OFFICER',
        accessLevel: 'Meters,Modems',
        createdBy: ae.id,
        firstName: pick(i + 1) || 'Name',
        lastName: pick(i + 5) || 'Last',
        alternatePhone: i % 2 ? null : `98765432${10 + i}`,
        circle: maybe(i + 2),
        division: pick(i + 8) ?? 'Division',
        subDivision: maybe(i + 3),
        section: maybe(i + 6),
      }),
    );
  officerPhone = officers[0]!.phone;
  const lifecycle = [
    { commissionStatus: 'Pending', communicationStatus: 'Pending', techSupportStatus: null },
    { commissionStatus: 'Pending', communicationStatus: 'LIVE', techSupportStatus: 'APPROVED' },
    { commissionStatus: 'Approved', communicationStatus: 'LIVE', autoCommissioned: true },
    { commissionStatus: 'Approved', communicationStatus: 'Offline', autoCommissioned: false },
    { commissionStatus: 'Rejected', communicationStatus: 'LIVE', techSupportStatus: 'REJECTED' },
    { commissionStatus: 'Rejected', communicationStatus: 'LIVE', techSupportStatus: null },
    { commissionStatus: 'Rejected', communicationStatus: 'Offline', techSupportProgress: 'PENDING' },
  ] as const;
  for (let i = 0; i < 30; i += 1) {
    const state = lifecycle[i % lifecycle.length]!;
    const fieldOfficerId = officers[i % officers.length]!.id;
    const meter = await addMeter(db, {
      fieldOfficerId,
      ...state,
      meterSno: `${pick(i) ?? ''}#M${i}`,
      dtrSno: maybe(i + 1),
      substationName: maybe(i + 2),
      feederName: maybe(i + 3),
      division: maybe(i + 4),
      circle: maybe(i + 5),
      comments: maybe(i + 6),
      // The Reason of a rejected meter; one without a category (rejected before categories) writes nothing.
      rejectionCategory:
        state.commissionStatus === 'Rejected' ? (['location', 'technical', null][i % 3] ?? null) : null,
      // Half past and on the hour, around midnight in the zone and in UTC.
      installedOn: new Date(Date.UTC(2026, 0, 1 + i, (i * 7) % 24, (i * 29) % 60)),
    });
    const { autoCommissioned: _auto, ...modemState } = { autoCommissioned: false, ...state };
    const modem = await addModem(db, {
      fieldOfficerId,
      ...modemState,
      modemSno: `${pick(i + 2) ?? ''}#D${i}`,
      meterSno: maybe(i),
      serviceNo: maybe(i + 1),
      phone: maybe(i + 3),
      section: maybe(i + 4),
      subDivision: maybe(i + 5),
      division: maybe(i + 6),
      circle: maybe(i + 7),
      consumerName: maybe(i + 8),
      rejectionReason: state.commissionStatus === 'Rejected' ? maybe(i + 9) : null,
      rejectionCategory: ['technical', 'other', 'documentation', null][i % 4] ?? null,
      commissionedAt: i % 3 ? new Date(Date.UTC(2026, 2, 1 + i, 18, 45)) : null,
      lastCommunicatedAt: i % 2 ? new Date(Date.UTC(2026, 3, 1 + i, 23, 59)) : null,
    });
    // The decided ones' review record, which the exports read for who decided and why: an earlier decision
    // first on some (reopened since), so only the latest counts.
    if (state.commissionStatus !== 'Pending')
      for (const [installation, id] of [
        ['meter', meter.id],
        ['modem', modem.id],
      ] as const) {
        const decision = (to: string, k: number) => ({
          installation,
          installationId: id,
          kind:
            'autoCommissioned' in state && state.autoCommissioned && installation === 'meter'
              ? ('auto-commission' as const)
              : ('decision' as const),
          actorName: pick(i + k) || 'Sunil Mehta',
          fromStatus: 'Pending',
          toStatus: to,
          comment: maybe(i + k + 1),
        });
        await db
          .insertInto('reviewEvents')
          .values(
            i % 2
              ? [decision('Rejected', 3), decision('Pending', 4), decision(state.commissionStatus, 9)]
              : [decision(state.commissionStatus, 9)],
          )
          .execute();
      }
  }
  const modem = await db.selectFrom('modems').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  for (let i = 0; i < 12; i += 1)
    await db
      .insertInto('techSupportTickets')
      .values({
        ...(i === 11 ? { id: 12345 } : {}),
        title: pick(i) || 'Title',
        description: pick(i + 3) ?? '',
        status: ['open', 'in_progress', 'resolved', 'closed'][i % 4],
        priority: ['low', 'medium', 'high', 'critical'][i % 4],
        category: pick(i + 6) || 'Category',
        reportedBy: i % 3 ? ae.id : null,
        assignedTo: i % 2 ? officers[1]!.id : null,
        modemId: i % 2 ? modem.id : null,
        location: maybe(i + 9),
        // Fixed times, so the golden files hold the same bytes on every run.
        createdAt: new Date(Date.UTC(2026, 4, 1 + i, (i * 5) % 24, 15)),
        updatedAt: new Date(Date.UTC(2026, 4, 2 + i, 6, 40)),
      })
      .execute();
  cookie = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae: await signIn(t.app, 'ae.csv', FIXTURE_PASSWORD),
  };
  // After signing in, which sets it to now.
  await db
    .updateTable('users')
    .set({ lastLoginAt: new Date(Date.UTC(2026, 10, 23, 8, 35)) })
    .where('id', '=', ae.id)
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Who = keyof typeof cookie;
async function get(who: Who, url: string) {
  const response = await t.app.inject({ url: API + url, headers: { cookie: cookie[who] } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const listOf = async <T>(who: Who, url: string, key = 'data') =>
  (await get(who, `${url}${url.includes('?') ? '&' : '?'}pageSize=500`)).json()[key] as T[];
const exported = async (who: Who, url: string) => (await get(who, url)).body;

/** The export at `url` is byte for byte its golden file. */
async function expectGolden(who: Who, url: string, name: string) {
  const body = await exported(who, url);
  expect([...csvRecords(body)].length, `${name}: a header and rows`).toBeGreaterThan(1);
  await expect(body).toMatchFileSnapshot(`__golden__/csv-export/${name}.csv`);
}

describe('SQL-written exports', () => {
  const meterLists = [
    ['installed', ''],
    ['commissioned', '&sort=meterSno&order=asc'],
    ['pending-review', '&sort=substationName'],
    ['accepted', '&sort=division&order=asc'],
    ['rejected', '&sort=feederName'],
  ] as const;
  it.each(meterLists)('meters %s: the golden bytes, for each role', async (stage, sorting) => {
    for (const who of ['superadmin', 'ae'] as const)
      await expectGolden(who, `/meters/export?stage=${stage}${sorting}`, `meters-${stage}-${who}`);
  });

  it('Tech Support Management and an officer’s meters: the golden bytes', async () => {
    await expectGolden(
      'superadmin',
      '/meters/pending-with-tech-support/export?sort=meterSno',
      'meters-tech-support',
    );
    const officer = (await listOf<{ id: number }>('ae', '/users/field-officers/list'))[0]!;
    await expectGolden('ae', `/meters/export?stage=installed&officerId=${officer.id}`, 'meters-of-officer');
  });

  it.each(['all', 'commissioned', 'accepted', 'rejected'] as const)(
    'modems %s: the golden bytes for the BI and AE columns',
    async (list) => {
      for (const who of ['superadmin', 'ae'] as const)
        await expectGolden(who, `/modem/${list}/export?sort=modemSno&order=asc`, `modems-${list}-${who}`);
    },
  );

  it('an officer’s modems, people and tickets: the golden bytes', async () => {
    await expectGolden('ae', `/modem/by-field-officer/${officerPhone}/export`, 'modems-of-officer');
    for (const who of ['superadmin', 'ae'] as const)
      await expectGolden(who, '/users/field-officers/export?sort=firstName', `officers-${who}`);
    for (const kind of ['admin', 'bi-admin'])
      await expectGolden('superadmin', `/users/${kind}/export`, `people-${kind}`);
    for (const [name, sorting] of [
      ['tickets', ''],
      ['tickets-by-priority', '?sort=priority&order=desc'],
      ['tickets-by-status', '?sort=status&order=asc'],
    ] as const)
      await expectGolden('superadmin', `/tickets/export${sorting}`, name);
  });

  it('inlines hostile filter values safely: the export holds exactly the list’s rows', async () => {
    for (const q of ["O'Brien\\", '"quoted", with', "'; drop table meters; --", '$1 \\x27']) {
      const query = `stage=installed&q=${encodeURIComponent(q)}`;
      const rows = await listOf<{ id: number }>('superadmin', `/meters?${query}`);
      const records = [...csvRecords(await exported('superadmin', `/meters/export?${query}`))];
      // After the header, one record a row of the list, in its order (Meter ID first).
      expect(
        records.slice(1).map((r) => r.cells[0]),
        q,
      ).toEqual(rows.map((row) => String(row.id)));
    }
    const rows = await listOf('superadmin', `/meters?stage=installed&q=${encodeURIComponent("O'Brien\\")}`);
    expect(rows.length).toBeGreaterThan(0);
  });
});
