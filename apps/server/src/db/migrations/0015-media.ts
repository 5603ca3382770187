import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Uploaded files kept in the database (MEDIA_STORE=database, DESIGN.md §9): several servers
 * share them with nothing else to run. One row per media key, written whole in one insert (so no
 * reader sees part of a file) and never changed: its detected type, its size in bytes, when it
 * was stored and the bytes (bytea on PostgreSQL, blob on SQLite).
 *
 * PostgreSQL keeps the bytes uncompressed out of line (`storage external`): pictures and PDFs are
 * compressed already, and an uncompressed value lets `substring` read a slice without the rest,
 * so a file is served in slices rather than read whole.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('media')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  if (postgres) {
    await sql`alter table media alter column bytes set storage external`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
