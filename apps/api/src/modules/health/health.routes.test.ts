import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let unwritable: TestApp;
let file: string;
beforeAll(async () => {
  // A photo folder that cannot be made: its parent is a file.
  file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'smms-probe-')), 'not-a-folder');
  await fs.writeFile(file, '');
  [t, unwritable] = await Promise.all([
    createTestApp(),
    createTestApp({ PHOTO_DIR: path.join(file, 'photos') }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unwritable.close()]);
  await fs.rm(path.dirname(file), { recursive: true, force: true });
});

describe('the probes (issue 39)', () => {
  it('/livez answers while the process runs, asking nothing else', async () => {
    const response = await t.app.inject({ url: '/api/v1/livez' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('/readyz is ready with the database and the photo store up', async () => {
    const response = await t.app.inject({ url: '/api/v1/readyz' });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'ok', database: 'up', load: 'normal', photos: 'up' }),
    ]);
  });

  it('/readyz says the photo store is away (degraded), and the instance stays in service', async () => {
    const response = await unwritable.app.inject({ url: '/api/v1/readyz' });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'degraded', database: 'up', photos: 'down' }),
    ]);
    // /health does not ask the photo store.
    expect((await unwritable.app.inject({ url: '/api/v1/health' })).json()).toMatchObject({ status: 'ok' });
  });
});
