import type { FullTextSearch } from '../../db/full-text-search';
import type { Db, AgentRow, NewAgentRow } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Every column, named: a dialect's search column must never be selected. */
const AGENT_COLUMNS = [
  'id',
  'name',
  'url',
  'image',
  'user_id',
  'member_user_id',
  'created_at',
] as const satisfies readonly (keyof AgentRow)[];

/** Inserts an agent and its search entry; call inside one transaction. */
export async function insertAgent(db: Db, search: FullTextSearch, row: NewAgentRow): Promise<void> {
  await db.insertInto('agents').values(row).execute();
  await search.indexAgents(db, [{ id: row.id, name: row.name }]);
}

export function findAgentById(db: Db, id: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').select(AGENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The first agent submitted for a URL (the demo seed uses it to stay idempotent). */
export function findAgentByUrl(db: Db, url: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .select(AGENT_COLUMNS)
    .where('url', '=', url)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Names of agents by id, in one query; ids that do not exist are simply missing. */
export async function findAgentNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('agents')
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Agents by id as `{ id, name }`, in the order of `ids` (a search's ranking). */
export async function findAgentRefsInOrder(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const names = await findAgentNames(db, ids);
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** The newest agents first, as `{ id, name }`. */
export function listNewestAgentRefs(
  db: Db,
  limit: number,
): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('agents')
    .select(['id', 'name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A waveMaker's id and, when it is a member's own, that member; undefined when there is none. */
export async function findAgentMember(
  db: Db,
  id: string,
): Promise<{ id: string; memberUserId: string | null } | undefined> {
  const row = await db
    .selectFrom('agents')
    .select(['id', 'member_user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, memberUserId: row.member_user_id };
}

export function findMemberAgent(db: Db, userId: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .select(AGENT_COLUMNS)
    .where('member_user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The member's own waveMaker, created the first time it is needed. Two first ideas at once
 * cannot make two: the unique member_user_id lets one insert win and the other reads it.
 */
export async function ensureMemberAgent(
  db: Db,
  search: FullTextSearch,
  member: { id: string; name: string },
  /** Told when the waveMaker is made now (the member's inTells show it as theirs). */
  onCreated?: (agent: AgentRow) => void,
): Promise<AgentRow> {
  const existing = await findMemberAgent(db, member.id);
  if (existing) return existing;
  const row: AgentRow = {
    id: newId(),
    name: member.name,
    url: '',
    image: '',
    user_id: member.id,
    member_user_id: member.id,
    created_at: new Date().toISOString(),
  };
  const result = await db
    .insertInto('agents')
    .values(row)
    .onConflict((oc) => oc.column('member_user_id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
    await search.indexAgents(db, [{ id: row.id, name: row.name }]);
    onCreated?.(row);
    return row;
  }
  const winner = await findMemberAgent(db, member.id);
  if (!winner) throw new Error(`own waveMaker of ${member.id} vanished`);
  return winner;
}
