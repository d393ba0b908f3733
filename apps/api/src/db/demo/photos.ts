import fs from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { MeterPhotosTable } from '../schema.js';

const LABELS = ['Meter front', 'Seal close-up', 'DTR plate', 'Premises'];
const COLOURS = ['#1e3a5f', '#2f5d50', '#5b3a29', '#3f3d56'];

/** A small JPEG standing in for a field photo: the meter (or modem) number and what the shot shows. */
export async function writeDemoPhoto(
  photoDir: string,
  fileName: string,
  meterSno: string,
  slot: number,
  labels: readonly string[] = LABELS,
) {
  const label = labels[(slot - 1) % labels.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="100%" height="100%" fill="${COLOURS[(slot - 1) % COLOURS.length]}"/>
    <rect x="150" y="70" width="180" height="200" rx="14" fill="#e8edf2"/>
    <rect x="172" y="100" width="136" height="56" rx="6" fill="#0f172a"/>
    <text x="240" y="136" font-family="monospace" font-size="22" fill="#4ade80" text-anchor="middle">0${slot}42.7 kWh</text>
    <text x="240" y="205" font-family="sans-serif" font-size="18" fill="#0f172a" text-anchor="middle">${meterSno}</text>
    <text x="240" y="320" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">${label}</text>
  </svg>`;
  const file = path.join(photoDir, fileName);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toFile(file);
  return info.size;
}

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

/** Install photos for `meters`: 1 to 4 each, by id. */
export async function writeMeterPhotos(
  photoDir: string,
  meters: { id: number; meterSno: string }[],
): Promise<Insertable<MeterPhotosTable>[]> {
  const shots = meters.flatMap((meter) =>
    Array.from({ length: 1 + (meter.id % 4) }, (_, i) => ({ meter, slot: i + 1 })),
  );
  return inParallel(shots, PHOTOS_AT_ONCE, async ({ meter, slot }) => {
    const fileName = `${meter.id}/${slot}.jpg`;
    const sizeBytes = await writeDemoPhoto(photoDir, fileName, meter.meterSno, slot);
    return { meterId: meter.id, slot, fileName, contentType: 'image/jpeg', sizeBytes };
  });
}

/** Photos made at once: enough to keep libuv's four threads busy while the main thread waits on the database. */
export const PHOTOS_AT_ONCE = 8;
