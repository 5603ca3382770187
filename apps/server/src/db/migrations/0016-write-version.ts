import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The 'writes' counter of `content_versions` (migration 0014): raised once after every request
 * or operator command that may have written anything (app.ts, cli/run-cli.ts). An inTell's public part is
 * kept by each server at this counter (docs/benchmarks.md; what replaced it:
 * docs/decisions/2026-11-23-speed.md 'Kept copies at versions each change raises').
 *
 * Every write raises it, so PostgreSQL's 32-bit integer would overflow after 2^31 writes (eight
 * months at 100 a second) and then refuse every write: the counters become 64-bit, as SQLite's
 * integers already are (the pg driver reads bigint as text; `readContentVersion` makes it a
 * number, exact up to 2^53).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table content_versions alter column version type bigint`.execute(db);
  }
  await db.insertInto('content_versions').values({ name: 'writes', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('content_versions').where('name', '=', 'writes').execute();
  if (dialectOf(db) === 'postgres') {
    await sql`alter table content_versions alter column version type integer`.execute(db);
  }
}
