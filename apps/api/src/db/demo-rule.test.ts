import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoCommission, oneMeter } from '../modules/discom/auto-commission.repo.js';
import { setAutoCommissionRule } from '../modules/discom/auto-commission.service.js';
import { ACTIONS } from '../lib/audit.js';
import { addMeter, addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Db } from './connection.js';
import { loadDemoData } from './demo-data.js';

/**
 * The demo's auto-commissioning is the API's (issue 36): its super admin turned the rule on before the rule's first
 * approval, with the setting row and audit entry setAutoCommissionRule writes; and each approval of the rule's is
 * the event and audit entry the API's autoCommission writes for the same meter and DTR row. `api` is a new
 * database where the API's own functions do the same things.
 */
let demo: TestApp;
let api: TestApp;
beforeAll(async () => {
  [demo, api] = await Promise.all([createTestApp(), createTestApp()]);
  await demo.app.dbHandle.db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(demo.app.dbHandle.db, {
    photos: demo.app.photos,
    size: { officers: 12, meters: 300, modems: 20, photos: 0, modemPhotos: 0 },
  });
  const db = api.app.dbHandle.db;
  const superAdmin = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  await setAutoCommissionRule(db, superAdmin, { enabled: true });
});
afterAll(() => Promise.all([demo?.close(), api?.close()]));

const parsed = (json: unknown) => (typeof json === 'string' ? (JSON.parse(json) as unknown) : json);
const setting = (db: Db) =>
  db.selectFrom('settings').selectAll().where('key', '=', 'autoCommission').execute();
const entries = (db: Db, action: string) =>
  db
    .selectFrom('activities as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    .select(['a.at', 'a.details', 'a.location', 'a.entityType', 'a.ip', 'u.role'])
    .where('a.action', '=', action)
    .orderBy('a.id')
    .execute();

describe('the demo auto-commissioning rule', () => {
  it('was turned on by the super admin before its first approval, as setAutoCommissionRule turns it on', async () => {
    const db = demo.app.dbHandle.db;
    const [row] = await setting(db);
    const [apiRow] = await setting(api.app.dbHandle.db);
    expect({ value: parsed(row?.value), version: row?.version }).toEqual({
      value: parsed(apiRow?.value),
      version: apiRow?.version,
    });
    const switched = await entries(db, ACTIONS.settingChanged);
    const apiSwitched = await entries(api.app.dbHandle.db, ACTIONS.settingChanged);
    const shape = (e: (typeof switched)[number]) => ({ ...e, at: undefined, details: parsed(e.details) });
    expect(switched.map(shape)).toEqual(apiSwitched.map(shape));
    expect(switched.map((e) => e.role)).toEqual(['BI_SUPER_ADMIN']);
    expect(new Date(row?.updatedAt ?? 0)).toEqual(new Date(switched[0]?.at ?? 0));

    const { min } = await db
      .selectFrom('reviewEvents')
      .select((eb) => eb.fn.min('at').as('min'))
      .where('kind', '=', 'auto-commission')
      .executeTakeFirstOrThrow();
    expect(new Date(switched[0]?.at ?? 0).getTime()).toBeLessThan(new Date(min ?? 0).getTime());
  });

  it("records each of its approvals as the API's autoCommission does, for the same meter and DTR row", async () => {
    const db = demo.app.dbHandle.db;
    const event = await db
      .selectFrom('reviewEvents')
      .selectAll()
      .where('kind', '=', 'auto-commission')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const meter = await db
      .selectFrom('meters')
      .selectAll()
      .where('id', '=', event.installationId)
      .executeTakeFirstOrThrow();
    const dtr = await db
      .selectFrom('dtrReference')
      .selectAll()
      .where('dtrNo', '=', meter.dtrSno ?? '')
      .executeTakeFirstOrThrow();

    // The same meter, Pending and LIVE, at the same DTR row, on the API's database with the rule on.
    const target = api.app.dbHandle.db;
    const officer = await addUser(target, { username: 'rule.officer', role: 'FIELD_OFFICER' });
    await target
      .insertInto('dtrReference')
      .values({ ...dtr, updatedAt: undefined })
      .execute();
    const copy = await addMeter(target, {
      fieldOfficerId: officer.id,
      meterSno: meter.meterSno,
      dtrSno: meter.dtrSno,
      substationName: meter.substationName,
      division: meter.division,
      organization: meter.organization,
      dtrCapacity: meter.dtrCapacity,
      communicationStatus: 'LIVE',
    });
    expect(await autoCommission(target, 'live', oneMeter(copy.id))).toHaveLength(1);
    const apiEvent = await target
      .selectFrom('reviewEvents')
      .selectAll()
      .where('installationId', '=', copy.id)
      .where('kind', '=', 'auto-commission')
      .executeTakeFirstOrThrow();
    const pick = (e: typeof event) => ({
      kind: e.kind,
      actorId: e.actorId,
      actorRole: e.actorRole,
      actorName: e.actorName,
      from: e.fromStatus,
      to: e.toStatus,
      category: e.category,
      comment: e.comment,
      rule: parsed(e.rule),
    });
    expect(pick(event)).toEqual(pick(apiEvent));

    const audited = (await entries(db, ACTIONS.meterAutoCommissioned)).find(
      (e) => (parsed(e.details) as { meterSno: string }).meterSno === meter.meterSno,
    );
    const [apiAudited] = await entries(target, ACTIONS.meterAutoCommissioned);
    const shape = (e?: {
      details: unknown;
      location: string | null;
      entityType: string | null;
      ip: string | null;
    }) => e && { details: parsed(e.details), location: e.location, entityType: e.entityType, ip: e.ip };
    expect(shape(audited)).toEqual(shape(apiAudited));
  });
});
