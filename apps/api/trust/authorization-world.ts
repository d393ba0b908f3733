import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { App } from '../src/app.js';
import { sha256 } from '../src/lib/tokens.js';
import { addAreaPath, addMeter, addModem, addUser, dtrRow, FIXTURE_PASSWORD } from '../src/test/fixtures.js';
import { multipart } from '../src/test/multipart.js';
import { ADMIN_PASSWORD, CONSOLE, signIn } from '../src/test/test-app.js';
import type { Identity, World } from './authorization-matrix.js';

const BOTH_VIEWS = 'Meters,Modems';

/** A circle's outline: a square of about 11 km round a point of the demo's district. */
const OUTLINE = {
  type: 'Polygon',
  coordinates: [
    [
      [78, 27.1],
      [78.1, 27.1],
      [78.1, 27.2],
      [78, 27.2],
      [78, 27.1],
    ],
  ],
};

/**
 * A session of each identity (a cookie header; none for anonymous or a service account), a service account's
 * token for the two service identities, and how to open another session.
 */
export interface Sessions {
  cookie: Record<Identity, string | null>;
  bearer: Partial<Record<Identity, string>>;
  /** A new session of a live identity's user, for calls that end the session they are sent with. */
  fresh(identity: Identity): Promise<string>;
}

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

const send = (app: App, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, ...CONSOLE }, ...(payload ? { payload } : {}) });

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** Whether a session is live, read through the API: /auth/me answers 200 only for one. */
const meStatus = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode;

/**
 * The people of the matrix and a session each. The dead sessions are made dead the way they die in use:
 * deactivation, a password change and logout through the API; idle and absolute expiry by moving the
 * session row's times in SQL. Each is first read live (so the server's 2 s session cache holds it), then
 * ended, then the cache is emptied by a write (the auth plugin clears it on every write's answer) and
 * the session must read as gone: the setup proves each identity is what its name says.
 */
