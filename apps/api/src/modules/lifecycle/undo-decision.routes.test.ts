import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFLICT,
  METER_LIFECYCLE,
  MODEM_LIFECYCLE,
  UNDO_DECISION,
  UNDO_MINUTES,
  type ReviewEvent,
} from '@smms/shared';
import { addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Issue 38: a person undoes their own Approve or Reject (POST /meters/{id}/undo-decision, /modem/{id}/…) instead
 * of confirming each decision before it. The installation awaits a decision again as it did before, and the record
 * keeps the decision and its undoing; anyone else's decision, a later change, or an old one is refused unchanged.
 */
let t: TestApp;
let c: Record<'superadmin' | 'other' | 'bi', string>;
let officerId: number;
let superAdminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.u', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.u', role: 'BI_ADMIN' });
  await addUser(db, { username: 'super.u', role: 'BI_SUPER_ADMIN' });
  officerId = (await addUser(db, { username: 'off.u', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  superAdminId = (
    await db.selectFrom('users').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()
  ).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    other: await signIn(t.app, 'super.u', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'bi.u', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (who: keyof typeof c, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: c[who], ...CONSOLE }, payload });
const decide = (who: keyof typeof c, id: number, payload: object) =>
  call(who, 'PUT', `/meters/${id}/commission-status`, payload);
const undo = (who: keyof typeof c, id: number, version: number) =>
  call(who, 'POST', `/meters/${id}/undo-decision`, { version });

const rejection = { commissionStatus: 'Rejected', rejectionCategory: 'technical', comment: 'Seal missing' };

/** The meter's row as a refused undo must leave it, its record's kinds, and its audit entries. */
async function meterState(id: number) {
  const db = t.app.dbHandle.db;
  const row = await db
    .selectFrom('meters')
    .select(['commissionStatus', 'techSupportStatus', 'rejectionCategory', 'autoCommissioned', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('reviewEvents')
    .select('kind')
    .where('installation', '=', 'meter')
    .where('installationId', '=', id)
    .orderBy('id')
    .execute();
  const audits = await db
    .selectFrom('activities')
    .select('action')
    .where('entityType', '=', 'meter')
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();
  return { ...row, events: events.map((e) => e.kind), audits: audits.map((a) => a.action) };
}

describe('POST /api/v1/meters/:id/undo-decision', () => {
  it('puts an approval against a recommendation to reject back as it was: Pending, the verdict and its category', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const recommended = await call('bi', 'POST', '/meters/bi-admin/update-tech-support', {
      meterId: meter.id,
      techSupportStatus: 'Rejected',
      rejectionCategory: 'location',
      comments: 'Wrong DTR in the photo',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await decide('superadmin', meter.id, { commissionStatus: 'Approved', version: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ commissionStatus: 'Approved', rejectionCategory: null });

    const response = await undo('superadmin', meter.id, approved.json().data.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(METER_LIFECYCLE.undone);
    expect(response.json().data).toMatchObject({
      commissionStatus: 'Pending',
      techSupportStatus: 'REJECTED',
      rejectionCategory: 'location',
      version: 4,
    });
    const state = await meterState(meter.id);
    expect(state.events).toEqual(['recommendation', 'decision', 'decision-undone']);
    expect(state.audits.slice(-2)).toEqual(['METER_APPROVED', 'METER_DECISION_UNDONE']);
    const record = await t.app.inject({
      url: `/api/v1/meters/${meter.id}/review-record`,
      headers: { cookie: c.superadmin },
    });
    const last = (record.json().data as ReviewEvent[]).at(-1);
    expect(last).toMatchObject({
      kind: 'decision-undone',
      actorName: 'Super Admin',
      from: 'Approved',
      to: 'Pending',
      category: 'location',
    });
  });

  it('puts a rejection back to awaiting a decision, with no category where none was recommended', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const rejected = await decide('superadmin', meter.id, { ...rejection, version: 1 });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const response = await undo('superadmin', meter.id, 2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      commissionStatus: 'Pending',
      techSupportStatus: null,
      rejectionCategory: null,
    });
    // Decided again afterwards, as any meter awaiting a decision.
    expect(
      (await decide('superadmin', meter.id, { commissionStatus: 'Approved', version: 3 })).statusCode,
    ).toBe(200);
  });

  it('refuses, changing nothing: a stale version, a second undo, a reopen, another person, a BI_ADMIN', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const rejected = await decide('superadmin', meter.id, { ...rejection, version: 1 });
    expect(rejected.statusCode).toBe(200);
    const before = await meterState(meter.id);
    const refusals = [
      [await undo('superadmin', meter.id, 1), 409, CONFLICT.staleVersion],
      [await undo('other', meter.id, 2), 403, UNDO_DECISION.notYours],
      [await undo('bi', meter.id, 2), 403, undefined],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await meterState(meter.id)).toEqual(before);

    // A reopen is no Approve or Reject; and once undone there is nothing left to undo.
    const reopened = await decide('superadmin', meter.id, {
      commissionStatus: 'Pending',
      version: 2,
      comment: 'Fixed',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const onReopen = await undo('superadmin', meter.id, 3);
    expect([onReopen.statusCode, onReopen.json().message]).toEqual([409, METER_LIFECYCLE.nothingToUndo]);
    const approved = await decide('superadmin', meter.id, { commissionStatus: 'Approved', version: 3 });
    expect((await undo('superadmin', meter.id, approved.json().data.version)).statusCode).toBe(200);
    const again = await undo('superadmin', meter.id, 5);
    expect([again.statusCode, again.json().message]).toEqual([409, METER_LIFECYCLE.nothingToUndo]);
  });

  it(`refuses a decision older than ${UNDO_MINUTES} minutes, by the database's clock`, async () => {
    const db = t.app.dbHandle.db;
    const meter = await addMeter(db, { fieldOfficerId: officerId, commissionStatus: 'Approved' });
    // The record refuses any change to an event, so the old decision is written old.
    await sql`insert into review_events (installation, installation_id, kind, at, actor_id, actor_role, actor_name,
      from_status, to_status)
      values ('meter', ${meter.id}, 'decision', now() - make_interval(mins => ${UNDO_MINUTES + 1}), ${superAdminId},
        'BI_SUPER_ADMIN', 'Super Admin', 'Pending', 'Approved')`.execute(db);
    const before = await meterState(meter.id);
    const response = await undo('superadmin', meter.id, meter.version);
    expect([response.statusCode, response.json().message]).toEqual([409, UNDO_DECISION.tooLate]);
    expect(await meterState(meter.id)).toEqual(before);
  });
});

describe('POST /api/v1/modem/:id/undo-decision', () => {
  it("undoes the super admin's rejection of a modem: Pending, no rejection reason, both events in the record", async () => {
    const modem = await addModem(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const rejected = await call('superadmin', 'PUT', `/modem/${modem.id}/commission-status`, {
      ...rejection,
      version: 1,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const response = await call('superadmin', 'POST', `/modem/${modem.id}/undo-decision`, { version: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MODEM_LIFECYCLE.undone);
    expect(response.json().data).toMatchObject({
      commissionStatus: 'Pending',
      rejectionReason: null,
      version: 3,
    });
    const kinds = await t.app.dbHandle.db
      .selectFrom('reviewEvents')
      .select('kind')
      .where('installation', '=', 'modem')
      .where('installationId', '=', modem.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['decision', 'decision-undone']);
  });
});
