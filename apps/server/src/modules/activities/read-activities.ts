import type { Kysely } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_TYPE,
  linkPairKey,
  nameForTeachers,
  toPlotValue,
  type ActivityAnswers,
  type ActivityDto,
  type ActivityListQuery,
  type ClassRole,
} from '@thoughtful/shared';
import type { ActivityRow, Database, Db, UserRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import {
  classStudentPairs,
  contentScopeOf,
  ideasUnseenByGroup,
  groupNamesIn,
  groupNamesOfStudent,
  groupOfStudent,
  roleInClass,
  type ClassSummaryRow,
  type Reader,
} from '../classes';
import { findIdeaSummariesByIds, findIdeaSummariesNamedFor, toIdeaSummary } from '../ideas';
import {
  findGuidingAnswers,
  findIdeaScalesOfMembers,
  findPlotRowsOfMembers,
  toIdeaScale,
} from '../interpretations';
import { findPairRatingsOfMembers, type MemberPairRating } from '../links';
import { toActivityDto, type ActivityReadModel } from './activities.mappers';
import {
  findActivity,
  listActivities,
  listCompletions,
  listOwnCompletions,
  type CompletionRow,
} from './activities.repository';
import {
  classesOf,
  classIdOf,
  readerClassIds,
  requireKnownClass,
  requireManagerOf,
} from './activity-classes';
import { answeredIdeaOf, asksOf, countsInClass, isOwnFollowUp, namedIdeas } from './activity-rows';
import { toFeedbackDto, toStudentFeedback } from './feedback.mappers';
import { listFeedbackOn, listReleasedFeedbackOf } from './feedback.repository';
import { readersOf } from './follow-up-readers';

/**
 * Whose answers a plot opened from an activity counts: the students of its class, and with
 * `groupId` (a student reading) only those of that group (null: those in no group).
 */
export interface ActivityPlotScope {
  classId: string;
  groupId?: string | null;
}

export interface ActivityReadsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
}

/**
 * Reading activities (content §7; DESIGN.md §8): the list as its reader sees it (a teacher's
 * manager view, a student's live ones with her own completions) and a teacher's view of the
 * answers. Managing and completing answer with the same list.
 */
export class ActivityReads {
  constructor(private readonly deps: ActivityReadsDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get access() {
    return this.deps.access;
  }

  /**
   * `GET /api/activity`: the manager's view (every activity of the classes she teaches, an
   * admin's of every class, in order, who completed each) for teachers and admins, unless they
   * ask to view as a student; the live ones of the classes they are in, each with the reader's
   * own completion, for students. `classId` narrows it to one class the reader knows (else 404).
   */
  async list(actor: UserRow, query: ActivityListQuery = {}): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    if (query.view === 'manager') this.access.requireUser(actor, 'activity.manage');
    let context: { classRole: ClassRole | null } | undefined;
    if (query.classId !== undefined) {
      const { role } = await requireKnownClass(this.db, this.access, actor, query.classId);
      context = { classRole: role };
      if (query.view === 'manager') this.access.requireUser(actor, 'activity.manage', context);
    }
    const manager =
      query.view !== 'student' && this.access.canUser(actor, 'activity.manage', context);
    return this.listFor(this.db, actor, manager, query.classId);
  }

