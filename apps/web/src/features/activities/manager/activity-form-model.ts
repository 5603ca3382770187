import {
  ACTIVITY_TYPE,
  DEFAULT_INTENT_PROMPTS,
  INTENT_PROMPT_OPTION,
  validateActivity,
  type ActivityDto,
  type ActivityField,
  type CreateActivityPayload,
  type EditActivityPayload,
  type FieldError,
  type IdeaSummary,
  type InstructionField,
  type IntentPromptOption,
} from '@thoughtful/shared';
import { localizeServerError } from '../../../lib/i18n';
import type { AddChoice } from './manager-text';

/**
 * The add form of the activity manager (content spec §2 'Admin activity manager', §3, §5), as
 * pure functions: what each radio choice reveals, the body it sends, and the spec's rules on it
 * (`validateActivity` from `shared`, the same the server applies). Options a choice hides are
 * neither checked nor sent, so a teacher who tries one choice and picks another sends only what
 * the second shows.
 */

/** The activity choices of the form: every radio choice but 0, the default waveMaker list. */
export type ActivityChoice = Exclude<AddChoice, 0>;

export interface ActivityFormState {
  selection: ActivityChoice;
  /** The guiding question. */
  communityTopic: IdeaSummary | null;
  /** The inTell the activity is about. */
  inTellExisting: IdeaSummary | null;
  instructions1: string;
  instructions101: string;
  instructions102: string;
  instructions201: string;
  newInTellSelfEvaluate: boolean;
  afterOptionInterpretNewInTell: boolean;
  afterOptionAddNewIntellAfter: boolean;
  afterOptionInterconnectNewInTell: boolean;
  interpretConfirmDeeperUnderstanding: boolean;
  interpretEvaluateValues: boolean;
  interpretPauseEmotionFlow: boolean;
  /** The three prompt options of content §5: the two default prompts, or the teacher's words. */
  intentPromptOption: IntentPromptOption;
  /** The teacher's own prompt (the third option). */
  alternativeIntentWords: string;
}

export const EMPTY_FORM: Readonly<ActivityFormState> = Object.freeze({
  selection: ACTIVITY_TYPE.ADD_INTELL,
  communityTopic: null,
  inTellExisting: null,
  instructions1: '',
  instructions101: '',
  instructions102: '',
  instructions201: '',
  newInTellSelfEvaluate: false,
  afterOptionInterpretNewInTell: false,
  afterOptionAddNewIntellAfter: false,
  afterOptionInterconnectNewInTell: false,
  interpretConfirmDeeperUnderstanding: false,
  interpretEvaluateValues: false,
  interpretPauseEmotionFlow: false,
  intentPromptOption: INTENT_PROMPT_OPTION.FIRST_DEFAULT,
  alternativeIntentWords: '',
});

/** Whether a picker is shown, and whether it must be filled. */
export type PickerNeed = 'required' | 'optional' | 'no';

/** What a choice reveals (content §2: 'each revealing its options'). */
export interface FormParts {
  /** The activity's own instructions. */
  instructions: InstructionField;
  /** Instructions of the follow-up 102 (a student's new inTell, interpreted by the class). */
  followUpInstructions: boolean;
  communityTopic: PickerNeed;
  inTellExisting: PickerNeed;
  /** 1: self-evaluation and the three 'after' options. */
  newInTellOptions: boolean;
  /** 101: students may add a new inTell (then followed up like 1's). */
  addAfterOption: boolean;
  /** The interpretation options and the intent prompt. */
  interpretation: boolean;
}

/** Which instructions field an activity code uses (1, 13 and 100 share `instructions1`). */
export function instructionFieldOf(selection: number): InstructionField {
  switch (selection) {
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return 'instructions101';
    case ACTIVITY_TYPE.INTERPRET:
      return 'instructions102';
    case ACTIVITY_TYPE.INTERCONNECT:
      return 'instructions201';
    default:
      return 'instructions1';
  }
}

