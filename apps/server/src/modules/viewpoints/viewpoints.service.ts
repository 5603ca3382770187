import type { Kysely } from 'kysely';
import {
  CLASS_MESSAGES,
  classIdeaFigures,
  DIVIDING_FROM,
  findCruxes,
  ideaLabel,
  nameForTeachers,
  summariseIdeaViewpoints,
  truncateHeadline,
  UNANSWERED,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
  VIEWPOINT_SCALES,
  viewpointAnswerOf,
  type ClassIdeaFigures,
  type ClassViewpointIdea,
  type ClassViewpoints,
  type Crux,
  type GroupedAnswer,
  type IdeaCruxes,
  IdeaViewpoints,
  type QuestionTree,
  type ViewpointAnswer,
} from '@thoughtful/shared';
import type { Database, Db } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import {
  contentScopeOf,
  findClassSummaries,
  ideasUnseenByGroup,
  inScope,
  roleInClass,
} from '../classes';
import { requireReadableIdea } from '../ideas';
import {
  classAnswersOfMembers,
  interpretationFieldsOf,
  scopeMemberPage,
} from './viewpoint-answers.repository';
import {
  ideaHeadlineRows,
  linkRatingsInScope,
  questionTreeLinks,
  soundnessInScope,
  type IdeaHeadlineRow,
} from './question-tree.repository';
import { VIEWPOINT_MESSAGES } from './viewpoint-messages';
import { classMapRows, classQuestionIds, classStudentCount } from './class-viewpoints.repository';
import {
  combinedScopeKey,
  findPublished,
  findPublishedCruxes,
  findScope,
  isCombinedScope,
  keepPublishedCruxes,
  PUBLIC_SCOPE_KEY,
  registerCombinedScope,
  releaseScope,
  scopeKeyOf,
} from './viewpoint-scopes.repository';

export interface ViewpointsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  /**
   * The class if the actor manages it (its teachers, admins): 404 or 403 as the classes module
   * answers (the classes service's, handed in by the composition root).
   */
  requireManagedClass: (actor: ActorRow, classId: string) => Promise<unknown>;
  /** Asks for a scope's map to be worked out (the recompute's job), within `db`. */
  askToRecomputeIn?: (db: Db, scopeKeys: readonly string[]) => Promise<void>;
  /** The job was stored: the runner looks now. */
  recomputeAsked?: () => void;
}

/** Interpretations (or members) read per page. */
const PAGE = 500;
/** How many inTells each of the class view's lists holds. */
const CLASS_LIST_LENGTH = 5;

/** The scope an inTell's viewpoints are read in: its map and its published figures. */
interface IdeaScope {
  scopeKey: string;
}

function isSkip(answer: ViewpointAnswer): boolean {
  return VIEWPOINT_SCALES.every((scale) => answer[scale] === null);
}

function headlineOf(row: IdeaHeadlineRow): string {
  return truncateHeadline(
    ideaLabel({ myPoint: row.my_point, text: row.text, url: row.url, myContent: row.my_content }),
  );
}

/**
 * Viewpoint groups, bridging and cruxes as the API answers them (DESIGN.md §12). The maps are
 * worked out in the background (viewpoint-recompute.ts); these reads only look them up and sum
 * an inTell's answers by group. A student sees groups, never who is in them: only the class view,
 * for its teachers, names anyone.
 */
export class ViewpointsService {
  constructor(private readonly deps: ViewpointsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Whose answers an inTell is read with: with `classId`, that class's (its students, teachers
   * and admins may ask: 403 otherwise); without, the inTell's own class's, or everyone's for a
   * public inTell. The inTell itself is 404 to whoever may not read it.
   */
  private async ideaScope(actor: ActorRow, ideaId: string, classId?: string): Promise<IdeaScope> {
    this.deps.access.requireUser(actor, 'idea.read');
    const ideaClass = await requireReadableIdea(this.db, actor, ideaId);
    if (classId !== undefined) {
      if (actor.is_admin !== 1) {
        // Not her class, or no class: the same refusal, so no one learns which ids are classes.
        if ((await roleInClass(this.db, actor, classId)) === null) {
          throw new ForbiddenError(VIEWPOINT_MESSAGES.NOT_IN_CLASS);
        }
      } else if ((await findClassSummaries(this.db, [classId])).length === 0) {
        throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
      }
      return { scopeKey: classId };
    }
    return { scopeKey: scopeKeyOf(ideaClass) };
  }

