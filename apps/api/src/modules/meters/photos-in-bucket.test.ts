import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, FIXTURE_PASSWORD } from '../../test/fixtures.js';
import { multipart } from '../../test/multipart.js';
import { startS3 } from '../../test/s3-server.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/** Photos in an S3-compatible bucket (issue 39): what several instances share instead of one's disk. */
let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let officer: string;
let superadmin: string;
let png: Buffer;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp(s3.env);
  await addUser(t.app.dbHandle.db, {
    username: 'officer.bucket',
    role: 'FIELD_OFFICER',
    accessLevel: 'Meters,Modems',
  });
  officer = await signIn(t.app, 'officer.bucket', FIXTURE_PASSWORD);
  superadmin = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#118844' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const send = (url: string, fields: Record<string, string>) => {
  const form = multipart(fields, [{ field: 'photo1', name: 'a.png', type: 'image/png', bytes: png }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: officer, ...CONSOLE, ...form.headers },
    payload: form.payload,
  });
};

describe('photos in a bucket (S3_BUCKET)', () => {
  it('keeps uploads in the bucket, not on disk, serves them to who may see them, and removes them with the meter', async () => {
    const meter = (await send('/api/v1/meters', { meterSno: 'BK000001' })).json().data;
    const modem = (await send('/api/v1/modem/save-meter-data', { modemno: 'BKMDM-1' })).json().data;
    const keys = await s3.keys();
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${meter.id}/1-[0-9a-f]{12}\\.jpg$`)),
        expect.stringMatching(new RegExp(`^modems/${modem.id}/1-[0-9a-f]{12}\\.jpg$`)),
      ]),
    );
    expect(fs.existsSync(t.config.photoDir)).toBe(false);

    for (const url of [`/api/v1/meters/${meter.id}/photos/1`, `/api/v1/modem/${modem.id}/photos/1`]) {
      const photo = await t.app.inject({ url, headers: { cookie: superadmin } });
      expect([url, photo.statusCode, photo.headers['content-type']]).toEqual([url, 200, 'image/jpeg']);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    }
    expect(
      (await t.app.inject({ url: `/api/v1/meters/${meter.id}/photos/2`, headers: { cookie: superadmin } }))
        .statusCode,
    ).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meters/${meter.id}`,
      headers: { cookie: superadmin, ...CONSOLE },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await s3.keys()).toEqual([expect.stringMatching(/^modems\//)]);
  });
});
