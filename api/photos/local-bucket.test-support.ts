import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { BucketSettings } from './store.ts';

// A real S3-compatible server for the photo store's tests (s3rver), on a free port of this machine,
// keeping its bucket in a folder of its own: the AWS SDK speaks to it exactly as to a bucket on S3.

export interface LocalBucket {
  settings: BucketSettings;
  close(): Promise<void>;
}

/** s3rver's own credentials, which it checks each request's signature against. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalBucket(bucket = 'hotel-photos'): Promise<LocalBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'hotel-bucket-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: CREDENTIALS },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
