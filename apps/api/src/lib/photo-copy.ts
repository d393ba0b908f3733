import { buffer } from 'node:stream/consumers';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { photoStores, type PhotoStore, type PhotoStores } from './photo-store.js';

/** Photo rows read per round, and copies in flight at once. */
const BATCH = 500;
const PARALLEL = 8;
/** How many missing photos the summary names (the count is always whole). */
const NAMED_MISSING = 20;
/** The command says how far it is every this many photos. */
const PROGRESS_EVERY = 10_000;

export interface CopyTally {
  /** Photos the database names. */
  named: number;
  copied: number;
  /** Already in the target (a second run, or a photo uploaded there since): left as it is. */
  present: number;
  /** Named by the database but in neither store: a photo lost before the move. */
  missing: string[];
  missingCount: number;
}

const photoTables = { meters: 'meterPhotos', modems: 'modemPhotos' } as const;

async function copyOne(from: PhotoStore, to: PhotoStore, fileName: string, tally: CopyTally) {
  if (await to.has(fileName)) {
    tally.present += 1;
    return;
  }
  const stream = await from.read(fileName);
  if (!stream) {
    tally.missingCount += 1;
    if (tally.missing.length < NAMED_MISSING) tally.missing.push(fileName);
    return;
  }
  await to.put(fileName, await buffer(stream));
  tally.copied += 1;
}

/**
 * Copies every photo the database names from one store to another under the same name (PHOTO_DIR to a bucket,
 * issue 39): what is already in the target is skipped, so a second run after the servers stop copies only what
 * was uploaded meanwhile. Nothing is removed from the source. Rows are read by id, a batch at a time, so a
 * database of millions of photos is never held in memory.
 */
export async function copyPhotos(
  db: Db,
  from: PhotoStores,
  to: PhotoStores,
  progress: (kind: keyof PhotoStores, tally: CopyTally) => void = () => {},
): Promise<Record<keyof PhotoStores, CopyTally>> {
  const result = {} as Record<keyof PhotoStores, CopyTally>;
  for (const kind of ['meters', 'modems'] as const) {
    const tally: CopyTally = { named: 0, copied: 0, present: 0, missing: [], missingCount: 0 };
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom(photoTables[kind])
        .select(['id', 'fileName'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (!rows.length) break;
      for (let i = 0; i < rows.length; i += PARALLEL)
        await Promise.all(
          rows.slice(i, i + PARALLEL).map((row) => copyOne(from[kind], to[kind], row.fileName, tally)),
        );
      tally.named += rows.length;
      after = rows.at(-1)!.id;
      progress(kind, tally);
    }
    result[kind] = tally;
  }
  return result;
}

export const PHOTOS_USAGE =
  'Usage: node apps/api/dist/server.js photos copy-to-bucket\n' +
  '  copies every photo the database names from PHOTO_DIR (DATA_DIR/photos when unset) into the bucket\n' +
  '  S3_BUCKET and the other S3_ settings name, under the same names; photos already there are skipped';

/**
 * `photos copy-to-bucket`: the summary lines of copying PHOTO_DIR into the configured bucket; throws the usage
 * on a wrong command or with no bucket configured, and says which photos neither store holds.
 */
export async function runPhotosCommand(
  db: Db,
  config: Pick<Config, 'photoDir' | 'photoBucket'>,
  args: string[],
  say: (line: string) => void,
): Promise<{ ok: boolean }> {
  if (args[0] !== 'copy-to-bucket' || args.length > 1) throw new Error(PHOTOS_USAGE);
  if (!config.photoBucket)
    throw new Error(`S3_BUCKET is not set: there is no bucket to copy into.\n${PHOTOS_USAGE}`);
  const from = await photoStores({ photoDir: config.photoDir });
  const to = await photoStores(config);
  if (!(await to.meters.reachable()))
    throw new Error(
      `The bucket ${config.photoBucket.name} cannot be reached or written: nothing was copied.`,
    );
  say(`Copying photos from ${config.photoDir} to the bucket ${config.photoBucket.name}`);
  const shown = { meters: 0, modems: 0 };
  const tallies = await copyPhotos(db, from, to, (kind, t) => {
    if (t.named - shown[kind] < PROGRESS_EVERY) return;
    shown[kind] = t.named;
    say(`  ${kind}: ${t.named} of the database's photos seen, ${t.copied} copied so far`);
  });
  let ok = true;
  for (const [kind, t] of Object.entries(tallies)) {
    say(
      `${kind}: ${t.named} photos; ${t.copied} copied, ${t.present} already in the bucket, ${t.missingCount} in neither`,
    );
    if (t.missingCount) {
      ok = false;
      for (const name of t.missing) say(`  missing: ${name}`);
      if (t.missingCount > t.missing.length) say(`  … and ${t.missingCount - t.missing.length} more`);
    }
  }
  return { ok };
}
