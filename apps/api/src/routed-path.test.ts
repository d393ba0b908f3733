import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER } from '@smms/shared';
import { CONSOLE, createTestApp, type TestApp } from './test/test-app.js';

const LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

describe('checks that key on the routed path, whatever its spelling', () => {
  it('counts /api/... and /%61pi/... (the same route, spelled otherwise) against one limit', async () => {
    const answers: { status: number; message: string }[] = [];
    for (let call = 0; call < LIMIT + 3; call += 1) {
      const prefix = call % 2 === 0 ? '/%61pi' : '/api';
      const response = await t.app.inject({
        method: 'POST',
        // A check of a code, not a text: texts have a tighter cap of their own per address (issue 37).
        url: `${prefix}/v1/auth/validate-otp`,
        headers: CONSOLE,
        payload: { username: `nobody.${call}`, otp: '123456' },
      });
      answers.push({
        status: response.statusCode,
        message: (response.json() as { message: string }).message,
      });
    }
    expect(answers.slice(0, LIMIT).map((a) => a.status)).toEqual(Array(LIMIT).fill(400));
    expect(answers.slice(LIMIT)).toEqual(Array(3).fill({ status: 429, message: SERVER.rateLimited }));
  });

  it('limits a percent-encoded spelling on its own too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61%70%69/v1/auth/password-reset',
      headers: CONSOLE,
      payload: { username: 'nobody' },
    });
    expect(response.statusCode).toBe(429);
  });

  it('refuses a cross-site sign-in spelled /%61pi/... as it refuses /api/...', async () => {
    const fresh = await createTestApp();
    try {
      const statuses = [];
      for (const prefix of ['/api', '/%61pi']) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: `${prefix}/v1/auth/login`,
          headers: { origin: 'https://elsewhere.example' },
          payload: { username: 'superadmin', password: 'whatever-it-is' },
        });
        statuses.push([response.statusCode, (response.json() as { message: string }).message]);
      }
      expect(statuses).toEqual([
        [403, SERVER.csrf],
        [403, SERVER.csrf],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
