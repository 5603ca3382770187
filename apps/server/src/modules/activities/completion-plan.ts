import type { Transaction } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_TYPE,
  GUIDING_QUESTION_POSITION,
  isAnswered,
  isDescriptiveText,
  type ActivityAsks,
  type ActivityIdeaInput,
  type ActivityLinkRatingInput,
  type ActivityScaleInput,
  type UpdateActivityBody,
} from '@thoughtful/shared';
import type { ActivityRow, Database, UserRow } from '../../db/schema';
import { BadRequestError, ForbiddenError } from '../../http/errors';
import type { AccessPolicy, Action, ActivityAsk } from '../access';
import { findGuidingAnswers, findIdeaScale } from '../interpretations';
import { asksOf, isOwnFollowUp } from './activity-rows';

/**
 * What a completion may and must hold: its parts checked against the activity and the policy
 * before the transaction (`planCompletion`), and what a first completion still lacks checked
 * inside it (`requireAskedParts`).
 */

/** What a completion sends with `POST /api/activity/{id}`: who completed, and what is added. */
export type CompletionAsked = Pick<
  UpdateActivityBody,
  'studentIDCompleted' | 'addIdea' | 'addIdeaScale' | 'addLinkIdeaIdeaScale'
>;

/** A completion's parts, checked against the activity and the policy before the transaction. */
export interface CompletionPlan {
  asks: ActivityAsks;
  enabled: boolean;
  idea: ActivityIdeaInput | null;
  /** `addIdea.addIdeaScale`. */
  newIdeaScale: ActivityScaleInput | null;
  scale: ActivityScaleInput | null;
  /** The interconnect rating, wherever in the body it came. */
  rating: ActivityLinkRatingInput | null;
}

/**
 * Whether a 102 that confirms a deeper understanding still lacks it
 * (docs/decisions/2026-11-23-student-activities-screen.md 'Confirming a deeper understanding'): an interpretation that answers anything must say first, in the member's
 * own words, what the author means. A skipped one (nothing answered, content §4) asks for nothing.
 */
function asksUnderstanding(activity: ActivityRow, scale: ActivityScaleInput | null): boolean {
  if (scale === null || activity.interpret_confirm_deeper_understanding !== 1) return false;
  if (activity.selection !== ACTIVITY_TYPE.INTERPRET) return false;
  const skipped = [scale.myEmotion, scale.authorIntent, scale.sound].every((v) => !isAnswered(v));
  return !skipped && !isDescriptiveText(scale.understanding);
}

/**
 * Who may complete, and which parts of the body this activity asks for: every part is put to
 * the access policy with the activity as context (a student is refused what it does not ask
 * for), and a member is refused it too, since it would mean nothing here. Pure checks of the
 * parts (the guiding question's answer, the interconnect's kind) come here as well.
 */
export function planCompletion(
  access: AccessPolicy,
  actor: UserRow,
  activity: ActivityRow,
  body: CompletionAsked,
  enabled: boolean,
): CompletionPlan {
  access.requireUser(actor, 'activity.complete', {
    ownerId: body.studentIDCompleted ?? undefined,
    activity: { enabled, asks: [], classId: activity.class_id },
  });
  if (isOwnFollowUp(activity, actor.id)) throw new ForbiddenError(ACTIVITY_MESSAGES.OWN_FOLLOW_UP);
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
    access.requireUser(actor, action, {
      activity: { enabled, asks: asked ? [ask] : [], classId: activity.class_id },
    });
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
 * What the activity needs from a first completion: a 101 or 102 answered before (in another
 * activity on the same inTell) counts, as the spec's screens go straight to the result.
 */
export async function requireAskedParts(
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