  /**
   * `GET /api/activity/{id}/answers` (beyond the spec: a teacher's progress view): who completed
   * it, each with their answer on the scales of the inTell it interprets (101: the guiding
   * question, whose support level is the position; 102: its inTell).
   */
  async answers(actor: UserRow, id: string): Promise<ActivityAnswers> {
    this.access.requireUser(actor, 'activity.manage');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(this.db, this.access, actor, activity);
    const ideaId = answeredIdeaOf(activity);
    const completions = await this.classCompletions(this.db, [activity]);
    const completers = completions.map((c) => c.user_id);
    const added = completions.flatMap((c) => (c.idea_id === null ? [] : [c.idea_id]));
    const rated = ratedPairsOf(activity, completions);
    const [ideas, addedIdeas, rows, scales, ratings, feedback, groupOf] = await Promise.all([
      findIdeaSummariesByIds(this.db, ideaId === null ? [] : [ideaId]),
      findIdeaSummariesByIds(this.db, added),
      ideaId === null ? Promise.resolve([]) : findPlotRowsOfMembers(this.db, ideaId, completers),
      ideaId === null ? Promise.resolve([]) : findIdeaScalesOfMembers(this.db, ideaId, completers),
      findPairRatingsOfMembers(this.db, [...rated.values()]),
      listFeedbackOn(this.db, [activity.id]),
      groupNamesIn(this.db, classIdOf(activity)),
    ]);
    const byMember = new Map(rows.map((row) => [row.user_id, row]));
    const scaleOfMember = new Map(scales.map((row) => [row.user_id, row]));
    const feedbackOf = new Map(feedback.map((row) => [row.user_id, row]));
    const addedIdea = new Map(addedIdeas.map((row) => [row.id, toIdeaSummary(row)]));
    const ratingOf = (userId: string): MemberPairRating | null => {
      const pair = rated.get(userId);
      if (pair === undefined) return null;
      const rating = ratings.get(`${userId} ${linkPairKey(pair.ideaCause, pair.ideaEffect)}`);
      return rating
        ? { level: toPlotValue(rating.level) ?? 0, confidence: rating.confidence }
        : null;
    };
    return {
      idea: ideas[0] ? toIdeaSummary(ideas[0]) : null,
      answers: completions.map((c) => {
        const row = byMember.get(c.user_id);
        const scale = scaleOfMember.get(c.user_id);
        const given = feedbackOf.get(c.user_id);
        const name = nameForTeachers(c.user_name, c.user_login);
        // A guiding question's answer as given in this activity (kept since 0037), else as the
        // interpretation of the topic has it (a later one of the topic may have replaced it).
        const position = c.position !== null;
        const groupName = groupOf.get(c.user_id);
        return {
          user: { _id: c.user_id, name },
          ...(groupName === undefined ? {} : { groupName }),
          date: c.completed_at,
          answered: row !== undefined || position,
          emotion: toPlotValue(row?.my_emotion),
          authorIntent: toPlotValue(row?.author_intent),
          sound: toPlotValue(row?.sound),
          score: toPlotValue(row?.score),
          confidence: toPlotValue(position ? c.position_confidence : row?.confidence),
          supportLevel: toPlotValue(position ? c.position : row?.support_level),
          understanding: row?.understanding || null,
          scale: scale ? { ...toIdeaScale(scale), user: { _id: c.user_id, name } } : null,
          feedback: given ? toFeedbackDto(given) : null,
          addedIdea: c.idea_id === null ? null : (addedIdea.get(c.idea_id) ?? null),
          rating: ratingOf(c.user_id),
        };
      }),
    };
  }

  /**
   * The class whose students count in a plot opened from this activity
   * (`GET /api/ideas/{id}/scales?activity=`), once the reader may see it there: its students
   * (anyone else: 404, as the activity is not theirs), its teachers and admins (another teacher:
   * 403). The plot is of whichever inTell the screen shows; only its class is the activity's.
   */
  async classOfActivityPlot(actor: ActorRow, activityId: string): Promise<ActivityPlotScope> {
    const activity = await findActivity(this.db, activityId);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const classId = classIdOf(activity);
    if (this.access.canUser(actor, 'activity.manage')) {
      await requireManagerOf(this.db, this.access, actor, activity);
      return { classId };
    }
    if ((await roleInClass(this.db, actor, classId)) !== 'student') {
      throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    }
    // A student sees her own group's students only (those in none: each other). A student the
    // only class counts without a roster row is in none.
    return { classId, groupId: (await groupOfStudent(this.db, classId, actor.id)) ?? null };
  }

