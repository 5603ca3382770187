import { sql, type SqlBool } from 'kysely';
import {
  ideaLabel,
  publicName,
  quoteKindOf,
  type IdeaQuote,
  type IdeaSummary,
} from '@thoughtful/shared';
import type { Db, IdeaAgentRole } from '../../db/schema';
import {
  authorSeenFrom,
  FORMER_CLASSMATE,
  groupPlaceIn,
  inScope,
  visibleIn,
  visibleOnPage,
  type ContentScope,
  type PageView,
} from '../classes';

/*
 * The idea summary read model: how an inTell appears in a list (the home screen, search, a
 * waveMaker's inTells, a link column, quotes). Its one home; the links and agents modules read
 * it through ideas/index.ts.
 */

/**
 * The columns a list entry needs. Body and quotation are cut in the query: a list shows a label,
 * and a 20,000-character body should not travel for it (substr is the same in both dialects).
 */
export const LABEL_SOURCE_LENGTH = 200;

export interface IdeaSummaryRow {
  id: string;
  my_point: string;
  my_content: string;
  text: string;
  url: string;
  image: string;
  is_pdf: number;
  is_video: number;
  created_at: string;
  /** Null for a classmate shown under a pseudonym: her account is not sent (`namedFor`). */
  user_id: string | null;
  user_name: string;
}

export function ideaSummaryQuery(db: Db) {
  return db
    .selectFrom('ideas')
    .innerJoin('users', 'users.id', 'ideas.user_id')
    .select([
      'ideas.id',
      'ideas.my_point',
      sql<string>`substr(ideas.my_content, 1, ${LABEL_SOURCE_LENGTH + 1})`.as('my_content'),
      sql<string>`substr(ideas.text, 1, ${LABEL_SOURCE_LENGTH + 1})`.as('text'),
      'ideas.url',
      'ideas.image',
      'ideas.is_pdf',
      'ideas.is_video',
      'ideas.created_at',
      'users.id as user_id',
      'users.name as user_name',
    ]);
}

/**
 * The newest ideas the scope sees, newest first. An admin's read off the created_at index; anyone
 * else's as the newest `limit` of each class she sees and of the public ones, each read off the
 * (class_id, created_at, id) index, then the newest `limit` of those: one statement, however
 * much class content others have.
 */
export async function listLatestIdeaSummaries(
  db: Db,
  limit: number,
  scope: ContentScope,
): Promise<IdeaSummaryRow[]> {
  if (scope.all) {
    return ideaSummaryQuery(db)
      .orderBy('ideas.created_at', 'desc')
      .orderBy('ideas.id', 'desc')
      .limit(limit)
      .execute();
  }
  // In a class split into groups, its inTells newest first whose posters her place sees: a walk
  // of the class's index with two primary-key probes per inTell (content-scope.ts).
  const newestOf = (classId: string | null, i: number) => {
    const place = groupPlaceIn(scope, classId);
    const where =
      classId === null
        ? sql`class_id is null`
        : place === undefined
          ? sql`class_id = ${classId}`
          : sql`class_id = ${classId} and ${authorSeenFrom(place, sql.ref('ideas.user_id'))}`;
    return sql`select id from (select id from ideas where ${where} order by created_at desc, id desc limit ${limit}) as ${sql.raw(`newest_${i}`)}`;
  };
  const lists = [null, ...scope.classIds].map(newestOf);
  const rows = await withPseudonyms(ideaSummaryQuery(db), scope)
    .where(sql<SqlBool>`ideas.id in (${sql.join(lists, sql` union all `)})`)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => namedFor(row, scope.pseudonymClassIds));
}

/**
 * A summary query with the pseudonym its poster has in the inTell's class, when the reader sees
 * some class's students under pseudonyms (the class_students primary key).
 */
function withPseudonyms(
  query: ReturnType<typeof ideaSummaryQuery>,
  scope: Pick<ContentScope, 'pseudonymClassIds'>,
) {
  if (scope.pseudonymClassIds.length === 0) return query;
  return query
    .leftJoin('class_students as poster_in_class', (join) =>
      join
        .onRef('poster_in_class.class_id', '=', 'ideas.class_id')
        .onRef('poster_in_class.user_id', '=', 'ideas.user_id'),
    )
    .select(['ideas.class_id as class_id', 'poster_in_class.pseudonym as pseudonym']);
}

/**
 * The row with its poster's pseudonym for a name, where the reader sees that class so, and
 * without her user id: the pseudonym must not lead to her account, her profile or what she posts
 * elsewhere (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms'). The reader's own
 * content is left as it is when the answer is hers alone (`readerId`); a kept list shared by a
 * class's students has none.
 */
function namedFor(
  row: IdeaSummaryRow & { class_id?: string | null; pseudonym?: string | null },
  pseudonymClassIds: readonly string[],
  readerId?: string,
): IdeaSummaryRow {
  const { class_id: classId, pseudonym, ...summary } = row;
  if (classId && pseudonymClassIds.includes(classId) && summary.user_id !== readerId) {
    return { ...summary, user_id: null, user_name: pseudonym ?? FORMER_CLASSMATE };
  }
  return summary;
}

