import type { Kysely, Transaction } from 'kysely';
import {
  AGENT_MESSAGES,
  agentNotFoundMessage,
  answersAnyScale,
  IDEA_MESSAGES,
  LINK_MESSAGES,
  REPUTATION_POINTS,
  scaleValuesOf,
  UNANSWERED,
  updateIdeaScaleAggregates,
  type AddIdeaScaleBody,
  type RateAgentBody,
  type ScaleValues,
} from '@thoughtful/shared';
import type { RecordedChanges, Writes } from '../../changes/changes';
import type { Database, UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActivityContext } from '../access';
import { findAgentMember, findAgentNames } from '../agents';
import { storedScaleValues } from './stored-scale-values';
import { classOfContent, ideaExists, requireReadableIdeaPoster } from '../ideas';
import { findLinkIdeaIdea, rateLinkIdeaIdea } from '../links';
import { changeReputation } from '../users';
import { upsertAgentScale } from './agent-scales.repository';
import {
  lockClassIdeaScaleAggregates,
  lockIdeaScaleAggregates,
  writeClassIdeaScaleAggregates,
  writeIdeaScaleAggregates,
  type StoredScaleAggregates,
} from './idea-scale-aggregates.repository';
import {
  findAggregatedColumns,
  insertIdeaScale,
  updateIdeaScale,
  type IdeaScaleValues,
} from './idea-scales.repository';

export interface InterpretationsDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
}

/**
 * What an activity tells an interpretation it makes (DESIGN.md §8): itself, for the access
 * policy, and the support level toward its guiding question when the activity gives one (101's
 * position on the question itself, the interconnect rating's level for the inTell it rates).
 */
export interface InterpretationContext {
  activity?: ActivityContext;
  /** Given: the interpretation's support level (null: none), instead of `supportLevelOf`. */
  supportLevel?: number | null;
}

/**
 * The support level toward the guiding question an interpretation carries
 * (docs/decisions/2026-11-23-data-and-speed.md 'Which value is the support level'): the level of
 * the interconnect rating sent with it, when that rating is a support/oppose one (not similar, not
 * complex); else none. Activities give theirs (`InterpretationContext`).
 */
function supportLevelOf(body: AddIdeaScaleBody): number | null {
  const rating = body.addLinkIdeaIdeaScale;
  if (!rating || rating.isSimilar || rating.isComplex) return null;
  return rating.level;
}

function toValues(body: AddIdeaScaleBody, scaleValues: ScaleValues): IdeaScaleValues {
  return {
    my_emotion: body.myEmotion,
    author_intent: body.authorIntent,
    sound: body.sound,
    good_faith: body.goodFaith,
    heart_of_issue: body.heartOfIssue,
    divisive: body.divisive,
    have_changed: body.haveChanged,
    would_change: body.wouldChange,
    answer_questions: body.answerQuestions,
    public_engagement: body.publicEngagement,
    note: body.note ?? '',
    why_manipulative: body.whyManipulative ?? '',
    my_expertise: body.myExpertise ?? '',
    other_side: body.otherSide ?? '',
    solution: body.solution ?? '',
    understanding: body.understanding ?? '',
    confidence: body.confidence,
    value_codes: JSON.stringify(body.values),
    values_agent: body.valuesAgent,
    idea_created: body.ideaCreated,
    activity_type: body.activityType ?? null,
    support_level: scaleValues.supportLevel ?? UNANSWERED,
    score: scaleValues.score,
  };
}

/**
 * Interpretations of inTells, and ratings of waveMakers on their plane, (content §3 'Scale', §7 `POST /api/ideas/scale/{ideaId}`). One per
 * member and inTell: a later one replaces it, unless the request says it cannot overwrite. The
 * first gives reputation when it answers a scale (a skip gives none), each change takes some away
 * (DESIGN.md §6), in the same transaction,
 * except on the member's own inTell, which earns nothing. An optional link rating
 * (`addLinkIdeaIdeaScale`) is stored with it and the link's figures follow. The inTell's stored
 * aggregates follow in the same transaction, own inTell and skipped interpretations included.
 */
