import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER } from '@smms/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };
let webDir: string;
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDir, 'assets', 'index-AbC123.js'), 'export {};\n');
  await fs.writeFile(path.join(webDir, 'assets', 'index-AbC123.js.map'), '{"version":3}');
  [dev, production] = await Promise.all([
    createTestApp({ WEB_DIR: webDir }),
    createTestApp({ WEB_DIR: webDir, NODE_ENV: 'production' }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('the console files and unknown paths', () => {
  it("serves the console's pages, with a query string too, as the SPA", async () => {
    for (const url of [
      '/',
      '/login',
      '/superadmin/dashboard',
      '/biadmin/meters-commissioned?review=x',
      '/admin',
    ]) {
      const page = await production.app.inject({ url, headers: HTML });
      expect([url, page.statusCode, page.body]).toEqual([url, 200, INDEX]);
    }
  });

  it('answers a path that is no page 404: JSON to a probe, the SPA (its not-found page) to a browser', async () => {
    for (const url of ['/metrics', '/healthz', '/superadminx', '/api/v1/nothing']) {
      const probe = await production.app.inject({ url });
      expect([url, probe.statusCode, probe.json()]).toEqual([
        url,
        404,
        { success: false, message: SERVER.routeNotFound },
      ]);
    }
    const browser = await production.app.inject({ url: '/healthz', headers: HTML });
    expect([browser.statusCode, browser.body]).toEqual([404, INDEX]);
  });

  it('keeps the source maps and the API document out of production, unless API_DOCS=on', async () => {
    const map = '/assets/index-AbC123.js.map';
    expect((await dev.app.inject({ url: map })).statusCode).toBe(200);
    expect((await production.app.inject({ url: map })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/assets/index-AbC123.js' })).statusCode).toBe(200);
    expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const docs = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      expect((await docs.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await docs.close();
    }
  });
});
