import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

/**
 * Where installation photos are kept. A photo's row names it by `<installationId>/<slot>-<random>.jpg`, the same
 * name in every store, so a database moves between a folder and a bucket by copying the files.
 */
export interface PhotoStore {
  /** Stores a new photo of the installation's slot under a name of its own; answers that name. */
  write(ownerId: number, slot: number, jpeg: Buffer): Promise<string>;
  /** The photo's bytes as a stream, or null when the store has no such photo. */
  read(fileName: string): Promise<Readable | null>;
  /** Whether the store holds the photo (without reading it). */
  has(fileName: string): Promise<boolean>;
  /** Stores a photo under the name another store gave it (moving photos between stores, lib/photo-copy.ts). */
  put(fileName: string, jpeg: Buffer): Promise<void>;
  remove(fileName: string): Promise<void>;
  /** Removes every photo of the installation (it is being deleted). */
  removeMeter(ownerId: number): Promise<void>;
  /** Whether the store can be written now (the folder, or the bucket), asked within a probe's time. */
  reachable(): Promise<boolean>;
}

/** How long a readiness probe waits for the photo store. */
const PROBE_MS = 2_000;

const newName = (ownerId: number, slot: number) => `${ownerId}/${slot}-${randomBytes(6).toString('hex')}.jpg`;

/** Files at `<dir>/<installationId>/<slot>-<random>.jpg`: one instance's disk, or a volume several mount. */
export function folderStore(dir: string): PhotoStore {
  const resolve = (fileName: string) => {
    const full = path.resolve(dir, fileName);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error('photo path escapes PHOTO_DIR');
    return full;
  };
  return {
    async write(ownerId, slot, jpeg) {
      const fileName = newName(ownerId, slot);
      // The installation's deletion may remove its folder while it is made or written into (removeMeter): make
      // it again, so the upload goes on to find the installation gone (404) and remove its own file.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await fs.mkdir(path.dirname(resolve(fileName)), { recursive: true });
          await fs.writeFile(resolve(fileName), jpeg);
          return fileName;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw error;
        }
      }
    },
    async read(fileName) {
      const file = resolve(fileName);
      // Opened before the answer starts, so a missing file is a 404, not a broken 200.
      const handle = await fs.open(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? handle.createReadStream() : null;
    },
    async has(fileName) {
      return fs.stat(resolve(fileName)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    async put(fileName, jpeg) {
      await fs.mkdir(path.dirname(resolve(fileName)), { recursive: true });
      await fs.writeFile(resolve(fileName), jpeg);
    },
    async remove(fileName) {
      await fs.rm(resolve(fileName), { force: true });
    },
    async reachable() {
      try {
        await fs.mkdir(dir, { recursive: true });
        await fs.access(dir, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async removeMeter(ownerId) {
      // An upload racing the deletion may write into the folder while it is being emptied (ENOTEMPTY): try
      // again, as that upload then finds the installation gone and removes its own file.
      await fs.rm(resolve(String(ownerId)), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
  };
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in an S3-compatible bucket (MinIO, Ceph RGW, S3) under `prefix`: what several instances share
 * (issue 39). Photos are read through the server, so who may see them is checked as for every call.
 */
function bucketStore(s3: S3Sdk, client: S3Client, bucket: string, prefix: string): PhotoStore {
  const {
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    NotFound,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
  } = s3;
  const key = (fileName: string) => `${prefix}${fileName}`;
  const put = async (fileName: string, jpeg: Buffer) => {
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key(fileName), Body: jpeg, ContentType: 'image/jpeg' }),
    );
  };
  return {
    async write(ownerId, slot, jpeg) {
      const fileName = newName(ownerId, slot);
      await put(fileName, jpeg);
      return fileName;
    },
    async read(fileName) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(fileName) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async has(fileName) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(fileName) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    put,
    async remove(fileName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(fileName) }));
    },
    async reachable() {
      return client
        .send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PROBE_MS) })
        .then(
          () => true,
          () => false,
        );
    },
    async removeMeter(ownerId) {
      const folder = key(`${ownerId}/`);
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder }));
        const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!keys.length) return;
        await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (!listed.IsTruncated) return;
      }
    },
  };
}

export interface PhotoStores {
  meters: PhotoStore;
  /** Modem photos beside the meters': under `modems/` (the folder's or the bucket prefix's). */
  modems: PhotoStore;
}

/**
 * The stores the configuration names: a bucket (S3_BUCKET, …) or else folders under PHOTO_DIR. The S3 SDK is
 * loaded only for a bucket (it takes half a second to load).
 */
export async function photoStores(config: Pick<Config, 'photoDir' | 'photoBucket'>): Promise<PhotoStores> {
  const bucket = config.photoBucket;
  if (!bucket)
    return {
      meters: folderStore(config.photoDir),
      modems: folderStore(path.join(config.photoDir, 'modems')),
    };
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: bucket.region,
    ...(bucket.endpoint ? { endpoint: bucket.endpoint, forcePathStyle: true } : {}),
    ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
    // A store that does not answer fails the upload or the photo in seconds, not minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  return {
    meters: bucketStore(s3, client, bucket.name, bucket.prefix),
    modems: bucketStore(s3, client, bucket.name, `${bucket.prefix}modems/`),
  };
}
