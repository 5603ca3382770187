import { sql, type ExpressionBuilder } from 'kysely';
import { isLanguage, type Language, type UserDto } from '@thoughtful/shared';
import { columnsOf, compiledOnce } from '../../db/compiled-once';
import type { ContentName } from '../../db/content-versions';
import type { Database, Db, NewUserRow, UserRow, UserUpdate } from '../../db/schema';

/** A user's row, column by column (a query compiled once names its columns: `columnsOf`). */
const USER_COLUMNS = columnsOf<UserRow>()([
  'id',
  'name',
  'email',
  'password_hash',
  'managed',
  'is_student',
  'is_admin',
  'confirmed',
  'banned',
  'reputation',
  'token_version',
  'language',
  'created_at',
  'updated_at',
]);

const userById = compiledOnce((db: Db, id: string) =>
  db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userById(db, id))[0];
}

/** A signed-in request's member, and whether the request's session was ended by a logout. */
export interface SignedInRow {
  user: UserRow;
  sessionEnded: boolean;
}

/**
 * A signed-in request's member (every signed-in request reads it: auth.hooks.ts), and in the same
 * statement whether its token's session (`sessionId`; '' for a token without one) has ended: one
 * primary-key read more, no round trip more. Compiled once.
 */
export async function findSignedInUser(
  db: Db,
  id: string,
  sessionId: string,
): Promise<SignedInRow | undefined> {
  const [row] = await signedInUser(db, id, sessionId);
  if (row === undefined) return undefined;
  const { session_ended: ended, ...user } = row;
  return { user, sessionEnded: ended !== null && ended !== undefined };
}

const signedInUser = compiledOnce((db: Db, id: string, sessionId: string) =>
  db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => endedSession(eb, sessionId))
    .where('id', '=', id),
);

/** The ended session's id when the session has ended (a scalar subquery), else null. */
function endedSession(eb: ExpressionBuilder<Database, 'users'>, sessionId: string) {
  return eb
    .selectFrom('ended_sessions')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .as('session_ended');
}

/**
 * `findSignedInUser` with a content counter read in the same statement: a route whose answer is
 * kept at that counter saves a round trip (each costs PostgreSQL's server more than these reads:
 * docs/benchmarks.md 'Round trips per request').
 */
export async function findSignedInUserWithCounter(
  db: Db,
  id: string,
  sessionId: string,
  counter: ContentName,
): Promise<(SignedInRow & { counter: number }) | undefined> {
  const [row] = await signedInUserWithCounter(db, id, sessionId, counter);
  if (row === undefined) return undefined;
  const { counter_version: version, session_ended: ended, ...user } = row;
  return {
    user,
    sessionEnded: ended !== null && ended !== undefined,
    counter: Number(version ?? 0),
  };
}

const signedInUserWithCounter = compiledOnce(
  (db: Db, id: string, sessionId: string, counter: string) =>
    db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .select((eb) => endedSession(eb, sessionId))
      .select((eb) =>
        eb
          .selectFrom('content_versions')
          .select('version')
          .where('name', '=', counter)
          .as('counter_version'),
      )
      .where('id', '=', id),
);

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets a new password and raises the token version in one statement, so every token issued
 * before stops working (docs/decisions/2026-11-23-security-review.md, 'Sessions end with a password
 * change').
 */
export async function setPassword(
  db: Db,
  id: string,
  passwordHash: string,
  changes: UserUpdate = {},
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...changes,
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The member as `GET /api/auth` answers, but for her classes, which the auth service adds. */
export function toUserDto(row: UserRow): Omit<UserDto, 'inClass'> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isStudent: row.is_student === 1,
    isAdmin: row.is_admin === 1,
    date: row.created_at,
    reputation: row.reputation,
    language: storedLanguage(row.language),
  };
}

/** A stored language the site still offers, or null (a language dropped since reads as none). */
export function storedLanguage(value: string | null): Language | null {
  return isLanguage(value) ? value : null;
}

/** `POST /api/users/me/language`: her choice, or null to clear it. */
export async function setUserLanguage(
  db: Db,
  userId: string,
  language: Language | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ language, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Reputation (DESIGN.md §6): a first interpretation of an inTell gives 10 points, each later
 * change takes 2 away, never below 0. One statement, so concurrent changes never lose points.
 */
export async function changeReputation(
  db: Db,
  userId: string,
  kind: 'first' | 'change',
  points: { first: number; penalty: number; minimum: number },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      reputation:
        kind === 'first'
          ? sql<number>`reputation + ${points.first}`
          : sql<number>`case when reputation - ${points.penalty} < ${points.minimum} then ${points.minimum} else reputation - ${points.penalty} end`,
    })
    .where('id', '=', userId)
    .execute();
}
