import { sql } from 'kysely';
import {
  ideaLabel,
  publicName,
  quoteKindOf,
  type IdeaQuote,
  type IdeaSummary,
} from '@thoughtful/shared';
import type { Db, IdeaAgentRole } from '../../db/schema';

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
  user_id: string;
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

/** The newest ideas, newest first (read off the created_at index). */
export function listLatestIdeaSummaries(db: Db, limit: number): Promise<IdeaSummaryRow[]> {
  return ideaSummaryQuery(db)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .limit(limit)
    .execute();
}

/** Ideas by id, in the order of `ids` (a search's ranking). */
export async function findIdeaSummariesByIds(
  db: Db,
  ids: readonly string[],
): Promise<IdeaSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await ideaSummaryQuery(db)
    .where('ideas.id', 'in', [...ids])
    .execute();
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
): Promise<IdeaSummaryRow[]> {
  return quoteSummariesQuery(db, ideaId, limit).execute();
}

/** `listQuoteSummaries`'s query, as built, not run. */
export function quoteSummariesQuery(db: Db, ideaId: string, limit: number) {
  return ideaSummaryQuery(db)
    .where('ideas.idea_referenced', '=', ideaId)
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
  return ideaSummaryQuery(db)
    .innerJoin('idea_agents', 'idea_agents.idea_id', 'ideas.id')
    .where('idea_agents.agent_id', '=', agentId)
    .where('idea_agents.role', '=', role)
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
    user: { _id: row.user_id, name: publicName(row.user_name) },
    url: row.url,
    image: row.image,
    isPdf: row.is_pdf === 1,
    isVideo: row.is_video === 1,
  };
}

export function toIdeaQuote(row: IdeaSummaryRow): IdeaQuote {
  return { ...toIdeaSummary(row), kind: quoteKindOf(row) };
}