  /**
   * `GET /api/ideas/{id}/viewpoints`: its respondents' groups and each scale bridged, as last
   * published (viewpoint-recompute.ts): they change only at a recompute that includes at least
   * three answers newer than them, or at the class's teacher's release, never with one answer, so
   * no watching classmate learns a student's group from them. One read by the primary key; none
   * published yet reads as no respondents.
   */
  async ideaViewpoints(actor: ActorRow, ideaId: string, classId?: string): Promise<IdeaViewpoints> {
    const { scopeKey } = await this.ideaScope(actor, ideaId, classId);
    const published = await findPublished(this.db, scopeKey, ideaId);
    if (published === undefined)
      return { ...summariseIdeaViewpoints([]), placed: 0, computedAt: null };
    return IdeaViewpoints.parse(JSON.parse(published.figures));
  }

  /**
   * `POST /api/classes/{id}/viewpoints/release`, for the class's teachers and admins: the class's
   * figures are published as they stand at the next recompute, however few answers are new.
   */
  async releaseClassFigures(actor: ActorRow, classId: string): Promise<void> {
    await this.deps.requireManagedClass(actor, classId);
    await this.db.transaction().execute(async (trx) => {
      await releaseScope(trx, classId, new Date().toISOString());
      await this.deps.askToRecomputeIn?.(trx, [classId]);
    });
    this.deps.recomputeAsked?.();
  }

  /**
   * `GET /api/ideas/{id}/cruxes`: the question's cruxes the caller may read, strongest first. A
   * class's teachers and admins read them as they stand; anyone else as worked out at the first
   * read after the scope's last publication (viewpoint-recompute.ts), kept until the next one, so
   * they move no more often than the published figures do.
   */
  async ideaCruxes(actor: ActorRow, ideaId: string, classId?: string): Promise<IdeaCruxes> {
    const { scopeKey } = await this.ideaScope(actor, ideaId, classId);
    const live =
      actor.is_admin === 1 ||
      (scopeKey !== PUBLIC_SCOPE_KEY &&
        (await roleInClass(this.db, actor, scopeKey)) === 'teacher');
    const cruxes = live
      ? await this.cruxesOf(scopeKey, ideaId)
      : await this.publishedCruxesOf(scopeKey, ideaId);
    const readable = await contentScopeOf(this.db, actor);
    const inClasses = cruxes.filter((crux) => inScope(readable, crux.classId));
    // In a class split into groups, not another group's inTell's headline (content-scope.ts).
    const unseen = await ideasUnseenByGroup(
      this.db,
      readable,
      inClasses.map((crux) => crux.ideaId),
    );
    return { cruxes: inClasses.filter((crux) => !unseen.has(crux.ideaId)).map(toCrux) };
  }

  /** A question's cruxes as the scope's students get them: none before a first publication. */
  private async publishedCruxesOf(
    scopeKey: string,
    questionId: string,
  ): Promise<(Crux & { classId: string | null })[]> {
    const [scope, kept] = await Promise.all([
      findScope(this.db, scopeKey),
      findPublishedCruxes(this.db, scopeKey, questionId),
    ]);
    const publishedAt = scope?.published_at ?? null;
    if (publishedAt === null) return [];
    if (kept !== undefined && kept.published_at === publishedAt) {
      return JSON.parse(kept.cruxes) as (Crux & { classId: string | null })[];
    }
    const cruxes = await this.cruxesOf(scopeKey, questionId);
    await keepPublishedCruxes(this.db, scopeKey, questionId, publishedAt, JSON.stringify(cruxes));
    return cruxes;
  }

