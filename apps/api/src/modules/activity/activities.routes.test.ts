import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ENTRY_LABELS,
  ACTIVITY_EXPORT,
  ACTIVITY_LABELS,
  ACTIVITY_MESSAGES,
  WORKING_STATUS_ENTRY,
} from '@smms/shared';
import { ACTIONS, audit, type Action } from '../../lib/audit.js';
import { addMeter, addUser } from '../../test/fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { world } from '../../test/world.js';

let t: TestApp;
let c: Record<'superadmin' | 'ae', string>;
let ids: { reviewer: number; mine: number; theirs: number; myMeter: number; theirMeter: number };

/** An audit entry at a given time. */
async function entry(actorId: number | null, action: Action, meterId: number, at: string, working?: true) {
  const db = t.app.dbHandle.db;
  await audit(db, { user: actorId ? { id: actorId } : null, ip: null }, action, {
    on: { type: 'meter', id: meterId },
    details: { meterSno: `M${meterId}`, ...(working && { working }) },
  });
  await sql`update activities set at = ${at}::timestamptz where id = (select max(id) from activities)`.execute(
    db,
  );
}

beforeAll(async () => {
  const w = await world({
    'ae.act': { role: 'AE_ADMIN' },
    'bi.act': { role: 'BI_ADMIN' },
    'off.mine': { role: 'FIELD_OFFICER', createdBy: 'ae.act' },
    'off.theirs': { role: 'FIELD_OFFICER' },
  });
  t = w.t;
  const { db } = w;
  const { 'bi.act': reviewer, 'off.mine': mine, 'off.theirs': theirs } = w.people;
  const myMeter = (await addMeter(db, { fieldOfficerId: mine.id })).id;
  const theirMeter = (await addMeter(db, { fieldOfficerId: theirs.id })).id;
  ids = { reviewer: reviewer.id, mine: mine.id, theirs: theirs.id, myMeter, theirMeter };
  await entry(mine.id, ACTIONS.meterInstalled, myMeter, '2026-06-01T08:00:00Z');
  await entry(reviewer.id, ACTIONS.techSupportUpdated, myMeter, '2026-06-02T08:00:00Z');
  await entry(reviewer.id, ACTIONS.meterRejected, myMeter, '2026-06-03T23:30:00Z');
  await entry(null, ACTIONS.meterAutoCommissioned, myMeter, '2026-06-04T08:00:00Z');
  await entry(theirs.id, ACTIONS.meterInstalled, theirMeter, '2026-06-02T09:00:00Z');
  await entry(reviewer.id, ACTIONS.meterApproved, theirMeter, '2026-06-03T09:00:00Z');
  c = { superadmin: await w.cookie('superadmin'), ae: await w.cookie('ae.act') };
});
afterAll(() => t.close());

