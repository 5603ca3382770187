import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for the tests (s3rver): on 127.0.0.1 at a free port, keeping its
 * objects in a temporary folder, with one empty bucket. `env` is what MEDIA_STORE=s3 needs to use
 * it, as an operator would write it.
 */
export interface LocalS3 {
  env: Record<string, string>;
  /** Where the objects of the bucket are kept on disk (s3rver's own layout). */
  dir: string;
  close: () => Promise<void>;
}

/** s3rver's fixed credentials. */
const S3RVER_KEY = 'S3RVER';

export async function startLocalS3(): Promise<LocalS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-s3-'));
  const bucket = `thoughtful-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
