import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  linkPairKey,
  type LinkRaterCounts,
  type LinkRating,
  type LinkRatingSums,
} from '@thoughtful/shared';
import type {
  Database,
  Db,
  LinkAgentAgentTable,
  LinkIdeaAgentTable,
  LinkIdeaIdeaTable,
  LinkRatingsTable,
} from '../../db/schema';
import { visibleOnPage, type PageView } from '../classes';
import { ideaSummaryQuery, type IdeaSummaryRow } from '../ideas';

export type LinkIdeaIdeaRow = Selectable<LinkIdeaIdeaTable>;
export type LinkIdeaAgentRow = Selectable<LinkIdeaAgentTable>;
export type LinkAgentAgentRow = Selectable<LinkAgentAgentTable>;

/** The three rating tables: one shape, so one set of functions serves them all. */
export type RatingTable =
  'link_idea_idea_ratings' | 'link_idea_agent_ratings' | 'link_agent_agent_ratings';
export type LinkTable = 'link_idea_idea' | 'link_idea_agent' | 'link_agent_agent';

/**
 * An idea or agent screen shows at most this many links per list, the most significant first, so
 * a much-linked item's answer stays bounded.
 */
export const LINKED_ITEMS_LIMIT = 500;

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** How many of these ideas exist (ids are distinct). */
export async function countIdeas(db: Db, ids: readonly string[]): Promise<number> {
  const rows = await db
    .selectFrom('ideas')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.length;
}

export async function countAgents(db: Db, ids: readonly string[]): Promise<number> {
  const rows = await db
    .selectFrom('agents')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.length;
}

/** Which columns make a link unique: the unordered pair's key, or the idea and the agent. */
const PAIR_COLUMNS = {
  link_idea_idea: ['pair_key'],
  link_agent_agent: ['pair_key'],
  link_idea_agent: ['idea_id', 'agent_id'],
} as const satisfies Record<LinkTable, readonly string[]>;

/**
 * The link of a pair, created in the given direction when it does not exist yet, for any of the
 * three link tables. "On conflict do nothing" makes a concurrent first creation of the same pair
 * land on one row.
 */
export async function findOrInsertLink<T extends LinkTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  const columns = PAIR_COLUMNS[table];
  // Kysely cannot follow a table chosen at run time; the row's type is checked at the call.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await anyDb
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.columns([...columns]).doNothing())
    .execute();
  let query = anyDb.selectFrom(table as string).selectAll();
  for (const column of columns) {
    query = query.where(column, '=', (row as Record<string, unknown>)[column]);
  }
  return (await query.executeTakeFirstOrThrow()) as Selectable<Database[T]>;
}

/**
 * Takes the link's row lock with an update that changes nothing (portable, unlike FOR UPDATE,
 * which SQLite lacks). On PostgreSQL a second rating of the same link then waits for the first
 * transaction, so its aggregate sees the first rating and no figure is lost; SQLite runs one
 * writer at a time anyway.
 */
export async function lockLink(db: Db, table: LinkTable, id: string): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ created_at: sql<string>`created_at` })
    .where('id', '=', id)
    .executeTakeFirst();
  // False: the link is gone (never was, or a withdrawal removed it with its last rating).
  return result.numUpdatedRows > 0n;
}

