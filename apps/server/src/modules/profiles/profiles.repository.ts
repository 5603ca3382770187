import type { Db } from '../../db/schema';
import type { PublicUserRow } from '../users';

export interface ProfileListRow extends PublicUserRow {
  aka: string | null;
  bio: string | null;
}

/** A user with profile (when saved) and own waveMaker, in one query. */
function profileQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('agents', 'agents.member_user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.reputation',
      'agents.id as own_agent_id',
      'agents.name as own_agent_name',
      'agents.image as own_agent_image',
      'profiles.aka',
      'profiles.bio',
    ])
    .where('users.banned', '=', 0);
}

export function findProfileOfUser(db: Db, userId: string): Promise<ProfileListRow | undefined> {
  return profileQuery(db).where('users.id', '=', userId).executeTakeFirst();
}

/** Members who saved a public profile, most recently saved first. */
export function listSavedProfiles(db: Db, limit: number): Promise<ProfileListRow[]> {
  return profileQuery(db)
    .where('profiles.user_id', 'is not', null)
    .orderBy('profiles.updated_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: { aka: string; bio: string },
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('profiles')
    .values({ user_id: userId, ...values, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: updatedAt }))
    .execute();
}
