import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS } from '@smms/shared';
import { ACTIONS } from '../lib/audit.js';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookie: string;
let officerPhone: string;
let biCookie: string;

interface ExportEntry {
  actorId: number | null;
  details: { list: string; params?: Record<string, string>; filters: Record<string, string>; file: string };
}

/** The export entries of the audit log, oldest first. */
async function exportEntries(): Promise<ExportEntry[]> {
  const rows = await t.app.dbHandle.db
    .selectFrom('activities')
    .select(['actorId', 'details'])
    .where('action', '=', ACTIONS.listExported)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    actorId: r.actorId,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as ExportEntry['details'],
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const officer = await addUser(db, { username: 'off.export', role: 'FIELD_OFFICER' });
  officerPhone = officer.phone;
  await addUser(db, { username: 'bi.export', role: 'BI_ADMIN' });
  await addMeter(db, { fieldOfficerId: officer.id });
  await addModem(db, { fieldOfficerId: officer.id });
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  biCookie = await signIn(t.app, 'bi.export', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

/** Every CSV export of the API: its route, and a URL that asks for it with a filter. */
const EXPORTS = (): [route: string, url: string][] => [
  ['/api/v1/meters/export', '/api/v1/meters/export?division=Agra%20Urban%20I'],
  [
    '/api/v1/meters/pending-with-tech-support/export',
    '/api/v1/meters/pending-with-tech-support/export?q=TM0',
  ],
  ['/api/v1/modem/all/export', '/api/v1/modem/all/export?q=MD0'],
  ['/api/v1/modem/commissioned/export', '/api/v1/modem/commissioned/export?q=MD0'],
  ['/api/v1/modem/accepted/export', '/api/v1/modem/accepted/export?q=MD0'],
  ['/api/v1/modem/rejected/export', '/api/v1/modem/rejected/export?q=MD0'],
  [
    '/api/v1/modem/by-field-officer/:phone/export',
    `/api/v1/modem/by-field-officer/${officerPhone}/export?q=MD0`,
  ],
  ['/api/v1/users/field-officers/export', '/api/v1/users/field-officers/export?q=off'],
  ['/api/v1/users/admin/export', '/api/v1/users/admin/export?q=adm'],
  ['/api/v1/users/bi-admin/export', '/api/v1/users/bi-admin/export?q=bi.'],
  ['/api/v1/tickets/export', '/api/v1/tickets/export?q=abc'],
  ['/api/v1/activities/export', '/api/v1/activities/export?action=METER_INSTALLED'],
  ['/api/v1/reports/progress/export', '/api/v1/reports/progress/export?from=2026-01-01&to=2026-03-31'],
];

describe('CSV exports in the audit log', () => {
  it('writes exactly one LIST_EXPORTED entry per export: the list, its filters and the file', async () => {
    const exports = EXPORTS();
    // Every export route the API has (its OpenAPI paths ending in /export) is in the table.
    const documented = Object.keys(t.app.swagger().paths ?? {})
      .filter((p) => p.endsWith('/export'))
      .map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    expect(exports.map(([route]) => route).sort()).toEqual(documented.sort());
    for (const [route, url] of exports) {
      const before = (await exportEntries()).length;
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const entries = (await exportEntries()).slice(before);
      expect(entries, url).toHaveLength(1);
      const [entry] = entries as [ExportEntry];
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
      expect(entry.details.list).toBe(route);
      expect(entry.details.filters).toMatchObject(query);
      expect(response.headers['content-disposition']).toContain(`filename="${entry.details.file}"`);
      if (route.includes(':phone')) expect(entry.details.params).toEqual({ phone: officerPhone });
    }
  });

  it('writes one for a report exported as XLSX too, naming its file', async () => {
    const before = (await exportEntries()).length;
    const url = '/api/v1/reports/progress/export?format=xlsx&from=2026-01-01&to=2026-03-31';
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const entries = (await exportEntries()).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({
      list: '/api/v1/reports/progress/export',
      filters: { format: 'xlsx', from: '2026-01-01', to: '2026-03-31' },
      file: 'progress-division-week-2026-01-01-2026-03-31.xlsx',
    });
  });

  it('records who exported, and the activity log labels the entry with its file', async () => {
    await t.app.inject({ url: '/api/v1/meters/export?sortOrder=asc', headers: { cookie: biCookie } });
    const [last] = (await exportEntries()).slice(-1);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: biCookie } });
    expect(last?.actorId).toBe(me.json().user.id);
    const log = await t.app.inject({
      url: `/api/v1/activities?action=${ACTIONS.listExported}&limit=1`,
      headers: { cookie },
    });
    expect(log.statusCode, log.body).toBe(200);
    const [shown] = log.json().data as { label: string; subject: string }[];
    expect(shown).toMatchObject({ label: ACTIVITY_LABELS.LIST_EXPORTED, subject: last?.details.file });
  });

  it('writes nothing for a refused export or a JSON list', async () => {
    const before = (await exportEntries()).length;
    const anonymous = await t.app.inject({ url: '/api/v1/meters/export' });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await t.app.inject({
      url: '/api/v1/meters/export?sort=sideways',
      headers: { cookie },
    });
    expect(invalid.statusCode).toBe(400);
    const forbidden = await t.app.inject({
      url: '/api/v1/users/admin/export',
      headers: { cookie: biCookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/v1/meters', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect((await exportEntries()).length).toBe(before);
  });
});