  /**
   * The list as this viewer sees it, the manager's view or the live ones (a write answers with
   * it), of one class or of all the viewer's, grouped by class (by name), each in order; an
   * archived class's activities are off a student's list. `db` may be a transaction: a preview
   * reads what its rehearsal wrote.
   */
  async listFor(
    db: Db,
    viewer: UserRow,
    manager: boolean,
    classId?: string,
  ): Promise<ActivityDto[]> {
    const classIds =
      classId !== undefined
        ? [classId]
        : await readerClassIds(db, viewer, this.access.canUser(viewer, 'activity.manage'));
    const rows = await listActivities(db, { enabledOnly: !manager, classIds });
    const classes = await classesOf(db, rows);
    const readers = groupBy(
      await readersOf(
        db,
        rows.filter((row) => row.follow_up_of !== null).map((row) => row.id),
      ),
      (reader) => reader.activity_id,
    );
    // An activity on the inTell of a classmate now in another group is not hers (a follow-up
    // given before the class was split, or a teacher's activity on a student's inTell): her
    // place in the class's groups decides, as on the inTell's own page.
    const unseen = manager
      ? new Set<string>()
      : await ideasUnseenByGroup(db, await contentScopeOf(db, viewer), rows.flatMap(namedIdeas));
    const listed = manager
      ? rows
      : rows.filter(
          (row) =>
            !isOwnFollowUp(row, viewer.id) &&
            classes.get(classIdOf(row))?.archived !== 1 &&
            isGivenTo(row, viewer.id, readers) &&
            !namedIdeas(row).some((ideaId) => unseen.has(ideaId)),
        );
    const className = (row: ActivityRow) => classes.get(classIdOf(row))?.name ?? '';
    const grouped = [...listed].sort(
      (a, b) =>
        className(a).localeCompare(className(b)) ||
        classIdOf(a).localeCompare(classIdOf(b)) ||
        a.position - b.position,
    );
    const dtos = await this.toDtos(db, grouped, viewer, manager, classes);
    if (!manager) return dtos;
    // The teacher sees who was given each follow-up.
    return dtos.map((dto) => {
      const given = readers.get(dto._id) ?? [];
      return given.length === 0
        ? dto
        : {
            ...dto,
            followUpReaders: given
              .map((reader) => ({
                _id: reader.user_id,
                name: nameForTeachers(reader.name, reader.email),
              }))
              .sort((a, b) => a.name.localeCompare(b.name)),
          };
    });
  }

  /**
   * The answers for a list, in a fixed number of queries: the reader's completions, the inTells
   * named (topics, inTells, the reader's own), the reader's answers to guiding questions, and
   * for the manager who completed each. A student's `order` is the place among the live ones.
   * A student reads her classmates' inTells (a follow-up's) as on their pages: under their
   * pseudonyms, without their user ids, where her class asks (one more indexed statement).
   */
  async toDtos(
    db: Db,
    rows: readonly ActivityRow[],
    viewer: Reader,
    manager: boolean,
    knownClasses?: Map<string, ClassSummaryRow>,
  ): Promise<ActivityDto[]> {
    const viewerId = viewer.id;
    const classes = knownClasses ?? (await classesOf(db, rows));
    const own = new Map((await listOwnCompletions(db, viewerId)).map((c) => [c.activity_id, c]));
    const ideaIds = [
      ...rows.flatMap((r) => [r.community_topic, r.in_tell_existing]),
      ...rows.map((r) => own.get(r.id)?.idea_id ?? null),
    ].filter((v): v is string => v !== null);
    const topics = rows
      .filter((r) => r.selection === ACTIVITY_TYPE.GUIDING_QUESTION)
      .flatMap((r) => (r.community_topic === null ? [] : [r.community_topic]));
    const summariesOf = async (ids: string[]) => {
      if (manager || ids.length === 0) return findIdeaSummariesByIds(db, ids);
      const scope = await contentScopeOf(db, viewer);
      return findIdeaSummariesNamedFor(db, ids, scope.pseudonymClassIds, viewerId);
    };
    const [summaries, answers, completions, released, groupNames] = await Promise.all([
      summariesOf([...new Set(ideaIds)]),
      findGuidingAnswers(db, viewerId, topics),
      manager ? this.classCompletions(db, rows) : Promise.resolve([]),
      manager ? Promise.resolve([]) : listReleasedFeedbackOf(db, viewerId),
      manager ? Promise.resolve(undefined) : groupNamesOfStudent(db, viewerId),
    ]);
    const byActivity = new Map<string, CompletionRow[]>();
    for (const c of completions) {
      const list = byActivity.get(c.activity_id) ?? [];
      list.push(c);
      byActivity.set(c.activity_id, list);
    }
    const read: ActivityReadModel = {
      ideas: new Map(summaries.map((s) => [s.id, toIdeaSummary(s)])),
      own,
      answers,
      completions: manager ? byActivity : null,
      classNames: new Map([...classes.values()].map((c) => [c.id, c.name])),
      groupNames,
      feedback: manager
        ? null
        : new Map(released.map((row) => [row.activity_id, toStudentFeedback(row)])),
    };
    // A student's order is the place among the live ones of the activity's class.
    const placeInClass = new Map<string, number>();
    return rows.map((row) => {
      const place = (placeInClass.get(classIdOf(row)) ?? 0) + 1;
      placeInClass.set(classIdOf(row), place);
      return toActivityDto(row, manager ? row.position : place, read);
    });
  }

