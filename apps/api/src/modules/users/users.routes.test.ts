import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA_MESSAGES,
  AUTH,
  CONFLICT,
  FIELD_MESSAGES,
  FieldOfficer,
  FORM_TEXTS,
  INTEGER_MAX,
  PERSON_FIELDS,
  User,
  USERS,
  csvRecords,
} from '@smms/shared';
import { USER_JSON } from './users.repo.js';
import { addAreaPath, addMeter, addModem, addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let c: Record<'superadmin' | 'ae1' | 'ae2' | 'bi', string>;

const officer = (phone: string, extra: object = {}) => ({
  firstName: 'Neha',
  lastName: 'Saxena',
  phone,
  circle: 'Agra',
  division: 'Agra Urban I',
  subDivision: 'SD-2',
  section: 'Section B',
  ...extra,
});
const call = (
  who: keyof typeof c,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie: c[who], ...CONSOLE }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.dbHandle.db;
  // Officers' areas are chosen from the area hierarchy: the paths these tests use.
  await addAreaPath(db, ['Agra', 'Agra Urban I', 'SD-2', 'Section B']);
  await addAreaPath(db, ['Agra', 'Agra Urban I', 'SD-2', 'Section C']);
  await addAreaPath(db, ['Agra', 'Agra Rural', 'SD-2', 'Section C']);
  await addAreaPath(db, ['Mathura', 'Mathura City', 'MC SD-1', 'Section A']);
  await addUser(db, { username: 'ae1', role: 'AE_ADMIN' });
  await addUser(db, { username: 'ae2', role: 'AE_ADMIN', division: 'Mathura City' });
  await addUser(db, { username: 'bi', role: 'BI_ADMIN', accessLevel: 'Modems', isActive: false });
  await db.updateTable('users').set({ isActive: true }).where('username', '=', 'bi').execute();
  c = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    ae1: await signIn(t.app, 'ae1', FIXTURE_PASSWORD),
    ae2: await signIn(t.app, 'ae2', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'bi', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

describe('POST /api/v1/users (field officer)', () => {
  it('creates an officer whose username is its phone, created by the caller, with Meters access by default', async () => {
    const response = await call('ae1', 'POST', '/api/v1/users', officer('9811111111', { createdBy: 999 }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(USERS.officerCreated);
    expect(body.user).toMatchObject({
      username: '9811111111',
      role: 'FIELD_OFFICER',
      accessLevel: 'Meters',
      email: '9811111111',
      isActive: true,
    });
    const ae1 = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ae1')
      .executeTakeFirstOrThrow();
    expect(body.user.createdBy).toBe(ae1.id);
  });

  it('lists the officer for its AE_ADMIN and the super admin, never for another AE_ADMIN', async () => {
    const phones = async (who: keyof typeof c) =>
      (
        (await call(who, 'GET', '/api/v1/users/field-officers/list')).json().fieldOfficers as {
          phone: string;
        }[]
      ).map((o) => o.phone);
    expect(await phones('ae1')).toContain('9811111111');
    expect(await phones('superadmin')).toContain('9811111111');
    expect(await phones('ae2')).not.toContain('9811111111');
  });

  it('lets another AE_ADMIN neither change nor delete nor grant access to it (404)', async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    expect((await call('ae2', 'PUT', `/api/v1/users/${id}`, { firstName: 'Hacked' })).statusCode).toBe(404);
    expect((await call('ae2', 'DELETE', `/api/v1/users/${id}`)).statusCode).toBe(404);
    expect((await call('ae2', 'POST', `/api/v1/users/${id}/access`, { view: 'Modems' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('superadmin', 'GET', `/api/v1/users/field-officers/list?q=9811111111`)).json().data[0]
        .firstName,
    ).toBe('Neha');
  });

  it('refuses a duplicate phone with 409 and the spec message, storing nothing', async () => {
    const before = (await call('superadmin', 'GET', '/api/v1/users/field-officers/list')).json().total;
    const dup = await call('ae2', 'POST', '/api/v1/users', officer('9811111111', { firstName: 'Other' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CONFLICT.phone);
    expect((await call('superadmin', 'GET', '/api/v1/users/field-officers/list')).json().total).toBe(before);
  });

  it('checks the phone rule and required fields on the server', async () => {
    const bad = await call('ae1', 'POST', '/api/v1/users', officer('5811111111'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(USERS.invalidPhone);
    const alt = await call(
      'ae1',
      'POST',
      '/api/v1/users',
      officer('9822222222', { alternatePhone: '12345' }),
    );
    expect(alt.json().message).toBe(USERS.invalidAlternatePhone);
    const missing = await call('ae1', 'POST', '/api/v1/users', officer('9822222222', { section: ' ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(USERS.fillRequiredOfficer);
  });

  it('lets an AE_ADMIN give only the access it has: a Meters-only admin gives no Modems access (403)', async () => {
    const before = (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?pageSize=500')).json()
      .total;
    for (const accessLevel of ['Modems', 'Meters,Modems']) {
      const created = await call('ae1', 'POST', '/api/v1/users', officer('9822222299', { accessLevel }));
      expect([created.statusCode, created.json().message]).toEqual([403, USERS.cannotGrantView('Modems')]);
    }
    const listed = await call('superadmin', 'GET', '/api/v1/users/field-officers/list?pageSize=500');
    expect(listed.json().total).toBe(before);
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    const edited = await call('ae1', 'PUT', `/api/v1/users/${id}`, { accessLevel: 'Meters,Modems' });
    expect([edited.statusCode, edited.json().message]).toEqual([403, USERS.cannotGrantView('Modems')]);
    expect((await call('ae1', 'GET', `/api/v1/users/${id}`)).json().data.accessLevel).toBe('Meters');
    const same = await call('ae1', 'PUT', `/api/v1/users/${id}`, { accessLevel: 'Meters' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('forbids the BI_ADMIN from people management (403)', async () => {
    expect((await call('bi', 'GET', '/api/v1/users/field-officers/list')).statusCode).toBe(403);
    expect((await call('bi', 'POST', '/api/v1/users', officer('9833333333'))).statusCode).toBe(403);
  });
});

describe('GET /api/v1/users/field-officers/list counts', () => {
  it("answers each officer's meter counts by stage, computed in one query", async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    const db = t.app.dbHandle.db;
    await addMeter(db, { fieldOfficerId: id, communicationStatus: 'LIVE', commissionStatus: 'Approved' });
    await addMeter(db, { fieldOfficerId: id, communicationStatus: 'LIVE' });
    await addMeter(db, { fieldOfficerId: id });
    await addMeter(db, { fieldOfficerId: id, commissionStatus: 'Rejected' });
    const counts = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json().data[0]
      .counts;
    // The words mean what the lists mean (SPEC §2.6, §3): every meter is installed, LIVE ones commissioned.
    expect(counts.meters).toEqual({ total: 4, installed: 4, commissioned: 2, approved: 1, rejected: 1 });
    const live = await call('ae1', 'GET', `/api/v1/meters/field-officer/${id}?stage=commissioned`);
    const installed = await call('ae1', 'GET', `/api/v1/meters/field-officer/${id}?stage=installed`);
    expect([installed.json().total, live.json().total]).toEqual([4, 2]);
    expect(counts.modems).toEqual({ total: 0, installed: 0, commissioned: 0, accepted: 0, rejected: 0 });
  });

  it('refuses to delete an officer with installations (409)', async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    const response = await call('superadmin', 'DELETE', `/api/v1/users/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USERS.hasInstallations);
  });

  it('refuses (403) an AE_ADMIN the officers of a view it has no access to', async () => {
    const response = await call('ae1', 'GET', '/api/v1/users/field-officers/list?view=Modems');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH.noViewAccess('Modems'));
    expect((await call('ae1', 'GET', '/api/v1/users/field-officers/list?view=Meters')).statusCode).toBe(200);
  });

  it('filters by status, division and view', async () => {
    expect(
      (
        await call(
          'superadmin',
          'GET',
          '/api/v1/users/field-officers/list?division=Agra%20Urban%20I&status=Active&view=Meters',
        )
      ).json().total,
    ).toBe(1);
    expect(
      (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?view=Modems')).json().total,
    ).toBe(0);
    expect(
      (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?status=Inactive')).json().total,
    ).toBe(0);
  });
});

describe('PUT /api/v1/users/:id', () => {
  it('deactivation ends the user’s open sessions at once and stops sign-in; activation restores it', async () => {
    const created = await call('superadmin', 'POST', '/api/v1/users', {
      role: 'AE_ADMIN',
      firstName: 'Tmp',
      lastName: 'Admin',
      phone: '9844444444',
      username: 'tmp.admin',
      password: 'Temp#Admin-2026',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().user.id;
    const session = await signIn(t.app, 'tmp.admin', 'Temp#Admin-2026');
    // Read once, so the server holds the session in its cache: the deactivation must still end it at once.
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: session } })).statusCode).toBe(
      200,
    );
    const off = await call('superadmin', 'PUT', `/api/v1/users/${id}`, { isActive: false });
    expect(off.json().message).toBe(USERS.adminStatus(false));
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: CONSOLE,
      payload: { username: 'tmp.admin', password: 'Temp#Admin-2026' },
    });
    // The same answer as a wrong password: nobody learns that the account exists (issue 13).
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(AUTH.invalidUsernameOrPassword);
    expect(
      (await call('superadmin', 'PUT', `/api/v1/users/${id}`, { isActive: true })).json().user.isActive,
    ).toBe(true);
  });

  it('keeps fields that a partial update does not send', async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    await call('ae1', 'PUT', `/api/v1/users/${id}`, { alternatePhone: '9855555555' });
    const response = await call('ae1', 'PUT', `/api/v1/users/${id}`, { firstName: 'Nehal' });
    expect(response.json().user).toMatchObject({
      firstName: 'Nehal',
      alternatePhone: '9855555555',
      circle: 'Agra',
    });
    expect(response.json().message).toBe(USERS.officerUpdated);
  });

  it("moves an officer's username with its phone, and refuses another user's phone", async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9811111111')).json()
      .data[0];
    const moved = await call('ae1', 'PUT', `/api/v1/users/${id}`, { phone: '9866666666' });
    expect(moved.json().user).toMatchObject({
      phone: '9866666666',
      username: '9866666666',
      email: '9866666666',
    });
    const taken = await call('ae1', 'PUT', `/api/v1/users/${id}`, { phone: '9844444444' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONFLICT.phone);
  });

  it("answers the phone message when an officer takes another officer's phone (its username too)", async () => {
    const first = await call('ae1', 'POST', '/api/v1/users', officer('9877777701'));
    const second = await call('ae1', 'POST', '/api/v1/users', officer('9877777702'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const taken = await call('ae1', 'PUT', `/api/v1/users/${second.json().user.id}`, { phone: '9877777701' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONFLICT.phone);
    const kept = (await call('ae1', 'GET', `/api/v1/users/${second.json().user.id}`)).json().data;
    expect(kept).toMatchObject({ phone: '9877777702', username: '9877777702' });
  });

  it('changes a password: hashed, the old one refused, the new one signs in, sessions ended, audited', async () => {
    const created = await call('superadmin', 'POST', '/api/v1/users', {
      role: 'BI_ADMIN',
      firstName: 'Pass',
      lastName: 'Word',
      phone: '9845454545',
      username: 'pw.admin',
      password: 'First#Pass-2026',
    });
    const id = created.json().user.id;
    const session = await signIn(t.app, 'pw.admin', 'First#Pass-2026');
    const tooShort = await call('superadmin', 'PUT', `/api/v1/users/${id}`, { password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(AUTH.passwordTooShort);

    const changed = await call('superadmin', 'PUT', `/api/v1/users/${id}`, { password: 'Second#Pass-2026' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: CONSOLE,
        payload: { username: 'pw.admin', password },
      });
    expect((await login('First#Pass-2026')).statusCode).toBe(401);
    expect((await login('Second#Pass-2026')).statusCode).toBe(200);
    const row = await t.app.dbHandle.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.app.dbHandle.db
      .selectFrom('activities')
      .select('action')
      .where('entityId', '=', id)
      .where('action', '=', 'PASSWORD_CHANGED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a field it does not know, or a required officer field set to null, and changes nothing', async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9866666666')).json()
      .data[0];
    const before = (await call('ae1', 'GET', `/api/v1/users/${id}`)).json().data;
    const unknown = await call('ae1', 'PUT', `/api/v1/users/${id}`, {
      firstName: 'Changed',
      role: 'AE_ADMIN',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(FIELD_MESSAGES.unknownFields(['role']));
    const cleared = await call('ae1', 'PUT', `/api/v1/users/${id}`, { firstName: 'Changed', circle: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(USERS.fillRequiredOfficer);
    const nullName = await call('ae1', 'PUT', `/api/v1/users/${id}`, { lastName: null });
    expect(nullName.statusCode).toBe(400);
    // An officer's username is its phone: one sent is refused at its field, not answered 200 and ignored.
    const username = await call('ae1', 'PUT', `/api/v1/users/${id}`, {
      firstName: 'Changed',
      username: 'x.y',
    });
    expect([username.statusCode, username.json().errors]).toEqual([
      400,
      { username: USERS.officerUsernameIsPhone },
    ]);
    expect((await call('ae1', 'GET', `/api/v1/users/${id}`)).json().data).toEqual(before);
  });

  it('refuses areas that are not a path of the area list (400 at the field), storing nothing', async () => {
    const wrongDivision = await call(
      'ae1',
      'POST',
      '/api/v1/users',
      officer('9833333301', { division: 'Mathura City' }),
    );
    expect(wrongDivision.statusCode).toBe(400);
    expect(wrongDivision.json()).toMatchObject({
      message: AREA_MESSAGES.unknownChild('division', 'Agra'),
      errors: { division: AREA_MESSAGES.unknownChild('division', 'Agra') },
    });
    const typo = await call('ae1', 'POST', '/api/v1/users', officer('9833333302', { circle: 'Agraa' }));
    expect(typo.json().errors).toEqual({ circle: AREA_MESSAGES.unknownCircle });
    const lookup = await call('ae1', 'GET', '/api/v1/users/lookup?phone=9833333301');
    expect(lookup.json().exists).toBe(false);
    const admin = await call('superadmin', 'POST', '/api/v1/users', {
      role: 'AE_ADMIN',
      firstName: 'Zone',
      lastName: 'Less',
      phone: '9833333303',
      username: 'zone.less',
      password: 'Zone#Less-2026',
      division: 'Agra Urbann',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toEqual({ division: AREA_MESSAGES.unknownAny('division') });
  });

  it('checks the areas an update sends against the ones the person keeps', async () => {
    const { id } = (await call('ae1', 'GET', '/api/v1/users/field-officers/list?q=9866666666')).json()
      .data[0];
    const section = await call('ae1', 'PUT', `/api/v1/users/${id}`, { section: 'Section C' });
    expect(section.statusCode, section.body).toBe(200);
    expect(section.json().user).toMatchObject({ division: 'Agra Urban I', section: 'Section C' });
    const division = await call('ae1', 'PUT', `/api/v1/users/${id}`, { division: 'Agra Rural' });
    expect(division.statusCode, division.body).toBe(200);
    const outside = await call('ae1', 'PUT', `/api/v1/users/${id}`, { division: 'Mathura City' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ division: AREA_MESSAGES.unknownChild('division', 'Agra') });
    const moved = await call('ae1', 'PUT', `/api/v1/users/${id}`, {
      circle: 'Mathura',
      division: 'Mathura City',
      subDivision: 'MC SD-1',
      section: 'Section A',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('leaves a stored area the list no longer holds alone when an update sends no area', async () => {
    const db = t.app.dbHandle.db;
    const ae1 = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ae1')
      .executeTakeFirstOrThrow();
    const legacy = await addUser(db, {
      username: 'legacy.officer',
      role: 'FIELD_OFFICER',
      createdBy: ae1.id,
      circle: 'Old Circle',
      division: 'Old Division',
    });
    const response = await call('ae1', 'PUT', `/api/v1/users/${legacy.id}`, { firstName: 'Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ circle: 'Old Circle', division: 'Old Division' });
  });

  it('will not let the super admin deactivate itself', async () => {
    const me = (await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: c.superadmin } })).json()
      .user;
    expect((await call('superadmin', 'PUT', `/api/v1/users/${me.id}`, { isActive: false })).statusCode).toBe(
      400,
    );
  });
});

describe('admins, access and look-up', () => {
  it('creates an admin with the password rules and a unique username (409)', async () => {
    const base = {
      role: 'AE_ADMIN',
      firstName: 'Vinod',
      lastName: 'Rana',
      phone: '9877777777',
      username: 'vinod',
      password: 'Vinod#Rana-2026',
      division: '',
    };
    const weak = await call('superadmin', 'POST', '/api/v1/users', { ...base, password: 'short' });
    expect(weak.json().message).toBe(AUTH.passwordTooShort);
    const created = await call('superadmin', 'POST', '/api/v1/users', base);
    expect(created.json().user).toMatchObject({
      division: 'Unassigned',
      accessLevel: 'Meters',
      role: 'AE_ADMIN',
    });
    const dup = await call('superadmin', 'POST', '/api/v1/users', {
      ...base,
      phone: '9877777778',
      username: 'VINOD',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CONFLICT.username);
    expect(
      (await call('ae1', 'POST', '/api/v1/users', { ...base, username: 'x2', phone: '9877777779' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists AE_ADMINs of a view with total, active, inactive and zones covered', async () => {
    const body = (await call('superadmin', 'GET', '/api/v1/users/admin/list?view=Meters')).json();
    expect(body.admins.map((a: { username: string }) => a.username).sort()).toEqual([
      'ae1',
      'ae2',
      'tmp.admin',
      'vinod',
    ]);
    expect(body.stats).toEqual({ total: 4, active: 4, inactive: 0, zonesCovered: 2 });
    expect(body.roles).toEqual(['AE_ADMIN']);
    expect((await call('superadmin', 'GET', '/api/v1/users/bi-admin/list?view=Modems')).json().total).toBe(1);
    expect((await call('ae1', 'GET', '/api/v1/users/admin/list')).statusCode).toBe(403);
  });

  it('looks up a phone and grants a view with the merge rules', async () => {
    const found = (await call('superadmin', 'GET', '/api/v1/users/lookup?phone=9866666666')).json();
    expect(found).toMatchObject({ exists: true, user: { firstName: 'Nehal', accessLevel: 'Meters' } });
    expect((await call('superadmin', 'GET', '/api/v1/users/lookup?phone=9000000001')).json()).toEqual({
      success: true,
      exists: false,
      user: null,
    });
    // ae1 works in Meters only, so it cannot give Modems (issue 37); the super admin can.
    const refused = await call('ae1', 'POST', `/api/v1/users/${found.user.id}/access`, { view: 'Modems' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, USERS.cannotGrantView('Modems')]);
    const granted = await call('superadmin', 'POST', `/api/v1/users/${found.user.id}/access`, {
      view: 'Modems',
    });
    expect(granted.json().user.accessLevel).toBe('Meters,Modems');
    expect(granted.json().message).toBe(USERS.accessUpdated('Meters,Modems'));
  });

  it('tells an AE_ADMIN a phone is taken by someone outside its scope, without saying who', async () => {
    const outside = (await call('ae2', 'GET', '/api/v1/users/lookup?phone=9866666666')).json();
    expect(outside).toEqual({ success: true, exists: true, user: null });
  });

  it('answers one manageable person by id, with counts for an officer, and 404 outside scope', async () => {
    const found = (await call('superadmin', 'GET', '/api/v1/users/lookup?phone=9866666666')).json();
    const mine = await call('ae1', 'GET', `/api/v1/users/${found.user.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ phone: '9866666666', counts: { meters: { total: 4 } } });
    expect((await call('ae2', 'GET', `/api/v1/users/${found.user.id}`)).statusCode).toBe(404);
  });

  it('refuses (400) an export query its list refuses, before any byte, with the same message', async () => {
    for (const [list, query] of [
      ['/api/v1/users/field-officers', 'createdBy=99999999999'],
      ['/api/v1/users/admin', 'createdBy=2147483648'],
      ['/api/v1/users/bi-admin', 'createdBy=0'],
    ] as const) {
      const listed = await call('superadmin', 'GET', `${list}/list?${query}`);
      const exported = await call('superadmin', 'GET', `${list}/export?${query}`);
      expect([listed.statusCode, exported.statusCode], `${list} ${query}`).toEqual([400, 400]);
      expect(exported.json()).toEqual(listed.json());
      expect(exported.json().errors).toEqual({ createdBy: FIELD_MESSAGES.wholeNumberRange(1, INTEGER_MAX) });
    }
  });

  it('exports with the spec file names and columns, the rows of the list in its order', async () => {
    const officers = await call('ae1', 'GET', '/api/v1/users/field-officers/export');
    expect(officers.headers['content-disposition']).toMatch(/ae-field-officers-\d{4}-\d{2}-\d{2}\.csv/);
    const listed = (await call('ae1', 'GET', '/api/v1/users/field-officers/list')).json();
    const exportedIds = officers.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line: string) => Number(line.slice(1, line.indexOf('"', 1))));
    expect(listed.total).toBeGreaterThan(1);
    expect(exportedIds).toEqual(listed.data.map((o: { id: number }) => o.id));
    for (const sort of ['firstName', 'lastLoginAt', 'division'])
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const list = (await call('superadmin', 'GET', `/api/v1/users/admin/list?${query}`)).json();
        const csv = (await call('superadmin', 'GET', `/api/v1/users/admin/export?${query}`)).body;
        const ids = csv
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line: string) => Number(line.slice(1, line.indexOf('"', 1))));
        expect(ids, query).toEqual(list.data.map((a: { id: number }) => a.id));
      }
    const bi = await call('superadmin', 'GET', '/api/v1/users/bi-admin/export');
    expect(bi.body.split('\r\n')[0]).toBe(
      '"Admin ID","First Name","Last Name","Email","Phone","Role","Division","Status","Last Login"',
    );
  });
});

describe('the people lists’ totals', () => {
  it('equal the people each list pages through, from the counters or counted, for every filter and scope', async () => {
    const db = t.app.dbHandle.db;
    const ae1 = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ae1')
      .executeTakeFirstOrThrow();
    // Officers of both views and creators, one without a creator, one inactive: plain SQL, as an import would.
    await addUser(db, { username: 'tot.m', role: 'FIELD_OFFICER', accessLevel: 'Meters', createdBy: ae1.id });
    await addUser(db, { username: 'tot.mm', role: 'FIELD_OFFICER', accessLevel: 'Meters,Modems' });
    await addUser(db, { username: 'tot.x', role: 'FIELD_OFFICER', accessLevel: 'Modems', isActive: false });
    const lists = [
      ['superadmin', '/api/v1/users/field-officers/list'],
      ['superadmin', '/api/v1/users/field-officers/list?view=Meters'],
      ['superadmin', '/api/v1/users/field-officers/list?view=Modems'],
      ['superadmin', `/api/v1/users/field-officers/list?createdBy=${ae1.id}`],
      ['superadmin', '/api/v1/users/field-officers/list?status=Inactive'],
      ['superadmin', '/api/v1/users/field-officers/list?division=Agra%20Urban%20I'],
      ['ae1', '/api/v1/users/field-officers/list'],
      ['ae1', '/api/v1/users/field-officers/list?view=Meters'],
      ['ae2', '/api/v1/users/field-officers/list'],
      ['superadmin', '/api/v1/users/admin/list'],
      ['superadmin', '/api/v1/users/admin/list?view=Modems'],
      ['superadmin', '/api/v1/users/bi-admin/list'],
    ] as const;
    for (const [who, url] of lists) {
      const answer = await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=2`);
      expect(answer.statusCode, `${who} ${url}: ${answer.body}`).toBe(200);
      const first = answer.json();
      const rows: unknown[] = [...first.data];
      // Page 2 by number: a page jump reads the ids it skips first, then the page's rows.
      const second = (
        await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=2&page=2`)
      ).json();
      const all = (await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=500`)).json();
      expect(all.total, `${who} ${url}`).toBe(all.data.length);
      expect(first.total, `${who} ${url}`).toBe(all.total);
      // A page past the end has no row to carry the total in its statement: it is read alone.
      const past = (
        await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=500&page=9`)
      ).json();
      expect([past.data.length, past.total], `${who} ${url}`).toEqual([0, all.total]);
      rows.push(...second.data);
      expect(rows, `${who} ${url}`).toEqual(all.data.slice(0, 4));
    }
  });
});

describe('the people lists’ rows, as PostgreSQL writes them', () => {
  it('are exactly the schema’s rows and equal each person’s own answer (mapper and counts), quotes and all', async () => {
    const db = t.app.dbHandle.db;
    const odd = await addUser(db, {
      username: 'json.odd',
      role: 'FIELD_OFFICER',
      firstName: 'Ré"na \\ \u2028',
      lastName: "O'Brien\n",
      email: null,
      alternatePhone: null,
      section: null,
    });
    // Microseconds a JavaScript Date cannot hold: both writers keep the milliseconds, as toISOString does.
    await db
      .updateTable('users')
      .set({ lastLoginAt: '2026-01-02T03:04:05.678901Z' })
      .where('id', '=', odd.id)
      .execute();
    await addMeter(db, { fieldOfficerId: odd.id, communicationStatus: 'LIVE', commissionStatus: 'Approved' });
    await addUser(db, { username: 'json.plain', role: 'FIELD_OFFICER' });
    const lists = [
      ['/api/v1/users/field-officers/list?pageSize=500', FieldOfficer],
      ['/api/v1/users/field-officers/list?pageSize=1&page=2&sort=firstName&order=desc', FieldOfficer],
      ['/api/v1/users/admin/list?pageSize=500', User],
      ['/api/v1/users/bi-admin/list?pageSize=500', User],
    ] as const;
    for (const [url, schema] of lists) {
      const page = (await call('superadmin', 'GET', url)).json();
      expect(page.data.length, url).toBeGreaterThan(0);
      expect(page.fieldOfficers ?? page.admins, url).toEqual(page.data);
      for (const row of page.data) {
        expect(() => schema.strict().parse(row), `${url}: ${JSON.stringify(row)}`).not.toThrow();
        const own = (await call('superadmin', 'GET', `/api/v1/users/${row.id}`)).json().data;
        expect(row, url).toEqual(own);
      }
    }
    const listed = (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?q=json.odd')).json()
      .data[0];
    expect(listed).toMatchObject({
      firstName: 'Ré"na \\ \u2028',
      lastName: "O'Brien\n",
      email: null,
      lastLoginAt: '2026-01-02T03:04:05.678Z',
      counts: { meters: { total: 1, installed: 1, commissioned: 1, approved: 1, rejected: 0 } },
    });
  });

  it('come from the JSON a trigger keeps, equal to the schema’s row whoever wrote the user, in its key order', async () => {
    const db = t.app.dbHandle.db;
    const plain = await addUser(db, { username: 'json.sql', role: 'FIELD_OFFICER' });
    // Written with plain SQL, as a DBA would: the trigger follows every column the row holds.
    await sql`update users set first_name = ${'Zo\u00eb "Q"'}, section = null, is_active = false,
      last_login_at = '2026-03-04T05:06:07.089Z', access_level = 'Modems' where id = ${plain.id}`.execute(db);
    await sql`insert into users (username, role, first_name, last_name, phone, division, created_by)
      values ('json.insert', 'AE_ADMIN', 'Tab\tbed', 'Back\\slash', '9800000777', 'Agra Urban I', ${plain.id})`.execute(
      db,
    );
    const { rows } = await sql<{ id: number; stored: string; written: string }>`
      select u.id, '{' || u.json_fields || '}' as stored, (${USER_JSON})::text as written
        from users u order by u.id`.execute(db);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.stored, `user ${row.id}`).toBe(row.written);
    for (const row of rows) expect(Object.keys(JSON.parse(row.stored))).toEqual(Object.keys(User.shape));
    // The officers list splices the counts in last, as FieldOfficer names its keys.
    const body = (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?q=json.sql')).body;
    const [listed] = JSON.parse(body).data as Record<string, unknown>[];
    expect(Object.keys(listed ?? {})).toEqual(Object.keys(FieldOfficer.shape));
    expect(listed).toMatchObject({
      firstName: 'Zo\u00eb "Q"',
      section: null,
      isActive: false,
      accessLevel: 'Modems',
      lastLoginAt: '2026-03-04T05:06:07.089Z',
    });
  });

  it('the officers export counts each officer as the list does, column by column', async () => {
    const db = t.app.dbHandle.db;
    const busy = await addUser(db, { username: 'counts.busy', role: 'FIELD_OFFICER', lastName: 'Busy, "B"' });
    // Every count column but installed (every meter or modem) holds a number of its own among its kind's and
    // differs from the same column of the other kind, so no two columns can be swapped unseen.
    const meters = [
      ...Array(2).fill({ communicationStatus: 'LIVE', commissionStatus: 'Approved' }),
      { communicationStatus: 'LIVE' },
      { commissionStatus: 'Rejected' },
    ];
    const modems = [
      ...Array(3).fill({ communicationStatus: 'LIVE', commissionStatus: 'Approved' }),
      ...Array(2).fill({ communicationStatus: 'LIVE' }),
      ...Array(2).fill({ commissionStatus: 'Rejected' }),
    ];
    for (const meter of meters) await addMeter(db, { fieldOfficerId: busy.id, ...meter });
    for (const modem of modems) await addModem(db, { fieldOfficerId: busy.id, ...modem });
    const listed = (await call('superadmin', 'GET', '/api/v1/users/field-officers/list?pageSize=500')).json();
    // Read back with the DTR import's RFC 4180 reader: the last name holds a comma and quotes.
    const csv = (await call('superadmin', 'GET', '/api/v1/users/field-officers/export')).body;
    const [header = [], ...rows] = [...csvRecords(csv)].map((record) => record.cells);
    const columns: Record<string, (c: FieldOfficer['counts']) => number> = {
      'Meters Assigned': (c) => c.meters.total,
      Installed: (c) => c.meters.installed,
      Commissioned: (c) => c.meters.commissioned,
      Approved: (c) => c.meters.approved,
      Rejected: (c) => c.meters.rejected,
      'Modems Installed': (c) => c.modems.installed,
      'Modems Commissioned': (c) => c.modems.commissioned,
      'Modems Accepted': (c) => c.modems.accepted,
      'Modems Rejected': (c) => c.modems.rejected,
    };
    expect(rows.map((row) => Number(row[0]))).toEqual(listed.data.map((o: FieldOfficer) => o.id));
    for (const [i, officer] of (listed.data as FieldOfficer[]).entries()) {
      const cells = Object.fromEntries(header.map((name, k) => [name, rows[i]?.[k]]));
      const expected = Object.fromEntries(
        Object.entries(columns).map(([name, of]) => [name, String(of(officer.counts))]),
      );
      expect(cells, officer.username).toMatchObject(expected);
    }
    const busyRow = listed.data.find((o: FieldOfficer) => o.id === busy.id) as FieldOfficer;
    expect(busyRow.counts).toEqual({
      meters: { total: 4, installed: 4, commissioned: 3, approved: 2, rejected: 1 },
      modems: { total: 7, installed: 7, commissioned: 5, accepted: 3, rejected: 2 },
    });
  });
});

describe('a BI admin of the Modems view', () => {
  it("keeps a Modems BI admin's email required, as its form does: on create, edit and grant (400 at email)", async () => {
    const required = { email: FORM_TEXTS.required(PERSON_FIELDS.email) };
    const base = {
      role: 'BI_ADMIN',
      firstName: 'Mala',
      lastName: 'Sen',
      phone: '9877700001',
      username: 'mala.sen',
      password: 'Mala#Sen-2026',
      accessLevel: 'Modems',
    };
    const missing = await call('superadmin', 'POST', '/api/v1/users', base);
    expect([missing.statusCode, missing.json().errors]).toEqual([400, required]);
    const created = await call('superadmin', 'POST', '/api/v1/users', { ...base, email: 'mala@utility.in' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().user;
    for (const email of [null, '']) {
      const cleared = await call('superadmin', 'PUT', `/api/v1/users/${id}`, { email });
      expect([cleared.statusCode, cleared.json().errors]).toEqual([400, required]);
    }
    expect((await call('superadmin', 'GET', `/api/v1/users/${id}`)).json().data.email).toBe(
      'mala@utility.in',
    );
    // A Meters BI admin needs none, until it is given the Modems view.
    const meters = await call('superadmin', 'POST', '/api/v1/users', {
      ...base,
      phone: '9877700002',
      username: 'mala.meters',
      accessLevel: 'Meters',
    });
    expect(meters.statusCode, meters.body).toBe(201);
    const metersId = meters.json().user.id;
    const edited = await call('superadmin', 'PUT', `/api/v1/users/${metersId}`, { accessLevel: 'Modems' });
    expect([edited.statusCode, edited.json().errors]).toEqual([400, required]);
    const granted = await call('superadmin', 'POST', `/api/v1/users/${metersId}/access`, { view: 'Modems' });
    expect([granted.statusCode, granted.json().errors]).toEqual([400, required]);
  });
});
