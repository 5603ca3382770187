import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * `ideas.kept_version`: raised, in the same transaction, by a write that changes one inTell's
 * public part and leaves the 'writes' counter (migration 0016) where it is: a link's rating,
 * raised on both of the link's inTells. Each server keeps an inTell's public part at the pair
 * (the 'writes' counter, this version), so a rating ends only the copies of the two inTells it
 * changed (docs/decisions/2026-11-23-speed.md 'Kept copies at versions each change raises').
 * 64-bit on PostgreSQL, as the counters are; new inTells start at 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = dialectOf(db) === 'postgres' ? sql`bigint` : sql`integer`;
  await sql`alter table ideas add column kept_version ${type} not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ideas drop column kept_version`.execute(db);
}