  /** The members whose completion of this activity counts in its class (feedback is for them). */
  async completersInClass(db: Db, activity: ActivityRow): Promise<Set<string>> {
    return new Set((await this.classCompletions(db, [activity])).map((c) => c.user_id));
  }

  /**
   * Who completed, as class data counts them (DESIGN.md §10): the students of the activity's
   * class only; not its teachers or admins (older versions kept previews), nor anyone who has
   * left the class.
   */
  private async classCompletions(
    db: Db,
    activities: readonly ActivityRow[],
  ): Promise<CompletionRow[]> {
    const rows = await listCompletions(
      db,
      activities.map((a) => a.id),
    );
    const classOf = new Map(activities.map((a) => [a.id, classIdOf(a)]));
    const inClass = await classStudentPairs(
      db,
      [...classOf.values()],
      rows.map((c) => c.user_id),
    );
    return rows.filter(
      (c) =>
        inClass.has(`${classOf.get(c.activity_id)} ${c.user_id}`) &&
        countsInClass(this.access, {
          id: c.user_id,
          is_student: c.user_is_student,
          is_admin: c.user_is_admin,
        }),
    );
  }
}

/** A follow-up given to some classmates is theirs; one given to none (older ones) is everyone's. */
function isGivenTo(
  row: ActivityRow,
  viewerId: string,
  readers: ReadonlyMap<string, readonly { user_id: string }[]>,
): boolean {
  if (row.follow_up_of === null) return true;
  const given = readers.get(row.id) ?? [];
  return given.length === 0 || given.some((reader) => reader.user_id === viewerId);
}

/**
 * The inTell pair each completer's support/oppose answer rates, when the activity asks for one
 * (`activityAsks`): from the inTell she added (1) or the activity's (102, 201) to its guiding
 * question, as the completion rated it.
 */
export function ratedPairsOf(
  activity: ActivityRow,
  completions: readonly CompletionRow[],
): Map<string, { userId: string; ideaCause: string; ideaEffect: string }> {
  const asks = asksOf(activity);
  const topic = activity.community_topic;
  const pairs = new Map<string, { userId: string; ideaCause: string; ideaEffect: string }>();
  if (asks.addLinkIdeaIdeaScale === 'no' || topic === null) return pairs;
  for (const c of completions) {
    const cause = asks.linkCause === 'addIdea' ? c.idea_id : activity.in_tell_existing;
    if (cause !== null)
      pairs.set(c.user_id, { userId: c.user_id, ideaCause: cause, ideaEffect: topic });
  }
  return pairs;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
