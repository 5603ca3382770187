import { compiledOnce } from '../../db/compiled-once';
import { bumpContentVersion } from '../../db/content-versions';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Db, IdeaAgentRole, IdeaRow, NewIdeaRow } from '../../db/schema';
import { AGGREGATES_COLUMNS, IDEA_SCALE_COLUMNS, type IdeaScaleRow } from '../interpretations';

export interface IdeaAgentLink {
  agentId: string;
  role: IdeaAgentRole;
  position: number;
}

/**
 * A whole idea row from the values that matter to it: every other column is empty (text ''),
 * off (0), unset (proxy -2) or absent (no quoted idea), as the table's own defaults say.
 */
export function newIdeaRow(
  values: Pick<NewIdeaRow, 'id' | 'user_id' | 'created_at'> & Partial<NewIdeaRow>,
): NewIdeaRow {
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
 * Inserts an idea, its waveMaker roles and its search entry, and raises the ideas' content
 * version (cached searches end); call inside one transaction.
 */
export async function insertIdea(
  db: Db,
  search: FullTextSearch,
  row: NewIdeaRow,
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
    },
  ]);
  await bumpContentVersion(db, 'ideas');
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
] as const satisfies readonly (keyof IdeaRow)[];

export function findIdeaById(db: Db, id: string): Promise<IdeaRow | undefined> {
  return db.selectFrom('ideas').select(IDEA_COLUMNS).where('id', '=', id).executeTakeFirst();
}

type AggregatesColumn = (typeof AGGREGATES_COLUMNS)[number];

/** The keys of an interpretation row as `IDEA_SCALE_COLUMNS` names them ('users.name as user_name' → 'user_name'). */
const IDEA_SCALE_KEYS = IDEA_SCALE_COLUMNS.map((column) => column.split(/\.| as /).at(-1)!);

/**
 * What every inTell read takes fresh, in one query (one round trip): the 'writes' counter and
 * the inTell's own kept version, which say whether a kept public part still holds; the inTell's
 * aggregates row as stored (`storedAggregatesOf` reads it), which the kept part leaves out; and
 * the viewer's own interpretation, if any (by its primary key, (idea_id, user_id)). Undefined for
 * an unknown inTell.
 */
export async function findFreshIdeaParts(db: Db, id: string, viewerId: string) {
  const [row] = await freshIdeaParts(db, id, viewerId);
  if (row === undefined) return undefined;
  const aggregatesRow = pick(row, AGGREGATES_COLUMNS) as Pick<typeof row, AggregatesColumn>;
  // The left join gives null columns when the viewer has none; with a row, they are its own.
  const mine =
    row.user_id === null ? undefined : (pick(row, IDEA_SCALE_KEYS) as unknown as IdeaScaleRow);
  return {
    writes: Number(row.writes ?? 0),
    keptVersion: Number(row.kept_version),
    aggregatesRow,
    mine,
  };
}

/** The named columns of a row, in the order named. */
function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = row[key];
  return picked;
}

const freshIdeaParts = compiledOnce((db: Db, id: string, viewerId: string) =>
  db
    .selectFrom('ideas')
    .leftJoin('idea_scale_aggregates', 'idea_scale_aggregates.idea_id', 'ideas.id')
    .leftJoin('idea_scales', (join) =>
      join.onRef('idea_scales.idea_id', '=', 'ideas.id').on('idea_scales.user_id', '=', viewerId),
    )
    .leftJoin('users', 'users.id', 'idea_scales.user_id')
    // Named, not `idea_scale_aggregates.*`: a query compiled once names its columns (`columnsOf`).
    // No name of the one list is in the other.
    .select(AGGREGATES_COLUMNS.map((column) => `idea_scale_aggregates.${column}` as const))
    .select(IDEA_SCALE_COLUMNS)
    .select('ideas.kept_version')
    .select((eb) =>
      eb.selectFrom('content_versions').select('version').where('name', '=', 'writes').as('writes'),
    )
    .where('ideas.id', '=', id),
);

export async function ideaExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('ideas').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
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
