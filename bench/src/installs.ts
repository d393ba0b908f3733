/**
 * The field app's install call (issue 39): installations a second through `POST /api/v1/meters` as multipart
 * with four photos each (the demo's phone-sized JPEGs), four at a time, against the floor of that work done in
 * this process alone: re-encoding the same four photos as the server does (rotate, fit in 2048 px, JPEG 85).
 */
import type pg from 'pg';
import sharp from 'sharp';
import { PHOTO_KINDS, photoArtist } from '../../apps/api/src/db/demo/photo-art.js';
import { median } from './measure.js';
import type { BenchOptions } from './options.js';
import type { Server } from './server.js';
import type { Row } from './table.js';

const AT_ONCE = 4;

const reencode = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Calls `one` AT_ONCE at a time for `seconds`; answers how many finished a second. */
async function perSecond(seconds: number, one: () => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (performance.now() < until) {
        await one();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - t0) / 1000);
}

export async function measureInstalls(
  options: BenchOptions,
  server: Server,
  cookie: string,
  pool: pg.Pool,
  rows: Row[],
): Promise<{ viaApi: number[]; floor: number[] }> {
  const artist = photoArtist();
  const subject = { serial: 'SMBENCH0001', dtrSno: 'DTR-BENCH-1', installedOn: new Date() };
  const photos = await Promise.all(PHOTO_KINDS.map((kind, i) => artist.draw(kind, subject, i)));
  const { rows: officers } = await pool.query<{ id: number }>(
    `select id from users where role = 'FIELD_OFFICER' order by id limit 1`,
  );
  const officer = officers[0]?.id;
  if (!officer) throw new Error('installs: no field officer in the loaded data');
  const run = `${process.pid}${Date.now() % 100_000}`;
  let installed = 0;
  const install = async () => {
    const form = new FormData();
    form.set('meterSno', `BENCH${run}-${(installed += 1)}`);
    form.set('fieldOfficerId', String(officer));
    photos.forEach((bytes, i) =>
      form.set(
        `photo${i + 1}`,
        new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
        `photo${i + 1}.jpg`,
      ),
    );
    const answer = await fetch(`${server.base}/api/v1/meters`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'smms' },
      body: form,
    });
    if (answer.status !== 201) throw new Error(`install: ${answer.status} ${await answer.text()}`);
  };
  const viaApi: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    viaApi.push(await perSecond(options.seconds * 2, install));
    floor.push(
      await perSecond(options.seconds * 2, async () => {
        await Promise.all(photos.map(reencode));
      }),
    );
  }
  const api = median(viaApi);
  const base = median(floor);
  rows.push({
    metric: `installs with 4 photos (${AT_ONCE} at a time) vs re-encoding their photos alone (installs/s)`,
    baseline: base.toFixed(1),
    smms: api.toFixed(1),
    ratio: api / base,
    // An office of a thousand officers installs a few thousand meters a day: 10 a second is 36,000 an hour.
    target: '≥ 10/s',
    pass: api >= 10,
  });
  return { viaApi, floor };
}
