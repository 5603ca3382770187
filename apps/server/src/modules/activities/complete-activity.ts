import type { Kysely, Transaction } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  FOLLOW_UPS_PER_STUDENT,
  ACTIVITY_TYPE,
  AddIdeaScaleBody,
  GUIDING_QUESTION_POSITION,
  type ActivityDto,
  type ActivityScaleInput,
  type CreateIdeaBody,
} from '@thoughtful/shared';
import type { RecordedChanges, Writes } from '../../changes/changes';
import type { ActivityRow, Database, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy, ActivityAsk, ActivityContext } from '../access';
import {
  addClassStudent,
  classStudentIds,
  contentScopeOf,
  findClassSummaries,
  ideasUnseenByGroup,
  roleInClass,
  studentGroupsOf,
} from '../classes';
import { rateIdeaPair } from '../links';
import {
  countActivities,
  findActivity,
  insertActivities,
  insertCompletion,
  lockSequence,
  setCompletionIdea,
  setCompletionPosition,
} from './activities.repository';
import { classIdOf, requireManagerOf, requireNotArchived } from './activity-classes';
import { countsInClass, isOwnFollowUp, namedIdeas } from './activity-rows';
import { followUpLoads, insertReaders, pickReaders, readersOf } from './follow-up-readers';
import {
  planCompletion,
  requireAskedParts,
  type CompletionAsked,
  type CompletionPlan,
} from './completion-plan';
import type { ActivityChanges, ActivityManagement } from './manage-activities';
import type { ActivityReads } from './read-activities';

/**
 * The writes of other modules an activity's completion makes inside its own transaction, handed
 * in by the composition root (services.ts): the same functions `POST /api/ideas`,
 * `POST /api/ideas/{id}/keyPoints` and `POST /api/ideas/scale/{id}` use, each asking the access
 * policy with the activity as context.
 */
export interface ActivityWriters {
  createIdea(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    body: CreateIdeaBody,
    context: { activity: ActivityContext; selfEvaluation: boolean },
  ): Promise<string>;
  createKeyPoint(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
    context: { activity: ActivityContext },
  ): Promise<string>;
  interpret(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    ideaId: string,
    body: AddIdeaScaleBody,
    context: { activity: ActivityContext; supportLevel: number | null },
  ): Promise<void>;
}

export interface ActivityCompletionDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
  writers: ActivityWriters;
  reads: ActivityReads;
  /** For a request that changes the activity before completing it. */
  management: ActivityManagement;
}

/**
 * An interpretation sent in an activity, as the interpretations module takes it: made in this
 * activity, its interconnect rating made by the activity (`position` is 101's, unread here).
 */
function toScaleBody(scale: ActivityScaleInput, activityType: number): AddIdeaScaleBody {
  return { ...scale, activityType, addLinkIdeaIdeaScale: null };
}

/**
 * The answer to a guiding question as an interpretation of it
 * (docs/decisions/2026-11-23-activities.md): the
 * position is its support level (set by the caller), with the confidence (none when unsure), the
 * note and the inTell added with it; nothing else of an interpretation is asked.
 */
function toGuidingScaleBody(scale: ActivityScaleInput, ideaCreated: string | null) {
  return AddIdeaScaleBody.parse({
    activityType: ACTIVITY_TYPE.GUIDING_QUESTION,
    cannotOverwriteExisting: scale.cannotOverwriteExisting ?? null,
    confidence: scale.position === GUIDING_QUESTION_POSITION.UNSURE ? null : scale.confidence,
    note: scale.note ?? null,
    ideaCreated,
  });
}

/**
 * Completing an activity (content §2, §3, §4, §7; DESIGN.md §8, §10): a student completes a live
 * one, adding in the same transaction what it asks for, through the ideas', interpretations' and
 * links' own writes, each asking the access policy with the activity as context. Whoever manages
 * activities completes them only as a preview. Answers the list as the completer now sees it.
 */
