import type { FieldError } from '../auth/auth-rules';
import {
  ACTIVITY_TYPE,
  DEFAULT_INTENT_PROMPTS,
  INSTRUCTIONS_MAX_LENGTH,
  INTENT_PROMPT_OPTION,
  INTENT_WORDS_MAX_LENGTH,
  MIN_TEXT_LENGTH,
  type IntentPromptOption,
} from '../constants';
import { ACTIVITY_MESSAGES, instructionsTooLongMessage } from './activity-messages';

/**
 * Pure rules of activities (content spec §3–§5; DESIGN.md §8), used by the add form and the
 * student's runners in the browser and enforced again by the server. No Zod here.
 */

export const INSTRUCTION_FIELDS = [
  'instructions1',
  'instructions101',
  'instructions102',
  'instructions201',
] as const;
export type InstructionField = (typeof INSTRUCTION_FIELDS)[number];

/** What the add form's rules read of an activity. */
export interface ActivityValues extends Record<InstructionField, string> {
  selection: number;
  communityTopic: string | null;
  inTellExisting: string | null;
  linkIdeaIdea: { ideaCause: string; ideaEffect: string } | null;
  afterOptionInterconnectNewInTell: boolean;
  interpretIntentWords: string;
  intentPromptOption: IntentPromptOption | null;
}

export type ActivityField =
  InstructionField | 'interpretIntentWords' | 'communityTopic' | 'inTellExisting' | 'linkIdeaIdea';

/**
 * The guiding question and the inTell of an activity: as named, or taken from `linkIdeaIdea`
 * (the inTell is its cause, the guiding question its effect) when not named.
 */
export function activityInTells(
  values: Pick<ActivityValues, 'communityTopic' | 'inTellExisting' | 'linkIdeaIdea'>,
): { communityTopic: string | null; inTellExisting: string | null } {
  return {
    communityTopic: values.communityTopic ?? values.linkIdeaIdea?.ideaEffect ?? null,
    inTellExisting: values.inTellExisting ?? values.linkIdeaIdea?.ideaCause ?? null,
  };
}

/** Activities that interconnect with, or ask about, a guiding question and so need one. */
export function needsCommunityTopic(
  values: Pick<ActivityValues, 'selection' | 'afterOptionInterconnectNewInTell'>,
): boolean {
  switch (values.selection) {
    case ACTIVITY_TYPE.GUIDING_QUESTION:
    case ACTIVITY_TYPE.INTERCONNECT:
      return true;
    case ACTIVITY_TYPE.ADD_INTELL:
      return values.afterOptionInterconnectNewInTell;
    default:
      return false;
  }
}

/** Activities about an existing inTell: a quote's key point, an info message, 102 and 201. */
export function needsInTell(values: Pick<ActivityValues, 'selection'>): boolean {
  const needing: readonly number[] = [
    ACTIVITY_TYPE.KEY_POINT,
    ACTIVITY_TYPE.INFO_MESSAGE,
    ACTIVITY_TYPE.INTERPRET,
    ACTIVITY_TYPE.INTERCONNECT,
  ];
  return needing.includes(values.selection);
}

/**
 * The author-intent prompt an activity stores: a default prompt when the form chose one, else
 * the words sent (trimmed; blank means the first default,
 * docs/decisions/2026-11-23-interpreting-intells.md).
 */
export function resolvedIntentWords(
  values: Pick<ActivityValues, 'interpretIntentWords' | 'intentPromptOption'>,
): string {
  switch (values.intentPromptOption) {
    case INTENT_PROMPT_OPTION.FIRST_DEFAULT:
      return DEFAULT_INTENT_PROMPTS[0];
    case INTENT_PROMPT_OPTION.SECOND_DEFAULT:
      return DEFAULT_INTENT_PROMPTS[1];
    case INTENT_PROMPT_OPTION.ALTERNATIVE:
    case null:
      return values.interpretIntentWords.trim();
  }
}

/**
 * Content spec §5 on activities, every problem at once: instructions at most 140 characters; the
 * alternative intent prompt required with the third prompt option; a guiding question for 101,
 * 201 and a new-inTell activity that interconnects; an inTell for 13, 100, 102 and 201; the
 * guiding question and the inTell not the same; `linkIdeaIdea` agreeing with both.
 */