export function formParts(state: ActivityFormState): FormParts {
  const base: FormParts = {
    instructions: instructionFieldOf(state.selection),
    followUpInstructions: false,
    communityTopic: 'no',
    inTellExisting: 'no',
    newInTellOptions: false,
    addAfterOption: false,
    interpretation: false,
  };
  switch (state.selection) {
    case ACTIVITY_TYPE.ADD_INTELL:
      return {
        ...base,
        newInTellOptions: true,
        communityTopic: state.afterOptionInterconnectNewInTell ? 'required' : 'no',
        // The follow-up copies the parent's interpretation options
        // (docs/decisions/2026-11-23-activities.md 'Follow-up 102').
        interpretation: state.afterOptionInterpretNewInTell || state.afterOptionAddNewIntellAfter,
        followUpInstructions: state.afterOptionAddNewIntellAfter,
      };
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return {
        ...base,
        communityTopic: 'required',
        addAfterOption: true,
        interpretation: state.afterOptionAddNewIntellAfter,
        followUpInstructions: state.afterOptionAddNewIntellAfter,
      };
    case ACTIVITY_TYPE.INTERPRET:
      return {
        ...base,
        inTellExisting: 'required',
        communityTopic: 'optional',
        interpretation: true,
      };
    case ACTIVITY_TYPE.INTERCONNECT:
      return { ...base, communityTopic: 'required', inTellExisting: 'required' };
    case ACTIVITY_TYPE.INFO_MESSAGE:
      return { ...base, inTellExisting: 'required' };
  }
}

/** `POST /api/activity`'s body (content §7): what the choice shows, nothing it hides. */
export function activityBody(state: ActivityFormState): CreateActivityPayload {
  const parts = formParts(state);
  const body: CreateActivityPayload = { selection: state.selection };
  const topic = parts.communityTopic === 'no' ? null : (state.communityTopic?._id ?? null);
  const inTell = parts.inTellExisting === 'no' ? null : (state.inTellExisting?._id ?? null);
  if (topic !== null) body.communityTopic = topic;
  if (inTell !== null) body.inTellExisting = inTell;
  // 201, and 102 with a topic, rate the link of the inTell (cause) to the topic (effect) (§7).
  if (topic !== null && inTell !== null && topic !== inTell) {
    body.linkIdeaIdea = { ideaCause: inTell, ideaEffect: topic };
  }
  body[parts.instructions] = state[parts.instructions].trim();
  if (parts.followUpInstructions) body.instructions102 = state.instructions102.trim();
  if (parts.newInTellOptions) {
    body.newInTellSelfEvaluate = state.newInTellSelfEvaluate;
    body.afterOptionInterpretNewInTell = state.afterOptionInterpretNewInTell;
    body.afterOptionAddNewIntellAfter = state.afterOptionAddNewIntellAfter;
    body.afterOptionInterconnectNewInTell = state.afterOptionInterconnectNewInTell;
  }
  if (parts.addAfterOption) body.afterOptionAddNewIntellAfter = state.afterOptionAddNewIntellAfter;
  if (parts.interpretation) {
    body.interpretConfirmDeeperUnderstanding = state.interpretConfirmDeeperUnderstanding;
    body.interpretEvaluateValues = state.interpretEvaluateValues;
    body.interpretPauseEmotionFlow = state.interpretPauseEmotionFlow;
    body.intentPromptOption = state.intentPromptOption;
    if (state.intentPromptOption === INTENT_PROMPT_OPTION.ALTERNATIVE) {
      body.interpretIntentWords = state.alternativeIntentWords.trim();
    }
  }
  return body;
}

/**
 * Content §5's rules on what the form would send, every problem at once, in the form's order
 * (the shared rules the server applies too). A missing pick is named by its picker.
 */
