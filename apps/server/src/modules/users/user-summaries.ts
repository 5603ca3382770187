import { publicName, type AgentRef } from '@thoughtful/shared';
import type { Db } from '../../db/schema';

/** A user as other members see them: public name and, when there is one, their own waveMaker. */
export interface PublicUserRow {
  id: string;
  name: string;
  reputation: number;
  own_agent_id: string | null;
  own_agent_name: string | null;
  own_agent_image: string | null;
}

export interface PublicUser {
  _id: string;
  name: string;
  /** The image of the member's own waveMaker; the product has no other avatar. */
  avatar: string;
  agents: AgentRef[];
}

/** Users by id, each with their own waveMaker, in one query. */
export async function findPublicUsers(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, PublicUserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await publicUsersQuery(db).where('users.id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every user as other members see them, for the caller to narrow with a `where`. */
export function publicUsersQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('agents', 'agents.member_user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.reputation',
      'agents.id as own_agent_id',
      'agents.name as own_agent_name',
      'agents.image as own_agent_image',
    ]);
}

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    name: publicName(row.name),
    avatar: row.own_agent_image ?? '',
    agents:
      row.own_agent_id !== null ? [{ _id: row.own_agent_id, name: row.own_agent_name ?? '' }] : [],
  };
}
