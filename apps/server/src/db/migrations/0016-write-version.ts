import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The 'writes' counter of `content_versions` (migration 0014): raised once after every request
 * or operator command that may have written anything (`bumpWrites`). An inTell's public part is
 * kept by each server at this counter (docs/benchmarks.md, decisions.md 'Caches several servers
 * can share').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('content_versions').values({ name: 'writes', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('content_versions').where('name', '=', 'writes').execute();
}
