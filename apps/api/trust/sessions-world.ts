import type { Role } from '@smms/shared';
import { addUser, FIXTURE_PASSWORD } from '../src/test/fixtures.js';
import { CONSOLE, signIn, type TestApp } from '../src/test/test-app.js';
import { world } from '../src/test/world.js';

/** One way a client holds a session: the console's cookie or the field app's bearer token. */
export type Holder = { via: 'cookie'; cookie: string } | { via: 'bearer'; token: string };

export interface SessionsWorld {
  t: TestApp;
  /** The super admin's console cookie: the one who deactivates, changes passwords and ends sessions. */
  admin: string;
  /** A new person, for one scenario, so ending their sessions touches no other scenario. */
  person(role: Role): Promise<{ id: number; username: string }>;
  /** `count` sessions of a person, half by cookie and half by bearer token. */
  sessions(username: string, count: number): Promise<Holder[]>;
  /** The status of one call with a holder's session. */
  call(holder: Holder, method: 'GET' | 'POST' | 'DELETE', url: string): Promise<number>;
}

const headersOf = (holder: Holder) =>
  holder.via === 'cookie'
    ? { cookie: holder.cookie, ...CONSOLE }
    : { authorization: `Bearer ${holder.token}` };

export async function sessionsWorld(): Promise<SessionsWorld> {
  // Every probe must reach the session check: the per-address rate limit would answer 429 first.
  const { t, db, cookie } = await world({}, { RATE_LIMIT_PER_MINUTE: '1000000' });
  const admin = await cookie('superadmin');
  let serial = 0;
  return {
    t,
    admin,
    async person(role) {
      serial += 1;
      const row = await addUser(db, { username: `session-person-${serial}`, role });
      return { id: row.id, username: row.username };
    },
    async sessions(username, count) {
      const holders: Holder[] = [];
      for (let i = 0; i < count; i += 1) {
        if (i % 2 === 0) {
          holders.push({ via: 'cookie', cookie: await signIn(t.app, username, FIXTURE_PASSWORD) });
          continue;
        }
        // The field app's sign-in: no console header, so the token comes in the answer.
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username, password: FIXTURE_PASSWORD },
        });
        holders.push({ via: 'bearer', token: String(response.json().token) });
      }
      return holders;
    },
    async call(holder, method, url) {
      return (await t.app.inject({ method, url, headers: headersOf(holder) })).statusCode;
    },
  };
}

/** Calls a holder makes after its session ended: reads, and writes that would end sessions again. */
export const probesFor = (selfId: number) =>
  [
    ['GET', '/api/v1/auth/me'],
    ['GET', `/api/v1/users/${selfId}/sessions`],
    ['DELETE', `/api/v1/users/${selfId}/sessions`],
    ['POST', '/api/v1/auth/logout'],
  ] as const;
