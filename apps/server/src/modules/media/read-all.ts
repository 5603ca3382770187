import type { Readable } from 'node:stream';

/**
 * The whole of a stream in one buffer, for stores that write a file in one request (the database
 * and S3 need its length first). Uploads are under 10 MB: the service stops a longer one.
 */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
