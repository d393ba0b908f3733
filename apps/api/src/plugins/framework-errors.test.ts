import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER } from '@smms/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the router's own refusals", () => {
  it.each([
    ['broken percent-encoding', '/api/v1/meters/%ZZ'],
    ['a cut-off UTF-8 sequence', '/api/v1/users/%E0%A4'],
    ['a segment over the router limit', `/api/v1/users/${'b'.repeat(300)}/sessions`],
  ])('answer a path with %s as an unknown path: 404 in the one error shape', async (_, url) => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: SERVER.routeNotFound });
      expect(response.body).not.toContain('%');
    }
  });
});
