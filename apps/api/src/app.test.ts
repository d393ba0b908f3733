import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER } from '@smms/shared';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('answers GET /api/v1/health with the database state and no data', async () => {
    const response = await t.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document of every call at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/me',
        '/api/v1/auth/password-reset',
        '/api/v1/health',
      ]),
    );
  });

  it('names every call with an operationId of its own, and marks the public ones as needing no session', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
    );
    const ids = operations.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = Object.fromEntries(operations.map((op) => [op.operationId, op]));
    expect(byId.getMetersByIdReviewRecord).toMatchObject({ path: '/api/v1/meters/{id}/review-record' });
    expect(byId.getHealth?.security).toEqual([]);
    expect(byId.postAuthLogin?.security).toEqual([]);
    expect(byId.getAuthMe?.security).toBeUndefined();
  });

  it("documents the bodies the field app's calls read themselves: forms with their files, JSON, CSV", async () => {
    type Media = { schema: { properties?: Record<string, { format?: string }>; required?: string[] } };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, Media> } }>>;
    };
    const body = (path: string) => doc.paths[path]?.post?.requestBody?.content ?? {};
    const install = body('/api/v1/meters');
    expect(Object.keys(install).sort()).toEqual(['application/json', 'multipart/form-data']);
    const form = install['multipart/form-data']?.schema;
    expect(form?.properties?.photo1?.format).toBe('binary');
    expect(form?.properties?.meterSno).toBeDefined();
    expect(install['application/json']?.schema.required).toContain('meterSno');
    expect(install['application/json']?.schema.properties?.photo1).toBeUndefined();
    expect(
      body('/api/v1/modem/save-meter-data')['multipart/form-data']?.schema.properties?.modemSno,
    ).toBeDefined();
    expect(Object.keys(body('/api/v1/discom/dtr-import')).sort()).toEqual([
      'multipart/form-data',
      'text/csv',
    ]);
    expect(
      body('/api/v1/meters/{id}/photos/{slot}')['multipart/form-data']?.schema.properties?.photo?.format,
    ).toBe('binary');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: SERVER.routeNotFound });
  });

  it('tags every response with a request id, keeping a well-formed one the caller sent', async () => {
    const mine = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(mine.headers['x-request-id']).toBe('trace-12345678');
    const generated = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'bad id!' } });
    // A new id is a trace id (W3C: 32 hex digits), the one a request's span takes when tracing is on.
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("takes a W3C traceparent's trace id as the request id, so the log joins the trace", async () => {
    const traced = await t.app.inject({
      url: '/api/v1/health',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(traced.headers['x-request-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    for (const traceparent of ['00-00000000000000000000000000000000-00f067aa0ba902b7-01', 'garbage'])
      expect(
        (await t.app.inject({ url: '/api/v1/health', headers: { traceparent } })).headers['x-request-id'],
      ).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses to register an API route that does not say who may call it', async () => {
    const bare = await createTestApp();
    try {
      // Routes registered after ready are refused by Fastify itself, so register inside a fresh plugin scope.
      await expect(
        (async () => {
          bare.app.register(async (api) => api.get('/api/v1/unguarded', async () => ({ ok: true })));
          await bare.app.ready();
        })(),
      ).rejects.toThrow(/config.access/);
    } finally {
      await bare.close().catch(() => undefined);
    }
  });
});
