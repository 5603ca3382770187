import type { Db } from '../../db/schema';
import { classesOfScope } from './viewpoint-scopes.repository';

/**
 * A guiding question's tree as the crux finder reads it (DESIGN.md §12): the inTell links
 * reachable from the question, the members' ratings of them and their soundness answers, each
 * with the member's group on the scope's map.
 */

/** How far from the question the tree reaches, and how many inTells it holds at most. */
export const QUESTION_TREE = Object.freeze({ DEPTH: 3, MAX_IDEAS: 200 } as const);

export interface TreeLinkRow {
  id: string;
  idea_cause: string;
  idea_effect: string;
}

/**
 * The links with an end in `ideaIds` whose both ends are the scope's inTells, by the
 * (idea_cause) and (idea_effect) indexes.
 */
async function linksTouching(
  db: Db,
  scopeKey: string,
  ideaIds: readonly string[],
): Promise<TreeLinkRow[]> {
  if (ideaIds.length === 0) return [];
  const ends = (side: 'idea_cause' | 'idea_effect') =>
    db
      .selectFrom('link_idea_idea')
      .innerJoin('ideas as cause', 'cause.id', 'link_idea_idea.idea_cause')
      .innerJoin('ideas as effect', 'effect.id', 'link_idea_idea.idea_effect')
      .select(['link_idea_idea.id', 'link_idea_idea.idea_cause', 'link_idea_idea.idea_effect'])
      .where(`link_idea_idea.${side}`, 'in', [...ideaIds])
      .where((eb) => {
        // Both ends the scope's: public, or one of the scope's classes'.
        const classIds = classesOfScope(scopeKey);
        const visible = (column: 'cause.class_id' | 'effect.class_id') =>
          classIds === null
            ? eb(column, 'is', null)
            : eb.or([eb(column, 'is', null), eb(column, 'in', classIds)]);
        return eb.and([visible('cause.class_id'), visible('effect.class_id')]);
      })
      .orderBy('link_idea_idea.id');
  const [byCause, byEffect] = await Promise.all([
    ends('idea_cause').execute(),
    ends('idea_effect').execute(),
  ]);
  return [...byCause, ...byEffect];
}

/**
 * The links reachable from the question within QUESTION_TREE.DEPTH steps, either way along a
 * link, while the tree holds at most QUESTION_TREE.MAX_IDEAS inTells (nearer ones first).
 */
export async function questionTreeLinks(
  db: Db,
  scopeKey: string,
  questionId: string,
): Promise<{ links: TreeLinkRow[]; ideaIds: string[] }> {
  const ideas = new Set<string>([questionId]);
  const links = new Map<string, TreeLinkRow>();
  let frontier = [questionId];
  for (let depth = 0; depth < QUESTION_TREE.DEPTH && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const link of await linksTouching(db, scopeKey, frontier)) {
      if (links.has(link.id)) continue;
      const ends = [link.idea_cause, link.idea_effect];
      const fresh = ends.filter((id) => !ideas.has(id));
      if (ideas.size + fresh.length > QUESTION_TREE.MAX_IDEAS) continue;
      for (const id of fresh) {
        ideas.add(id);
        next.push(id);
      }
      links.set(link.id, link);
    }
    frontier = next;
  }
  return { links: [...links.values()], ideaIds: [...ideas] };
}

export interface MemberLevelRow {
  link_id: string;
  user_id: string;
  level: number;
  group_index: number | null;
}

/** Ids an `in` list takes at a time. */
const IN_CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += IN_CHUNK) {
    out.push(list.slice(start, start + IN_CHUNK));
  }
  return out;
}

/**
 * The scope's members' ratings of these links (a class's: its rostered students'; the public
 * scope's: those of members who are no class's students), each with her group in the scope (by
 * the ratings' (link_id, user_id) key).
 */
export async function linkRatingsInScope(
  db: Db,
  scopeKey: string,
  linkIds: readonly string[],
): Promise<MemberLevelRow[]> {
  const rows: MemberLevelRow[] = [];
  for (const chunk of chunks(linkIds)) {
    let query = db
      .selectFrom('link_idea_idea_ratings as r')
      .leftJoin('viewpoint_members as vm', (join) =>
        join.onRef('vm.user_id', '=', 'r.user_id').on('vm.scope_key', '=', scopeKey),
      )
      .select(['r.link_id', 'r.user_id', 'r.level', 'vm.group_index'])
      .where('r.link_id', 'in', chunk);
    const classIds = classesOfScope(scopeKey);
    if (classIds !== null) {
      query = query.where('r.user_id', 'in', (eb) =>
        eb.selectFrom('class_students').select('user_id').where('class_id', 'in', classIds),
      );
    } else {
      // A student rates links only through a class's activity (DESIGN.md §3): her ratings are
      // her class's, which the public scope leaves out (§10).
      query = query.where('r.user_id', 'not in', (eb) =>
        eb.selectFrom('class_students').select('user_id'),
      );
    }
    rows.push(...(await query.execute()));
  }
  return rows;
}

export interface MemberSoundRow {
  idea_id: string;
  user_id: string;
  sound: number;
  group_index: number | null;
}

/**
 * The scope's members' soundness answers (-2, none, left out) on these inTells, those made in
 * the scope only (the public scope's: outside classes), each with her group in the scope (by the
 * interpretations' (idea_id, user_id) key).
 */
export async function soundnessInScope(
  db: Db,
  scopeKey: string,
  ideaIds: readonly string[],
  unanswered: number,
): Promise<MemberSoundRow[]> {
  const rows: MemberSoundRow[] = [];
  for (const chunk of chunks(ideaIds)) {
    let query = db
      .selectFrom('idea_scales as s')
      .leftJoin('viewpoint_members as vm', (join) =>
        join.onRef('vm.user_id', '=', 's.user_id').on('vm.scope_key', '=', scopeKey),
      )
      .select(['s.idea_id', 's.user_id', 's.sound', 'vm.group_index'])
      .where('s.idea_id', 'in', chunk)
      .where('s.sound', '!=', unanswered);
    const classIds = classesOfScope(scopeKey);
    if (classIds !== null) {
      query = query
        .where('s.user_id', 'in', (eb) =>
          eb.selectFrom('class_students').select('user_id').where('class_id', 'in', classIds),
        )
        .where((eb) => eb.or([eb('s.class_id', 'is', null), eb('s.class_id', 'in', classIds)]));
    } else {
      query = query.where('s.class_id', 'is', null);
    }
    rows.push(...(await query.execute()));
  }
  return rows;
}

export interface IdeaHeadlineRow {
  id: string;
  class_id: string | null;
  my_point: string;
  text: string;
  url: string;
  my_content: string;
}

/** The inTells' headline fields and class, by primary key. */
export async function ideaHeadlineRows(
  db: Db,
  ideaIds: readonly string[],
): Promise<IdeaHeadlineRow[]> {
  const rows: IdeaHeadlineRow[] = [];
  for (const chunk of chunks([...new Set(ideaIds)])) {
    rows.push(
      ...(await db
        .selectFrom('ideas')
        .select(['id', 'class_id', 'my_point', 'text', 'url', 'my_content'])
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}
