import { sql } from 'kysely';
import type { UserDto } from '@thoughtful/shared';
import { columnsOf, compiledOnce } from '../../db/compiled-once';
import type { ContentVersions } from '../../db/content-versions';
import type { Db, NewUserRow, UserRow, UserUpdate } from '../../db/schema';

/** A user's row, column by column (a query compiled once names its columns: `columnsOf`). */
const USER_COLUMNS = columnsOf<UserRow>()([
  'id',
  'name',
  'email',
  'password_hash',
  'is_student',
  'is_admin',
  'confirmed',
  'banned',
  'reputation',
  'token_version',
  'created_at',
  'updated_at',
]);

const userById = compiledOnce((db: Db, id: string) =>
  db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userById(db, id))[0];
}

/**
 * A signed-in request's member, with the content counters as they stand (one round trip for
 * both): every signed-in request reads the member's row (auth.hooks.ts), and the lists kept per
 * counter need the counters read before them (IdeasService.listJson). Compiled once.
 */
export async function findSignedInUser(
  db: Db,
  id: string,
): Promise<{ user: UserRow; versions: ContentVersions } | undefined> {
  const [row] = await signedInUser(db, id);
  if (row === undefined) return undefined;
  const { writes_version: writes, ideas_version: ideas, ...user } = row;
  return { user, versions: { ideas: Number(ideas ?? 0), writes: Number(writes ?? 0) } };
}

const signedInUser = compiledOnce((db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('content_versions')
        .select('version')
        .where('name', '=', 'writes')
        .as('writes_version'),
      eb
        .selectFrom('content_versions')
        .select('version')
        .where('name', '=', 'ideas')
        .as('ideas_version'),
    ])
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
 * before stops working (decisions.md, 'Sessions end with a password change').
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

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isStudent: row.is_student === 1,
    isAdmin: row.is_admin === 1,
    date: row.created_at,
    reputation: row.reputation,
  };
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
