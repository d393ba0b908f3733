import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, SERVICE_ACCOUNT_MESSAGES as M, SERVICE_TOKEN_PREFIX } from '@smms/shared';
import { addMeter, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'bi', string>;
let officerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  await addUser(db, { username: 'bi.sa', role: 'BI_ADMIN' });
  officerId = (await addUser(db, { username: 'off.sa', role: 'FIELD_OFFICER' })).id;
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'bi.sa', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const manage = (who: keyof typeof c, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: c[who], ...CONSOLE },
    ...(payload ? { payload } : {}),
  });
const create = (name: string, scopes: unknown = ['headend-communication']) =>
  manage('superadmin', 'POST', '/service-accounts', { name, scopes });
/** A call with a token and nothing else, as a machine sends it: no cookie, no console header. */
const asService = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const reportOf = (meterSno: string) => ({
  reports: [{ meterSno, communicatedAt: new Date().toISOString() }],
});
const accounts = () => t.app.dbHandle.db.selectFrom('serviceAccounts').selectAll().orderBy('id').execute();
const audited = (action: string) =>
  t.app.dbHandle.db
    .selectFrom('activities')
    .select(['actorId', 'actorName', 'entityId', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('service accounts (issue 39)', () => {
  it('creates one with its scopes, answers its token once, and keeps only its hash', async () => {
    const response = await create('Head-end AMI');
    expect(response.statusCode, response.body).toBe(201);
    const { account, token } = response.json().data as { account: Record<string, unknown>; token: string };
    expect(token.startsWith(SERVICE_TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    expect(account).toMatchObject({
      name: 'Head-end AMI',
      scopes: ['headend-communication'],
      tokenHint: token.slice(0, SERVICE_TOKEN_PREFIX.length + 4),
      lastUsedAt: null,
      revokedAt: null,
      createdByName: expect.any(String) as string,
    });
    const listed = await manage('superadmin', 'GET', '/service-accounts');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(JSON.stringify(await accounts())).not.toContain(token);
    const [entry] = await audited('SERVICE_ACCOUNT_CREATED');
    expect(entry).toMatchObject({ entityId: account.id, details: { name: 'Head-end AMI' } });
  });

  it("lets the token send the head-end's reports and nothing else, naming the account in the audit log", async () => {
    const { token } = (await create('Head-end reports')).json().data as { token: string };
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const sent = await asService(token, 'POST', '/meters/communication', reportOf(meter.meterSno));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ updated: 1, nowLive: 1 });
    const live = await t.app.dbHandle.db
      .selectFrom('activities')
      .select(['actorId', 'actorName'])
      .where('action', '=', 'METER_COMMISSIONED')
      .where('entityId', '=', meter.id)
      .executeTakeFirstOrThrow();
    expect(live).toEqual({ actorId: null, actorName: 'Head-end reports (service account)' });
    const row = (await accounts()).find((a) => a.name === 'Head-end reports');
    expect(row?.lastUsedAt).not.toBeNull();

    for (const [method, url] of [
      ['GET', '/meters'],
      ['GET', '/auth/me'],
      ['GET', '/service-accounts'],
      ['POST', '/service-accounts'],
    ] as const) {
      const refused = await asService(
        token,
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: [] } : undefined,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(AUTH.forbidden);
    }
  });

  it('revokes an account: its token stops at once, a second revoke is 409 and an unknown one 404', async () => {
    const created = (await create('Old head-end')).json().data as { account: { id: number }; token: string };
    const meter = await addMeter(t.app.dbHandle.db, { fieldOfficerId: officerId });
    const revoked = await manage('superadmin', 'POST', `/service-accounts/${created.account.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ revokedAt: expect.any(String) as string });
    const refused = await asService(created.token, 'POST', '/meters/communication', reportOf(meter.meterSno));
    expect(refused.statusCode).toBe(401);
    const again = await manage('superadmin', 'POST', `/service-accounts/${created.account.id}/revoke`);
    expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyRevoked]);
    const unknown = await manage('superadmin', 'POST', '/service-accounts/999999/revoke');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
    expect(await audited('SERVICE_ACCOUNT_REVOKED')).toHaveLength(1);
    // The name is free again once its account is revoked.
    expect((await create('Old head-end')).statusCode).toBe(201);
  });

  it('refuses bad input and a name an active account has, changing nothing', async () => {
    const before = await accounts();
    for (const [name, scopes, status] of [
      ['', ['headend-communication'], 400],
      ['   ', ['headend-communication'], 400],
      ['No scopes', [], 400],
      ['Unknown scope', ['meters-write'], 400],
      ['x'.repeat(81), ['headend-communication'], 400],
      ['head-end ami', ['headend-communication'], 409],
    ] as const) {
      const response = await create(name, scopes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
    }
    expect(await accounts()).toEqual(before);
  });

  it("is the super admin's alone", async () => {
    expect((await manage('bi', 'GET', '/service-accounts')).statusCode).toBe(403);
    const before = await accounts();
    expect(
      (await manage('bi', 'POST', '/service-accounts', { name: 'BI', scopes: ['headend-communication'] }))
        .statusCode,
    ).toBe(403);
    expect(await accounts()).toEqual(before);
  });
});
