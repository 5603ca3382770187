import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { MEDIA_TYPES, extensionOfKey, isMediaKey } from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';
import { readAll } from './read-all';

type Sdk = typeof S3Sdk;

/**
 * Files in an S3-compatible bucket, one object per media key (MEDIA_STORE=s3), through the AWS
 * SDK v3 client: Amazon S3, or any store that speaks its API at S3_ENDPOINT.
 *
 * An object is written by one PutObject once all of the upload has arrived (S3 needs its length
 * first; uploads are under 10 MB), so no reader ever sees part of a file and nothing is left
 * behind by a crash: there is nothing to sweep. Reading streams the object from the store.
 *
 * The SDK is loaded when the store is first used, not at start: it takes about a second and
 * 20 MB, which servers with another store should not pay.
 */
export class S3MediaStorage implements MediaStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3Config) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: this.newClient(sdk),
    }));
    return this.connection;
  }

  private newClient(sdk: Sdk): S3Client {
    const config = this.config;
    return new sdk.S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      // Checksums only where the API requires them: many S3-compatible stores do not understand
      // the SDK's newer default (CRC32 headers and trailers on every request).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A store that does not answer fails the request within seconds rather than holding it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        // Anyone serving the bucket directly (a CDN) may cache it as this server does.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      const stream = answer.Body as Readable | undefined;
      if (!stream) return null;
      return {
        stream,
        // The key's extension is the type decided from the bytes at upload, whatever the bucket
        // says: only the types the product accepts are ever served.
        contentType: MEDIA_TYPES[extensionOfKey(key)].contentType,
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** PutObject stores an object whole or not at all: nothing half-written is ever left. */
  sweepTemporaryFiles(): Promise<number> {
    return Promise.resolve(0);
  }

  /** The bucket's objects by their last change (a key is written once), a listing page at a time. */
  async *keysStoredBefore(cutoff: Date): AsyncGenerator<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.config.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        // Anything else in the bucket is not this product's to remove.
        if (!object.Key || !isMediaKey(object.Key)) continue;
        if (object.LastModified && object.LastModified < cutoff) yield object.Key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's connections. */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection).client.destroy();
  }
}

/**
 * The store's "no such object". Amazon S3 answers 403 instead when the credentials may not list
 * the bucket (s3:ListBucket), which is not taken for a missing file: docs/deploying.md asks for it.
 */
function isMissing(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
