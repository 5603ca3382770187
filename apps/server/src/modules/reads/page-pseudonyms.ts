import type { Db } from '../../db/schema';
import type { IdeaPublicRows } from './idea-public-rows';

/**
 * An inTell's page as a reader who sees some classes' students under pseudonyms reads it
 * (DESIGN.md §10 'Privacy'): in those classes, the inTell's poster and the posters of its linked
 * inTells and key points go by their pseudonyms, without the waveMaker that names them. One
 * indexed query (the class_students primary key), only when the page holds such content.
 */
export async function withPseudonyms(
  db: Db,
  rows: IdeaPublicRows,
  pseudonymClassIds: readonly string[],
): Promise<IdeaPublicRows> {
  if (pseudonymClassIds.length === 0) return rows;
  const ids = [rows.idea.id, ...rows.linkedIdeas.map((r) => r.id), ...rows.quotes.map((r) => r.id)];
  const found = await db
    .selectFrom('ideas')
    .innerJoin('class_students', (join) =>
      join
        .onRef('class_students.class_id', '=', 'ideas.class_id')
        .onRef('class_students.user_id', '=', 'ideas.user_id'),
    )
    .select(['ideas.id as id', 'class_students.pseudonym as pseudonym'])
    .where('ideas.id', 'in', ids)
    .where('ideas.class_id', 'in', [...pseudonymClassIds])
    .execute();
  if (found.length === 0) return rows;
  const pseudonymOf = new Map(found.map((row) => [row.id, row.pseudonym]));
  const named = <R extends { id: string; user_name: string }>(row: R): R => {
    const pseudonym = pseudonymOf.get(row.id);
    return pseudonym === undefined ? row : { ...row, user_name: pseudonym };
  };
  const authorPseudonym = pseudonymOf.get(rows.idea.id);
  return {
    ...rows,
    author:
      authorPseudonym === undefined || rows.author === undefined
        ? rows.author
        : {
            ...rows.author,
            name: authorPseudonym,
            own_agent_id: null,
            own_agent_name: null,
            own_agent_image: null,
          },
    linkedIdeas: rows.linkedIdeas.map(named),
    quotes: rows.quotes.map(named),
  };
}
