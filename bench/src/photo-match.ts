/**
 * The photo-match lookup (issue 42) at utility size: every meter with four fingerprinted photos, and the lookup an
 * install runs for its photos (flags module, photoMatches: the SHA-256 index and the four band indexes of the
 * difference hash) against the same four photos tested against every stored photo (a forced scan).
 */
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { PHOTO_DISTANCE_MAX } from '@smms/shared';
import type { Database } from '../../apps/api/src/db/schema.js';
import { photoMatches } from '../../apps/api/src/modules/flags/photo-matches.sql.js';
import type { Exec } from './load.js';
import { medianLoad, type Load } from './measure.js';
import type { BenchOptions } from './options.js';
import type { Row } from './table.js';

/** A random 64-bit difference hash: two 32-bit halves, so every band of 16 bits is as varied as a photo's. */
const RANDOM_HASH = `((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint)`;

/**
 * Four photos a meter, each with its own file, SHA-256 and difference hash, loaded in one statement. The photo
 * masks' statement triggers are left out of the load and the masks set after it, as one update, then vacuumed.
 */
export async function loadPhotoFingerprints(exec: Exec): Promise<void> {
  await exec(`alter table meter_photos disable trigger user`);
  await exec(`
    insert into meter_photos (meter_id, slot, file_name, content_type, size_bytes, sha256, dhash)
    select m.id, s, 'bench/' || m.id || '-' || s || '.jpg', 'image/jpeg', 48000,
           encode(sha256(convert_to(m.id || '-' || s, 'UTF8')), 'hex'), ${RANDOM_HASH}
      from meters m cross join generate_series(1, 4) s`);
  await exec(`alter table meter_photos enable trigger user`);
  // Its lifecycle columns unchanged, the meters' counters' triggers would only read 1M rows twice to add nothing.
  await exec(`alter table meters disable trigger user`);
  await exec(`update meters set photo_mask = 15`);
  await exec(`alter table meters enable trigger user`);
  // The update left a dead version of every meter: vacuumed now, or autovacuum does it while the rounds run (a 1M
  // run measured its list pages at a third of their pace).
  await exec(`vacuum analyze meters, meter_photos`);
}

/**
 * `call` one at a time for `seconds`, as one install's transaction runs its lookup: the latency of a lookup, not
 * of a queue of them on the bench machine's cores.
 */
async function oneAtATime(seconds: number, call: () => Promise<unknown>): Promise<Load> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < end) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), rps: times.length / ((performance.now() - started) / 1000) };
}

export async function measurePhotoMatch(options: BenchOptions, pool: pg.Pool, rows: Row[]) {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  const { rows: extent } = await pool.query<{ max: number; photos: string }>(
    `select max(meter_id) as max, count(*) as photos from meter_photos`,
  );
  const maxId = Number(extent[0]?.max ?? 0);
  const photos = Number(extent[0]?.photos ?? 0);
  // One meter's four hashes, each tested against every stored photo: the scan the band indexes save.
  const scan = `begin; set local enable_indexscan = off; set local enable_bitmapscan = off;
    select o.meter_id, o.slot from meter_photos o
      join meter_photos p on p.meter_id = ${Math.ceil(maxId / 2)}
     where o.meter_id <> p.meter_id
       and (o.sha256 = p.sha256 or bit_count((o.dhash # p.dhash)::bit(64)) <= ${PHOTO_DISTANCE_MAX})
     limit 20; commit`;
  const lookup: Load[] = [];
  const scanned: Load[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    lookup.push(
      await oneAtATime(options.seconds, () =>
        photoMatches(db, 'meter', 1 + Math.floor(Math.random() * maxId), PHOTO_DISTANCE_MAX),
      ),
    );
    scanned.push(await oneAtATime(options.seconds, () => pool.query(scan)));
  }
  const smms = medianLoad(lookup);
  const base = medianLoad(scanned);
  rows.push({
    metric: `photo-match lookup: one meter's 4 photos among ${(photos / 1e6).toFixed(1)}M (within ${PHOTO_DISTANCE_MAX} bits) vs scanning them all, one at a time: p50`,
    baseline: `${base.p50.toFixed(1)} ms`,
    smms: `${smms.p50.toFixed(1)} ms`,
    ratio: base.p50 / smms.p50,
    target: '≤ 20 ms, ≥ 20× faster',
    pass: smms.p50 <= 20 && base.p50 / smms.p50 >= 20,
  });
  return { smms, scan: base, photos };
}