export function validateActivity(values: ActivityValues): FieldError<ActivityField>[] {
  const errors: FieldError<ActivityField>[] = [];
  for (const field of INSTRUCTION_FIELDS) {
    if (values[field].trim().length > INSTRUCTIONS_MAX_LENGTH) {
      errors.push({ field, msg: instructionsTooLongMessage(field) });
    }
  }
  if (values.intentPromptOption === INTENT_PROMPT_OPTION.ALTERNATIVE) {
    if (values.interpretIntentWords.trim().length < MIN_TEXT_LENGTH) {
      errors.push({ field: 'interpretIntentWords', msg: ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED });
    }
  }
  if (resolvedIntentWords(values).length > INTENT_WORDS_MAX_LENGTH) {
    errors.push({ field: 'interpretIntentWords', msg: ACTIVITY_MESSAGES.INTENT_WORDS_TOO_LONG });
  }
  const pair = values.linkIdeaIdea;
  if (
    pair &&
    ((values.communityTopic !== null && values.communityTopic !== pair.ideaEffect) ||
      (values.inTellExisting !== null && values.inTellExisting !== pair.ideaCause))
  ) {
    errors.push({ field: 'linkIdeaIdea', msg: ACTIVITY_MESSAGES.LINK_NOT_TOPIC_PAIR });
  }
  const { communityTopic, inTellExisting } = activityInTells(values);
  if (needsCommunityTopic(values) && communityTopic === null) {
    errors.push({ field: 'communityTopic', msg: ACTIVITY_MESSAGES.TOPIC_REQUIRED });
  }
  if (needsInTell(values) && inTellExisting === null) {
    errors.push({ field: 'inTellExisting', msg: ACTIVITY_MESSAGES.INTELL_REQUIRED });
  }
  if (communityTopic !== null && communityTopic === inTellExisting) {
    errors.push({ field: 'inTellExisting', msg: ACTIVITY_MESSAGES.TOPIC_SAME_AS_INTELL });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// What a completion brings (content §2 'Activity screens', §4; DESIGN.md §8)
// ---------------------------------------------------------------------------------------------

/** Whether a part of a completion body must, may or may not be sent. */
export type ActivityNeed = 'required' | 'optional' | 'no';

/** What an activity asks a student for, part by part of `POST /api/activity/{id}`. */
export interface ActivityAsks {
  /** `addIdea`: a new inTell (1, and 101 with a new inTell) or a key point of the quote (13). */
  addIdea: ActivityNeed;
  addIdeaKind: 'inTell' | 'keyPoint';
  /** `addIdea.addIdeaScale`: the new inTell interpreted (1 with that option). */
  newIdeaScale: ActivityNeed;
  /** `addIdeaScale`: the answer on the guiding question (101) or the inTell interpreted (102). */
  addIdeaScale: ActivityNeed;
  /** Which inTell `addIdeaScale` interprets. */
  scaleOf: 'communityTopic' | 'inTellExisting' | null;
  /** `addLinkIdeaIdeaScale`: how an inTell supports or damages the guiding question. */
  addLinkIdeaIdeaScale: ActivityNeed;
  /** The rated link's cause: the new inTell (1) or the activity's inTell (102, 201). */
  linkCause: 'addIdea' | 'inTellExisting' | null;
  /** The new inTell is added afterwards as a type-102 activity (content §4 'Activity lifecycle'). */
  followUp: boolean;
}

/** What `activityAsks` reads of an activity. */
export interface ActivityOptions {
  selection: number;
  /** Whether the activity has a guiding question. */
  hasCommunityTopic: boolean;
  afterOptionInterpretNewInTell: boolean;
  afterOptionAddNewIntellAfter: boolean;
  afterOptionInterconnectNewInTell: boolean;
}

const NOTHING: ActivityAsks = Object.freeze({
  addIdea: 'no',
  addIdeaKind: 'inTell',
  newIdeaScale: 'no',
  addIdeaScale: 'no',
  scaleOf: null,
  addLinkIdeaIdeaScale: 'no',
  linkCause: null,
  followUp: false,
});

/**
 * What each activity asks for (docs/decisions/2026-11-23-activities.md):
 * - 1: a new inTell; then, as its options say, its interpretation, a rating of how it supports
 *   the guiding question, and its follow-up (the class interprets it: a new 102 activity).
 * - 13: a key point of the quote the activity names.
 * - 100: nothing but Continue.
 * - 101: the answer on the guiding question; a new inTell too when `afterOptionAddNewIntellAfter`
 *   (then followed up like 1's).
 * - 102: the interpretation of its inTell; with a guiding question, the interconnect rating too.
 * - 201: the rating of how its inTell supports or damages the guiding question.
 */
export function activityAsks(activity: ActivityOptions): ActivityAsks {
  const optional = (on: boolean): ActivityNeed => (on ? 'optional' : 'no');
  switch (activity.selection) {
    case ACTIVITY_TYPE.ADD_INTELL:
      return {
        ...NOTHING,
        addIdea: 'required',
        newIdeaScale: optional(activity.afterOptionInterpretNewInTell),
        addLinkIdeaIdeaScale: optional(
          activity.afterOptionInterconnectNewInTell && activity.hasCommunityTopic,
        ),
        linkCause: 'addIdea',
        followUp: activity.afterOptionAddNewIntellAfter,
      };
    case ACTIVITY_TYPE.KEY_POINT:
      return { ...NOTHING, addIdea: 'required', addIdeaKind: 'keyPoint' };
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return {
        ...NOTHING,
        addIdea: optional(activity.afterOptionAddNewIntellAfter),
        addIdeaScale: 'required',
        scaleOf: 'communityTopic',
        followUp: activity.afterOptionAddNewIntellAfter,
      };
    case ACTIVITY_TYPE.INTERPRET:
      return {
        ...NOTHING,
        addIdeaScale: 'required',
        scaleOf: 'inTellExisting',
        addLinkIdeaIdeaScale: optional(activity.hasCommunityTopic),
        linkCause: 'inTellExisting',
      };
    case ACTIVITY_TYPE.INTERCONNECT:
      return {
        ...NOTHING,
        addLinkIdeaIdeaScale: 'required',
        linkCause: 'inTellExisting',
      };
    default:
      return NOTHING;
  }
}

/** A student's list split as the two tabs show it: To Do and Activities Completed, in order. */
export function splitActivities<T extends { completed: boolean }>(
  activities: readonly T[],
): { todo: T[]; completed: T[] } {
  return {
    todo: activities.filter((a) => !a.completed),
    completed: activities.filter((a) => a.completed),
  };
}