export class InterpretationsService {
  constructor(private readonly deps: InterpretationsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** `POST /api/ideas/scale/{ideaId}`: writes; the route answers the inTell as any read gives it. */
  async interpretOnly(actor: UserRow, ideaId: string, body: AddIdeaScaleBody): Promise<void> {
    this.deps.access.requireUser(actor, 'idea.interpret');
    await this.deps.writes.transaction((trx, changes) =>
      this.interpretIn(trx, changes, actor, ideaId, body),
    );
  }

  /**
   * `interpretOnly` inside the caller's transaction (an activity's completion interprets this
   * way): asks the policy with the activity, checks, and writes the interpretation, the inTell's
   * aggregates, reputation and the link rating sent with it.
   */
  async interpretIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    ideaId: string,
    body: AddIdeaScaleBody,
    context: InterpretationContext = {},
  ): Promise<void> {
    const { access } = this.deps;
    const { activity } = context;
    access.requireUser(actor, 'idea.interpret', { activity });
    // Students may not rate links (DESIGN.md §3), so not through an interpretation either, unless
    // the activity it comes through asks for the rating.
    if (body.addLinkIdeaIdeaScale) access.requireUser(actor, 'link.rate', { activity });
    const { posterId: poster } = await requireReadableIdeaPoster(trx, actor, ideaId);
    const problems: string[] = [];
    if (body.valuesAgent !== null) {
      const names = await findAgentNames(trx, [body.valuesAgent]);
      if (!names.has(body.valuesAgent)) problems.push(agentNotFoundMessage(body.valuesAgent));
    }
    if (body.ideaCreated !== null && !(await ideaExists(trx, body.ideaCreated))) {
      problems.push(IDEA_MESSAGES.IDEA_CREATED_NOT_FOUND);
    }
    const linkRating = body.addLinkIdeaIdeaScale ?? null;
    const link = linkRating ? await findLinkIdeaIdea(trx, linkRating.id) : undefined;
    if (linkRating && !link) problems.push(LINK_MESSAGES.NOT_FOUND);
    if (link && link.idea_cause !== ideaId && link.idea_effect !== ideaId) {
      problems.push(IDEA_MESSAGES.LINK_NOT_OF_IDEA);
    }
    if (problems.length > 0) throw new BadRequestError(problems);

    const now = this.deps.clock().toISOString();
    const supportLevel =
      context.supportLevel !== undefined ? context.supportLevel : supportLevelOf(body);
    const after = scaleValuesOf(body, supportLevel);
    const values = toValues(body, after);
    // The inTell's aggregates row first: every interpretation of this inTell waits here for
    // the one before to commit, so the earlier answer read below is the latest and the
    // aggregates move from the latest (O(1): the member's old values out, the new ones in).
    const stored = await lockIdeaScaleAggregates(trx, ideaId);
    // Insert first and let the primary key decide: a read-then-write let concurrent first
    // interpretations all through on PostgreSQL.
    // Made through a class's activity by a student, it is that class's (DESIGN.md §10).
    const classId = classOfContent(actor, activity);
    const first = await insertIdeaScale(trx, ideaId, actor.id, values, now, classId);
    let before: ScaleValues | null = null;
    let earlierClassId: string | null = classId;
    if (!first) {
      if (body.cannotOverwriteExisting) {
        throw new ConflictError(IDEA_MESSAGES.ALREADY_INTERPRETED);
      }
      const earlier = await findAggregatedColumns(trx, ideaId, actor.id);
      before = earlier ? storedScaleValues(earlier) : null;
      earlierClassId = earlier ? earlier.class_id : classId;
      await updateIdeaScale(trx, ideaId, actor.id, values, now, classId);
    }
    // Each scope's figures hold its own interpretations (DESIGN.md §10): everyone's row those made
    // outside classes, a class's row those made in it. One that changes scope (answered again
    // outside the class, or in another) leaves the old scope's figures for the new one's.
    const moves =
      first || earlierClassId === classId
        ? [{ classId, before, after, count: first ? 1 : 0 }]
        : [
            { classId: earlierClassId, before, after: null, count: -1 },
            { classId, before: null, after, count: 1 },
          ];
    // Everyone's row first, then classes' in id order: writers lock in one order.
    moves.sort((a, b) => (a.classId ?? '').localeCompare(b.classId ?? ''));
    for (const move of moves) {
      const held: StoredScaleAggregates =
        move.classId === null
          ? stored
          : await lockClassIdeaScaleAggregates(trx, ideaId, move.classId);
      const next = {
        count: held.count + move.count,
        aggregates: updateIdeaScaleAggregates(held.aggregates, move.before, move.after),
      };
      if (move.classId === null) await writeIdeaScaleAggregates(trx, ideaId, next);
      else await writeClassIdeaScaleAggregates(trx, ideaId, move.classId, next);
    }
    // A first interpretation earns its points only when it rates something (`{}` sent
    // to ten inTells earned 100 points); a skip is done but not a rating. A change costs its
    // penalty whatever it answers, so a skip answered later earns nothing either.
    const reputationMove = first ? (answersAnyScale(after) ? 'first' : null) : 'change';
    if (poster !== actor.id && reputationMove !== null) {
      await changeReputation(trx, actor.id, reputationMove, {
        first: REPUTATION_POINTS.FIRST_INTERPRETATION,
        penalty: REPUTATION_POINTS.CHANGE_PENALTY,
        minimum: REPUTATION_POINTS.MINIMUM,
      });
    }
    if (link && linkRating) {
      await rateLinkIdeaIdea(
        trx,
        link.id,
        actor.id,
        {
          level: linkRating.level,
          confidence: linkRating.confidence ?? null,
          isSimilar: linkRating.isSimilar ?? false,
          isComplex: linkRating.isComplex ?? false,
          // Given by the client as it sees the link; kept as sent.
          isReversed: linkRating.isReversed ?? false,
        },
        now,
      );
      changes.record({
        type: 'link.rated',
        linkId: link.id,
        ideaIds: [link.idea_cause, link.idea_effect],
        agentIds: [],
      });
    }
    changes.record({ type: 'idea.interpreted', ideaId, userId: actor.id });
  }

  /**
   * `POST /api/agents/scale/{agentId}` (content §2 'Agent rating'): the member's point on the
   * waveMaker's plane, replacing an earlier one. A member does not rate their own waveMaker.
   */
  async rateAgent(actor: UserRow, agentId: string, body: RateAgentBody): Promise<void> {
    this.deps.access.requireUser(actor, 'agent.rate');
    const agent = await findAgentMember(this.db, agentId);
    if (!agent) throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
    if (agent.memberUserId === actor.id) {
      throw new BadRequestError([AGENT_MESSAGES.OWN_AGENT_RATING]);
    }
    await this.deps.writes.transaction(async (trx, changes) => {
      await upsertAgentScale(
        trx,
        { agentId, userId: actor.id, x: body.x, y: body.y, confidence: body.confidence },
        this.deps.clock().toISOString(),
      );
      changes.record({ type: 'agent.rated', agentId, userId: actor.id });
    });
  }
}
