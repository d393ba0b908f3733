import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT, METER_LIFECYCLE, type ReviewEvent } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi' | 'ae' | 'officer', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  const ae = await addUser(db, { username: 'ae.c', role: 'AE_ADMIN' });
  await addUser(db, { username: 'bi.c', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.c', role: 'FIELD_OFFICER', createdBy: ae.id })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.c', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'ae.c', FIXTURE_PASSWORD),
    officer: await signIn(t.app, 'off.c', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

/** A complete rejection: the category and the comment every rejection needs. */
const rejection = {
  commissionStatus: 'Rejected',
  rejectionCategory: 'technical',
  comment: 'Seal missing on the photo',
} as const;

/** What a refused call must leave as it was: the status, the version and the audit log. */
async function meterState(id: number) {
  const db = t.app.dbHandle.db;
  const row = await db
    .selectFrom('meters')
    .select(['commissionStatus', 'techSupportStatus', 'rejectionCategory', 'comments', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const audits = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entityId', '=', id)
    .where('entityType', '=', 'meter')
    .executeTakeFirstOrThrow();
  return { ...row, audits: Number(audits.n) };
}

/** The meter's review record as the given caller reads it: kind, who, to, category, comment. */
async function recordOf(id: number, who: keyof typeof c = 'superadmin') {
  const response = await t.app.inject({
    url: `/api/v1/meters/${id}/review-record`,
    headers: { cookie: c[who] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as ReviewEvent[]).map((e) => [
    e.kind,
    e.actorName,
    e.to,
    e.category,
    e.comment,
  ]);
}

const change = (who: keyof typeof c, id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/meters/${id}/commission-status`,
    headers: { cookie: c[who], ...CONSOLE },
    payload,
  });

describe('PUT /api/v1/meters/:id/commission-status', () => {
  it('approves a pending meter, bumps its version and audits who, from and to', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      communicationStatus: 'LIVE',
    });
    const response = await change('superadmin', meter.id, { commissionStatus: 'Approved', version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: METER_LIFECYCLE.approved,
      data: { commissionStatus: 'Approved', version: 2 },
    });
    const audit = await t.app.dbHandle.db
      .selectFrom('activities')
      .select(['action', 'details'])
      .where('entityId', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'METER_APPROVED', details: { from: 'Pending', to: 'Approved' } });
  });

  it('answers 409 for a stale version and for a transition that is not allowed', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    expect((await change('superadmin', meter.id, { ...rejection, version: 1 })).statusCode).toBe(200);
    const stale = await change('superadmin', meter.id, { commissionStatus: 'Approved', version: 1 });
    expect(stale.statusCode).toBe(409);
    const invalid = await change('superadmin', meter.id, { commissionStatus: 'Approved', version: 2 });
    expect(invalid.statusCode).toBe(409);
    expect(invalid.json().message).toBe(METER_LIFECYCLE.forbiddenTransition('Rejected', 'Approved'));
    expect(stale.json().message).toBe(CONFLICT.staleVersion);
  });

  it('lets the officer re-submit its rejected meter, but not approve it', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Rejected',
    });
    expect(
      (
        await change('officer', meter.id, {
          commissionStatus: 'Pending',
          version: 1,
          comment: 'Seal replaced',
        })
      ).json().data.commissionStatus,
    ).toBe('Pending');
    expect((await change('officer', meter.id, { commissionStatus: 'Approved', version: 2 })).statusCode).toBe(
      403,
    );
  });

  it("reads back as the meter's history: who, when, from, to, the comment and the category", async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    await change('superadmin', meter.id, {
      commissionStatus: 'Rejected',
      version: 1,
      rejectionCategory: 'documentation',
      comment: 'Photo of the seal missing',
    });
    await change('ae', meter.id, { commissionStatus: 'Pending', version: 2, comment: 'Photo retaken' });
    const history = await t.app.inject({
      url: `/api/v1/activities?entityType=meter&entityId=${meter.id}`,
      headers: { cookie: c.superadmin },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data).toMatchObject([
      { action: 'METER_REOPENED', from: 'Rejected', to: 'Pending', comment: 'Photo retaken' },
      {
        action: 'METER_REJECTED',
        from: 'Pending',
        to: 'Rejected',
        comment: 'Photo of the seal missing',
        category: 'documentation',
        actorName: expect.any(String),
      },
    ]);
  });

  it('reopens only with a comment saying what was fixed (400 otherwise, nothing changes)', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Rejected',
    });
    for (const comment of [undefined, '  ']) {
      const bare = await change('ae', meter.id, { commissionStatus: 'Pending', version: 1, comment });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual({ comment: METER_LIFECYCLE.reopenCommentRequired });
    }
    expect(await meterState(meter.id)).toMatchObject({ commissionStatus: 'Rejected', version: 1, audits: 0 });
    expect(await recordOf(meter.id)).toEqual([]);
  });

  it('tells a role that may not make a change that it is about the role, not the meter', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const refused = await change('ae', meter.id, { commissionStatus: 'Approved', version: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      METER_LIFECYCLE.roleCannot('AE_ADMIN', 'Pending', 'Approved', ['BI_SUPER_ADMIN']),
    );
    expect(refused.json().message).toContain('AE_ADMIN');
  });

  it('leaves the decision to the super admin: a BI_ADMIN recommends, it cannot approve or reject (403)', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    for (const payload of [{ commissionStatus: 'Approved' }, rejection]) {
      const refused = await change('bi', meter.id, { ...payload, version: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        METER_LIFECYCLE.roleCannot('BI_ADMIN', 'Pending', payload.commissionStatus, ['BI_SUPER_ADMIN']),
      );
    }
    expect(await meterState(meter.id)).toMatchObject({ commissionStatus: 'Pending', version: 1, audits: 0 });
  });

  it('refuses a rejection without a category or a comment (400, a message per field), changing nothing', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const bare = await change('superadmin', meter.id, { commissionStatus: 'Rejected', version: 1 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({
      rejectionCategory: METER_LIFECYCLE.categoryRequired,
      comment: METER_LIFECYCLE.rejectCommentRequired,
    });
    const blank = await change('superadmin', meter.id, { ...rejection, comment: '   ', version: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: METER_LIFECYCLE.rejectCommentRequired,
      errors: { comment: METER_LIFECYCLE.rejectCommentRequired },
    });
    const unknown = await change('superadmin', meter.id, {
      ...rejection,
      rejectionCategory: 'weather',
      version: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await meterState(meter.id)).toMatchObject({ commissionStatus: 'Pending', version: 1, audits: 0 });
  });

  it('rejects an approved meter only as the super admin and only with a comment', async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Approved',
    });
    expect((await change('bi', meter.id, { ...rejection, version: 1 })).statusCode).toBe(403);
    const bare = await change('superadmin', meter.id, { commissionStatus: 'Rejected', version: 1 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toHaveProperty('comment', METER_LIFECYCLE.rejectCommentRequired);
    const ok = await change('superadmin', meter.id, {
      commissionStatus: 'Rejected',
      version: 1,
      comment: 'Seal broken on site visit',
      rejectionCategory: 'technical',
    });
    expect(ok.json().data).toMatchObject({ commissionStatus: 'Rejected', rejectionCategory: 'technical' });
    expect(ok.json().data.comments).toBe(meter.comments);
    expect(await recordOf(meter.id)).toEqual([
      ['decision', 'Super Admin', 'Rejected', 'technical', 'Seal broken on site visit'],
    ]);
  });

  it('adds the decision to the review record, keeping the recommendation before it', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { meterSno: 'TM-HIST-1', fieldOfficerId: officerId });
    const recommend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: { meterId: meter.id, techSupportStatus: 'Approved', comments: 'Matches the DTR register' },
    });
    expect(recommend.statusCode).toBe(200);
    const decided = await change('superadmin', meter.id, {
      commissionStatus: 'Approved',
      version: 2,
      comment: 'Agreed',
    });
    expect(decided.statusCode).toBe(200);
    expect(await recordOf(meter.id, 'bi')).toEqual([
      ['recommendation', 'bi.c Tester', 'APPROVED', null, 'Matches the DTR register'],
      ['decision', 'Super Admin', 'Approved', null, 'Agreed'],
    ]);
  });
});

const recommend = (who: keyof typeof c, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/meters/bi-admin/update-tech-support',
    headers: { cookie: c[who], ...CONSOLE },
    payload,
  });

describe('POST /api/v1/meters/bi-admin/update-tech-support', () => {
  it('sets the status and adds the recommendation to the review record, leaving the comments as written', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: { meterId: meter.id, techSupportStatus: 'Approved', comments: 'Photos verified' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(METER_LIFECYCLE.recommended('Approve'));
    expect(response.json().data.techSupportStatus).toBe('APPROVED');
    expect(response.json().data.comments).toBe(meter.comments);
    expect(await recordOf(meter.id)).toEqual([
      ['recommendation', 'bi.c Tester', 'APPROVED', null, 'Photos verified'],
    ]);
  });

  it('takes a verdict only on a meter awaiting a decision, and from a BI_ADMIN only a verdict', async () => {
    for (const commissionStatus of ['Approved', 'Rejected'] as const) {
      const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId, commissionStatus });
      const late = await recommend('bi', { meterId: meter.id, techSupportStatus: 'Approved', version: 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(METER_LIFECYCLE.recommendationOnDecided(commissionStatus));
      expect(await meterState(meter.id)).toMatchObject({ techSupportStatus: null, version: 1, audits: 0 });
      expect(await recordOf(meter.id)).toEqual([]);
    }
    const pending = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    for (const techSupportStatus of ['RESOLVED', 'IN_PROGRESS', 'PENDING']) {
      const working = await recommend('bi', { meterId: pending.id, techSupportStatus, version: 1 });
      expect(working.statusCode).toBe(403);
      expect(working.json().message).toBe(METER_LIFECYCLE.recommendationOnly);
    }
    expect(await meterState(pending.id)).toMatchObject({ techSupportStatus: null, version: 1, audits: 0 });
  });

  it('requires a status ("Please select a status") and refuses AE_ADMIN', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.bi, ...CONSOLE },
      payload: { meterId: meter.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a status');
    const ae = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meters/bi-admin/update-tech-support',
      headers: { cookie: c.ae, ...CONSOLE },
      payload: { meterId: meter.id, techSupportStatus: 'Approved' },
    });
    expect(ae.statusCode).toBe(403);
  });

  it('refuses a rejected recommendation without a category or comments (400 per field), changing nothing', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    for (const techSupportStatus of ['Rejected', 'REJECTED']) {
      const bare = await recommend('bi', { meterId: meter.id, techSupportStatus, comments: ' ' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual({
        rejectionCategory: METER_LIFECYCLE.categoryRequired,
        comments: METER_LIFECYCLE.rejectCommentRequired,
      });
    }
    expect(await meterState(meter.id)).toMatchObject({ techSupportStatus: null, version: 1, audits: 0 });
  });

  it('stores a rejection with its category on the meter, and the comment and category in the history', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const response = await recommend('bi', {
      meterId: meter.id,
      techSupportStatus: 'Rejected',
      rejectionCategory: 'location',
      comments: 'GPS is 2 km off the DTR',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      techSupportStatus: 'REJECTED',
      rejectionCategory: 'location',
      commissionStatus: 'Pending',
      version: 2,
    });
    expect(await recordOf(meter.id)).toEqual([
      ['recommendation', 'bi.c Tester', 'REJECTED', 'location', 'GPS is 2 km off the DTR'],
    ]);
    const history = await t.app.inject({
      url: `/api/v1/activities?entityType=meter&entityId=${meter.id}`,
      headers: { cookie: c.superadmin },
    });
    expect(history.json().data).toMatchObject([
      {
        action: 'TECH_SUPPORT_UPDATED',
        from: null,
        to: 'REJECTED',
        comment: 'GPS is 2 km off the DTR',
        category: 'location',
      },
    ]);
    // A later approving recommendation drops the category: the meter is no longer recommended for rejection.
    const approved = await recommend('bi', { meterId: meter.id, techSupportStatus: 'Approved', version: 2 });
    expect(approved.json().data).toMatchObject({ techSupportStatus: 'APPROVED', rejectionCategory: null });
  });

  it("takes the super admin's working status, and a status in the words of the one it replaces as no change", async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    // Never set reads "Not started", as PENDING does: nothing to write, nothing for History to say.
    const same = await recommend('superadmin', {
      meterId: meter.id,
      techSupportStatus: 'PENDING',
      version: 1,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().message).toBe(METER_LIFECYCLE.techSupportUpdated);
    expect(await meterState(meter.id)).toMatchObject({ version: 1, audits: 0 });
    const moved = await recommend('superadmin', {
      meterId: meter.id,
      techSupportStatus: 'IN_PROGRESS',
      version: 1,
    });
    expect(moved.json().data).toMatchObject({ techSupportProgress: 'IN_PROGRESS', version: 2 });
    expect(await meterState(meter.id)).toMatchObject({ version: 2, audits: 1 });
  });

  it('answers 409 to a stale version and changes nothing; a version must be a number', async () => {
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    expect(
      (await recommend('bi', { meterId: meter.id, techSupportStatus: 'Approved', version: 1 })).statusCode,
    ).toBe(200);
    const stale = await recommend('superadmin', {
      meterId: meter.id,
      techSupportStatus: 'Rejected',
      rejectionCategory: 'other',
      comments: 'Second opinion',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT.staleVersion);
    const text = await recommend('bi', { meterId: meter.id, techSupportStatus: 'Approved', version: '2' });
    expect(text.statusCode).toBe(400);
    expect(await meterState(meter.id)).toMatchObject({
      techSupportStatus: 'APPROVED',
      rejectionCategory: null,
      version: 2,
      audits: 1,
    });
  });
});
