import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER } from '@smms/shared';
import { loadConfig } from '../config.js';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';

describe('load shedding (issue 13)', () => {
  let pressed: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Any heap is over a 1 MB bound: the first sample puts this app under pressure.
    pressed = await createTestApp({ LOAD_SHEDDING: 'on', SHED_HEAP_MB: '1', SHED_EVENT_LOOP_DELAY_MS: '0' });
    cookie = await signIn(pressed.app, 'superadmin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await pressed?.close();
  });

  it('answers 503 with Retry-After and the message past a bound, and health says why', async () => {
    await vi.waitFor(() => expect(pressed.app.isShedding()).toBe(true), { timeout: 10_000 });
    const shed = await pressed.app.inject({ url: '/api/v1/areas', headers: { cookie } });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json()).toEqual({ success: false, message: SERVER.overloaded });
    const login = await pressed.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'superadmin', password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(503);

    const health = await pressed.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', load: 'shedding' });
  });

  it('sheds nothing when LOAD_SHEDDING=off, whatever the bounds', async () => {
    const off = await createTestApp({ LOAD_SHEDDING: 'off', SHED_HEAP_MB: '1' });
    try {
      expect(off.app.hasPlugin('@fastify/under-pressure')).toBe(false);
      const health = await off.app.inject({ url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', load: 'normal' });
    } finally {
      await off.close();
    }
  });
});

describe('shutdown and load-shedding settings', () => {
  it('has bounds by default: 10 s to drain, 1 s of event-loop delay on PostgreSQL, 90% of the heap limit', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/smms' });
    expect(config.shutdownTimeoutSeconds).toBe(10);
    expect(config.loadShedding).toMatchObject({ enabled: true, maxEventLoopDelayMs: 1000, maxRssBytes: 0 });
    expect(config.loadShedding.maxHeapUsedBytes).toBeGreaterThan(100 * 1_048_576);
  });

  it('leaves the event-loop bound off on the embedded database, whose queries run on the server’s thread', () => {
    expect(loadConfig({}).loadShedding).toMatchObject({ enabled: true, maxEventLoopDelayMs: 0 });
    expect(loadConfig({ SHED_EVENT_LOOP_DELAY_MS: '500' }).loadShedding.maxEventLoopDelayMs).toBe(500);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      SHUTDOWN_TIMEOUT_SECONDS: '3',
      LOAD_SHEDDING: 'off',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_HEAP_MB: '512',
      SHED_RSS_MB: '1024',
    });
    expect(config.shutdownTimeoutSeconds).toBe(3);
    expect(config.loadShedding).toEqual({
      enabled: false,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 512 * 1_048_576,
      maxRssBytes: 1024 * 1_048_576,
    });
  });

  it.each([
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '2.5'],
    ['LOAD_SHEDDING', 'yes'],
    ['SHED_HEAP_MB', '-1'],
    ['SHED_EVENT_LOOP_DELAY_MS', '1e3'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