export class ActivityCompletion {
  constructor(private readonly deps: ActivityCompletionDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get access() {
    return this.deps.access;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * `POST /api/activity/{id}` with a completion alone: a student's is kept and answers her list;
   * a teacher's is a preview and answers the student's list as it would be.
   */
  async complete(actor: UserRow, id: string, asked: CompletionAsked): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const student = countsInClass(this.access, actor);
    if (student) await this.requireStudentOf(actor, activity);
    else await requireManagerOf(this.db, this.access, actor, activity);
    const plan = planCompletion(this.access, actor, activity, asked, activity.enabled === 1);
    const now = this.now();
    if (!student) return this.preview(actor, id, plan, now);
    await this.deps.writes.transaction((trx, changes) =>
      this.completeIn(trx, changes, actor, id, plan, now),
    );
    return this.deps.reads.listFor(this.db, actor, false);
  }

  /**
   * A student completes only the activities of her classes (another class's: 404, as if it did
   * not exist), and none of an archived class.
   */
  private async requireStudentOf(actor: UserRow, activity: ActivityRow): Promise<void> {
    const classId = classIdOf(activity);
    if ((await roleInClass(this.db, actor, classId)) !== 'student') {
      throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    }
    // A follow-up given to some classmates is theirs (one without readers is everyone's); its
    // author is told it is hers (403) by the plan's check.
    if (activity.follow_up_of !== null && !isOwnFollowUp(activity, actor.id)) {
      const readers = await readersOf(this.db, [activity.id]);
      if (readers.length > 0 && !readers.some((reader) => reader.user_id === actor.id)) {
        throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
      }
    }
    // Nor is one on the inTell of a classmate now in another group (read-activities.ts).
    const named = namedIdeas(activity);
    if ((await ideasUnseenByGroup(this.db, await contentScopeOf(this.db, actor), named)).size > 0) {
      throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    }
    const [summary] = await findClassSummaries(this.db, [classId]);
    requireNotArchived(summary);
  }

  /**
   * `POST /api/activity/{id}` with a teacher's changes and a completion: both are checked before
   * anything is written (the completion against the activity as the changes leave it, live or
   * not), then the changes are made. Only who manages may change an activity, so her completion
   * is a preview: it is rehearsed after the changes, and they are kept. Answers the manager's view.
   */
  async completeAfterChanges(
    actor: UserRow,
    id: string,
    asked: ActivityChanges & CompletionAsked,
  ): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    const { management } = this.deps;
    const checked = await management.checkChanges(actor, id, asked);
    const enabled = asked.enabled ?? checked.activity.enabled === 1;
    const plan = planCompletion(this.access, actor, checked.activity, asked, enabled);
    const now = this.now();
    await this.deps.writes.transaction((trx, changes) =>
      management.applyIn(trx, changes, actor, checked, now),
    );
    await this.preview(actor, id, plan, now);
    return management.managerList(actor, checked.activity);
  }

  /**
   * A 'View as Student' completion (DESIGN.md §10: a preview never counts in class data): it runs
   * exactly as a student's would, with every check and write, in a transaction that is then
   * rolled back, so it keeps nothing (no completion, no interpretation on the plots, no inTell,
   * no follow-up). It answers the student's list as the completion left it: the activity done and
   * the answer given, which is what the preview screen shows next; the inTell it would have
   * added is not named, since it does not exist.
   */
  private async preview(
    actor: UserRow,
    id: string,
    plan: CompletionPlan,
    now: string,
  ): Promise<ActivityDto[]> {
    const list = await this.deps.writes.rehearse(async (trx, changes) => {
      await this.completeIn(trx, changes, actor, id, plan, now);
      return this.deps.reads.listFor(trx, actor, false);
    });
    return list.map((a) => (a._id === id ? { ...a, myIdea: null } : a));
  }

