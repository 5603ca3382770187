import type { FullTextSearch } from '../../db/full-text-search';
import { IDEA_MESSAGES } from '@thoughtful/shared';
import type { Db, IdeaAgentRole, IdeaRow, NewIdeaRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { mayReadClassContent, type Reader } from '../classes';

export interface IdeaAgentLink {
  agentId: string;
  role: IdeaAgentRole;
  position: number;
}

/**
 * A whole idea row from the values that matter to it: every other column is empty (text ''),
 * off (0), unset (proxy -2) or absent (no quoted idea), as the table's own defaults say.
 */
export function newIdeaRow<
  V extends Pick<NewIdeaRow, 'id' | 'user_id' | 'created_at'> & Partial<NewIdeaRow>,
>(values: V): NewIdeaRow & V {
  return {
    my_point: '',
    my_content: '',
    text: '',
    image: '',
    is_pdf: 0,
    is_video: 0,
    url: '',
    frame_context: '',
    frame_resolution: '',
    my_concern: '',
    critic_concern: '',
    critic_content: '',
    error_correction: '',
    proxy_level: -2,
    at_core: 0,
    idea_referenced: null,
    good_intent_level: 0,
    ...values,
  };
}

/**
 * Inserts an idea, its waveMaker roles and its search entry; call inside one transaction, whose
 * `idea.created` change raises the kept lists' version (kept-versions.listener.ts).
 */
export async function insertIdea(
  db: Db,
  search: FullTextSearch,
  // Its language always chosen: the table's default ('en', for older inTells) is no guess.
  row: NewIdeaRow & { language: string },
  links: readonly IdeaAgentLink[],
): Promise<void> {
  await db.insertInto('ideas').values(row).execute();
  if (links.length > 0) {
    await db
      .insertInto('idea_agents')
      .values(
        links.map((l) => ({
          idea_id: row.id,
          agent_id: l.agentId,
          role: l.role,
          position: l.position,
        })),
      )
      .execute();
  }
  await search.indexIdeas(db, [
    {
      id: row.id,
      my_point: row.my_point ?? '',
      my_content: row.my_content ?? '',
      text: row.text ?? '',
      language: row.language,
    },
  ]);
}

/** Every column of the table, named: a dialect's search column must never be selected. */
export const IDEA_COLUMNS = [
  'id',
  'user_id',
  'my_point',
  'my_content',
  'text',
  'image',
  'is_pdf',
  'is_video',
  'url',
  'frame_context',
  'frame_resolution',
  'my_concern',
  'critic_concern',
  'critic_content',
  'error_correction',
  'proxy_level',
  'at_core',
  'idea_referenced',
  'good_intent_level',
  'created_at',
  'language',
] as const satisfies readonly (keyof IdeaRow)[];

export function findIdeaById(db: Db, id: string): Promise<IdeaRow | undefined> {
  return db.selectFrom('ideas').select(IDEA_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function ideaExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('ideas').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** An inTell's class (null: public), or undefined when there is no such inTell. */
export async function findIdeaClassId(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('class_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : row.class_id;
}

/**
 * An inTell `reader` may read, by its address (DESIGN.md §10): a class's inTell is unknown (404)
 * to anyone but its class, its teachers and admins. Answers its class (null: public). `notFound`:
 * the 404's message, for a thing reached through the inTell (a link says 'Link not found').
 */
export async function requireReadableIdea(
  db: Db,
  reader: Reader,
  id: string,
  notFound: string = IDEA_MESSAGES.NOT_FOUND,
): Promise<string | null> {
  const row = await db
    .selectFrom('ideas')
    .select(['class_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined || !(await mayReadClassContent(db, reader, row.class_id, row.user_id))) {
    throw new NotFoundError(notFound);
  }
  return row.class_id;
}

/**
 * `requireReadableIdea` for a few inTells at once (a link's two ends), their rows read in one
 * statement: each must exist and be readable, else `notFound`.
 */
export async function requireReadableIdeas(
  db: Db,
  reader: Reader,
  ids: readonly string[],
  notFound: string = IDEA_MESSAGES.NOT_FOUND,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .selectFrom('ideas')
    .select(['class_id', 'user_id'])
    .where('id', 'in', wanted)
    .execute();
  if (rows.length !== wanted.length) throw new NotFoundError(notFound);
  for (const row of rows) {
    if (!(await mayReadClassContent(db, reader, row.class_id, row.user_id))) {
      throw new NotFoundError(notFound);
    }
  }
}

/**
 * `requireReadableIdea` and the member who posted the inTell, from one read of its row (an
 * interpretation needs both: one statement fewer on its path, issue 42).
 */
export async function requireReadableIdeaPoster(
  db: Db,
  reader: Reader,
  id: string,
): Promise<{ classId: string | null; posterId: string }> {
  const row = await db
    .selectFrom('ideas')
    .select(['class_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined || !(await mayReadClassContent(db, reader, row.class_id, row.user_id))) {
    throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
  }
  return { classId: row.class_id, posterId: row.user_id };
}

/** The member who posted an inTell, or undefined when there is no such inTell. */
export async function findIdeaPoster(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.user_id;
}

export interface IdeaAgentRow {
  agent_id: string;
  name: string;
  role: IdeaAgentRole;
}

/** An idea's waveMakers with their names, in the order the author listed them per role. */
export function findIdeaAgents(db: Db, ideaId: string): Promise<IdeaAgentRow[]> {
  return ideaAgentsQuery(db, ideaId).execute();
}

/** `findIdeaAgents`'s query, as built, not run. */
export function ideaAgentsQuery(db: Db, ideaId: string) {
  return db
    .selectFrom('idea_agents')
    .innerJoin('agents', 'agents.id', 'idea_agents.agent_id')
    .select(['idea_agents.agent_id', 'agents.name', 'idea_agents.role'])
    .where('idea_agents.idea_id', '=', ideaId)
    .orderBy('idea_agents.role')
    .orderBy('idea_agents.position');
}

/** A member's idea with this headline, if any (the demo seed uses it to stay idempotent). */
export async function findIdeaIdByHeadline(
  db: Db,
  userId: string,
  myPoint: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('id')
    .where('user_id', '=', userId)
    .where('my_point', '=', myPoint)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}
