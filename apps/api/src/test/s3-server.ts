import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types: the three calls used here are typed below.
import S3rverModule from 's3rver';

interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: object) => S3rver;

/** s3rver's fixed credentials (any well-signed request with them is accepted). */
export const S3_TEST_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server in this process (s3rver, from the npm registry) with one empty bucket, on a free
 * port; `env` is the configuration that points SMMS's photos at it.
 */
export async function startS3(bucket = 'smms-photos') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'smms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, ...S3_TEST_CREDENTIALS },
    /** The objects the bucket holds, by key. */
    keys: async () => {
      const root = path.join(directory, bucket);
      const files = await fs.readdir(root, { recursive: true }).catch(() => []);
      return files
        .map(String)
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.replace(/\._S3rver_object$/, ''))
        .sort();
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
