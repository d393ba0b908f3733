import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { pickEncoding } from './compress.js';

const ASSET = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<!-- -->'.repeat(300)}</body></html>`;

describe('compressed answers and cached web files', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
    await fs.writeFile(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(INDEX));
    await fs.writeFile(path.join(webDir, 'index.html.gz'), zlib.gzipSync(INDEX));
    await fs.writeFile(path.join(webDir, 'assets', 'index-AbC123.js'), ASSET);
    await fs.writeFile(path.join(webDir, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(ASSET));
    await fs.writeFile(path.join(webDir, 'assets', 'index-AbC123.js.gz'), zlib.gzipSync(ASSET));
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('answers JSON in brotli when asked, the same body once decoded', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('gzips a people page whose rows it writes twice (data and fieldOfficers) to the very bytes of its plain answer', async () => {
    // Officers enough for each copy of the rows to be far longer than gzip's 32 kB window.
    await sql`insert into users (username, role, access_level, first_name, last_name, phone, division)
      select 'gz' || g, 'FIELD_OFFICER', 'Meters,Modems', 'First' || g, 'Last' || (g * 7919 % 1009),
        '6' || lpad(g::text, 9, '0'), 'Division ' || g % 40
      from generate_series(1, 300) g`.execute(t.app.dbHandle.db);
    const cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const url = '/api/v1/users/field-officers/list?pageSize=500';
    const plain = await t.app.inject({ url, headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    const page = plain.json<{ data: unknown[]; fieldOfficers: unknown[] }>();
    expect(page.data).toHaveLength(300);
    expect(page.fieldOfficers).toEqual(page.data);
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    const gz = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const br = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({ url: '/api/v1/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false });
  });

  it('serves a hashed asset pre-compressed and cached for a year', async () => {
    const response = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('serves index.html with no-cache, compressed, for any console path', async () => {
    for (const url of ['/', '/superadmin/meters-installed']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
