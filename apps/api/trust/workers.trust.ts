import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE, figure, recordFigures } from './figures.js';
import { call, signInAdmin, startServer, storeForFile, type ServerProcess } from './server-process.js';
import { holdRequest } from './slow-request.js';

/**
 * WORKERS (issue 12): the server as several processes on one port, on PostgreSQL. A logout answered by one
 * worker holds on every other worker's next call (their session caches are emptied before it answers); a worker
 * that dies is replaced while the others go on answering; SIGTERM drains them all and the server exits 0. On
 * PGlite the setting is refused at start-up: the embedded database belongs to one process. Instances on separate
 * hosts sharing REDIS_URL empty each other's caches through it (session-peers.ts).
 */
const WORKERS = 2;
const store = storeForFile();
let server: ServerProcess | undefined;
// A connection per call: node:cluster hands each new connection to the next worker in turn.
const agent = new http.Agent({ keepAlive: false });

/** The worker processes: the primary's children, from /proc (Linux). */
const workerPids = (primary: ServerProcess) =>
  fs
    .readFileSync(`/proc/${primary.child.pid}/task/${primary.child.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const SCRAPER_TOKEN = 'workers-trust-scraper-token';

/** The health answers (GET 200) a Prometheus text counts. */
const healthAnswers = (text: string) =>
  Number(
    /^smms_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/health"[^}]*status="200"[^}]*\} (\d+)/m.exec(
      text,
    )?.[1] ?? 0,
  );

const listening = (running: ServerProcess) =>
  vi.waitFor(() => expect(running.output()).toContain('workers listening'), {
    timeout: 60_000,
    interval: 50,
  });

// Each database runs the tests that apply to it; none is registered to be skipped.
if (DATABASE === 'PostgreSQL')
  describe(`WORKERS=${WORKERS} on PostgreSQL`, () => {
    it('serves from every worker, and a logout holds on the next call whichever worker takes it', async () => {
      server = await startServer(store(), {
        WORKERS: String(WORKERS),
        LOG_LEVEL: 'info',
        METRICS_TOKEN: SCRAPER_TOKEN,
      });
      await listening(server);
      expect(workerPids(server)).toHaveLength(WORKERS);
      const token = await signInAdmin(agent, server.port);
      // Every worker reads the session and keeps it in its cache.
      for (let i = 0; i < 3 * WORKERS; i += 1)
        expect((await call(agent, server.port, 'GET', '/api/v1/auth/me', { token })).status).toBe(200);
      expect((await call(agent, server.port, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
      const after: number[] = [];
      for (let i = 0; i < 3 * WORKERS; i += 1)
        after.push((await call(agent, server.port, 'GET', '/api/v1/auth/me', { token })).status);
      const accepted = after.filter((status) => status !== 401).length;
      recordFigures(
        figure(
          'sessions',
          `calls a logged-out session still made, over ${WORKERS} workers (of ${after.length})`,
          accepted,
          '= 0',
        ),
      );
      expect(after).toEqual(after.map(() => 401));
    });

    it('answers a scrape of /metrics for every worker, whichever one takes it', async () => {
      const running = server as ServerProcess;
      const answered = async () => {
        const scrape = await call(agent, running.port, 'GET', '/metrics', { token: SCRAPER_TOKEN });
        expect(scrape.status).toBe(200);
        return healthAnswers(scrape.body);
      };
      const calls = 4 * WORKERS;
      const before = await answered();
      // Each on a connection of its own, so they are spread over the workers.
      for (let i = 0; i < calls; i += 1)
        expect((await call(agent, running.port, 'GET', '/api/v1/health')).status).toBe(200);
      const counted = (await answered()) - before;
      recordFigures({
        area: 'operations',
        name: `health answers a scrape of /metrics counts, of ${calls} spread over ${WORKERS} workers`,
        value: counted,
        target: `= ${calls}`,
        holds: counted === calls,
      });
      expect(counted).toBe(calls);
    });

    it('replaces a worker that dies', async () => {
      const running = server as ServerProcess;
      const [victim] = workerPids(running);
      process.kill(victim as number, 'SIGKILL');
      await vi.waitFor(
        () => {
          const now = workerPids(running);
          expect(now).toHaveLength(WORKERS);
          expect(now).not.toContain(victim);
        },
        { timeout: 60_000, interval: 50 },
      );
      expect(running.output()).toContain('a worker stopped: starting another');
      await vi.waitFor(() => expect(running.output().match(/Server listening/g)).toHaveLength(WORKERS + 1), {
        timeout: 60_000,
        interval: 50,
      });
      for (let i = 0; i < 2 * WORKERS; i += 1)
        expect((await call(agent, running.port, 'GET', '/api/v1/health')).status).toBe(200);
    });

    it('drains every worker on SIGTERM: the requests in hand are answered and stored, then it exits 0', async () => {
      const running = server as ServerProcess;
      const token = await signInAdmin(agent, running.port);
      const names = Array.from({ length: 2 * WORKERS }, (_, i) => `workers drain ${i}`);
      // Each on a connection of its own, so they are spread over the workers.
      const held = await Promise.all(
        names.map((name) => holdRequest(running.port, '/api/v1/areas', token, { kind: 'circle', name })),
      );
      const workers = workerPids(running);
      running.child.kill('SIGTERM');
      await vi.waitFor(
        () => expect(running.output().match(/shutting down: finishing open requests/g)).toHaveLength(WORKERS),
        { timeout: 20_000, interval: 20 },
      );
      const answers = await Promise.all(held.map((request) => request.finish()));
      expect(await running.exited).toEqual({ code: 0, signal: null });
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));

      // One process on the same database finds every one of them.
      server = await startServer(store());
      const list = await call(agent, server.port, 'GET', '/api/v1/areas', {
        token: await signInAdmin(agent, server.port),
      });
      const stored = new Set((JSON.parse(list.body) as { data: { name: string }[] }).data.map((a) => a.name));
      expect(names.filter((name) => !stored.has(name))).toEqual([]);
    });

    it('holds a logout on one instance at the next call to another sharing REDIS_URL', async () => {
      const redis = { REDIS_URL: process.env.TRUST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
      const [a, b] = await Promise.all([startServer(store(), redis), startServer(store(), redis)]);
      const instances = [a, b] as [ServerProcess, ServerProcess];
      const token = await signInAdmin(agent, instances[0].port);
      const statuses: number[] = [];
      // Each round: B caches the session, A ends it, B is asked at once.
      for (let round = 0; round < 5; round += 1) {
        const fresh = round === 0 ? token : await signInAdmin(agent, instances[0].port);
        expect(
          (await call(agent, instances[1].port, 'GET', '/api/v1/auth/me', { token: fresh })).status,
        ).toBe(200);
        expect(
          (await call(agent, instances[0].port, 'POST', '/api/v1/auth/logout', { token: fresh })).status,
        ).toBe(200);
        statuses.push(
          (await call(agent, instances[1].port, 'GET', '/api/v1/auth/me', { token: fresh })).status,
        );
      }
      const accepted = statuses.filter((status) => status !== 401).length;
      recordFigures(
        figure(
          'sessions',
          `calls a logged-out session still made on another instance sharing Redis (of ${statuses.length})`,
          accepted,
          '= 0',
        ),
      );
      expect(statuses).toEqual(statuses.map(() => 401));
      for (const instance of instances) instance.child.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exited));
    });
  });
else
  describe(`WORKERS=${WORKERS} on PGlite`, () => {
    it('is refused at start-up, saying why', async () => {
      const started = startServer(store(), { WORKERS: String(WORKERS) });
      await expect(started).rejects.toThrow(
        'WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database is opened by one process only',
      );
    });
  });