/** A user's rating of a link: added, or replacing his or her earlier one (DESIGN.md §5). */
export async function upsertRating(
  db: Db,
  table: RatingTable,
  linkId: string,
  userId: string,
  rating: LinkRating,
  now: string,
): Promise<void> {
  const values = {
    level: rating.level,
    confidence: rating.confidence ?? 0.5,
    is_similar: rating.isSimilar ? 1 : 0,
    is_complex: rating.isComplex ? 1 : 0,
    is_reversed: rating.isReversed ? 1 : 0,
    created_at: now,
  };
  await db
    .insertInto(table)
    .values({ link_id: linkId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['link_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/** Removes a user's rating of a link; false when he or she had none. */
export async function deleteRating(
  db: Db,
  table: RatingTable,
  linkId: string,
  userId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('link_id', '=', linkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether anyone rates the link: one row read through the primary key's index. */
export async function hasRatings(db: Db, table: RatingTable, linkId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('link_id')
    .where('link_id', '=', linkId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a link (its ratings go with it: the foreign key cascades). */
export async function deleteLink(db: Db, table: LinkTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

/**
 * Below this a rating's confidence or level counts as 0 in `confidence * level`: PostgreSQL
 * raises 'value out of range: underflow' (22003) for a float8 product too small for a double
 * (1e-200 × 1e-200 answered 500), while two factors of at least 1e-150 multiply to at
 * least 1e-300. The schemas keep answers to six decimals (`roundAnswer`), so this guards rows
 * written any other way.
 */
const NEGLIGIBLE_FACTOR = 1e-150;
const negligible = sql.lit(NEGLIGIBLE_FACTOR);
const weightedLevel = sql`case
  when abs(confidence) < ${negligible} or abs(level) < ${negligible} then 0
  else confidence * level end`;

/**
 * DESIGN.md §5's sums over one link's ratings: one aggregate query, read through the primary
 * key's (link_id, user_id) index. The shared `…FromSums` functions turn them into figures.
 */
export async function sumRatings(
  db: Db,
  table: RatingTable,
  linkId: string,
): Promise<LinkRatingSums> {
  const soWhen = sql`is_similar = 0 and is_complex = 0`;
  const row = await db
    .selectFrom(table)
    .select([
      sql<number>`coalesce(sum(confidence), 0)`.as('confidence'),
      sql<number>`coalesce(sum(case when ${soWhen} then confidence else 0 end), 0)`.as(
        'support_oppose',
      ),
      sql<number>`coalesce(sum(case when ${soWhen} then ${weightedLevel} else 0 end), 0)`.as(
        'support_oppose_level',
      ),
      sql<number>`coalesce(sum(${weightedLevel}), 0)`.as('level'),
      sql<number>`coalesce(sum(case when is_similar = 1 then confidence else 0 end), 0)`.as(
        'similar',
      ),
      sql<number>`coalesce(sum(case when is_complex = 1 then confidence else 0 end), 0)`.as(
        'complex',
      ),
      sql<number>`coalesce(sum(case when is_reversed = 1 then confidence else 0 end), 0)`.as(
        'reversed',
      ),
    ])
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  // Number(): a driver may hand sums back as text (pg does for numeric results).
  return {
    confidence: Number(row.confidence),
    supportOppose: Number(row.support_oppose),
    supportOpposeLevel: Number(row.support_oppose_level),
    level: Number(row.level),
    similar: Number(row.similar),
    complex: Number(row.complex),
    reversed: Number(row.reversed),
  };
}

/** Stores a link's figures, recomputed from its ratings, in any of the three link tables. */
export async function updateLinkFigures(
  db: Db,
  table: LinkTable,
  id: string,
  figures: Readonly<Record<string, number>>,
): Promise<void> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await anyDb
    .updateTable(table as string)
    .set({ ...figures })
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Reading one link (the link pages)
// ---------------------------------------------------------------------------------------------

/**
 * How many members rated one link, and how (what the link page's sentences count): one aggregate
 * query over that link's ratings, read through the primary key's (link_id, user_id) index like
 * `sumRatings`. Support, opposition and neutral count the ratings that are neither similar nor
 * complex, by the sign of their level.
 */
export async function countRaters(
  db: Db,
  table: RatingTable,
  linkId: string,
): Promise<LinkRaterCounts> {
  const so = sql`is_similar = 0 and is_complex = 0`;
  const count = (when: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(case when ${when} then 1 else 0 end), 0)`;
  const row = await db
    .selectFrom(table)
    .select([
      sql<number>`count(*)`.as('total'),
      count(sql`${so} and level > 0`).as('support'),
      count(sql`${so} and level < 0`).as('oppose'),
      count(sql`${so} and level = 0`).as('neutral'),
      count(sql`is_similar = 1`).as('similar'),
      count(sql`is_complex = 1`).as('complex'),
      count(sql`is_reversed = 1`).as('reversed'),
    ])
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  // Number(): pg hands counts and sums back as text (bigint, numeric).
  return {
    total: Number(row.total),
    support: Number(row.support),
    oppose: Number(row.oppose),
    neutral: Number(row.neutral),
    similar: Number(row.similar),
    complex: Number(row.complex),
    reversed: Number(row.reversed),
  };
}

export type LinkRatingRow = Pick<
  Selectable<LinkRatingsTable>,
  'level' | 'confidence' | 'is_similar' | 'is_complex' | 'is_reversed'
>;

/** One member's rating of one link, by the primary key; undefined when he or she has none. */
export function findRating(
  db: Db,
  table: RatingTable,
  linkId: string,
  userId: string,
): Promise<LinkRatingRow | undefined> {
  return db
    .selectFrom(table)
    .select(['level', 'confidence', 'is_similar', 'is_complex', 'is_reversed'])
    .where('link_id', '=', linkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findLinkIdeaIdea(db: Db, id: string): Promise<LinkIdeaIdeaRow | undefined> {
  return db.selectFrom('link_idea_idea').selectAll().where('id', '=', id).executeTakeFirst();
}
export function findLinkIdeaAgent(db: Db, id: string): Promise<LinkIdeaAgentRow | undefined> {
  return db.selectFrom('link_idea_agent').selectAll().where('id', '=', id).executeTakeFirst();
}
export function findLinkAgentAgent(db: Db, id: string): Promise<LinkAgentAgentRow | undefined> {
  return db.selectFrom('link_agent_agent').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface LinkAgentSummaryRow {
  id: string;
  name: string;
  url: string;
  image: string;
}

export function findAgentSummaries(db: Db, ids: readonly string[]): Promise<LinkAgentSummaryRow[]> {
  return db
    .selectFrom('agents')
    .select(['id', 'name', 'url', 'image'])
    .where('id', 'in', [...ids])
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Reading an item's links with both ends: a fixed number of indexed queries, never one per link
// ---------------------------------------------------------------------------------------------

const IDEA_IDEA_FIGURE_COLUMNS = [
  'l.id as link_id',
  'l.created_at as link_created_at',
  'l.significance_support_oppose',
  'l.significance_similar',
  'l.significance_complex',
  'l.avg_level_support_oppose',
  'l.avg_level_reversed',
] as const;

export interface LinkedIdeaRow extends IdeaSummaryRow {
  link_id: string;
  link_created_at: string;
  significance_support_oppose: number;
  significance_similar: number;
  significance_complex: number;
  avg_level_support_oppose: number;
  avg_level_reversed: number;
  this_is_cause: number;
}

/**
 * Two lists read most significant first, one per end of the links, as one list in that order:
 * the heaviest first, ties by the link's id, as each query orders them. The screens' columns take
 * links from both ends (a link reads either way round), so a column is in this order too.
 */
function mergeBySignificance<R extends { link_id: string }>(
  lists: readonly R[][],
  total: (row: R) => number,
): R[] {
  return lists.flat().sort((a, b) => {
    const heavier = total(b) - total(a);
    if (heavier !== 0) return heavier;
    return a.link_id < b.link_id ? -1 : a.link_id > b.link_id ? 1 : 0;
  });
}

/**
 * An idea's links to other ideas, the other idea's summary joined in, most significant first
 * (the three significances added up, then the link's id). Two queries, one per end (each walks
 * its own index: idea_cause or idea_effect), rather than one with an OR that the planner may not
 * split; their rows are merged in the same order.
 */
export async function listLinkedIdeas(
  db: Db,
  ideaId: string,
  view: PageView = '',
): Promise<LinkedIdeaRow[]> {
  const [asCause, asEffect] = linkedIdeasQueries(db, ideaId, view);
  return mergeLinkedIdeas(await Promise.all([asCause.execute(), asEffect.execute()]));
}

/**
 * `listLinkedIdeas`'s two queries, as built, not run (one per end of the links; an inTell's
 * public part may run them inside one statement: ideas/idea-public-rows.ts).
 */
export function linkedIdeasQueries(db: Db, ideaId: string, view: PageView = '') {
  // A page shows the links whose other end its view shows (content-scope.ts, `PageView`), so
  // neither a link nor its figures tell of an end the reader may not see.
  const visibleEnd = visibleOnPage(view, 'ideas');
  const total = sql<number>`l.significance_support_oppose + l.significance_similar + l.significance_complex`;
  return [
    ideaSummaryQuery(db)
      .innerJoin('link_idea_idea as l', 'l.idea_effect', 'ideas.id')
      .select([...IDEA_IDEA_FIGURE_COLUMNS, sql<number>`1`.as('this_is_cause')])
      .where('l.idea_cause', '=', ideaId)
      .where(visibleEnd)
      .orderBy(total, 'desc')
      .orderBy('l.id')
      .limit(LINKED_ITEMS_LIMIT),
    ideaSummaryQuery(db)
      .innerJoin('link_idea_idea as l', 'l.idea_cause', 'ideas.id')
      .select([...IDEA_IDEA_FIGURE_COLUMNS, sql<number>`0`.as('this_is_cause')])
      .where('l.idea_effect', '=', ideaId)
      .where(visibleEnd)
      .orderBy(total, 'desc')
      .orderBy('l.id')
      .limit(LINKED_ITEMS_LIMIT),
  ] as const;
}

/** The rows of `linkedIdeasQueries` (as cause, as effect) as one list, heaviest first. */
export function mergeLinkedIdeas(
  lists: readonly [LinkedIdeaRow[], LinkedIdeaRow[]],
): LinkedIdeaRow[] {
  // The same sum, added in the same order, as the queries' `total`, so the merge agrees with them.
  return mergeBySignificance(
    lists,
    (row) => row.significance_support_oppose + row.significance_similar + row.significance_complex,
  );
}

export interface LinkedAgentOfIdeaRow extends LinkAgentSummaryRow {
  link_id: string;
  link_created_at: string;
  avg_level: number;
}

/** An idea's links to waveMakers, each with the waveMaker: one query on (idea_id, agent_id). */
export function listLinkedAgentsOfIdea(db: Db, ideaId: string): Promise<LinkedAgentOfIdeaRow[]> {
  return linkedAgentsOfIdeaQuery(db, ideaId).execute();
}

/** `listLinkedAgentsOfIdea`'s query, as built, not run. */
export function linkedAgentsOfIdeaQuery(db: Db, ideaId: string) {
  return db
    .selectFrom('link_idea_agent as l')
    .innerJoin('agents', 'agents.id', 'l.agent_id')
    .select([
      'agents.id',
      'agents.name',
      'agents.url',
      'agents.image',
      'l.id as link_id',
      'l.created_at as link_created_at',
      'l.avg_level',
    ])
    .where('l.idea_id', '=', ideaId)
    .orderBy(sql`abs(l.avg_level)`, 'desc')
    .orderBy('l.id')
    .limit(LINKED_ITEMS_LIMIT);
}

export interface LinkedIdeaOfAgentRow extends IdeaSummaryRow {
  link_id: string;
  link_created_at: string;
  avg_level: number;
}

/**
 * A waveMaker's links from inTells, each with the inTell's summary: one query on agent_id. A
 * waveMaker's page is the same for every reader, so it lists links from public inTells only: a
 * class's inTell there would show its poster's name and account to anyone, and to her classmates
 * beside her pseudonym (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms').
 */
export function listLinkedIdeasOfAgent(db: Db, agentId: string): Promise<LinkedIdeaOfAgentRow[]> {
  return ideaSummaryQuery(db)
    .innerJoin('link_idea_agent as l', 'l.idea_id', 'ideas.id')
    .select(['l.id as link_id', 'l.created_at as link_created_at', 'l.avg_level'])
    .where('l.agent_id', '=', agentId)
    .where('ideas.class_id', 'is', null)
    .orderBy(sql`abs(l.avg_level)`, 'desc')
    .orderBy('l.id')
    .limit(LINKED_ITEMS_LIMIT)
    .execute();
}

export interface LinkedAgentRow extends LinkAgentSummaryRow {
  link_id: string;
  link_created_at: string;
  significance_similar: number;
  significance_support_oppose: number;
  avg_level_support_oppose: number;
  this_is_agent1: number;
}

/**
 * A waveMaker's links to other waveMakers, most significant first: two queries, one per end, each
 * on its index, merged in that order.
 */
export async function listLinkedAgents(db: Db, agentId: string): Promise<LinkedAgentRow[]> {
  const columns = [
    'agents.id',
    'agents.name',
    'agents.url',
    'agents.image',
    'l.id as link_id',
    'l.created_at as link_created_at',
    'l.significance_similar',
    'l.significance_support_oppose',
    'l.avg_level_support_oppose',
  ] as const;
  const total = sql<number>`l.significance_similar + l.significance_support_oppose`;
  const [asFirst, asSecond] = await Promise.all([
    db
      .selectFrom('link_agent_agent as l')
      .innerJoin('agents', 'agents.id', 'l.agent2')
      .select([...columns, sql<number>`1`.as('this_is_agent1')])
      .where('l.agent1', '=', agentId)
      .orderBy(total, 'desc')
      .orderBy('l.id')
      .limit(LINKED_ITEMS_LIMIT)
      .execute(),
    db
      .selectFrom('link_agent_agent as l')
      .innerJoin('agents', 'agents.id', 'l.agent1')
      .select([...columns, sql<number>`0`.as('this_is_agent1')])
      .where('l.agent2', '=', agentId)
      .orderBy(total, 'desc')
      .orderBy('l.id')
      .limit(LINKED_ITEMS_LIMIT)
      .execute(),
  ]);
  return mergeBySignificance(
    [asFirst, asSecond],
    (row) => row.significance_similar + row.significance_support_oppose,
  );
}

/** A member's support/oppose rating of an inTell pair, as an activity's answers read it. */
export interface MemberPairRating {
  level: number;
  confidence: number;
}

/**
 * Some members' support/oppose ratings (neither similar nor complex) of some inTell pairs, each
 * member with her own pair (a teacher reads what each student answered in an activity): by the
 * pair's unique key, then the ratings' primary key. Keyed `userId pairKey`.
 */
export async function findPairRatingsOfMembers(
  db: Db,
  pairs: readonly { userId: string; ideaCause: string; ideaEffect: string }[],
): Promise<Map<string, MemberPairRating>> {
  if (pairs.length === 0) return new Map();
  const keys = [...new Set(pairs.map((p) => linkPairKey(p.ideaCause, p.ideaEffect)))];
  const users = [...new Set(pairs.map((p) => p.userId))];
  const rows = await db
    .selectFrom('link_idea_idea')
    .innerJoin('link_idea_idea_ratings', 'link_idea_idea_ratings.link_id', 'link_idea_idea.id')
    .select([
      'link_idea_idea.pair_key',
      'link_idea_idea_ratings.user_id',
      'link_idea_idea_ratings.level',
      'link_idea_idea_ratings.confidence',
    ])
    .where('link_idea_idea.pair_key', 'in', keys)
    .where('link_idea_idea_ratings.user_id', 'in', users)
    .where('link_idea_idea_ratings.is_similar', '=', 0)
    .where('link_idea_idea_ratings.is_complex', '=', 0)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.user_id} ${row.pair_key}`,
      { level: Number(row.level), confidence: Number(row.confidence) },
    ]),
  );
}
