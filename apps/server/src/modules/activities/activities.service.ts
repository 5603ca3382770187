import type { Kysely, Transaction } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_TYPE,
  activityAsks,
  activityInTells,
  AddIdeaScaleBody,
  GUIDING_QUESTION_POSITION,
  isAnswered,
  isDescriptiveText,
  publicName,
  resolvedIntentWords,
  toPlotValue,
  validateActivity,
  type ActivityAnswers,
  type ActivityAsks,
  type ActivityDto,
  type ActivityIdeaInput,
  type ActivityLinkRatingInput,
  type ActivityListQuery,
  type ActivityScaleInput,
  type CreateActivityBody,
  type CreateIdeaBody,
  type UpdateActivityBody,
} from '@thoughtful/shared';
import type { ActivityRow, Database, Db, NewActivityRow, UserRow } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import {
  toActor,
  type AccessPolicy,
  type Action,
  type ActivityAsk,
  type ActivityContext,
} from '../access';
import { findIdeaSummariesByIds, toIdeaSummary } from '../ideas';
import { findGuidingAnswers, findIdeaScale, findPlotRowsOfMembers } from '../interpretations';
import { rateIdeaPair } from '../links';
import { toActivityDto, type ActivityReadModel } from './activities.mappers';
import {
  countActivities,
  deleteActivity,
  findActivity,
  insertActivities,
  insertCompletion,
  listActivities,
  listCompletions,
  listOwnCompletions,
  lockSequence,
  setActivityEnabled,
  setActivityPosition,
  setCompletionIdea,
  shiftPositions,
  type CompletionRow,
} from './activities.repository';

/**
 * The writes of other modules an activity's completion makes inside its own transaction, handed
 * in by the composition root (services.ts): the same functions `POST /api/ideas`,
 * `POST /api/ideas/{id}/keyPoints` and `POST /api/ideas/scale/{id}` use, each asking the access
 * policy with the activity as context.
 */
export interface ActivityWriters {
  createIdea(
    trx: Transaction<Database>,
    actor: UserRow,
    body: CreateIdeaBody,
    context: { activity: ActivityContext; selfEvaluation: boolean },
  ): Promise<string>;
  createKeyPoint(
    trx: Transaction<Database>,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
    context: { activity: ActivityContext },
  ): Promise<string>;
  interpret(
    trx: Transaction<Database>,
    actor: UserRow,
    ideaId: string,
    body: AddIdeaScaleBody,
    context: { activity: ActivityContext; supportLevel: number | null },
  ): Promise<void>;
}

export interface ActivitiesDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  clock: () => Date;
  writers: ActivityWriters;
}

/** An activity's stored fields as a request gives them (no id, place or author yet). */
type ActivityFields = Omit<NewActivityRow, 'id' | 'position' | 'created_by' | 'created_at'>;

/** A completion's parts, checked against the activity and the policy before the transaction. */
interface CompletionPlan {
  asks: ActivityAsks;
  enabled: boolean;
  idea: ActivityIdeaInput | null;
  /** `addIdea.addIdeaScale`. */
  newIdeaScale: ActivityScaleInput | null;
  scale: ActivityScaleInput | null;
  /** The interconnect rating, wherever in the body it came. */
  rating: ActivityLinkRatingInput | null;
}

const flag = (on: boolean) => (on ? 1 : 0);

function toFields(body: CreateActivityBody): ActivityFields {
  const { communityTopic, inTellExisting } = activityInTells(body);
  return {
    selection: body.selection,
    enabled: 0,
    community_topic: communityTopic,
    in_tell_existing: inTellExisting,
    instructions1: body.instructions1,
    instructions101: body.instructions101,
    instructions102: body.instructions102,
    instructions201: body.instructions201,
    new_intell_self_evaluate: flag(body.newInTellSelfEvaluate),
    after_option_interpret_new_intell: flag(body.afterOptionInterpretNewInTell),
    after_option_add_new_intell_after: flag(body.afterOptionAddNewIntellAfter),
    after_option_interconnect_new_intell: flag(body.afterOptionInterconnectNewInTell),
    interpret_confirm_deeper_understanding: flag(body.interpretConfirmDeeperUnderstanding),
    interpret_evaluate_values: flag(body.interpretEvaluateValues),
    interpret_pause_emotion_flow: flag(body.interpretPauseEmotionFlow),
    interpret_intent_words: resolvedIntentWords(body),
    follow_up_of: null,
  };
}