export async function makeSessions(app: App, idleMinutes: number): Promise<Sessions> {
  const db = app.dbHandle.db;
  const user = (username: string, role: 'AE_ADMIN' | 'BI_ADMIN' | 'BI_SUPER_ADMIN', createdBy?: number) =>
    addUser(db, { username, role, accessLevel: BOTH_VIEWS, createdBy: createdBy ?? null });
  const aeOwn = await user('authz-ae-own', 'AE_ADMIN');
  const aeOther = await user('authz-ae-other', 'AE_ADMIN');
  await user('authz-bi', 'BI_ADMIN');
  await addUser(db, {
    username: 'authz-officer',
    role: 'FIELD_OFFICER',
    accessLevel: BOTH_VIEWS,
    createdBy: aeOwn.id,
  });
  await addUser(db, {
    username: 'authz-other-officer',
    role: 'FIELD_OFFICER',
    accessLevel: BOTH_VIEWS,
    createdBy: aeOther.id,
  });
  const usernames: Partial<Record<Identity, string>> = {
    fieldOfficer: 'authz-officer',
    aeOwn: 'authz-ae-own',
    aeOther: 'authz-ae-other',
    biAdmin: 'authz-bi',
  };
  const fresh = (identity: Identity) =>
    identity === 'superAdmin'
      ? signIn(app, 'superadmin', ADMIN_PASSWORD)
      : signIn(app, usernames[identity] ?? '', FIXTURE_PASSWORD);

  const superAdmin = await fresh('superAdmin');
  const dead: Identity[] = [
    'deactivated',
    'idleExpired',
    'absoluteExpired',
    'loggedOut',
    'beforePasswordChange',
  ];
  const cookie = { anonymous: null, superAdmin } as Record<Identity, string | null>;
  for (const identity of ['fieldOfficer', 'aeOwn', 'aeOther', 'biAdmin'] as const)
    cookie[identity] = await fresh(identity);
  for (const identity of dead) {
    const row = await user(`authz-${identity}`, 'BI_SUPER_ADMIN');
    const session = await signIn(app, row.username, FIXTURE_PASSWORD);
    if ((await meStatus(app, session)) !== 200) throw new Error(`${identity}: the session was not live`);
    const tokenHash = sha256(tokenOf(session));
    const ended = {
      deactivated: () => send(app, superAdmin, 'PUT', `/api/v1/users/${row.id}`, { isActive: false }),
      beforePasswordChange: () =>
        send(app, superAdmin, 'PUT', `/api/v1/users/${row.id}`, { password: 'Changed#Pass-2026' }),
      loggedOut: () => send(app, session, 'POST', '/api/v1/auth/logout'),
      idleExpired: () =>
        sql`update sessions set last_seen_at = now() - make_interval(mins => ${idleMinutes + 1}) where token_hash = ${tokenHash}`.execute(
          db,
        ),
      absoluteExpired: () =>
        sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`.execute(
          db,
        ),
    }[identity as 'deactivated'];
    const result = await ended();
    if ('statusCode' in result && result.statusCode !== 200) throw new Error(`${identity}: ${result.body}`);
    // A write's answer empties the session cache: a refused logout without a session is one.
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: CONSOLE });
    if ((await meStatus(app, session)) !== 401)
      throw new Error(`${identity}: the session still reads as live`);
    cookie[identity] = session;
  }
  cookie.forged = `smms_session=${randomBytes(32).toString('base64url')}`;
  cookie.service = null;
  cookie.serviceRevoked = null;
  // A service account of the head-end's scope, and one revoked (issue 39).
  const bearer: Sessions['bearer'] = {};
  for (const identity of ['service', 'serviceRevoked'] as const) {
    const created = await send(app, superAdmin, 'POST', '/api/v1/service-accounts', {
      name: `authz-${identity}`,
      scopes: ['headend-communication'],
    });
    if (created.statusCode !== 201) throw new Error(`${identity}: ${created.body}`);
    const { account, token } = (created.json() as { data: { account: { id: number }; token: string } }).data;
    bearer[identity] = token;
    if (identity === 'serviceRevoked') {
      const revoked = await send(app, superAdmin, 'POST', `/api/v1/service-accounts/${account.id}/revoke`);
      if (revoked.statusCode !== 200) throw new Error(`${identity}: ${revoked.body}`);
    }
  }
  return { cookie, bearer, fresh };
}

/** The objects the calls act on, all of `authz-officer` (created by `authz-ae-own`). */
export async function makeWorld(app: App, superAdmin: string): Promise<World> {
  const db = app.dbHandle.db;
  const officer = await db
    .selectFrom('users')
    .select(['id', 'phone', 'username', 'createdBy'])
    .where('username', '=', 'authz-officer')
    .executeTakeFirstOrThrow();
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const photoForm = (field: string, fields: Record<string, string> = {}) =>
    multipart(fields, [{ field, name: 'photo.jpg', type: 'image/jpeg', bytes: jpeg }]);
  let n = 0;
  const unique = (prefix: string) => {
    n += 1;
    return prefix === '9' ? String(9_700_000_000 + n) : `${prefix}-${n}`;
  };
  const ok = (response: Answer) => {
    if (response.statusCode >= 300) throw new Error(`setup call failed: ${response.body}`);
    return response.json() as { data: { id: number; version: number } };
  };
  const addPhoto = async (meterId: number) => {
    const form = photoForm('photo');
    return ok(
      await app.inject({
        method: 'POST',
        url: `/api/v1/meters/${meterId}/photos/1`,
        headers: { cookie: superAdmin, ...CONSOLE, ...form.headers },
        payload: form.payload,
      }),
    );
  };
  const newMeter = async (options: { photo?: boolean } = {}) => {
    const meter = await addMeter(db, { fieldOfficerId: officer.id });
    return options.photo ? (await addPhoto(meter.id)).data : { id: meter.id, version: meter.version };
  };
  const newOfficer = async () => {
    const row = await addUser(db, {
      username: unique('authz-new-officer'),
      role: 'FIELD_OFFICER',
      accessLevel: BOTH_VIEWS,
      createdBy: officer.createdBy,
    });
    return { id: row.id, phone: row.phone, username: row.username };
  };
  const newModem = async () => {
    const modem = await addModem(db, { fieldOfficerId: officer.id });
    return { id: modem.id, version: modem.version };
  };
  const newTicket = async () =>
    (
      await ok(
        await send(app, superAdmin, 'POST', '/api/v1/tickets', {
          title: unique('Ticket'),
          description: 'authz',
          category: 'Hardware',
        }),
      )
    ).data;

  // The areas the people's records name, so officers can be created in them.
  await addAreaPath(db, ['Agra', 'Agra Urban I', 'SD-1', 'Section A']);
  const meter = await addMeter(db, { fieldOfficerId: officer.id });
  await addPhoto(meter.id);
  // The Discom record of the meter's DTR, so the lookup and the comparison have something to answer.
  await db
    .insertInto('dtrReference')
    .values(dtrRow(meter.dtrSno ?? ''))
    .execute();
  const modemForm = photoForm('photo1', {
    modemSno: 'AUTHZ-MODEM',
    meterSno: 'AUTHZ-MODEM-METER',
    serviceNo: 'SC-AUTHZ',
    fieldOfficerId: String(officer.id),
  });
  const modem = (
    await ok(
      await app.inject({
        method: 'POST',
        url: '/api/v1/modem/save-meter-data',
        headers: { cookie: superAdmin, ...CONSOLE, ...modemForm.headers },
        payload: modemForm.payload,
      }),
    )
  ).data;
  return {
    officer: { id: officer.id, phone: officer.phone, username: officer.username },
    meter: { id: meter.id, meterSno: meter.meterSno, dtrSno: meter.dtrSno ?? '' },
    modem: { id: modem.id, meterSno: 'AUTHZ-MODEM-METER', modemSno: 'AUTHZ-MODEM' },
    ticketId: (await newTicket()).id,
    newMeter,
    newModem,
    newOfficer,
    newOfficerSession: async () => {
      const { id, username } = await newOfficer();
      const cookie = await signIn(app, username, FIXTURE_PASSWORD);
      const session = await db
        .selectFrom('sessions')
        .select('id')
        .where('tokenHash', '=', sha256(tokenOf(cookie)))
        .executeTakeFirstOrThrow();
      return { id, sessionId: session.id };
    },
    hidden: [officer.username, meter.meterSno, 'AUTHZ-MODEM'],
    newTicket,
    newArea: async ({ outline = false } = {}) => {
      const area = (
        await ok(
          await send(app, superAdmin, 'POST', '/api/v1/areas', { kind: 'circle', name: unique('Circle') }),
        )
      ).data;
      if (outline) await ok(await send(app, superAdmin, 'PUT', `/api/v1/areas/${area.id}/outline`, OUTLINE));
      return area;
    },
    newServiceAccount: async () =>
      (
        (await ok(
          await send(app, superAdmin, 'POST', '/api/v1/service-accounts', {
            name: unique('Head-end'),
            scopes: ['headend-communication'],
          }),
        )) as unknown as { data: { account: { id: number } } }
      ).data.account,
    photoForm: (field) => photoForm(field),
    unique,
  };
}
