import http from 'node:http';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password.js';
import { startS3 } from '../src/test/s3-server.js';
import { DATABASE, figure, recordFigures } from './figures.js';
import {
  call,
  freshStore,
  serverScript,
  signInAdmin,
  startServer,
  type ServerProcess,
} from './server-process.js';

/**
 * Issue 39's "done when": two instances on one PostgreSQL, Redis and S3-compatible bucket (s3rver from the npm
 * registry, on 127.0.0.1), started at once on an empty database, serve the console as one. A photo uploaded
 * through either is served by both; a logout, a view taken away or a deactivation on one holds on the other at its
 * next call; killing one in the middle
 * of writes loses none that it or the other acknowledged. PostgreSQL only: the embedded database belongs to one
 * process (data-dir-lock.test.ts).
 */
const agent = new http.Agent({ keepAlive: false });
const OFFICER = { username: 'officer.scale', password: 'Scale#Out-2026' };
const REVIEWER = { username: 'reviewer.scale', password: 'Scale#Out-2026' };
const REDIS = process.env.TRUST_REDIS_URL ?? 'redis://127.0.0.1:6379';
afterAll(() => agent.destroy());

/** An install with one photo, as the field app sends it (multipart, the officer's bearer token). */
async function install(port: number, token: string, meterSno: string, photo: Buffer) {
  const form = new FormData();
  form.set('meterSno', meterSno);
  form.set('photo1', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'site.png');
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/meters`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function photoOf(port: number, token: string, meterId: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/meters/${meterId}/photos/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

if (DATABASE === 'PostgreSQL')
  describe('two instances on one PostgreSQL, Redis and S3 bucket', () => {
    it('start at once on an empty database, share photos, sign-outs and account changes, and lose nothing when one is killed', async () => {
      await serverScript();
      const [s3, store] = await Promise.all([startS3(), freshStore()]);
      const instances: ServerProcess[] = [];
      try {
        const env = { REDIS_URL: REDIS, ...s3.env };
        // At once, on a database with no table yet: one migrates and bootstraps, the other waits for it.
        instances.push(...(await Promise.all([startServer(store, env), startServer(store, env)])));
        const [a, b] = instances as [ServerProcess, ServerProcess];
        for (const instance of instances) {
          const ready = await call(agent, instance.port, 'GET', '/api/v1/readyz');
          expect([ready.status, JSON.parse(ready.body)]).toMatchObject([
            200,
            { status: 'ok', database: 'up', redis: 'up', photos: 'up' },
          ]);
        }

        // A field officer, as the super admin's onboarding leaves one, signs in through A.
        const db = new pg.Client({ connectionString: store.env.DATABASE_URL });
        await db.connect();
        await db.query(
          `insert into users (username, role, access_level, password_hash, first_name, last_name, phone, circle,
                              division, sub_division, section)
           values ($1, 'FIELD_OFFICER', 'Meters,Modems', $2, 'Scale', 'Officer', '9900000001', 'Agra',
                   'Agra Urban I', 'Sub Division 1', 'Section 1')`,
          [OFFICER.username, await hashPassword(OFFICER.password)],
        );
        const reviewerId = (
          await db.query<{ id: number }>(
            `insert into users (username, role, access_level, password_hash, first_name, last_name, phone, circle)
             values ($1, 'BI_ADMIN', 'Meters,Modems', $2, 'Scale', 'Reviewer', '9900000002', 'Agra')
             returning id`,
            [REVIEWER.username, await hashPassword(REVIEWER.password)],
          )
        ).rows[0]!.id;
        await db.end();
        const signIn = await call(agent, a.port, 'POST', '/api/v1/auth/login', { body: OFFICER });
        const officer = (JSON.parse(signIn.body) as { token: string }).token;
        const [adminA, adminB] = [await signInAdmin(agent, a.port), await signInAdmin(agent, b.port)];

        // A photo uploaded through either instance is the same photo through both.
        const png = (color: string) =>
          sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
            .png()
            .toBuffer();
        const throughA = await install(a.port, officer, 'SCALE-A-1', await png('#226633'));
        const throughB = await install(b.port, officer, 'SCALE-B-1', await png('#663322'));
        let mismatched = 0;
        for (const id of [throughA, throughB]) {
          const [fromA, fromB] = [await photoOf(a.port, adminA, id), await photoOf(b.port, adminB, id)];
          expect([fromA.status, fromB.status]).toEqual([200, 200]);
          if (!fromA.bytes.equals(fromB.bytes)) mismatched += 1;
        }
        expect(await s3.keys()).toHaveLength(2);

        // A sign-out on A holds on B's next call (B had the session in its cache).
        expect((await call(agent, b.port, 'GET', '/api/v1/auth/me', { token: officer })).status).toBe(200);
        expect((await call(agent, a.port, 'POST', '/api/v1/auth/logout', { token: officer })).status).toBe(
          200,
        );
        const afterLogout = (await call(agent, b.port, 'GET', '/api/v1/auth/me', { token: officer })).status;

        // The super admin on A takes the Modems view from a reviewer working on B, then deactivates them: B's
        // next call, from a cached session, is refused each time.
        const reviewer = (
          JSON.parse((await call(agent, b.port, 'POST', '/api/v1/auth/login', { body: REVIEWER })).body) as {
            token: string;
          }
        ).token;
        const modems = () => call(agent, b.port, 'GET', '/api/v1/modem/all', { token: reviewer });
        const change = (body: object) =>
          call(agent, a.port, 'PUT', `/api/v1/users/${reviewerId}`, { token: adminA, body });
        const beforeChange = (await modems()).status;
        expect((await change({ accessLevel: 'Meters' })).status).toBe(200);
        const afterAccessTaken = (await modems()).status;
        expect((await call(agent, b.port, 'GET', '/api/v1/auth/me', { token: reviewer })).status).toBe(200);
        expect((await change({ isActive: false })).status).toBe(200);
        const afterDeactivation = (await call(agent, b.port, 'GET', '/api/v1/auth/me', { token: reviewer }))
          .status;

        // Writes through both at once; A is killed in the middle. Every write either instance acknowledged is kept.
        const names = Array.from({ length: 60 }, (_, i) => `scale-out circle ${i}`);
        let answered = 0;
        const writes = names.map(async (name, i) => {
          const through = i % 2 === 0 ? a : b;
          const token = i % 2 === 0 ? adminA : adminB;
          const answer = await call(agent, through.port, 'POST', '/api/v1/areas', {
            token,
            body: { kind: 'circle', name },
          }).catch(() => ({ status: 0, headers: {}, body: '' }));
          answered += 1;
          if (answered === 20) a.child.kill('SIGKILL');
          return { name, status: answer.status };
        });
        const results = await Promise.all(writes);
        await a.exited;
        const acknowledged = results.filter((r) => r.status === 201).map((r) => r.name);
        const listed = await call(agent, b.port, 'GET', '/api/v1/areas', { token: adminB });
        const stored = new Set(
          (JSON.parse(listed.body) as { data: { name: string }[] }).data.map((x) => x.name),
        );
        const lost = acknowledged.filter((name) => !stored.has(name));

        recordFigures(
          figure(
            'scale-out',
            'photos that differ between the two instances (of 2, one uploaded through each)',
            mismatched,
            '= 0',
          ),
          figure(
            'scale-out',
            'calls a session signed out on one instance still made on the other',
            afterLogout === 401 ? 0 : 1,
            '= 0',
          ),
          figure(
            'scale-out',
            'calls a person made on one instance after the other took the view away or deactivated them',
            Number(afterAccessTaken !== 403) + Number(afterDeactivation !== 401),
            '= 0',
          ),
          figure(
            'scale-out',
            `acknowledged writes lost when one of two instances is killed (of ${acknowledged.length})`,
            lost.length,
            '= 0',
          ),
        );
        expect(mismatched).toBe(0);
        expect(afterLogout).toBe(401);
        expect([beforeChange, afterAccessTaken, afterDeactivation]).toEqual([200, 403, 401]);
        expect(acknowledged.length).toBeGreaterThan(20);
        expect(lost).toEqual([]);
      } finally {
        for (const instance of instances) instance.child.kill('SIGKILL');
        await Promise.all(instances.map((instance) => instance.exited));
        await store.drop();
        await s3.stop();
      }
    });
  });
else
  describe('a second instance on PGlite', () => {
    it('is refused on the same DATA_DIR, saying why: the embedded database is one process’s', async () => {
      await serverScript();
      const store = await freshStore();
      try {
        const first = await startServer(store);
        await expect(startServer(store)).rejects.toThrow(/DATA_DIR/);
        first.child.kill('SIGKILL');
        await first.exited;
      } finally {
        await store.drop();
      }
    });
  });