function asksOf(row: ActivityRow): ActivityAsks {
  return activityAsks({
    selection: row.selection,
    hasCommunityTopic: row.community_topic !== null,
    afterOptionInterpretNewInTell: row.after_option_interpret_new_intell === 1,
    afterOptionAddNewIntellAfter: row.after_option_add_new_intell_after === 1,
    afterOptionInterconnectNewInTell: row.after_option_interconnect_new_intell === 1,
  });
}

/**
 * An interpretation sent in an activity, as the interpretations module takes it: made in this
 * activity, its interconnect rating made by the activity (`position` is 101's, unread here).
 */
function toScaleBody(scale: ActivityScaleInput, activityType: number): AddIdeaScaleBody {
  return { ...scale, activityType, addLinkIdeaIdeaScale: null };
}

/**
 * Whether a 102 that confirms a deeper understanding still lacks it (decisions.md 'Confirming a
 * deeper understanding'): an interpretation that answers anything must say first, in the member's
 * own words, what the author means. A skipped one (nothing answered, content §4) asks for nothing.
 */
function asksUnderstanding(activity: ActivityRow, scale: ActivityScaleInput | null): boolean {
  if (scale === null || activity.interpret_confirm_deeper_understanding !== 1) return false;
  if (activity.selection !== ACTIVITY_TYPE.INTERPRET) return false;
  const skipped = [scale.myEmotion, scale.authorIntent, scale.sound].every((v) => !isAnswered(v));
  return !skipped && !isDescriptiveText(scale.understanding);
}

/**
 * The answer to a guiding question as an interpretation of it (decisions.md 'Activities'): the
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
 * Activities (content §2, §3, §4, §7; DESIGN.md §8). Teachers and admins create, publish, order
 * and delete them; students see the live ones and complete them, adding in the same transaction
 * what the activity asks for, through the ideas', interpretations' and links' own writes, each
 * asking the access policy with the activity as context. Orders stay 1, 2, 3 … without gaps.
 */