const list = async (who: keyof typeof c, query: string) => {
  const response = await t.app.inject({
    url: `/api/v1/activities?limit=100&${query}`,
    headers: { cookie: c[who] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { action: string; entityId: number }[]).map(
    (a) => `${a.action}#${a.entityId}`,
  );
};

describe('GET /api/v1/activities filters', () => {
  it("lists one meter's history, newest first (entityType + entityId)", async () => {
    expect(await list('superadmin', `entityType=meter&entityId=${ids.myMeter}`)).toEqual([
      `METER_AUTO_COMMISSIONED#${ids.myMeter}`,
      `METER_REJECTED#${ids.myMeter}`,
      `TECH_SUPPORT_UPDATED#${ids.myMeter}`,
      `METER_INSTALLED#${ids.myMeter}`,
    ]);
  });

  it('narrows by actor and by action', async () => {
    expect(await list('superadmin', `actorId=${ids.reviewer}&action=METER_APPROVED`)).toEqual([
      `METER_APPROVED#${ids.theirMeter}`,
    ]);
    expect(await list('superadmin', `actorId=${ids.mine}`)).toEqual([`METER_INSTALLED#${ids.myMeter}`]);
  });

  it('narrows by dates: from and to inclusive, a bare date taking in its whole UTC day', async () => {
    expect(await list('superadmin', 'from=2026-06-02&to=2026-06-03')).toEqual([
      `METER_REJECTED#${ids.myMeter}`,
      `METER_APPROVED#${ids.theirMeter}`,
      `METER_INSTALLED#${ids.theirMeter}`,
      `TECH_SUPPORT_UPDATED#${ids.myMeter}`,
    ]);
    expect(
      await list(
        'superadmin',
        `from=${encodeURIComponent('2026-06-02T13:30:00+05:30')}&to=2026-06-03T09:00:00Z`,
      ),
    ).toEqual([
      `METER_APPROVED#${ids.theirMeter}`,
      `METER_INSTALLED#${ids.theirMeter}`,
      `TECH_SUPPORT_UPDATED#${ids.myMeter}`,
    ]);
  });

  it("keeps the caller's scope: an AE_ADMIN asking for another's meter or officer gets nothing", async () => {
    expect(await list('ae', `entityType=meter&entityId=${ids.theirMeter}`)).toEqual([]);
    expect(await list('ae', `actorId=${ids.theirs}`)).toEqual([]);
    expect(await list('ae', `entityType=meter&entityId=${ids.myMeter}&action=METER_REJECTED`)).toEqual([
      `METER_REJECTED#${ids.myMeter}`,
    ]);
  });

  it('refuses a bad date, from after to, an id without its type, an unknown action (400)', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', ACTIVITY_MESSAGES.badDate],
      ['from=2026-06-03&to=2026-06-02', ACTIVITY_MESSAGES.fromAfterTo],
      ['entityId=4', ACTIVITY_MESSAGES.entityIdNeedsType],
      ['type=modem&entityType=meter', ACTIVITY_MESSAGES.typeMismatch],
      ['action=DROP_TABLE', ACTIVITY_MESSAGES.unknownAction],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({
        url: `/api/v1/activities?${query}`,
        headers: { cookie: c.superadmin },
      });
      expect([response.statusCode, response.json().message], query).toEqual([400, message]);
    }
  });
});

