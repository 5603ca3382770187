import crypto from 'node:crypto';
import type { Db } from '../../db/schema';

/**
 * Who is asked to interpret a classmate's new inTell (DESIGN.md §14): of one activity's follow-ups,
 * each student at most the class's `follow_ups_per_student`, never her own, and the inTells spread
 * over the class: a new follow-up goes to the classmates with the fewest so far.
 */

export interface ReaderCandidate {
  userId: string;
  /** How many of the class's follow-ups she is already asked to do. */
  load: number;
}

/**
 * The readers of a new follow-up: up to `count` of the candidates under the cap, those with the
 * fewest first; among equals an order drawn from the follow-up's id, so that the same students
 * are not always first without making it random (the same inputs pick the same readers).
 */
export function pickReaders(
  candidates: readonly ReaderCandidate[],
  cap: number,
  count: number,
  seed: string,
): string[] {
  const tieBreak = (userId: string) =>
    crypto.createHash('sha256').update(`${seed} ${userId}`).digest('hex');
  return candidates
    .filter((candidate) => candidate.load < cap)
    .map((candidate) => ({ ...candidate, order: tieBreak(candidate.userId) }))
    .sort((a, b) => a.load - b.load || a.order.localeCompare(b.order))
    .slice(0, Math.max(0, count))
    .map((candidate) => candidate.userId);
}

/**
 * How many follow-ups of one activity (its students' new inTells) each of these students is
 * asked to do: the number is per activity, so a year of lessons does not use it up.
 */
export async function followUpLoads(
  db: Db,
  followUpOf: string,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('follow_up_readers')
    .innerJoin('activities', 'activities.id', 'follow_up_readers.activity_id')
    .select(['follow_up_readers.user_id', (eb) => eb.fn.countAll().as('n')])
    .where('activities.follow_up_of', '=', followUpOf)
    .where('follow_up_readers.user_id', 'in', [...new Set(userIds)])
    .groupBy('follow_up_readers.user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
}

export async function insertReaders(
  db: Db,
  activityId: string,
  userIds: readonly string[],
  now: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('follow_up_readers')
    .values(userIds.map((user_id) => ({ activity_id: activityId, user_id, assigned_at: now })))
    .execute();
}

/** The readers of these follow-ups, with their names and logins (a teacher's view). */
export function readersOf(
  db: Db,
  activityIds: readonly string[],
): Promise<{ activity_id: string; user_id: string; name: string; email: string }[]> {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('follow_up_readers')
    .innerJoin('users', 'users.id', 'follow_up_readers.user_id')
    .select([
      'follow_up_readers.activity_id',
      'follow_up_readers.user_id',
      'users.name',
      'users.email',
    ])
    .where('follow_up_readers.activity_id', 'in', [...new Set(activityIds)])
    .execute();
}
