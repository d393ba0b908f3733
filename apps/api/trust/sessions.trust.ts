import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Role } from '@smms/shared';
import { ADMIN_PASSWORD, CONSOLE, createTestApp } from '../src/test/test-app.js';
import { figure, recordFigures } from './figures.js';
import { probesFor, sessionsWorld, type Holder, type SessionsWorld } from './sessions-world.js';

/**
 * Issue 13, item 4. A session that is over answers nothing: idle past SESSION_IDLE_MINUTES, past its
 * absolute expiry (even while the session cache holds it), logged out, its person deactivated or given a
 * new password, or ended by an admin (one, or all). Each by cookie and by bearer token; every call sent
 * after the end is a 401, the very first included. In production the cookie is `__Host-smms_session`.
 */
let w: SessionsWorld;
const AREA = 'sessions';
const SESSIONS_EACH = 4;
const ROUNDS = 5;

beforeAll(async () => {
  w = await sessionsWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.app.dbHandle.db;
const admin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: { cookie: w.admin, ...CONSOLE }, ...(payload ? { payload } : {}) });

/** Live before the end: each holder's call answers 200 (and so sits in the session cache). */
async function assertLive(holders: Holder[]) {
  for (const holder of holders) expect(await w.call(holder, 'GET', '/api/v1/auth/me')).toBe(200);
}

/** Every holder's probes, ROUNDS times over, all at once: how many were answered with anything but 401. */
async function answeredAfterEnd(holders: Holder[], selfId: number) {
  const calls = holders.flatMap((holder) =>
    Array.from({ length: ROUNDS }, () => probesFor(selfId).map(([m, url]) => w.call(holder, m, url))).flat(),
  );
  const statuses = await Promise.all(calls);
  const other = statuses.filter((status) => status !== 401);
  return { calls: statuses.length, answered: other.length, statuses: [...new Set(other)] };
}

interface Scenario {
  name: string;
  role: Role;
  /** Ends the sessions; `holders` may be used first (e.g. to log each one out). */
  end: (person: { id: number }, holders: Holder[]) => Promise<void>;
  /** Whether the sessions are used (and cached) before the end; an idle one by definition is not. */
  usedBefore?: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'idle-expired',
    role: 'AE_ADMIN',
    usedBefore: false,
    end: async ({ id }) => {
      const limit = w.t.config.session.idleMinutes;
      await db()
        .updateTable('sessions')
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${limit + 1})` })
        .where('userId', '=', id)
        .execute();
    },
  },
  {
    name: 'absolute-expired',
    role: 'FIELD_OFFICER',
    usedBefore: false,
    // Expiring in a moment: used (and cached) first, then the clock passes the expiry.
    end: async ({ id }, holders) => {
      const expiry = Date.now() + 2_000;
      await db()
        .updateTable('sessions')
        .set({ expiresAt: new Date(expiry) })
        .where('userId', '=', id)
        .execute();
      await assertLive(holders);
      while (Date.now() <= expiry) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  },
  {
    name: 'logged-out',
    role: 'BI_ADMIN',
    end: async (_person, holders) => {
      for (const holder of holders) expect(await w.call(holder, 'POST', '/api/v1/auth/logout')).toBe(200);
    },
  },
  {
    name: 'deactivated',
    role: 'AE_ADMIN',
    end: async ({ id }) => {
      expect((await admin('PUT', `/api/v1/users/${id}`, { isActive: false })).statusCode).toBe(200);
    },
  },
  {
    name: 'password-changed',
    role: 'BI_ADMIN',
    end: async ({ id }) => {
      const response = await admin('PUT', `/api/v1/users/${id}`, { password: 'Brand#New-Pass-2026' });
      expect(response.statusCode).toBe(200);
    },
  },
  {
    name: 'admin-ended (one at a time)',
    role: 'FIELD_OFFICER',
    end: async ({ id }) => {
      const ids = await db().selectFrom('sessions').select('id').where('userId', '=', id).execute();
      for (const session of ids)
        expect((await admin('DELETE', `/api/v1/users/${id}/sessions/${session.id}`)).statusCode).toBe(200);
    },
  },
  {
    name: 'admin-ended (all)',
    role: 'AE_ADMIN',
    end: async ({ id }) => {
      const response = await admin('DELETE', `/api/v1/users/${id}/sessions`);
      expect(response.json()).toMatchObject({ ended: SESSIONS_EACH });
    },
  },
];

describe('sessions: a session that is over answers nothing', () => {
  it.each(SCENARIOS)('$name: every call after the end is a 401, by cookie and by bearer', async (s) => {
    const person = await w.person(s.role);
    const holders = await w.sessions(person.username, SESSIONS_EACH);
    if (s.usedBefore !== false) await assertLive(holders);
    await s.end(person, holders);
    const { calls, answered, statuses } = await answeredAfterEnd(holders, person.id);
    recordFigures(figure(AREA, `${s.name}: calls answered after the end (of ${calls})`, answered, '= 0'));
    expect(answered, `answered with ${statuses.join(', ')}`).toBe(0);
  });
});

describe('sessions: the cookie in production', () => {
  it('is __Host-smms_session, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain, and the one read', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: CONSOLE,
        payload: { username: 'superadmin', password: ADMIN_PASSWORD },
      });
      const header = String(login.headers['set-cookie']);
      const parts = header.split(';').map((part) => part.trim().toLowerCase());
      const token = login.cookies.find((c) => c.name === '__Host-smms_session')?.value ?? '';
      const me = async (cookie: string) =>
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode;
      const checks = {
        name: header.startsWith('__Host-smms_session='),
        secure: parts.includes('secure'),
        httpOnly: parts.includes('httponly'),
        sameSite: parts.includes('samesite=strict'),
        path: parts.includes('path=/'),
        noDomain: !parts.some((part) => part.startsWith('domain=')),
        readByName: (await me(`__Host-smms_session=${token}`)) === 200,
        plainNameRefused: (await me(`smms_session=${token}`)) === 401,
      };
      const failed = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check);
      recordFigures({
        area: AREA,
        name: '__Host- cookie attributes in production (failed checks)',
        value: failed.length === 0 ? 'holds' : failed.join(', '),
        target: 'holds',
        holds: failed.length === 0,
      });
      expect(failed).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
