import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { UsersTable } from '../db/schema.js';
import { addAreaPath, addUser, FIXTURE_AREA, FIXTURE_PASSWORD } from './fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from './test-app.js';

/**
 * One person of a test's cast: a role and, for an officer, the cast member who created them (their AE_ADMIN);
 * anything else a user row holds may be given too. The username is the cast name unless given.
 */
export type Person = Partial<Omit<Insertable<UsersTable>, 'createdBy'>> &
  Pick<Insertable<UsersTable>, 'role'> & { createdBy?: string };

/** What `call` sends: an inject's options, the session of `as` added with the console's header. */
type Call = InjectOptions & { url: string };

export interface World<Name extends string> {
  t: TestApp;
  db: Db;
  /** Each cast member's row, as stored. */
  people: Record<Name, Selectable<UsersTable>>;
  /**
   * A session of a cast member or of the bootstrapped super admin (a cookie header): signed in at the first ask
   * and kept, so a person nobody asks for has no session (tests that count sessions count only their own).
   */
  cookie(as: Name | 'superadmin'): Promise<string>;
  /** A call as the console makes it, signed in as `as`. */
  call(as: Name | 'superadmin', options: Call): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The world most API and trust tests start from: the real app on a fresh database (createTestApp, with `env`), the
 * fixture users' area (FIXTURE_AREA) in its area tree, and the people a test names, created in order (so an
 * officer's AE_ADMIN comes first), each signed in when first needed.
 *
 *   const w = await world({ ae: { role: 'AE_ADMIN' }, officer: { role: 'FIELD_OFFICER', createdBy: 'ae' } });
 *   await w.call('ae', { method: 'GET', url: '/api/v1/users/field-officers/list' });
 *   const cookie = await w.cookie('officer');
 */
export async function world<Name extends string>(
  cast: Record<Name, Person>,
  env: Record<string, string> = {},
): Promise<World<Name>> {
  const t = await createTestApp(env);
  const db = t.app.dbHandle.db;
  await addAreaPath(db, FIXTURE_AREA);
  const people = {} as Record<Name, Selectable<UsersTable>>;
  for (const [name, { createdBy, ...values }] of Object.entries(cast) as [Name, Person][]) {
    const creator = createdBy === undefined ? null : people[createdBy as Name];
    if (creator === undefined)
      throw new Error(`world: ${name} is created by ${createdBy}, not named before it`);
    people[name] = await addUser(db, { username: name, createdBy: creator?.id ?? null, ...values });
  }
  const sessions = new Map<Name | 'superadmin', Promise<string>>();
  const cookie = (as: Name | 'superadmin') => {
    let session = sessions.get(as);
    if (!session) {
      session =
        as === 'superadmin'
          ? signIn(t.app, 'superadmin', ADMIN_PASSWORD)
          : signIn(t.app, people[as as Name].username, FIXTURE_PASSWORD);
      sessions.set(as, session);
    }
    return session;
  };
  return {
    t,
    db,
    people,
    cookie,
    call: async (as, options) =>
      t.app.inject({ ...options, headers: { cookie: await cookie(as), ...CONSOLE, ...options.headers } }),
    close: () => t.close(),
  };
}