/**
 * Ideas by id, in the order of `ids` (a search's ranking); with a scope, only those it sees,
 * posters named as it sees them.
 */
export async function findIdeaSummariesByIds(
  db: Db,
  ids: readonly string[],
  scope?: ContentScope,
): Promise<IdeaSummaryRow[]> {
  if (ids.length === 0) return [];
  const query = ideaSummaryQuery(db).where('ideas.id', 'in', [...ids]);
  // The scope is applied to the rows found, not in SQL: a condition on class_id beside the ids
  // led SQLite's planner to the class index instead of the primary key (docs/benchmarks.md,
  // 'Search with classes').
  if (scope === undefined) return inOrderOf(ids, await query.execute());
  const named =
    scope.pseudonymClassIds.length === 0
      ? query.select('ideas.class_id as class_id')
      : withPseudonyms(query, scope);
  // In a class split into groups, whether her place sees the poster, asked per row found.
  const found = await (
    scope.groupPlaces.length === 0
      ? named
      : named.select(
          sql<number>`case when ${visibleIn(scope, 'ideas')} then 1 else 0 end`.as('seen'),
        )
  ).execute();
  const rows = (found as (IdeaSummaryRow & { class_id: string | null; seen?: number })[])
    .filter(
      (row) => inScope(scope, row.class_id) && (row.seen === undefined || Number(row.seen) === 1),
    )
    .map(({ seen: _seen, ...row }) => namedFor(row, scope.pseudonymClassIds));
  return inOrderOf(ids, rows);
}

/**
 * Ideas by id, unfiltered (the caller has decided they may be read: an activity's inTells), with
 * the posters of those classes' content under their pseudonyms and without their user ids,
 * except the reader's own.
 */
export async function findIdeaSummariesNamedFor(
  db: Db,
  ids: readonly string[],
  pseudonymClassIds: readonly string[],
  readerId: string,
): Promise<IdeaSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await withPseudonyms(ideaSummaryQuery(db).where('ideas.id', 'in', [...ids]), {
    pseudonymClassIds,
  }).execute();
  return rows.map((row) => namedFor(row, pseudonymClassIds, readerId));
}

/** Rows in the order of their ids (a search's ranking), those not found left out. */
function inOrderOf(ids: readonly string[], rows: IdeaSummaryRow[]): IdeaSummaryRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The quotes and key points of an idea, newest first, read off the (idea_referenced, id) index.
 * The quotation is cut like a label's source, which is enough to tell a quote from a key point.
 */
export function listQuoteSummaries(
  db: Db,
  ideaId: string,
  limit: number,
  view: PageView = '',
): Promise<IdeaSummaryRow[]> {
  return quoteSummariesQuery(db, ideaId, limit, view).execute();
}

/**
 * `listQuoteSummaries`'s query, as built, not run. A page shows the quotes and key points its
 * view shows (content-scope.ts, `PageView`).
 */
export function quoteSummariesQuery(db: Db, ideaId: string, limit: number, view: PageView = '') {
  return ideaSummaryQuery(db)
    .where('ideas.idea_referenced', '=', ideaId)
    .where(visibleOnPage(view, 'ideas'))
    .orderBy('ideas.id', 'desc')
    .limit(limit);
}

/**
 * The ideas in which an agent has a role, newest first: one query that walks the
 * (agent_id, role, idea_id) index backwards. Ids start with their creation time (lib/ids.ts), so
 * idea id order is creation order, and a waveMaker with thousands of ideas costs no sort.
 */
export function listAgentIdeaSummaries(
  db: Db,
  agentId: string,
  role: IdeaAgentRole,
  limit: number,
): Promise<IdeaSummaryRow[]> {
  // A waveMaker's page is the same for every reader (kept): it lists public inTells only.
  return ideaSummaryQuery(db)
    .innerJoin('idea_agents', 'idea_agents.idea_id', 'ideas.id')
    .where('idea_agents.agent_id', '=', agentId)
    .where('idea_agents.role', '=', role)
    .where('ideas.class_id', 'is', null)
    .orderBy('idea_agents.idea_id', 'desc')
    .limit(limit)
    .execute();
}

/** A list label stays short: the rule's label, cut with an ellipsis past 200 characters. */
function shortLabel(label: string): string {
  return label.length > LABEL_SOURCE_LENGTH ? `${label.slice(0, LABEL_SOURCE_LENGTH)}…` : label;
}

export function toIdeaSummary(row: IdeaSummaryRow): IdeaSummary {
  return {
    _id: row.id,
    myPoint: row.my_point,
    label: shortLabel(
      ideaLabel({ myPoint: row.my_point, text: row.text, url: row.url, myContent: row.my_content }),
    ),
    date: row.created_at,
    user:
      row.user_id === null
        ? { name: publicName(row.user_name) }
        : { _id: row.user_id, name: publicName(row.user_name) },
    url: row.url,
    image: row.image,
    isPdf: row.is_pdf === 1,
    isVideo: row.is_video === 1,
  };
}

export function toIdeaQuote(row: IdeaSummaryRow): IdeaQuote {
  return { ...toIdeaSummary(row), kind: quoteKindOf(row) };
}