  /**
   * A question's cruxes in a scope, with their headlines and classes: its tree, each member's
   * rating of each link and soundness answer of each inTell, and her group on the scope's map.
   */
  private async cruxesOf(
    scopeKey: string,
    questionId: string,
  ): Promise<(Crux & { classId: string | null })[]> {
    const { links, ideaIds } = await questionTreeLinks(this.db, scopeKey, questionId);
    if (links.length === 0) return [];
    const [ratings, soundness] = await Promise.all([
      linkRatingsInScope(
        this.db,
        scopeKey,
        links.map((link) => link.id),
      ),
      soundnessInScope(
        this.db,
        scopeKey,
        ideaIds.filter((id) => id !== questionId),
        UNANSWERED,
      ),
    ]);
    const groups = new Map<string, number | null>();
    const ratingsOf = new Map<string, { memberId: string; level: number }[]>();
    for (const row of ratings) {
      groups.set(row.user_id, row.group_index === null ? null : Number(row.group_index));
      const list = ratingsOf.get(row.link_id) ?? [];
      list.push({ memberId: row.user_id, level: Number(row.level) });
      ratingsOf.set(row.link_id, list);
    }
    const soundOf = new Map<string, { memberId: string; sound: number }[]>();
    for (const row of soundness) {
      groups.set(row.user_id, row.group_index === null ? null : Number(row.group_index));
      const list = soundOf.get(row.idea_id) ?? [];
      list.push({ memberId: row.user_id, sound: Number(row.sound) });
      soundOf.set(row.idea_id, list);
    }
    const tree: QuestionTree = {
      questionId,
      links: links.map((link) => ({
        cause: link.idea_cause,
        effect: link.idea_effect,
        ratings: ratingsOf.get(link.id) ?? [],
      })),
      soundness: soundOf,
    };
    const found = findCruxes(tree, (memberId) => groups.get(memberId) ?? null);
    const rows = new Map(
      (
        await ideaHeadlineRows(
          this.db,
          found.map((crux) => crux.ideaId),
        )
      ).map((row) => [row.id, row]),
    );
    return found.flatMap((crux) => {
      const row = rows.get(crux.ideaId);
      if (!row) return [];
      return [
        {
          ideaId: crux.ideaId,
          reason: crux.reason,
          saying: crux.saying,
          headline: headlineOf(row),
          classId: row.class_id,
        },
      ];
    });
  }