export class ActivitiesService {
  constructor(private readonly deps: ActivitiesDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get access() {
    return this.deps.access;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /** Whether the user may manage activities (a teacher or an admin of the education build). */
  private manages(actor: UserRow): boolean {
    return this.access.can(toActor(actor), 'activity.manage');
  }

  /**
   * `GET /api/activity`: the manager's view (every activity in order, who completed each) for
   * teachers and admins, unless they ask to view as a student; the live ones, each with the
   * reader's own completion, for students.
   */
  async list(actor: UserRow, query: ActivityListQuery = {}): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    if (query.view === 'manager') this.access.requireUser(actor, 'activity.manage');
    return this.read(this.db, actor.id, query.view !== 'student' && this.manages(actor));
  }

  /** `POST /api/activity`: a new activity, not live, last. */
  async create(actor: UserRow, body: CreateActivityBody): Promise<ActivityDto> {
    this.access.requireUser(actor, 'activity.manage');
    const [fields] = await this.checked([body], { listed: false });
    const id = newId();
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await lockSequence(trx);
      const last = await countActivities(trx);
      await insertActivities(trx, [
        { ...fields!, id, position: last + 1, created_by: actor.id, created_at: now },
      ]);
    });
    const row = await findActivity(this.db, id);
    if (!row) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const [dto] = await this.toDtos(this.db, [row], actor.id, true);
    return dto!;
  }

  /**
   * `POST /api/activity/{id}`: a teacher's changes (Go Live, a new place, activities added after
   * it) and a completion with what the activity asks for, in one transaction. Answers the list
   * as the caller sees it: the manager's view after a change, the caller's own after a completion.
   */
  async update(actor: UserRow, id: string, body: UpdateActivityBody): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    if (body.activityID != null && body.activityID !== id) {
      throw new BadRequestError(ACTIVITY_MESSAGES.ID_MISMATCH);
    }
    const manages = body.enabled != null || body.order != null || body.newActivities != null;
    const hasContent =
      body.addIdea != null || body.addIdeaScale != null || body.addLinkIdeaIdeaScale != null;
    const completes = body.studentIDCompleted != null;
    if (hasContent && !completes) throw new BadRequestError(ACTIVITY_MESSAGES.COMPLETION_REQUIRED);
    if (!manages && !completes) throw new BadRequestError(ACTIVITY_MESSAGES.NOTHING_TO_DO);
    if (manages) this.access.requireUser(actor, 'activity.manage');

    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const added = body.newActivities?.length
      ? await this.checked(body.newActivities, { listed: true })
      : [];
    const plan = completes
      ? this.planCompletion(actor, activity, body, body.enabled ?? activity.enabled === 1)
      : null;

    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      // A completion that may add a follow-up takes the order's lock first, as every teacher's
      // change does: the same order of locks everywhere, so no two transactions wait on each
      // other (a deletion waits for the completion's row, which would wait for the lock).
      if (plan?.asks.followUp && plan.idea !== null) await lockSequence(trx);
      if (manages) await this.manage(trx, actor, id, body, added, now);
      if (plan) {
        // Read again: a change above (or a teacher's meanwhile) may have moved or removed it.
        const current = await findActivity(trx, id);
        if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
        await this.complete(trx, actor, current, plan, now);
      }
    });
    return this.read(this.db, actor.id, manages);
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
    const scaleOf = asksOf(activity).scaleOf;
    const ideaId =
      scaleOf === 'communityTopic'
        ? activity.community_topic
        : scaleOf === 'inTellExisting'
          ? activity.in_tell_existing
          : null;
    const completions = await listCompletions(this.db, [id]);
    const [ideas, rows] = await Promise.all([
      findIdeaSummariesByIds(this.db, ideaId === null ? [] : [ideaId]),
      ideaId === null
        ? Promise.resolve([])
        : findPlotRowsOfMembers(
            this.db,
            ideaId,
            completions.map((c) => c.user_id),
          ),
    ]);
    const byMember = new Map(rows.map((row) => [row.user_id, row]));
    return {
      idea: ideas[0] ? toIdeaSummary(ideas[0]) : null,
      answers: completions.map((c) => {
        const row = byMember.get(c.user_id);
        return {
          user: { _id: c.user_id, name: publicName(c.user_name) },
          date: c.completed_at,
          answered: row !== undefined,
          emotion: toPlotValue(row?.my_emotion),
          authorIntent: toPlotValue(row?.author_intent),
          sound: toPlotValue(row?.sound),
          score: toPlotValue(row?.score),
          confidence: toPlotValue(row?.confidence),
          supportLevel: toPlotValue(row?.support_level),
          understanding: row?.understanding || null,
        };
      }),
    };
  }

  /** `DELETE /api/activity/{id}`: the others close the gap; answers the manager's view. */
  async remove(actor: UserRow, id: string): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.manage');
    await this.db.transaction().execute(async (trx) => {
      await lockSequence(trx);
      const activity = await findActivity(trx, id);
      if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
      await deleteActivity(trx, id);
      await shiftPositions(trx, activity.position + 1, null, -1);
    });
    return this.read(this.db, actor.id, true);
  }

  // -------------------------------------------------------------------------------------------
  // Creating and ordering
  // -------------------------------------------------------------------------------------------

  /**
   * Content §5's rules and the inTells named, for one or several activities, every problem at
   * once (those of `newActivities` named by their place).
   */
  private async checked(
    bodies: readonly CreateActivityBody[],
    options: { listed: boolean },
  ): Promise<ActivityFields[]> {
    const fields = bodies.map(toFields);
    const named = fields.flatMap((f) => [f.community_topic, f.in_tell_existing]);
    const ids = [...new Set(named.filter((v): v is string => v != null))];
    const found = new Set((await findIdeaSummariesByIds(this.db, ids)).map((row) => row.id));
    const problems = bodies.flatMap((body, i) => {
      const own = validateActivity(body).map((e) => e.msg);
      const f = fields[i]!;
      if (f.community_topic != null && !found.has(f.community_topic)) {
        own.push(ACTIVITY_MESSAGES.TOPIC_NOT_FOUND);
      }
      if (f.in_tell_existing != null && !found.has(f.in_tell_existing)) {
        own.push(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
      }
      return options.listed ? own.map((msg) => `newActivities.${i}: ${msg}`) : own;
    });
    if (problems.length > 0) throw new BadRequestError(problems);
    return fields;
  }

  /** A teacher's changes, under the sequence's lock: Go Live, a new place, activities after it. */
  private async manage(
    trx: Transaction<Database>,
    actor: UserRow,
    id: string,
    body: UpdateActivityBody,
    added: readonly ActivityFields[],
    now: string,
  ): Promise<void> {
    await lockSequence(trx);
    const current = await findActivity(trx, id);
    if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    if (body.enabled != null) await setActivityEnabled(trx, id, body.enabled);
    let position = current.position;
    if (body.order != null) {
      // A place past the end is the last place: the list may have shrunk since the screen drew it.
      const to = Math.min(body.order, await countActivities(trx));
      if (to < position) await shiftPositions(trx, to, position - 1, 1);
      if (to > position) await shiftPositions(trx, position + 1, to, -1);
      if (to !== position) await setActivityPosition(trx, id, to);
      position = to;
    }
    if (added.length > 0) {
      await shiftPositions(trx, position + 1, null, added.length);
      await insertActivities(
        trx,
        added.map((fields, i) => ({
          ...fields,
          id: newId(),
          position: position + 1 + i,
          created_by: actor.id,
          created_at: now,
        })),
      );
    }
  }

  // -------------------------------------------------------------------------------------------
  // Completing
  // -------------------------------------------------------------------------------------------

  /**
   * Who may complete, and which parts of the body this activity asks for: every part is put to
   * the access policy with the activity as context (a student is refused what it does not ask
   * for), and a member is refused it too, since it would mean nothing here. Pure checks of the
   * parts (the guiding question's answer, the interconnect's kind) come here as well.
   */
  private planCompletion(
    actor: UserRow,
    activity: ActivityRow,
    body: UpdateActivityBody,
    enabled: boolean,
  ): CompletionPlan {
    this.access.requireUser(actor, 'activity.complete', {
      ownerId: body.studentIDCompleted ?? undefined,
      activity: { enabled, asks: [] },
    });
    const asks = asksOf(activity);
    const idea = body.addIdea ?? null;
    const newIdeaScale = idea?.addIdeaScale ?? null;
    const scale = body.addIdeaScale ?? null;
    const ratings = [
      body.addLinkIdeaIdeaScale,
      scale?.addLinkIdeaIdeaScale,
      newIdeaScale?.addLinkIdeaIdeaScale,
    ].filter((r): r is ActivityLinkRatingInput => r != null);
    if (ratings.length > 1) throw new BadRequestError(ACTIVITY_MESSAGES.RATING_TWICE);
    const rating = ratings[0] ?? null;

    const part = (sent: boolean, asked: boolean, action: Action, ask: ActivityAsk) => {
      if (!sent) return;
      this.access.requireUser(actor, action, { activity: { enabled, asks: asked ? [ask] : [] } });
      if (!asked) throw new ForbiddenError(ACTIVITY_MESSAGES.NOT_ASKED);
    };
    const keyPoint = asks.addIdeaKind === 'keyPoint';
    part(
      idea !== null,
      asks.addIdea !== 'no',
      keyPoint ? 'keyPoint.create' : 'idea.create',
      keyPoint ? 'keyPoint' : 'idea',
    );
    part(newIdeaScale !== null, asks.newIdeaScale !== 'no', 'idea.interpret', 'interpretation');
    part(scale !== null, asks.addIdeaScale !== 'no', 'idea.interpret', 'interpretation');
    part(rating !== null, asks.addLinkIdeaIdeaScale !== 'no', 'link.rate', 'linkRating');

    const problems: string[] = [];
    if (rating && (rating.isSimilar === true || rating.isComplex === true)) {
      problems.push(ACTIVITY_MESSAGES.RATING_NOT_SUPPORT);
    }
    if (scale && asks.scaleOf === 'communityTopic') {
      if (scale.position === null) {
        problems.push(ACTIVITY_MESSAGES.POSITION_INVALID);
      } else if (
        scale.position !== GUIDING_QUESTION_POSITION.UNSURE &&
        (scale.confidence === null || scale.confidence > 1)
      ) {
        problems.push(ACTIVITY_MESSAGES.POSITION_CONFIDENCE_REQUIRED);
      }
    }
    if (problems.length > 0) throw new BadRequestError(problems);
    return { asks, enabled, idea, newIdeaScale, scale, rating };
  }

  /**
   * Records the completion and, the first time only, what the activity asks for; a completion
   * recorded before changes nothing (idempotent: a repeated call adds no second inTell).
   */
  private async complete(
    trx: Transaction<Database>,
    actor: UserRow,
    activity: ActivityRow,
    plan: CompletionPlan,
    now: string,
  ): Promise<void> {
    const recorded = await insertCompletion(trx, activity.id, actor.id, now);
    if (recorded === 'gone') throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    if (recorded === 'before') return;
    const { asks, idea, newIdeaScale, scale, rating } = plan;
    const context = (ask: ActivityAsk): ActivityContext => ({
      enabled: plan.enabled,
      asks: [ask],
    });
    await this.requireAskedParts(trx, actor, activity, plan);
    const topic = activity.community_topic;
    const intell = activity.in_tell_existing;

    let newIdeaId: string | null = null;
    if (idea) {
      if (asks.addIdeaKind === 'keyPoint') {
        if (intell === null) throw new BadRequestError(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
        newIdeaId = await this.deps.writers.createKeyPoint(trx, actor, intell, idea.myPoint ?? '', {
          activity: context('keyPoint'),
        });
      } else {
        // Its `addIdeaScale` is interpreted below; the ideas module reads only an inTell's fields.
        newIdeaId = await this.deps.writers.createIdea(trx, actor, idea, {
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
        actor,
        newIdeaId,
        toScaleBody(newIdeaScale, activity.selection),
        { activity: context('interpretation'), supportLevel },
      );
    }
    if (scale) {
      if (asks.scaleOf === 'communityTopic') {
        if (topic === null) throw new BadRequestError(ACTIVITY_MESSAGES.TOPIC_NOT_FOUND);
        await this.deps.writers.interpret(trx, actor, topic, toGuidingScaleBody(scale, newIdeaId), {
          activity: context('interpretation'),
          supportLevel: scale.position,
        });
      } else {
        if (intell === null) throw new BadRequestError(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
        await this.deps.writers.interpret(
          trx,
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
    }

    if (asks.followUp && newIdeaId !== null) {
      await this.addFollowUp(trx, actor, activity, newIdeaId, now);
    }
  }

  /**
   * What the activity needs from a first completion: a 101 or 102 answered before (in another
   * activity on the same inTell) counts, as the spec's screens go straight to the result.
   */
  private async requireAskedParts(
    trx: Transaction<Database>,
    actor: UserRow,
    activity: ActivityRow,
    plan: CompletionPlan,
  ): Promise<void> {
    const { asks } = plan;
    const problems: string[] = [];
    if (asks.addIdea === 'required' && plan.idea === null) {
      problems.push(
        asks.addIdeaKind === 'keyPoint'
          ? ACTIVITY_MESSAGES.KEY_POINT_REQUIRED
          : ACTIVITY_MESSAGES.IDEA_REQUIRED,
      );
    }
    if (asks.addIdeaScale === 'required' && plan.scale === null) {
      const topic = activity.community_topic;
      const intell = activity.in_tell_existing;
      const answered =
        asks.scaleOf === 'communityTopic'
          ? topic !== null && (await findGuidingAnswers(trx, actor.id, [topic])).has(topic)
          : intell !== null && (await findIdeaScale(trx, intell, actor.id)) !== undefined;
      if (!answered) {
        problems.push(
          asks.scaleOf === 'communityTopic'
            ? ACTIVITY_MESSAGES.POSITION_REQUIRED
            : ACTIVITY_MESSAGES.INTERPRETATION_REQUIRED,
        );
      }
    }
    if (asksUnderstanding(activity, plan.scale)) {
      problems.push(ACTIVITY_MESSAGES.UNDERSTANDING_REQUIRED);
    }
    if (asks.addLinkIdeaIdeaScale === 'required' && plan.rating === null) {
      problems.push(ACTIVITY_MESSAGES.RATING_REQUIRED);
    }
    if (problems.length > 0) throw new BadRequestError(problems);
  }

  /**
   * The follow-up of a new inTell (content §4 'Some activities add a follow-up type-102
   * activity'): a 102 interpreting it, with the activity's guiding question, interpretation
   * options and its instructions for 102; last, and not live until a teacher puts it live.
   */
  private async addFollowUp(
    trx: Transaction<Database>,
    actor: UserRow,
    activity: ActivityRow,
    ideaId: string,
    now: string,
  ): Promise<void> {
    await lockSequence(trx);
    const last = await countActivities(trx);
    await insertActivities(trx, [
      {
        selection: ACTIVITY_TYPE.INTERPRET,
        enabled: 0,
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
        id: newId(),
        created_by: actor.id,
        created_at: now,
      },
    ]);
  }

  // -------------------------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------------------------

  private async read(db: Db, viewerId: string, manager: boolean): Promise<ActivityDto[]> {
    const rows = await listActivities(db, { enabledOnly: !manager });
    return this.toDtos(db, rows, viewerId, manager);
  }

  /**
   * The answers for a list, in a fixed number of queries: the reader's completions, the inTells
   * named (topics, inTells, the reader's own), the reader's answers to guiding questions, and
   * for the manager who completed each. A student's `order` is the place among the live ones.
   */
  private async toDtos(
    db: Db,
    rows: readonly ActivityRow[],
    viewerId: string,
    manager: boolean,
  ): Promise<ActivityDto[]> {
    const own = new Map((await listOwnCompletions(db, viewerId)).map((c) => [c.activity_id, c]));
    const ideaIds = [
      ...rows.flatMap((r) => [r.community_topic, r.in_tell_existing]),
      ...rows.map((r) => own.get(r.id)?.idea_id ?? null),
    ].filter((v): v is string => v !== null);
    const topics = rows
      .filter((r) => r.selection === ACTIVITY_TYPE.GUIDING_QUESTION)
      .flatMap((r) => (r.community_topic === null ? [] : [r.community_topic]));
    const [summaries, answers, completions] = await Promise.all([
      findIdeaSummariesByIds(db, [...new Set(ideaIds)]),
      findGuidingAnswers(db, viewerId, topics),
      manager
        ? listCompletions(
            db,
            rows.map((r) => r.id),
          )
        : Promise.resolve([]),
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
    };
    return rows.map((row, i) => toActivityDto(row, manager ? row.position : i + 1, read));
  }
}
