import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, ReviewEvent } from '@smms/shared';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * The review record (issue 36, DESIGN §5): the server writes each recommendation and decision as an event; the
 * comments are the installer's note and never a reviewer's entry; the table takes no UPDATE, DELETE or TRUNCATE.
 */
let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'otherAe', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.r', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae.other', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.r', role: 'BI_ADMIN', firstName: 'Bina', lastName: 'Rao' });
  officerId = (await addUser(db, { username: 'off.r', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.r', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.r', FIXTURE_PASSWORD),
    otherAe: await signIn(t.app, 'ae.other', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (who: keyof typeof c, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });

async function recordOf(id: number): Promise<ReviewEvent[]> {
  const response = await call('superadmin', 'GET', `/meters/${id}/review-record`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the review record', () => {
  it('is not forged by an edit of the comments that looks like a reviewer entry', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, comments: 'Installed' });
    const rejected = await call('bi', 'POST', '/meters/bi-admin/update-tech-support', {
      meterId: meter.id,
      techSupportStatus: 'Rejected',
      rejectionCategory: 'technical',
      comments: 'Tampering suspected',
      version: 1,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const before = await recordOf(meter.id);
    expect(before).toMatchObject([
      { kind: 'recommendation', actorName: 'Bina Rao', actorRole: 'BI_ADMIN', to: 'REJECTED' },
    ]);

    const forged = `Installed as per checklist.\n[${new Date().toISOString()}] Bina Rao: APPROVED - Seal intact, photos verified`;
    const edit = await call('ae', 'PUT', `/meters/${meter.id}`, { comments: forged, version: 2 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.comments).toBe(forged);
    expect(await recordOf(meter.id)).toEqual(before);
  });

  it('begins with the install: who registered the meter or modem, as they were', async () => {
    const meter = await call('ae', 'POST', '/meters', { meterSno: 'SM-REC-1', fieldOfficerId: officerId });
    expect(meter.statusCode, meter.body).toBe(201);
    expect(await recordOf(meter.json().data.id)).toMatchObject([
      { kind: 'installed', actorRole: 'AE_ADMIN', from: null, to: 'Pending', comment: null },
    ]);
    const modem = await call('superadmin', 'POST', '/modem/save-meter-data', {
      modemSno: 'MDM-REC-1',
      fieldOfficerId: officerId,
    });
    expect(modem.statusCode, modem.body).toBe(201);
    const modemRecord = await call('superadmin', 'GET', `/modem/${modem.json().data.id}/review-record`);
    expect(modemRecord.json().data).toMatchObject([
      { kind: 'installed', actorRole: 'BI_SUPER_ADMIN', to: 'Pending' },
    ]);
  });

  it('is read only by those who may see the installation', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    expect((await call('ae', 'GET', `/meters/${meter.id}/review-record`)).statusCode).toBe(200);
    expect((await call('otherAe', 'GET', `/meters/${meter.id}/review-record`)).statusCode).toBe(404);
    expect((await call('ae', 'GET', '/meters/999999/review-record')).statusCode).toBe(404);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even in plain SQL, and keeps every event', async () => {
    const db = t.app.dbHandle.db;
    const meter = await addMeter(db, { fieldOfficerId: officerId });
    const decided = await call('superadmin', 'PUT', `/meters/${meter.id}/commission-status`, {
      commissionStatus: 'Approved',
      version: 1,
      comment: 'Verified',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const before = await recordOf(meter.id);
    expect(before).toHaveLength(1);
    for (const statement of [
      sql`update review_events set to_status = 'Rejected' where installation_id = ${meter.id}`,
      sql`delete from review_events where installation_id = ${meter.id}`,
      sql`truncate review_events`,
    ])
      await expect(statement.execute(db)).rejects.toThrow(/append-only/);
    expect(await recordOf(meter.id)).toEqual(before);
  });
});

describe('a meter’s History', () => {
  const historyOf = async (id: number, query = '') => {
    const response = await call('ae', 'GET', `/meters/${id}/history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as HistoryEntry[];
  };

  it('shows each step of the record once, from the record, and the other changes from the audit log', async () => {
    const created = await call('ae', 'POST', '/meters', { meterSno: 'SM-HIST-1', fieldOfficerId: officerId });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    // One after another: each names the version the one before left.
    const steps = [
      () => call('ae', 'PUT', `/meters/${id}`, { comments: 'Pole 9', version: 1 }),
      () =>
        call('bi', 'POST', '/meters/bi-admin/update-tech-support', {
          meterId: id,
          techSupportStatus: 'Rejected',
          rejectionCategory: 'location',
          comments: 'Wrong pole',
          version: 2,
        }),
      () =>
        call('superadmin', 'POST', '/meters/bi-admin/update-tech-support', {
          meterId: id,
          techSupportStatus: 'IN_PROGRESS',
          version: 3,
        }),
      () =>
        call('superadmin', 'PUT', `/meters/${id}/commission-status`, {
          commissionStatus: 'Rejected',
          rejectionCategory: 'location',
          comment: 'Move it to pole 14',
          version: 4,
        }),
    ];
    for (const step of steps) expect((await step()).statusCode).toBe(200);

    const history = await historyOf(id);
    expect(history.map((e) => [e.label, e.actorName, e.from, e.to])).toEqual([
      ['Decided', 'Super Admin', 'Pending', 'Rejected'],
      ['Tech support status updated', 'Super Admin', null, 'IN_PROGRESS'],
      ['Recommended', 'Bina Rao', null, 'REJECTED'],
      ['Meter updated', expect.any(String), null, null],
      ['Installed', expect.any(String), null, 'Pending'],
    ]);
    expect(history[0]).toMatchObject({ category: 'location', comment: 'Move it to pole 14' });
    expect(new Set(history.map((e) => e.key)).size).toBe(history.length);
    // A page: the newest two, then up to the second's instant, inclusive (the database keeps microseconds, the
    // answer milliseconds, so the screen asks a millisecond later and drops what it has shown).
    const page = await historyOf(id, '?limit=2');
    expect(page).toEqual(history.slice(0, 2));
    const bound = new Date(Date.parse(page[1]!.at) + 1).toISOString();
    const next = await historyOf(id, `?to=${encodeURIComponent(bound)}`);
    expect(next.map((e) => e.key)).toEqual(history.slice(1).map((e) => e.key));
    expect((await call('otherAe', 'GET', `/meters/${id}/history`)).statusCode).toBe(404);
    expect((await call('ae', 'GET', `/meters/${id}/history?to=yesterday`)).statusCode).toBe(400);
  });
});

describe('migration 0015', () => {
  it('takes the events so far from the audit log and leaves the installer’s note in the comments', async () => {
    const db = t.app.dbHandle.db;
    await migrateTo(db, '0014-user-json-fields');
    const bi = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bi.r')
      .executeTakeFirstOrThrow();
    const meter = await addMeter(db, {
      fieldOfficerId: officerId,
      comments:
        'Pole 14, behind the school\n[2026-11-20T10:15:00.000Z] Bina Rao: APPROVED - Looks fine\nmore',
    });
    await db
      .insertInto('activities')
      .values({
        actorId: bi.id,
        action: 'TECH_SUPPORT_UPDATED',
        entityType: 'meter',
        entityId: meter.id,
        details: JSON.stringify({ from: null, to: 'APPROVED', comment: 'Looks fine', category: null }),
      })
      .execute();
    await migrateToLatest(db);
    expect(await recordOf(meter.id)).toMatchObject([
      {
        kind: 'recommendation',
        actorId: bi.id,
        actorName: 'Bina Rao',
        to: 'APPROVED',
        comment: 'Looks fine',
      },
    ]);
    const { comments } = await db
      .selectFrom('meters')
      .select('comments')
      .where('id', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(comments).toBe('Pole 14, behind the school');
  });
});

describe('migration 0016', () => {
  it('keeps only a verdict since the last reopen as the recommendation and moves working words apart', async () => {
    const db = t.app.dbHandle.db;
    await migrateTo(db, '0015-review-record');
    const working = await addMeter(db, { fieldOfficerId: officerId, techSupportStatus: 'IN_PROGRESS' });
    const verdict = await addMeter(db, { fieldOfficerId: officerId, techSupportStatus: 'APPROVED' });
    const reopened = await addMeter(db, { fieldOfficerId: officerId, techSupportStatus: 'REJECTED' });
    const event = (kind: string, to: string) => ({
      installation: 'meter' as const,
      installationId: reopened.id,
      kind: kind as 'decision',
      actorName: 'Sunil Mehta',
      toStatus: to,
    });
    await db
      .insertInto('reviewEvents')
      .values([
        event('recommendation', 'REJECTED'),
        event('decision', 'Rejected'),
        event('decision', 'Pending'),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('meters')
      .select(['id', 'techSupportStatus', 'techSupportProgress'])
      .where('id', 'in', [working.id, verdict.id, reopened.id])
      .orderBy('id')
      .execute();
    expect(
      rows.map(({ techSupportStatus, techSupportProgress }) => [techSupportStatus, techSupportProgress]),
    ).toEqual([
      [null, 'IN_PROGRESS'],
      ['APPROVED', null],
      [null, null],
    ]);
  });
});
