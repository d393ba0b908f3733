import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { SESSION_CACHE_MS } from './session-cache.js';
import { touchEveryMs } from './sessions.plugin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '1' });
  await addUser(t.app.dbHandle.db, { username: 'idle.ae', role: 'AE_ADMIN' });
});
afterAll(() => t.close());

/** Moves the session's clock: as if its last call had been `seconds` earlier than it was. */
const later = async (seconds: number) => {
  await sql`update sessions set last_seen_at = last_seen_at - make_interval(secs => ${seconds})`.execute(
    t.app.dbHandle.db,
  );
  // The next call reads the session afresh, not from the moment's cache.
  await sleep(SESSION_CACHE_MS + 100);
};
const me = (cookie: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });

describe('SESSION_IDLE_MINUTES', () => {
  it('keeps signed in a person who makes a call every 45 s of a one-minute idle window', async () => {
    const cookie = await signIn(t.app, 'idle.ae', FIXTURE_PASSWORD);
    for (let call = 1; call <= 3; call += 1) {
      await later(45);
      expect((await me(cookie)).statusCode, `call ${call}, 45 s after the one before`).toBe(200);
    }
  });

  it('still ends the session once the window passes without a call', async () => {
    const cookie = await signIn(t.app, 'idle.ae', FIXTURE_PASSWORD);
    await later(61);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes the last call at least every hundredth of the window, at most once a minute', () => {
    expect([1, 30, 100, 1440].map(touchEveryMs)).toEqual([600, 18_000, 60_000, 60_000]);
  });
});
