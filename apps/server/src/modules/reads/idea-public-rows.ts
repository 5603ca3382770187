import { QUOTES_LIST_LIMIT } from '@thoughtful/shared';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once';
import type { DialectName } from '../../db/database';
import type { Db, IdeaRow } from '../../db/schema';
import { IDEA_MESSAGES } from '@thoughtful/shared';
import { NotFoundError } from '../../http/errors';
import type { PageView } from '../classes';
import { pageWithPseudonyms } from './page-pseudonyms';
import {
  linkedAgentsOfIdeaQuery,
  linkedIdeasQueries,
  listLinkedAgentsOfIdea,
  listLinkedIdeas,
  mergeLinkedIdeas,
  toLinkedAgentOfIdea,
  toLinkedIdea,
  type LinkedAgentOfIdeaRow,
  type LinkedIdeaRow,
} from '../links';
import { findPublicUsers, publicUsersQuery, type PublicUserRow } from '../users';
import {
  findIdeaAgents,
  findIdeaById,
  IDEA_COLUMNS,
  ideaAgentsQuery,
  listQuoteSummaries,
  quoteSummariesQuery,
  toIdeaPublic,
  toIdeaQuote,
  type IdeaAgentRow,
  type IdeaPublic,
  type IdeaSummaryRow,
} from '../ideas';

/** What an inTell's public part is made of, as the database has it. */
export interface IdeaPublicRows {
  idea: IdeaRow;
  /** Undefined only for a broken row whose author is gone. */
  author: PublicUserRow | undefined;
  agents: IdeaAgentRow[];
  linkedIdeas: LinkedIdeaRow[];
  linkedAgents: LinkedAgentOfIdeaRow[];
  quotes: IdeaSummaryRow[];
  /**
   * The author goes by her pseudonym on this page (`pageWithPseudonyms`): her user id, avatar and
   * waveMaker are not sent.
   */
  authorPseudonymous?: boolean;
}

/**
 * The rows of an inTell's public part, or undefined for an unknown inTell: a fixed number of
 * queries however many links and quotes it has, each list one indexed query. On PostgreSQL they
 * run as one statement, each list a JSON array beside the inTell's row: each round trip to the
 * database costs the server more than these queries do (docs/benchmarks.md, 'Round trips per
 * request'). SQLite runs in the process, with no round trip to save, and writes a JSON number
 * with 15 digits, not the 17 a double may need, so there they run one by one.
 */
export function readIdeaPublicRows(
  db: Db,
  dialect: DialectName,
  id: string,
  view: PageView = '',
): Promise<IdeaPublicRows | undefined> {
  return dialect === 'postgres' ? inOneStatement(db, id, view) : oneByOne(db, id, view);
}

/**
 * The part of an inTell that every reader with the same view sees alike (an `IdeaDto` without the
 * per-reader fields), its classes' posters under pseudonyms where the reader sees them so.
 */
export async function readIdeaPublic(
  db: Db,
  dialect: DialectName,
  id: string,
  view: PageView = '',
  pseudonymClassIds: readonly string[] = [],
  readerId?: string,
): Promise<IdeaPublic> {
  const read = await readIdeaPublicRows(db, dialect, id, view);
  if (read?.author === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
  const rows = await pageWithPseudonyms(db, read, pseudonymClassIds, readerId);
  if (rows.author === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
  const idea = toIdeaPublic(rows.idea, rows.author, rows.agents, {
    linkedIdeas: rows.linkedIdeas.map(toLinkedIdea),
    linkedAgents: rows.linkedAgents.map(toLinkedAgentOfIdea),
    quotes: rows.quotes.map(toIdeaQuote),
  });
  // Her name only: no user id (nor avatar or waveMaker, which pageWithPseudonyms took off).
  return rows.authorPseudonymous === true
    ? { ...idea, user: { name: idea.user.name, avatar: '', agents: [] } }
    : idea;
}

async function oneByOne(db: Db, id: string, view: PageView): Promise<IdeaPublicRows | undefined> {
  const idea = await findIdeaById(db, id);
  if (idea === undefined) return undefined;
  const [users, agents, linkedIdeas, linkedAgents, quotes] = await Promise.all([
    findPublicUsers(db, [idea.user_id]),
    findIdeaAgents(db, id),
    listLinkedIdeas(db, id, view),
    listLinkedAgentsOfIdea(db, id),
    listQuoteSummaries(db, id, QUOTES_LIST_LIMIT, view),
  ]);
  return { idea, author: users.get(idea.user_id), agents, linkedIdeas, linkedAgents, quotes };
}

async function inOneStatement(
  db: Db,
  id: string,
  view: PageView,
): Promise<IdeaPublicRows | undefined> {
  // A class's view is one of few and compiled once; a member's classes vary, so her view of a
  // public inTell is built each time (it is kept per scope: idea-reads.ts).
  const [row] = await (typeof view === 'string'
    ? publicRowsInOne(db, id, view)
    : publicRowsQuery(db, id, view).execute());
  if (row === undefined) return undefined;
  const { author, agents, as_cause, as_effect, linked_agents, quotes, ...idea } = row;
  return {
    idea,
    author: author ?? undefined,
    agents,
    linkedIdeas: mergeLinkedIdeas([as_cause, as_effect]),
    linkedAgents: linked_agents,
    quotes,
  };
}

/**
 * `oneByOne`'s queries as subqueries of one: the same queries, on the same indexes, each list
 * read in its own order. json_agg keeps the order of the subquery it reads in practice (a
 * subquery with ORDER BY is not flattened, and the aggregate does not run in parallel), which
 * PostgreSQL describes as usual rather than promised: test/idea-public-rows.test.ts compares each
 * list with the queries' own, and the linked inTells are sorted again when merged.
 */
function publicRowsQuery(db: Db, id: string, view: PageView) {
  const [asCause, asEffect] = linkedIdeasQueries(db, id, view);
  return db
    .selectFrom('ideas')
    .select(IDEA_COLUMNS)
    .select((eb) => [
      jsonObjectFrom(publicUsersQuery(db).where('users.id', '=', eb.ref('ideas.user_id'))).as(
        'author',
      ),
      jsonArrayFrom(ideaAgentsQuery(db, id)).as('agents'),
      jsonArrayFrom(asCause).as('as_cause'),
      jsonArrayFrom(asEffect).as('as_effect'),
      jsonArrayFrom(linkedAgentsOfIdeaQuery(db, id)).as('linked_agents'),
      jsonArrayFrom(quoteSummariesQuery(db, id, QUOTES_LIST_LIMIT, view)).as('quotes'),
    ])
    .where('ideas.id', '=', id);
}

const publicRowsInOne = compiledOnce((db: Db, id: string, pageClass: string) =>
  publicRowsQuery(db, id, pageClass),
);
