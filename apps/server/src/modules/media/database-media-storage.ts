import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { isMediaKey } from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';
import { readAll } from './read-all';

/**
 * How much of a file one query reads when it is served from PostgreSQL: a slice at a time, so a
 * 10 MB file never sits whole in the server's memory.
 */
export const DATABASE_MEDIA_SLICE_BYTES = 256 * 1024;

/**
 * Files in the SQL database, one row of the `media` table per key (migration 0015), so several
 * servers sharing the database share them with nothing else to run (MEDIA_STORE=database).
 *
 * A file is written in one insert once all of it has arrived, so no reader ever sees part of one
 * and nothing is left behind by a crash: there is nothing temporary to sweep. The bytes arriving
 * are held until then (uploads are under 10 MB); a transaction is never kept open while a client
 * sends, which on SQLite would stop every other write.
 *
 * Reading: PostgreSQL sends the bytes in slices of DATABASE_MEDIA_SLICE_BYTES (`substring` reads
 * only its slice of an uncompressed value). better-sqlite3 has no way to read part of a blob
 * without loading it, so on SQLite the one file being served is read whole.
 */
export class DatabaseMediaStorage implements MediaStorage {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: () => Date = () => new Date(),
    private readonly sliceBytes = DATABASE_MEDIA_SLICE_BYTES,
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
    await this.db
      .insertInto('media')
      .values({
        key,
        content_type: contentType,
        size: bytes.length,
        created_at: this.clock().toISOString(),
        bytes,
      })
      .execute();
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    if (this.dialect === 'sqlite') {
      const row = await this.db
        .selectFrom('media')
        .select(['content_type', 'size', 'bytes'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      return {
        stream: Readable.from([row.bytes], { objectMode: false }),
        contentType: row.content_type,
        size: row.size,
      };
    }
    const row = await this.db
      .selectFrom('media')
      .select(['content_type', 'size'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    return {
      stream: Readable.from(this.slices(key, row.size), { objectMode: false }),
      contentType: row.content_type,
      size: row.size,
    };
  }

  /** The bytes of a PostgreSQL row, one slice per query (the pool's connection is freed between). */
  private async *slices(key: string, size: number): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < size; offset += this.sliceBytes) {
      const row = await this.db
        .selectFrom('media')
        // substring counts from 1.
        .select(sql<Buffer>`substring(bytes from ${offset + 1} for ${this.sliceBytes})`.as('slice'))
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) throw new Error(`media ${key} was removed while it was being read`);
      yield row.slice;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    await this.db.deleteFrom('media').where('key', '=', key).execute();
  }

  /** A row is written whole or not at all: nothing is ever left half-written. */
  sweepTemporaryFiles(): Promise<number> {
    return Promise.resolve(0);
  }
}
