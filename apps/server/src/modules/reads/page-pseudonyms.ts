import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { FORMER_CLASSMATE } from '../classes';
import type { IdeaSummaryRow } from '../ideas';
import type { IdeaPublicRows } from './idea-public-rows';

/**
 * An inTell's page as a reader who sees some classes' students under pseudonyms reads it
 * (DESIGN.md §10 'Privacy'): in those classes, the inTell's poster and the posters of its key
 * points go by their pseudonyms (linked inTells show no poster), without their user ids, and the
 * poster's own waveMaker, which carries her name, is left off: nothing on the page leads from a
 * pseudonym to an account (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms'). What
 * `readerId` posted stays as it is (a page kept for its poster alone). One indexed query, only
 * when the page holds such content.
 */
export async function pageWithPseudonyms(
  db: Db,
  rows: IdeaPublicRows,
  pseudonymClassIds: readonly string[],
  readerId?: string,
): Promise<IdeaPublicRows> {
  if (pseudonymClassIds.length === 0) return rows;
  const ids = [rows.idea.id, ...rows.quotes.map((r) => r.id)];
  const found = await db
    .selectFrom('ideas')
    .leftJoin('class_students', (join) =>
      join
        .onRef('class_students.class_id', '=', 'ideas.class_id')
        .onRef('class_students.user_id', '=', 'ideas.user_id'),
    )
    .select([
      'ideas.id as id',
      sql<string>`coalesce(class_students.pseudonym, ${FORMER_CLASSMATE})`.as('pseudonym'),
    ])
    .where('ideas.id', 'in', ids)
    .where('ideas.class_id', 'in', [...pseudonymClassIds])
    .execute();
  if (found.length === 0) return rows;
  const pseudonymOf = new Map(found.map((row) => [row.id, row.pseudonym]));
  const named = (row: IdeaSummaryRow): IdeaSummaryRow => {
    const pseudonym = pseudonymOf.get(row.id);
    return pseudonym === undefined || row.user_id === readerId
      ? row
      : { ...row, user_id: null, user_name: pseudonym };
  };
  const authorPseudonym = pseudonymOf.get(rows.idea.id);
  const author = rows.author;
  if (authorPseudonym === undefined || author === undefined || rows.idea.user_id === readerId) {
    return { ...rows, quotes: rows.quotes.map(named) };
  }
  return {
    ...rows,
    authorPseudonymous: true,
    author: {
      ...author,
      name: authorPseudonym,
      own_agent_id: null,
      own_agent_name: null,
      own_agent_image: null,
    },
    // Her own waveMaker is named after her: an inTell posted with no other author names it.
    agents: rows.agents.filter((agent) => agent.agent_id !== author.own_agent_id),
    quotes: rows.quotes.map(named),
  };
}
