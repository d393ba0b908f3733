import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startS3 } from '../test/s3-server.js';
import { photoStores, type PhotoStores } from './photo-store.js';

let s3: Awaited<ReturnType<typeof startS3>>;
let dir: string;
const stores: Record<'folder' | 'bucket', PhotoStores> = {} as never;
beforeAll(async () => {
  s3 = await startS3();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-photos-'));
  stores.folder = await photoStores(loadConfig({ PHOTO_DIR: dir }));
  stores.bucket = await photoStores(loadConfig({ ...s3.env, S3_PREFIX: 'utility/' }));
});
afterAll(async () => {
  await s3.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe.each(['folder', 'bucket'] as const)('the %s photo store', (kind) => {
  it('writes under a name of its own, reads it back, says when a photo is not there, and removes', async () => {
    const { meters, modems } = stores[kind];
    const first = await meters.write(41, 2, Buffer.from('meter photo'));
    const again = await meters.write(41, 2, Buffer.from('its replacement'));
    expect(first).toMatch(/^41\/2-[0-9a-f]{12}\.jpg$/);
    expect(again).not.toBe(first);
    const modem = await modems.write(41, 1, Buffer.from('modem photo'));
    expect(await text((await meters.read(first))!)).toBe('meter photo');
    expect(await text((await modems.read(modem))!)).toBe('modem photo');
    expect(await meters.read('41/3-000000000000.jpg')).toBeNull();

    await meters.remove(first);
    expect(await meters.read(first)).toBeNull();
    await meters.removeMeter(41);
    expect(await meters.read(again)).toBeNull();
    // A meter's and a modem's photos with one id are apart.
    expect(await text((await modems.read(modem))!)).toBe('modem photo');
  });
});

describe('where each store keeps them', () => {
  it('the folder under PHOTO_DIR (modems in modems/), refusing a name that leaves it', async () => {
    const name = await stores.folder.modems.write(7, 4, Buffer.from('x'));
    await expect(fs.readFile(path.join(dir, 'modems', name), 'utf8')).resolves.toBe('x');
    await expect(stores.folder.meters.read('../escape.jpg')).rejects.toThrow(/escapes PHOTO_DIR/);
  });

  it('the bucket under S3_PREFIX, by the same names', async () => {
    const name = await stores.bucket.meters.write(8, 1, Buffer.from('y'));
    const modem = await stores.bucket.modems.write(8, 1, Buffer.from('z'));
    expect(await s3.keys()).toEqual(expect.arrayContaining([`utility/${name}`, `utility/modems/${modem}`]));
  });
});

describe('whether a store can be reached (readiness, issue 39)', () => {
  it('the folder and the bucket are; a bucket that does not exist or a server that is away is not', async () => {
    expect(await stores.folder.meters.reachable()).toBe(true);
    expect(await stores.bucket.meters.reachable()).toBe(true);
    const missing = await photoStores(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    expect(await missing.meters.reachable()).toBe(false);
    const away = await photoStores(loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }));
    expect(await away.meters.reachable()).toBe(false);
  });
});
