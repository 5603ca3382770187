import { ACTIVITY_TYPE, DEFAULT_INTENT_PROMPTS, type ActivityDto } from '@thoughtful/shared';
import { instructionFieldOf } from './activity-form-model';
import { intentPromptWords, MANAGER_TEXT as T } from './manager-text';

/** What a card shows of an activity, beyond its number and type. */
export interface ActivityCardParts {
  instructions: string;
  /** The follow-up's instructions, for activities whose students' new inTells become 102s. */
  followUpInstructions: string | null;
  /** How the activity's inTell is named: a key point sums up a quote. */
  inTellTerm: string;
  /** The options that are on, in the add form's words. */
  options: string[];
  /** The author-intent prompt of activities that interpret; null for the others. */
  intentPrompt: string | null;
}

const OPTION_FLAGS = [
  'newInTellSelfEvaluate',
  'afterOptionInterpretNewInTell',
  'afterOptionAddNewIntellAfter',
  'afterOptionInterconnectNewInTell',
  'interpretConfirmDeeperUnderstanding',
  'interpretEvaluateValues',
  'interpretPauseEmotionFlow',
] as const satisfies readonly (keyof typeof T.optionLabels)[];

/** Whether an activity asks for an interpretation: its own (102), or its follow-up's, or 1's. */
function interprets(activity: ActivityDto): boolean {
  switch (activity.selection) {
    case ACTIVITY_TYPE.INTERPRET:
      return true;
    case ACTIVITY_TYPE.ADD_INTELL:
      return activity.afterOptionInterpretNewInTell || activity.afterOptionAddNewIntellAfter;
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return activity.afterOptionAddNewIntellAfter;
    default:
      return false;
  }
}

export function activityParts(activity: ActivityDto): ActivityCardParts {
  const followsUp =
    activity.afterOptionAddNewIntellAfter &&
    (activity.selection === ACTIVITY_TYPE.ADD_INTELL ||
      activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION);
  return {
    instructions: activity[instructionFieldOf(activity.selection)],
    followUpInstructions: followsUp ? activity.instructions102 : null,
    inTellTerm: activity.selection === ACTIVITY_TYPE.KEY_POINT ? T.quote : T.inTell,
    options: OPTION_FLAGS.filter((flag) => activity[flag]).map((flag) => T.optionLabels[flag]),
    intentPrompt: interprets(activity)
      ? intentPromptWords(activity.interpretIntentWords || DEFAULT_INTENT_PROMPTS[0])
      : null,
  };
}
