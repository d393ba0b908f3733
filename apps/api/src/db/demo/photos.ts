import { buffer } from 'node:stream/consumers';
import type { Insertable } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import { allOf, matches, REVIEW_RULES, STAGE_RULES, type LifecycleFields, type Rule } from '@smms/shared';
import type { PhotoStore } from '../../lib/photo-store.js';
import { hammingDistance, photoFingerprint } from '../../lib/photo-fingerprint.js';
import type { MeterPhotosTable } from '../schema.js';
import { PHOTO_KINDS, photoArtist, type PhotoSubject } from './photo-art.js';

/**
 * `work` on every item, at most `limit` at a time: sharp encodes in libuv's threads, so photos are made while the
 * main thread does other work (the database's inserts), instead of one after another.
 */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The meters a reviewer opens first: the newest installs (each list's default order) of every meter list and
 * of each review queue (awaiting review; with and without a recommendation), at most `perList` of each. Their
 * indexes in `meters`, which is in id order.
 */
export function metersOpenedFirst(
  meters: readonly (LifecycleFields & { installedOn: Date | string })[],
  perList: number,
): number[] {
  const pending = STAGE_RULES['pending-review'];
  const lists: Rule[] = [
    ...Object.values(STAGE_RULES),
    ...Object.values(REVIEW_RULES).flatMap((rule) => allOf([pending, rule]) ?? []),
  ];
  const newestFirst = meters
    .map((meter, index) => ({ meter, index, at: new Date(meter.installedOn).getTime() }))
    .sort((a, b) => b.at - a.at || b.index - a.index);
  const chosen = new Set<number>();
  for (const rule of lists)
    for (const { index } of newestFirst.filter(({ meter }) => matches(rule, meter)).slice(0, perList))
      chosen.add(index);
  return [...chosen].sort((a, b) => a - b);
}

/**
 * All four install photos of each of `meters` (the meter's face with its serial, the seal, the DTR plate with the
 * DTR number, the site), drawn and written through the photo store the uploads use.
 */
export async function writeMeterPhotos(
  store: PhotoStore,
  meters: (PhotoSubject & { id: number })[],
): Promise<Insertable<MeterPhotosTable>[]> {
  const artist = photoArtist();
  const shots = meters.flatMap((meter) => PHOTO_KINDS.map((kind, i) => ({ meter, kind, slot: i + 1 })));
  return inParallel(shots, PHOTOS_AT_ONCE, async ({ meter, kind, slot }) => {
    const jpeg = await artist.draw(kind, meter, meter.id + slot);
    const fileName = await store.write(meter.id, slot, jpeg);
    return { meterId: meter.id, slot, fileName, contentType: 'image/jpeg', sizeBytes: jpeg.length };
  });
}

/** Photos made at once: enough to keep libuv's four threads busy while the main thread waits on the database. */
export const PHOTOS_AT_ONCE = 8;

/** A gallery's ways of saving a photo again: smaller, or at its size with more compression. */
const RESAVES = [
  (s: Sharp) => s.resize(480).jpeg({ quality: 55 }),
  (s: Sharp) => s.jpeg({ quality: 60 }),
  (s: Sharp) => s.jpeg({ quality: 70 }),
  (s: Sharp) => s.resize(560).jpeg({ quality: 80 }),
];

/**
 * `jpeg` saved again (other bytes) by the first of RESAVES whose fingerprint stays within a bit of the original's:
 * a copy within the check's distance on every demo, whatever the picture (a re-save moves a difference hash by
 * 0 to 6 bits, by how even the picture's shades are).
 */
async function resavedClose(jpeg: Buffer): Promise<Buffer> {
  const { dhash } = await photoFingerprint(jpeg);
  let copy = jpeg;
  for (const resave of RESAVES) {
    copy = await resave(sharp(jpeg)).toBuffer();
    if (hammingDistance(dhash, (await photoFingerprint(copy)).dhash) <= 1) return copy;
  }
  return copy;
}

/**
 * The demo's bad installs by photo (issue 42), among the photographed meters awaiting a decision (`awaiting`, in
 * the order their photos were made): the second holds the first's site photo as its own (the same file, uploaded
 * again), and the third holds the first's meter photo saved again smaller by a phone's gallery (other bytes, the
 * same picture). The photo-match check flags each pair once the photos are fingerprinted.
 */
export async function reusePhotos(
  store: PhotoStore,
  rows: Insertable<MeterPhotosTable>[],
  awaiting: readonly number[],
): Promise<Insertable<MeterPhotosTable>[]> {
  const [first, second, third] = awaiting;
  if (third === undefined) return rows;
  const rowOf = (meterId: number, slot: number) => rows.find((r) => r.meterId === meterId && r.slot === slot);
  const bytesOf = async (meterId: number, slot: number) => {
    const stream = await store.read(rowOf(meterId, slot)!.fileName);
    return buffer(stream!);
  };
  const replace = async (meterId: number, slot: number, jpeg: Buffer) => {
    const row = rowOf(meterId, slot)!;
    await store.remove(row.fileName);
    Object.assign(row, { fileName: await store.write(meterId, slot, jpeg), sizeBytes: jpeg.length });
  };
  await replace(second as number, 4, await bytesOf(first as number, 4));
  await replace(third, 1, await resavedClose(await bytesOf(first as number, 1)));
  return rows;
}