  /** The completion inside a transaction: a student's, or a preview's rehearsal. */
  private async completeIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    id: string,
    plan: CompletionPlan,
    now: string,
  ): Promise<void> {
    // A completion that may add a follow-up takes the order's lock first, as every teacher's
    // change does: the same order of locks everywhere, so no two transactions wait on each
    // other (a deletion waits for the completion's row, which would wait for the lock).
    if (plan.asks.followUp && plan.idea !== null) await lockSequence(trx);
    // Read again: a teacher's change (this request's, or another) may have moved or removed it.
    const current = await findActivity(trx, id);
    if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await this.recordCompletion(trx, changes, actor, current, plan, now);
  }

  /**
   * Records the completion and, the first time only, what the activity asks for; a completion
   * recorded before changes nothing (idempotent: a repeated call adds no second inTell).
   */
  private async recordCompletion(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    activity: ActivityRow,
    plan: CompletionPlan,
    now: string,
  ): Promise<void> {
    const recorded = await insertCompletion(trx, activity.id, actor.id, now);
    if (recorded === 'gone') throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    if (recorded === 'before') return;
    // A class-less student of the installation's only class joins it with her first completion.
    if (actor.is_student === 1) await addClassStudent(trx, classIdOf(activity), actor.id, now);
    changes.record({ type: 'activity.completed', activityId: activity.id, userId: actor.id });
    const { asks, idea, newIdeaScale, scale, rating } = plan;
    // What the student adds through the activity is its class's (the writes store it so).
    const context = (ask: ActivityAsk): ActivityContext => ({
      enabled: plan.enabled,
      asks: [ask],
      classId: activity.class_id,
    });
    await requireAskedParts(trx, actor, activity, plan);
    const topic = activity.community_topic;
    const intell = activity.in_tell_existing;

    let newIdeaId: string | null = null;
    if (idea) {
      if (asks.addIdeaKind === 'keyPoint') {
        if (intell === null) throw new BadRequestError(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
        newIdeaId = await this.deps.writers.createKeyPoint(
          trx,
          changes,
          actor,
          intell,
          idea.myPoint ?? '',
          {
            activity: context('keyPoint'),
          },
        );
      } else {
        // Its `addIdeaScale` is interpreted below; the ideas module reads only an inTell's fields.
        newIdeaId = await this.deps.writers.createIdea(trx, changes, actor, idea, {
          activity: context('idea'),
          selfEvaluation: activity.new_intell_self_evaluate === 1,
        });
      }
      await setCompletionIdea(trx, activity.id, actor.id, newIdeaId);
    }

    // The interconnect's level is the support level of the interpretation made with it.
    const supportLevel = rating ? rating.level : null;

    if (newIdeaScale && newIdeaId !== null) {
      await this.deps.writers.interpret(
        trx,
        changes,
        actor,
        newIdeaId,
        toScaleBody(newIdeaScale, activity.selection),
        { activity: context('interpretation'), supportLevel },
      );
    }
    if (scale) {
      if (asks.scaleOf === 'communityTopic') {
        if (topic === null) throw new BadRequestError(ACTIVITY_MESSAGES.TOPIC_NOT_FOUND);
        const body = toGuidingScaleBody(scale, newIdeaId);
        await this.deps.writers.interpret(trx, changes, actor, topic, body, {
          activity: context('interpretation'),
          supportLevel: scale.position,
        });
        // Kept with the completion too: a later interpretation of the topic replaces the one
        // above, not what was answered here (docs/decisions/2026-12-05-a-class-second-week.md).
        if (scale.position !== null) {
          await setCompletionPosition(trx, activity.id, actor.id, scale.position, body.confidence);
        }
      } else {
        if (intell === null) throw new BadRequestError(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
        await this.deps.writers.interpret(
          trx,
          changes,
          actor,
          intell,
          toScaleBody(scale, activity.selection),
          { activity: context('interpretation'), supportLevel },
        );
      }
    }

    // After the interpretations, as `interpretIn` does: the inTell's aggregates are locked before
    // the link, in every transaction that takes both.
    if (rating) {
      const cause = asks.linkCause === 'addIdea' ? newIdeaId : intell;
      if (cause === null) {
        throw new BadRequestError(
          asks.linkCause === 'addIdea'
            ? ACTIVITY_MESSAGES.IDEA_REQUIRED
            : ACTIVITY_MESSAGES.INTELL_NOT_FOUND,
        );
      }
      if (topic === null) throw new BadRequestError(ACTIVITY_MESSAGES.TOPIC_NOT_FOUND);
      const linkId = await rateIdeaPair(
        trx,
        actor.id,
        { ideaCause: cause, ideaEffect: topic },
        {
          level: rating.level,
          confidence: rating.confidence ?? null,
          isSimilar: false,
          isComplex: false,
        },
        now,
      );
      if (rating.id != null && rating.id !== linkId) {
        throw new BadRequestError(ACTIVITY_MESSAGES.RATING_LINK_MISMATCH);
      }
      changes.record({ type: 'link.rated', linkId, ideaIds: [cause, topic], agentIds: [] });
    }

    if (asks.followUp && newIdeaId !== null) {
      await this.addFollowUp(trx, changes, actor, activity, newIdeaId, now);
    }
  }

  /**
   * The follow-up of a new inTell (content §4 'Some activities add a follow-up type-102
   * activity'): a 102 interpreting it, with the activity's guiding question, interpretation
   * options and its instructions for 102; last, and not live until a teacher puts it live.
   */
  private async addFollowUp(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    activity: ActivityRow,
    ideaId: string,
    now: string,
  ): Promise<void> {
    await lockSequence(trx);
    // The follow-up stays in its activity's class, last there.
    const classId = classIdOf(activity);
    const followUpId = newId();
    // Its readers: the classmates with the fewest follow-ups so far, each at most the class's
    // number (the sequence's lock makes completions take turns here, so the counts hold).
    const [options] = await findClassSummaries(trx, [classId]);
    const cap = options?.follow_ups_per_student ?? FOLLOW_UPS_PER_STUDENT.DEFAULT;
    // In a class split into groups, her own group's (those in none: each other).
    const groups = await studentGroupsOf(trx, classId);
    const groupOf = (userId: string) => groups.get(userId) ?? null;
    const classmates = (await classStudentIds(trx, classId)).filter(
      (id) => id !== actor.id && groupOf(id) === groupOf(actor.id),
    );
    const loads = await followUpLoads(trx, activity.id, classmates);
    const readers = pickReaders(
      classmates.map((userId) => ({ userId, load: loads.get(userId) ?? 0 })),
      cap,
      cap,
      followUpId,
    );
    // Every classmate has her number: no follow-up. With no classmate yet (the first of a class
    // to write) it is given to no one in particular: every classmate's who joins, as before.
    if (readers.length === 0 && classmates.length > 0) return;
    // Given to no one, a follow-up is every classmate's: in a split class, not past her group.
    const split = [...groups.values()].some((groupId) => groupId !== null);
    if (readers.length === 0 && split) return;
    const auto = options?.auto_follow_ups === 1;
    const last = await countActivities(trx, classId);
    await insertActivities(trx, [
      {
        class_id: classId,
        selection: ACTIVITY_TYPE.INTERPRET,
        enabled: auto ? 1 : 0,
        position: last + 1,
        community_topic: activity.community_topic,
        in_tell_existing: ideaId,
        instructions1: '',
        instructions101: '',
        instructions102: activity.instructions102,
        instructions201: '',
        new_intell_self_evaluate: 0,
        after_option_interpret_new_intell: 0,
        after_option_add_new_intell_after: 0,
        after_option_interconnect_new_intell: 0,
        interpret_confirm_deeper_understanding: activity.interpret_confirm_deeper_understanding,
        interpret_evaluate_values: activity.interpret_evaluate_values,
        interpret_pause_emotion_flow: activity.interpret_pause_emotion_flow,
        interpret_intent_words: activity.interpret_intent_words,
        follow_up_of: activity.id,
        id: followUpId,
        created_by: actor.id,
        created_at: now,
      },
    ]);
    await insertReaders(trx, followUpId, readers, now);
    changes.record({ type: 'activity.changed', activityId: followUpId });
    changes.record(
      auto
        ? { type: 'activity.wentLive', activityId: followUpId, classId }
        : { type: 'activity.followUpAdded', activityId: followUpId, classId },
    );
  }
}
