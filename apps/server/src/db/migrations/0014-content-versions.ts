import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Version counters of content that servers cache (docs/benchmarks.md,
 * docs/decisions/2026-11-23-speed.md 'Kept copies at versions each change raises'): a write raises
 * its counter in the same transaction, and a cached answer is good while the counter it was made at
 * is still the database's. Every server reads the same row, so one server's write ends every
 * server's copies. 'ideas' counts new inTells.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('content_versions').values({ name: 'ideas', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
}
