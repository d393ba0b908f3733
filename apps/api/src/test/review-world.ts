import sharp from 'sharp';
import type { Role } from '@smms/shared';
import type { Db } from '../db/connection.js';
import { addUser, FIXTURE_PASSWORD } from './fixtures.js';
import { multipart } from './multipart.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from './test-app.js';

/**
 * The people of the review property (review.property.test.ts) on one app: the super admin, a BI_ADMIN, and two
 * AE_ADMINs each with a field officer (so each AE_ADMIN is out of scope for the other's installations). Every
 * call goes through app.inject as the person would make it.
 */
export const PEOPLE = ['superadmin', 'bi', 'aeA', 'officerA', 'aeB', 'officerB'] as const;
export type Who = (typeof PEOPLE)[number];

export const ROLE_OF: Record<Who, Role> = {
  superadmin: 'BI_SUPER_ADMIN',
  bi: 'BI_ADMIN',
  aeA: 'AE_ADMIN',
  officerA: 'FIELD_OFFICER',
  aeB: 'AE_ADMIN',
  officerB: 'FIELD_OFFICER',
};

/** The console's people: the ones with a dashboard and a bell. */
export const CONSOLE_PEOPLE = ['superadmin', 'bi', 'aeA', 'aeB'] as const satisfies readonly Who[];
export type ConsolePerson = (typeof CONSOLE_PEOPLE)[number];

export interface Answer {
  status: number;
  // An answer's JSON, read by the property's checks only where the status says what it holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface ReviewWorld {
  t: TestApp;
  db: Db;
  ids: Record<Who, number>;
  /** A small PNG, as a field app's photo. */
  png: Buffer;
  /** A JSON call by one of the people; `csv` posts a text/csv body, `form` a multipart form with one photo. */
  call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer>;
  csv(who: Who, url: string, text: string): Promise<Answer>;
  form(who: Who, url: string, fields: Record<string, string>, photo: Buffer): Promise<Answer>;
  close(): Promise<void>;
}

const answer = (response: { statusCode: number; body: string }): Answer => {
  let body: unknown = null;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = null;
  }
  return { status: response.statusCode, body, text: response.body };
};

export async function createReviewWorld(): Promise<ReviewWorld> {
  // Hundreds of calls a second from one address: far past the per-minute limit a person meets.
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000000' });
  const db = t.app.dbHandle.db;
  const both = { accessLevel: 'Meters,Modems' as const };
  const aeA = await addUser(db, { username: 'prop.ae.a', role: 'AE_ADMIN', ...both });
  const aeB = await addUser(db, { username: 'prop.ae.b', role: 'AE_ADMIN', ...both });
  const bi = await addUser(db, { username: 'prop.bi', role: 'BI_ADMIN', ...both });
  const officerA = await addUser(db, {
    username: 'prop.officer.a',
    role: 'FIELD_OFFICER',
    createdBy: aeA.id,
    ...both,
  });
  const officerB = await addUser(db, {
    username: 'prop.officer.b',
    role: 'FIELD_OFFICER',
    createdBy: aeB.id,
    ...both,
  });
  const superadmin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  const ids: Record<Who, number> = {
    superadmin: superadmin.id,
    bi: bi.id,
    aeA: aeA.id,
    officerA: officerA.id,
    aeB: aeB.id,
    officerB: officerB.id,
  };
  const cookies: Record<Who, string> = {
    superadmin: await signIn(t.app, 'superadmin', ADMIN_PASSWORD),
    bi: await signIn(t.app, 'prop.bi', FIXTURE_PASSWORD),
    aeA: await signIn(t.app, 'prop.ae.a', FIXTURE_PASSWORD),
    officerA: await signIn(t.app, 'prop.officer.a', FIXTURE_PASSWORD),
    aeB: await signIn(t.app, 'prop.ae.b', FIXTURE_PASSWORD),
    officerB: await signIn(t.app, 'prop.officer.b', FIXTURE_PASSWORD),
  };
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const headers = (who: Who) => ({ cookie: cookies[who], ...CONSOLE });
  return {
    t,
    db,
    ids,
    png,
    call: async (who, method, url, payload) =>
      answer(await t.app.inject({ method, url: `/api/v1${url}`, headers: headers(who), payload })),
    csv: async (who, url, text) =>
      answer(
        await t.app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: { ...headers(who), 'content-type': 'text/csv' },
          payload: text,
        }),
      ),
    form: async (who, url, fields, photo) => {
      const body = multipart(fields, [{ field: 'photo1', name: 'p.png', type: 'image/png', bytes: photo }]);
      return answer(
        await t.app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: { ...headers(who), ...body.headers },
          payload: body.payload,
        }),
      );
    },
    close: () => t.close(),
  };
}
