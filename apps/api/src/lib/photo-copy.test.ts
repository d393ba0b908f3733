import fs from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { addMeter, addModem, addUser } from '../test/fixtures.js';
import { startS3 } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runPhotosCommand } from './photo-copy.js';
import { photoStores, type PhotoStores } from './photo-store.js';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3>>;
let folder: PhotoStores;
const names: { meters: string[]; modems: string[] } = { meters: [], modems: [] };

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startS3()]);
  const db = t.app.dbHandle.db;
  folder = await photoStores(t.config);
  const officer = await addUser(db, { username: 'copyofficer', role: 'FIELD_OFFICER' });
  // Three meters of four photos and a modem of one, as the servers stored them in PHOTO_DIR.
  for (let m = 0; m < 3; m += 1) {
    const meter = await addMeter(db, { fieldOfficerId: officer.id });
    for (let slot = 1; slot <= 4; slot += 1) {
      const fileName = await folder.meters.write(
        meter.id,
        slot,
        Buffer.from(`meter ${meter.id} photo ${slot}`),
      );
      await db
        .insertInto('meterPhotos')
        .values({ meterId: meter.id, slot, fileName, contentType: 'image/jpeg', sizeBytes: 20 })
        .execute();
      names.meters.push(fileName);
    }
  }
  const modem = await addModem(db, { fieldOfficerId: officer.id });
  const modemPhoto = await folder.modems.write(modem.id, 1, Buffer.from('modem photo'));
  await db
    .insertInto('modemPhotos')
    .values({ modemId: modem.id, slot: 1, fileName: modemPhoto, contentType: 'image/jpeg', sizeBytes: 11 })
    .execute();
  names.modems.push(modemPhoto);
});
afterAll(async () => {
  await Promise.all([t.close(), s3.stop()]);
});

const run = async (args: string[], env: Record<string, string> = s3.env) => {
  const lines: string[] = [];
  const config = loadConfig({ PHOTO_DIR: t.config.photoDir, ...env });
  const { ok } = await runPhotosCommand(t.app.dbHandle.db, config, args, (line) => lines.push(line));
  return { ok, lines };
};

describe('photos copy-to-bucket (PHOTO_DIR into a bucket, issue 39)', () => {
  it('copies every photo the database names under its own name, then a second run copies nothing', async () => {
    const first = await run(['copy-to-bucket']);
    expect(first.ok).toBe(true);
    expect(first.lines).toContain('meters: 12 photos; 12 copied, 0 already in the bucket, 0 in neither');
    expect(first.lines).toContain('modems: 1 photos; 1 copied, 0 already in the bucket, 0 in neither');
    expect(await s3.keys()).toEqual(
      expect.arrayContaining([...names.meters, ...names.modems.map((n) => `modems/${n}`)]),
    );
    // What a server on the bucket reads is what the folder held.
    const bucket = await photoStores(loadConfig(s3.env));
    expect(await text((await bucket.meters.read(names.meters[5]!))!)).toMatch(/^meter \d+ photo 2$/);
    expect(await text((await bucket.modems.read(names.modems[0]!))!)).toBe('modem photo');

    const again = await run(['copy-to-bucket']);
    expect(again.lines).toContain('meters: 12 photos; 0 copied, 12 already in the bucket, 0 in neither');
  });

  it('names a photo in neither store and fails, having copied the rest', async () => {
    const db = t.app.dbHandle.db;
    const officer = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'copyofficer')
      .executeTakeFirstOrThrow();
    const meter = await addMeter(db, { fieldOfficerId: officer.id });
    const kept = await folder.meters.write(meter.id, 1, Buffer.from('kept'));
    const lost = await folder.meters.write(meter.id, 2, Buffer.from('lost'));
    await db
      .insertInto('meterPhotos')
      .values(
        [kept, lost].map((fileName, i) => ({
          meterId: meter.id,
          slot: i + 1,
          fileName,
          contentType: 'image/jpeg',
          sizeBytes: 4,
        })),
      )
      .execute();
    await fs.rm(path.join(t.config.photoDir, lost));

    const { ok, lines } = await run(['copy-to-bucket']);
    expect(ok).toBe(false);
    expect(lines).toContain('meters: 14 photos; 1 copied, 12 already in the bucket, 1 in neither');
    expect(lines).toContain(`  missing: ${lost}`);
    expect(await s3.keys()).toContain(kept);
  });

  it('refuses a wrong command, no bucket, or a bucket it cannot reach, copying nothing', async () => {
    await expect(run(['copy'])).rejects.toThrow(
      /Usage: node apps\/api\/dist\/server.js photos copy-to-bucket/,
    );
    await expect(run(['copy-to-bucket'], {})).rejects.toThrow(/S3_BUCKET is not set/);
    await expect(run(['copy-to-bucket'], { ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /The bucket no-such-bucket cannot be reached/,
    );
  });
});
