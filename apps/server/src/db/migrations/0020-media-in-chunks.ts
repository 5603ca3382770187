import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/** The chunk size of this migration; the store's own (DATABASE_MEDIA_CHUNK_BYTES) may change. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Files kept in the database (MEDIA_STORE=database) move out of `media.bytes` into
 * `media_chunks`, one row per 256 KB in order: an upload is written a chunk at a time
 * as it arrives, and read back a chunk per query, so a server never holds a whole file.
 *
 * `media.complete` is 0 while a file is being written: readers see only complete files, and what
 * a crash left half-written is swept an hour on. Chunks go with their file (on delete cascade).
 * The existing files are split by one statement (substr reads bytes of a blob or bytea on both
 * databases), without passing through the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .alterTable('media')
    .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('media_chunks')
    .addColumn('key', 'text', (c) => c.notNull().references('media.key').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_chunks_pkey', ['key', 'position'])
    .execute();
  if (postgres) {
    // Pictures and PDFs are compressed already: PostgreSQL need not try again.
    await sql`alter table media_chunks alter column bytes set storage external`.execute(db);
  }
  await sql`
    insert into media_chunks (key, position, bytes)
    with recursive pieces (key, position) as (
      select key, 0 from media
      union all
      select pieces.key, pieces.position + 1
      from pieces join media on media.key = pieces.key
      where (pieces.position + 1) * ${sql.lit(CHUNK_BYTES)} < length(media.bytes)
    )
    select pieces.key, pieces.position,
      substr(media.bytes, pieces.position * ${sql.lit(CHUNK_BYTES)} + 1, ${sql.lit(CHUNK_BYTES)})
    from pieces join media on media.key = pieces.key`.execute(db);
  await db.schema.alterTable('media').dropColumn('bytes').execute();
}

/** Each file whole in its row again; one file at a time in memory. */
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .alterTable('media')
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) =>
      c.notNull().defaultTo(postgres ? sql`'\\x'::bytea` : sql`x''`),
    )
    .execute();
  if (postgres) await sql`alter table media alter column bytes set storage external`.execute(db);
  // Unfinished writes have no file to restore.
  await db.deleteFrom('media').where('complete', '=', 0).execute();
  const keys = (await db.selectFrom('media').select('key').execute()) as { key: string }[];
  for (const { key } of keys) {
    const chunks = (await db
      .selectFrom('media_chunks')
      .select('bytes')
      .where('key', '=', key)
      .orderBy('position')
      .execute()) as { bytes: Uint8Array }[];
    const bytes = Buffer.concat(chunks.map((chunk) => chunk.bytes));
    await db.updateTable('media').set({ bytes }).where('key', '=', key).execute();
  }
  await db.schema.dropTable('media_chunks').execute();
  await db.schema.alterTable('media').dropColumn('complete').execute();
}
