import http from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SERVER } from '@smms/shared';
import { figure, recordFigures } from './figures.js';
import { call, signInAdmin, startServer, storeForFile, type ServerProcess } from './server-process.js';
import { holdRequest } from './slow-request.js';

/**
 * Issue 13, item 6: SIGTERM drains (requests the server holds are answered and stored, idle keep-alive
 * sockets close, the process exits 0 within SHUTDOWN_TIMEOUT_SECONDS, or exits anyway past it, saying so),
 * and load shedding answers 503 — all on the real server, a child process.
 */
const HELD = 50;
const store = storeForFile();
let server: ServerProcess | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

afterAll(() => agent.destroy());

const areaNames = async (running: ServerProcess, token: string) => {
  const list = await call(agent, running.port, 'GET', '/api/v1/areas', { token });
  return new Set((JSON.parse(list.body) as { data: { name: string }[] }).data.map((area) => area.name));
};

/** Waits for a line of the server's log (LOG_LEVEL=info) to say `message`. */
const logSays = (running: ServerProcess, message: string) =>
  vi.waitFor(() => expect(running.output()).toContain(message), { timeout: 20_000, interval: 20 });

describe('SIGTERM', () => {
  it('answers and stores every request in hand, closes idle sockets and exits 0 in time', async () => {
    server = await startServer(store(), { LOAD_SHEDDING: 'off', LOG_LEVEL: 'info' });
    const running = server;
    const token = await signInAdmin(agent, running.port);
    const held = await Promise.all(
      Array.from({ length: HELD }, (_, i) =>
        holdRequest(running.port, '/api/v1/areas', token, { kind: 'circle', name: `drain ${i}` }),
      ),
    );
    // A kept-alive socket with nothing in flight: closing it is how new work is turned away.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let idleSocketClosed!: Promise<void>;
    await new Promise<void>((resolve, reject) => {
      const request = http.get({
        agent: idle,
        host: '127.0.0.1',
        port: running.port,
        path: '/api/v1/health',
      });
      request.on(
        'socket',
        (socket) => (idleSocketClosed = new Promise((done) => socket.once('close', done))),
      );
      request.on('response', (response) => response.resume().on('end', resolve));
      request.on('error', reject);
    });

    const signalled = performance.now();
    running.child.kill('SIGTERM');
    await logSays(running, 'shutting down: finishing open requests');
    await idleSocketClosed;
    const answers = await Promise.all(held.map((request) => request.finish().catch(() => null)));
    const exit = await running.exited;
    const drainSeconds = (performance.now() - signalled) / 1000;
    idle.destroy();

    server = await startServer(store(), { LOAD_SHEDDING: 'off' });
    const names = await areaNames(server, await signInAdmin(agent, server.port));
    const lost = answers.filter((answer, i) => answer?.status !== 201 || !names.has(`drain ${i}`)).length;
    recordFigures(
      {
        area: 'crash',
        name: 'SIGTERM drain time (s)',
        value: Number(drainSeconds.toFixed(2)),
        target: '≤ 10 s',
        holds: drainSeconds <= 10,
      },
      figure('crash', `in-flight requests lost on SIGTERM (of ${HELD})`, lost, '= 0'),
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(lost).toBe(0);
    expect(drainSeconds).toBeLessThanOrEqual(10);
    expect(server.output()).not.toContain('shutdown timed out');
  });

  it('exits anyway past SHUTDOWN_TIMEOUT_SECONDS, with a log line', async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    server = await startServer(store(), {
      LOAD_SHEDDING: 'off',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const running = server;
    const token = await signInAdmin(agent, running.port);
    // Its body never comes: the drain cannot finish.
    await holdRequest(running.port, '/api/v1/areas', token, { kind: 'circle', name: 'never sent' });
    const signalled = performance.now();
    running.child.kill('SIGTERM');
    const exit = await running.exited;
    const seconds = (performance.now() - signalled) / 1000;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(running.output()).toContain('shutdown timed out: exiting with requests still open');
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(10);
  });
});

describe('load shedding on the real server', () => {
  it('answers 503 with Retry-After and the message to writes past a bound, storing none', async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    // Sign in before the bound is forced: a shedding server refuses sign-ins too.
    server = await startServer(store(), { LOAD_SHEDDING: 'off' });
    const token = await signInAdmin(agent, server.port);
    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServer(store(), { SHED_HEAP_MB: '1', SHED_EVENT_LOOP_DELAY_MS: '0' });
    const running = server;
    await vi.waitFor(
      async () => expect((await call(agent, running.port, 'GET', '/api/v1/health')).status).toBe(503),
      { timeout: 20_000, interval: 50 },
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(agent, running.port, 'POST', '/api/v1/areas', {
          token,
          body: { kind: 'circle', name: `shed ${i}` },
        }),
      ),
    );
    const shed = answers.filter((answer) => answer.status === 503);
    const health = JSON.parse((await call(agent, running.port, 'GET', '/api/v1/health')).body) as object;
    running.child.kill('SIGTERM');
    await running.exited;
    server = await startServer(store(), { LOAD_SHEDDING: 'off' });
    const names = await areaNames(server, token);
    const stored = answers.filter((_, i) => names.has(`shed ${i}`)).length;
    recordFigures(figure('crash', '503s under forced pressure (of 50 writes)', shed.length, '> 0'));
    expect(shed.length).toBe(50);
    for (const answer of shed) {
      expect(answer.headers['retry-after']).toBe('10');
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: SERVER.overloaded });
    }
    expect(health).toMatchObject({ status: 'degraded', database: 'up', load: 'shedding' });
    expect(stored).toBe(0);
  });
});
