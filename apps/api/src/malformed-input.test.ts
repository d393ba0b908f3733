import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from './test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const PARAMS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%27%3B--', '9876543210'];
const BODIES = [
  '{',
  '[]',
  '"text"',
  'null',
  '{"version":"x","isActive":"yes","role":5,"phone":[]}',
  '{"__proto__":{"admin":true}}',
];
const QUERIES = [
  '?page=-1',
  '?pageSize=100000',
  '?sort=password_hash',
  '?order=sideways',
  '?status=%00',
  '?q=' + 'x'.repeat(500),
  '?view=Gas',
];

describe('malformed input on every call of the API', () => {
  it('never answers 500: bad ids, bodies and queries are 4xx with a message', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.includes('logout')) continue; // would end the session the sweep runs on
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        if (method === 'DELETE' && !path.includes('{')) continue;
        const urls = path.includes('{') ? PARAMS.map((p) => path.replace(/\{[^}]+\}/g, p)) : [path];
        for (const url of urls) {
          const variants: { url: string; payload?: string }[] =
            method === 'GET'
              ? QUERIES.map((q) => ({ url: url + q }))
              : BODIES.map((b) => ({ url, payload: b }));
          for (const v of variants) {
            calls += 1;
            const response = await t.app.inject({
              method: method as 'GET',
              url: v.url,
              headers: { cookie, ...CONSOLE, 'content-type': 'application/json' },
              ...(v.payload === undefined ? {} : { payload: v.payload }),
            });
            if (response.statusCode >= 500)
              failures.push(
                `${method} ${v.url} ${v.payload ?? ''} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            else if (response.statusCode >= 400 && !String(response.headers['content-type']).includes('json'))
              failures.push(`${method} ${v.url} -> ${response.statusCode} without a JSON message`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 120_000);
});
