import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { STALE_TEMP_FILE_MS } from './disk-media-storage';
import { isMediaKey } from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';

/**
 * How much of a file one row of `media_chunks` holds: what the server holds of a file at a time,
 * writing or reading it.
 */
export const DATABASE_MEDIA_CHUNK_BYTES = 256 * 1024;

/** How many keys one query lists for the sweep of unreferenced uploads. */
const KEYS_PAGE = 500;

/**
 * Files in the SQL database, so several servers sharing the database share them with nothing else
 * to run (MEDIA_STORE=database): a `media` row per key (type, size, when) and the bytes in
 * `media_chunks`, a row per DATABASE_MEDIA_CHUNK_BYTES in order (migration 0020).
 *
 * Writing: the `media` row comes first, marked incomplete; each chunk is inserted as soon as it
 * has arrived, and the row is marked complete after the last. No reader sees an incomplete file,
 * no transaction is kept open while a client sends (on SQLite it would stop every other write),
 * and a failed write removes what it wrote. What a crash left incomplete is swept an hour on.
 *
 * Reading: a chunk per query, the pool's connection freed between, so a 10 MB file never sits
 * whole in the server's memory on either database.
 */
export class DatabaseMediaStorage implements MediaStorage {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
    private readonly chunkBytes = DATABASE_MEDIA_CHUNK_BYTES,
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    await this.db
      .insertInto('media')
      .values({
        key,
        content_type: contentType,
        size: 0,
        created_at: this.clock().toISOString(),
        complete: 0,
      })
      .execute();
    try {
      let position = 0;
      let size = 0;
      for await (const chunk of this.chunksOf(body)) {
        await this.db.insertInto('media_chunks').values({ key, position, bytes: chunk }).execute();
        position += 1;
        size += chunk.length;
      }
      await this.db
        .updateTable('media')
        .set({ size, complete: 1 })
        .where('key', '=', key)
        .execute();
    } catch (error) {
      // The client's side failed, or the database did: the refusal is the answer either way.
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The arriving bytes regrouped into chunks of exactly `chunkBytes` (the last shorter), so no
   * more than one chunk is held; an empty file is one empty chunk.
   */
  private async *chunksOf(body: Readable | Buffer): AsyncGenerator<Buffer> {
    const source: AsyncIterable<unknown> | Iterable<unknown> = Buffer.isBuffer(body)
      ? [body]
      : body;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let yielded = false;
    for await (const piece of source) {
      let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
      while (rest.length > 0) {
        const take = Math.min(this.chunkBytes - pendingBytes, rest.length);
        pending.push(rest.subarray(0, take));
        pendingBytes += take;
        rest = rest.subarray(take);
        if (pendingBytes === this.chunkBytes) {
          yield Buffer.concat(pending);
          yielded = true;
          pending = [];
          pendingBytes = 0;
        }
      }
    }
    if (pendingBytes > 0 || !yielded) yield Buffer.concat(pending);
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    const row = await this.db
      .selectFrom('media')
      .select(['content_type', 'size'])
      .where('key', '=', key)
      .where('complete', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      stream: Readable.from(this.chunks(key, row.size), { objectMode: false }),
      contentType: row.content_type,
      size: row.size,
    };
  }

  /** A file's chunks in order, one query each, until its size is read. */
  private async *chunks(key: string, size: number): AsyncGenerator<Buffer> {
    let read = 0;
    for (let position = 0; read < size; position++) {
      const row = await this.db
        .selectFrom('media_chunks')
        .select('bytes')
        .where('key', '=', key)
        .where('position', '=', position)
        .executeTakeFirst();
      if (!row) throw new Error(`media ${key} was removed while it was being read`);
      read += row.bytes.length;
      yield row.bytes;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    // The row first, so no reader starts on a file whose chunks are going; then the chunks,
    // which the foreign key's cascade has removed already where it is enforced.
    await this.db.deleteFrom('media').where('key', '=', key).execute();
    await this.db.deleteFrom('media_chunks').where('key', '=', key).execute();
  }

  /**
   * Removes the files whose writing stopped (a crash or a kill skips the clean-up in `put`) an
   * hour or more ago: no upload takes that long, so another server's write in progress stays.
   */
  async sweepTemporaryFiles(olderThanMs = STALE_TEMP_FILE_MS): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - olderThanMs).toISOString();
    const stale = await this.db
      .selectFrom('media')
      .select('key')
      .where('complete', '=', 0)
      .where('created_at', '<', cutoff)
      .execute();
    for (const { key } of stale) await this.delete(key);
    return stale.length;
  }

  async *keysStoredBefore(cutoff: Date): AsyncGenerator<string> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('media')
        .select('key')
        .where('complete', '=', 1)
        .where('created_at', '<', cutoff.toISOString())
        .where('key', '>', after)
        .orderBy('key')
        .limit(KEYS_PAGE)
        .execute();
      for (const { key } of rows) yield key;
      if (rows.length < KEYS_PAGE) return;
      after = rows[rows.length - 1]!.key;
    }
  }
}