  /**
   * `GET /api/classes/{id}/viewpoints`, for the class's teachers and admins: its map with each
   * placed student by name (teachers see real names, whatever the class's pseudonyms), the
   * inTells it reads alike and those it splits on, and its guiding questions' cruxes. With
   * `withClassIds`, the classes taught together read as one map (issue 43): only for a teacher
   * of every one of them, or an admin; the first read of a combination makes it known and asks
   * for its recompute, which works it out in the background like a class's.
   */
  async classViewpoints(
    actor: ActorRow,
    classId: string,
    withClassIds: readonly string[] = [],
  ): Promise<ClassViewpoints> {
    const classIds = [...new Set([classId, ...withClassIds])];
    for (const id of classIds) await this.deps.requireManagedClass(actor, id);
    const scopeKey = combinedScopeKey(classIds);
    if (isCombinedScope(scopeKey)) await this.registerCombined(scopeKey);
    const [students, mapRows, scope, ideas] = await Promise.all([
      classStudentCount(this.db, classIds),
      classMapRows(this.db, scopeKey, classIds),
      findScope(this.db, scopeKey),
      this.classIdeaFigures(scopeKey),
    ]);
    // A student who left the roster since the map was worked out is off it (the read joins the
    // roster): groups are counted as they stand, and one now too small is not named.
    const sizes = new Map<number, number>();
    for (const row of mapRows) {
      if (row.group_index !== null) {
        const group = Number(row.group_index);
        sizes.set(group, (sizes.get(group) ?? 0) + 1);
      }
    }
    const named = new Set(
      [...sizes].filter(([, size]) => size >= VIEWPOINT_MIN_GROUP_SIZE).map(([index]) => index),
    );
    const groups = [...sizes]
      .filter(([index]) => named.has(index))
      .sort(([a], [b]) => a - b)
      .map(([index, size]) => ({ index, size }));
    const map = mapRows.map((row) => {
      const group = row.group_index === null ? null : Number(row.group_index);
      return {
        userId: row.user_id,
        name: nameForTeachers(row.name, row.email),
        x: Number(row.x),
        y: Number(row.y),
        group: group !== null && named.has(group) ? group : null,
      };
    });
    const questionIds = await classQuestionIds(this.db, classIds);
    const headlines = new Map(
      (await ideaHeadlineRows(this.db, [...questionIds, ...ideas.map((idea) => idea.ideaId)])).map(
        (row) => [row.id, headlineOf(row)],
      ),
    );
    const listed = (idea: (typeof ideas)[number], figure: number): ClassViewpointIdea => ({
      ideaId: idea.ideaId,
      headline: headlines.get(idea.ideaId) ?? '',
      respondents: idea.figures.respondents,
      figure,
      kind: idea.figures.kind,
      sentence: idea.figures.sentence,
      scale: idea.figures.scale,
      saying: idea.figures.saying,
    });
    const bridging = ideas
      .filter((idea) => idea.figures.division < DIVIDING_FROM && idea.figures.bridgedSound !== null)
      .sort(
        (a, b) =>
          b.figures.bridgedSound! - a.figures.bridgedSound! || a.ideaId.localeCompare(b.ideaId),
      )
      .slice(0, CLASS_LIST_LENGTH)
      .map((idea) => listed(idea, idea.figures.bridgedSound!));
    const dividing = ideas
      .filter((idea) => idea.figures.division >= DIVIDING_FROM)
      .sort((a, b) => b.figures.division - a.figures.division || a.ideaId.localeCompare(b.ideaId))
      .slice(0, CLASS_LIST_LENGTH)
      .map((idea) => listed(idea, idea.figures.division));
    const questions = await Promise.all(
      questionIds.map(async (questionId) => ({
        ideaId: questionId,
        headline: headlines.get(questionId) ?? '',
        cruxes: (await this.cruxesOf(scopeKey, questionId)).map(toCrux),
      })),
    );
    return {
      students,
      placed: map.length,
      groups,
      map,
      bridging,
      dividing,
      questions,
      computedAt: scope?.computed_at ?? null,
    };
  }

  /** Makes a combined scope known and, when it is new, asks for its first recompute. */
  private async registerCombined(scopeKey: string): Promise<void> {
    const registered = await this.db.transaction().execute(async (trx) => {
      const isNew = await registerCombinedScope(trx, scopeKey, new Date().toISOString());
      if (isNew) await this.deps.askToRecomputeIn?.(trx, [scopeKey]);
      return isNew;
    });
    if (registered) this.deps.recomputeAsked?.();
  }

  /**
   * Each inTell's figures in a class's scope or classes' read together (its students' answers to
   * it, by group), for those with enough respondents: the students read a page at a time.
   */
  private async classIdeaFigures(
    scopeKey: string,
  ): Promise<{ ideaId: string; figures: ClassIdeaFigures }[]> {
    const byIdea = new Map<string, GroupedAnswer[]>();
    let after: string | null = null;
    for (;;) {
      const page = await scopeMemberPage(this.db, scopeKey, after, PAGE);
      if (page.length === 0) break;
      for (const row of await classAnswersOfMembers(this.db, scopeKey, page)) {
        const answer = viewpointAnswerOf(interpretationFieldsOf(row));
        if (isSkip(answer)) continue;
        const list = byIdea.get(row.idea_id) ?? [];
        list.push({ group: row.group_index === null ? null : Number(row.group_index), answer });
        byIdea.set(row.idea_id, list);
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!;
    }
    const out: { ideaId: string; figures: ClassIdeaFigures }[] = [];
    for (const [ideaId, answers] of byIdea) {
      if (answers.length < VIEWPOINT_MIN_RESPONDENTS) continue;
      const figures = classIdeaFigures(answers);
      if (figures) out.push({ ideaId, figures });
    }
    return out;
  }
}

/** A crux as answered; one kept before its `saying` was added has none. */
function toCrux(crux: Crux): Crux {
  return crux.saying === undefined
    ? { ideaId: crux.ideaId, reason: crux.reason, headline: crux.headline }
    : { ideaId: crux.ideaId, reason: crux.reason, saying: crux.saying, headline: crux.headline };
}