describe('the whole audit log: pages, export, names kept', () => {
  it('pages on with `before` (nextBefore) until the last page, each entry once, in order', async () => {
    const whole = await list('superadmin', 'entityType=meter');
    const paged: string[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const answer = await t.app.inject({
        url: `/api/v1/activities?entityType=meter&limit=2${before ? `&before=${before}` : ''}`,
        headers: { cookie: c.superadmin },
      });
      const body = answer.json() as {
        data: { action: string; entityId: number }[];
        nextBefore: number | null;
      };
      paged.push(...body.data.map((a) => `${a.action}#${a.entityId}`));
      before = body.nextBefore;
      if (before === null) break;
    }
    expect(whole.length).toBeGreaterThan(4);
    expect(paged).toEqual(whole);
  });

  it('exports every entry of the filters in the scope as CSV, newest first, audited', async () => {
    const answer = await t.app.inject({
      url: `/api/v1/activities/export?entityType=meter&entityId=${ids.myMeter}`,
      headers: { cookie: c.superadmin },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="smms-audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe(ACTIVITY_EXPORT.headers.map((h) => `"${h}"`).join(','));
    expect(lines.slice(1).map((l) => l.split('","')[1])).toEqual([
      ACTIVITY_LABELS.METER_AUTO_COMMISSIONED,
      ACTIVITY_LABELS.METER_REJECTED,
      ACTIVITY_LABELS.TECH_SUPPORT_UPDATED,
      ACTIVITY_LABELS.METER_INSTALLED,
    ]);
    const scoped = await t.app.inject({
      url: `/api/v1/activities/export?entityType=meter&entityId=${ids.theirMeter}`,
      headers: { cookie: c.ae },
    });
    expect(scoped.body.trim().split('\r\n')).toHaveLength(1);
    expect(await list('superadmin', 'action=LIST_EXPORTED')).toHaveLength(2);
  });

  it('keeps the name of who acted after that person is deleted, as it was then', async () => {
    const db = t.app.dbHandle.db;
    const gone = await addUser(db, {
      username: 'bi.gone',
      role: 'BI_ADMIN',
      firstName: 'Asha',
      lastName: 'Rao',
    });
    await entry(gone.id, ACTIONS.meterApproved, ids.theirMeter, '2026-06-05T08:00:00Z');
    await db.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', gone.id).execute();
    await db.deleteFrom('users').where('id', '=', gone.id).execute();
    const answer = await t.app.inject({
      url: `/api/v1/activities?action=METER_APPROVED&from=2026-06-05`,
      headers: { cookie: c.superadmin },
    });
    expect(answer.json().data.map((a: { actorName: string }) => a.actorName)).toEqual(['Asha Rao']);
  });
});

// After the export test, which counts the exports made.
describe('what an entry is called', () => {
  it('calls a verdict a recommendation and a working status a status update, in the list and its export', async () => {
    const meter = (await addMeter(t.app.dbHandle.db, { fieldOfficerId: ids.mine })).id;
    await entry(ids.reviewer, ACTIONS.techSupportUpdated, meter, '2026-07-01T08:00:00Z');
    await entry(null, ACTIONS.techSupportUpdated, meter, '2026-07-02T08:00:00Z', true);
    const query = `entityType=meter&entityId=${meter}`;
    const answer = await t.app.inject({
      url: `/api/v1/activities?${query}`,
      headers: { cookie: c.superadmin },
    });
    const labels = [ACTIVITY_ENTRY_LABELS[WORKING_STATUS_ENTRY], ACTIVITY_LABELS.TECH_SUPPORT_UPDATED];
    expect((answer.json().data as { label: string }[]).map((a) => a.label)).toEqual(labels);
    const csv = await t.app.inject({
      url: `/api/v1/activities/export?${query}`,
      headers: { cookie: c.superadmin },
    });
    expect(
      csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split('","')[1]),
    ).toEqual(labels);
  });
});

describe('the audit log as NDJSON (format=ndjson, issue 39)', () => {
  const ndjson = async (query: string) => {
    const answer = await t.app.inject({
      url: `/api/v1/activities/export?format=ndjson&${query}`,
      headers: { cookie: c.superadmin },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body.endsWith('\n')).toBe(true);
    return {
      answer,
      entries: answer.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    };
  };

  it('gives one JSON entry a line, newest first, with who (id and name) and the details whole; audited', async () => {
    const { answer, entries } = await ndjson(`entityType=meter&entityId=${ids.myMeter}`);
    expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /filename="smms-audit-log-\d{4}-\d{2}-\d{2}\.ndjson"/,
    );
    expect(entries.map((e) => e.label)).toEqual([
      ACTIVITY_LABELS.METER_AUTO_COMMISSIONED,
      ACTIVITY_LABELS.METER_REJECTED,
      ACTIVITY_LABELS.TECH_SUPPORT_UPDATED,
      ACTIVITY_LABELS.METER_INSTALLED,
    ]);
    expect(entries[3]).toEqual({
      id: expect.any(Number),
      at: '2026-06-01T08:00:00.000Z',
      action: 'METER_INSTALLED',
      label: ACTIVITY_LABELS.METER_INSTALLED,
      actorId: ids.mine,
      actorName: expect.any(String),
      entityType: 'meter',
      entityId: ids.myMeter,
      details: { meterSno: `M${ids.myMeter}` },
      ip: null,
      location: null,
    });
    const recorded = await t.app.inject({
      url: '/api/v1/activities/export?format=ndjson&action=LIST_EXPORTED',
      headers: { cookie: c.superadmin },
    });
    const files = recorded.body
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { details: { file: string } }).details.file);
    expect(files[0]).toMatch(/\.ndjson$/);
  });

  it('pages through thousands of entries of one instant (finer than a millisecond) each once, in order', async () => {
    const db = t.app.dbHandle.db;
    await sql`insert into activities (at, action, entity_type, entity_id, details)
              select '2026-09-01T00:00:00Z'::timestamptz + (i % 3) * interval '1 microsecond', 'METER_APPROVED',
                     'meter', ${ids.theirMeter}, '{}'::jsonb
              from generate_series(1, 2100) i`.execute(db);
    const { entries } = await ndjson('from=2026-09-01&to=2026-09-01');
    const order = await sql<{
      id: number;
    }>`select id from activities where at >= '2026-09-01' and at < '2026-09-02'
                                            order by at desc, id desc`.execute(db);
    expect(entries.map((e) => e.id)).toEqual(order.rows.map((r) => r.id));
    expect(entries).toHaveLength(2100);
  });

  it('refuses a format it does not write (400), exporting nothing', async () => {
    const answer = await t.app.inject({
      url: '/api/v1/activities/export?format=xml',
      headers: { cookie: c.superadmin },
    });
    expect(answer.statusCode).toBe(400);
  });
});
