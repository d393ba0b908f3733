import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@smms/shared';
import { loadDemoData } from '../../db/demo-data.js';
import { DEMO_PASSWORD } from '../../db/demo/people.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  // The demo brings its own superadmin: it loads before the bootstrap admin exists (npm run demo).
  await t.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(t.app.dbHandle.db, {
    photos: t.app.photos,
    size: { officers: 12, meters: 60, modems: 80, photos: 0 },
  });
  cookie = await signIn(t.app, 'superadmin', DEMO_PASSWORD);
});
afterAll(() => t.close());

describe('the demo tickets', () => {
  it('cover every status and priority, each linked to a demo modem, with the history of its status', async () => {
    const body = (await t.app.inject({ url: '/api/v1/tickets?pageSize=100', headers: { cookie } })).json();
    const tickets = body.data as { id: number; status: string; priority: string; modemSno: string | null }[];
    expect(new Set(tickets.map((x) => x.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(tickets.map((x) => x.priority))).toEqual(new Set(TICKET_PRIORITIES));
    expect(tickets.every((x) => x.modemSno)).toBe(true);
    const closed = tickets.find((x) => x.status === 'closed');
    const detail = (await t.app.inject({ url: `/api/v1/tickets/${closed?.id}`, headers: { cookie } })).json();
    expect(detail.data.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(TICKET_STATUSES);
  });
});