export function activityFormErrors(state: ActivityFormState): FieldError<ActivityField>[] {
  const body = activityBody(state);
  const parts = formParts(state);
  const errors = validateActivity({
    selection: body.selection,
    communityTopic: typeof body.communityTopic === 'string' ? body.communityTopic : null,
    inTellExisting: typeof body.inTellExisting === 'string' ? body.inTellExisting : null,
    // The pair is built from the two picks, so it agrees with them; the rules check the picks.
    linkIdeaIdea: null,
    instructions1: body.instructions1 ?? '',
    instructions101: body.instructions101 ?? '',
    instructions102: body.instructions102 ?? '',
    instructions201: body.instructions201 ?? '',
    afterOptionInterconnectNewInTell: body.afterOptionInterconnectNewInTell ?? false,
    interpretIntentWords: body.interpretIntentWords ?? '',
    intentPromptOption: parts.interpretation ? state.intentPromptOption : null,
  });
  const order: readonly ActivityField[] = [
    'communityTopic',
    'inTellExisting',
    'linkIdeaIdea',
    parts.instructions,
    'instructions102',
    'interpretIntentWords',
  ];
  return [...errors].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * Content §5: a new-inTell activity that interconnects is submitted only once a community topic
 * is chosen; until then Submit opens the community-topic dialog instead.
 */
export function needsTopicDialog(state: ActivityFormState): boolean {
  return (
    state.selection === ACTIVITY_TYPE.ADD_INTELL &&
    state.afterOptionInterconnectNewInTell &&
    state.communityTopic === null
  );
}

// ---------------------------------------------------------------------------------------------
// Editing (DESIGN.md §14 'Reuse'): the same form, filled with the activity
// ---------------------------------------------------------------------------------------------

/** The codes the form can show, so edit: 13 is no choice of the form (content §2). */
export function isFormChoice(selection: number): selection is ActivityChoice {
  const choices: readonly number[] = [
    ACTIVITY_TYPE.ADD_INTELL,
    ACTIVITY_TYPE.GUIDING_QUESTION,
    ACTIVITY_TYPE.INTERPRET,
    ACTIVITY_TYPE.INTERCONNECT,
    ACTIVITY_TYPE.INFO_MESSAGE,
  ];
  return choices.includes(selection);
}

/** The form filled with an activity: its prompt read back as the option that makes it. */
export function formStateOf(
  activity: ActivityDto & { selection: ActivityChoice },
): ActivityFormState {
  const words = activity.interpretIntentWords;
  const intentPromptOption =
    words === '' || words === DEFAULT_INTENT_PROMPTS[0]
      ? INTENT_PROMPT_OPTION.FIRST_DEFAULT
      : words === DEFAULT_INTENT_PROMPTS[1]
        ? INTENT_PROMPT_OPTION.SECOND_DEFAULT
        : INTENT_PROMPT_OPTION.ALTERNATIVE;
  return {
    selection: activity.selection,
    communityTopic: activity.communityTopic,
    inTellExisting: activity.inTellExisting,
    instructions1: activity.instructions1,
    instructions101: activity.instructions101,
    instructions102: activity.instructions102,
    instructions201: activity.instructions201,
    newInTellSelfEvaluate: activity.newInTellSelfEvaluate,
    afterOptionInterpretNewInTell: activity.afterOptionInterpretNewInTell,
    afterOptionAddNewIntellAfter: activity.afterOptionAddNewIntellAfter,
    afterOptionInterconnectNewInTell: activity.afterOptionInterconnectNewInTell,
    interpretConfirmDeeperUnderstanding: activity.interpretConfirmDeeperUnderstanding,
    interpretEvaluateValues: activity.interpretEvaluateValues,
    interpretPauseEmotionFlow: activity.interpretPauseEmotionFlow,
    intentPromptOption,
    alternativeIntentWords: intentPromptOption === INTENT_PROMPT_OPTION.ALTERNATIVE ? words : '',
  };
}

/** An activity's fields exactly as it has them, to send back unchanged. */
export function storedBody(activity: ActivityDto): EditActivityPayload {
  return {
    selection: activity.selection,
    communityTopic: activity.communityTopic?._id ?? null,
    inTellExisting: activity.inTellExisting?._id ?? null,
    instructions1: activity.instructions1,
    instructions101: activity.instructions101,
    instructions102: activity.instructions102,
    instructions201: activity.instructions201,
    newInTellSelfEvaluate: activity.newInTellSelfEvaluate,
    afterOptionInterpretNewInTell: activity.afterOptionInterpretNewInTell,
    afterOptionAddNewIntellAfter: activity.afterOptionAddNewIntellAfter,
    afterOptionInterconnectNewInTell: activity.afterOptionInterconnectNewInTell,
    interpretConfirmDeeperUnderstanding: activity.interpretConfirmDeeperUnderstanding,
    interpretEvaluateValues: activity.interpretEvaluateValues,
    interpretPauseEmotionFlow: activity.interpretPauseEmotionFlow,
    interpretIntentWords: activity.interpretIntentWords,
  };
}

/**
 * `PUT /api/activity/{id}`'s body: what the form shows, as adding sends it; once a student has
 * completed the activity (`locked`), everything as it is but the instructions the form shows, so
 * that nothing the form hides or rounds (an option of another type, a prompt left blank) reads as
 * a change the server must refuse.
 */
export function editBody(
  activity: ActivityDto,
  state: ActivityFormState,
  locked: boolean,
): EditActivityPayload {
  if (!locked) return activityBody(state);
  const parts = formParts(state);
  const body = storedBody(activity);
  body[parts.instructions] = state[parts.instructions].trim();
  if (parts.followUpInstructions) body.instructions102 = state.instructions102.trim();
  return body;
}

/** The messages under each field: the first per field, as `useFieldErrors` keeps them. */
export function errorText(msg: string): string {
  // The rules prefix an instructions message with its field (for the server's list); the form
  // shows it under that field, so the prefix goes.
  return localizeServerError({ msg: msg.replace(/^instructions\d+: /, '') });
}
