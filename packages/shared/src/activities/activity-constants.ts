/**
 * Activities: codes, instructions, prompts and the answers students give (C§2, C§3, C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** Activity instructions (instructions1 … instructions201) max length (C§3, C§5, C§9). */
export const INSTRUCTIONS_MAX_LENGTH = 140;

/** Activity `selection` codes (C§2, C§3, C§9). */
export const ACTIVITY_TYPE = Object.freeze({
  ADD_INTELL: 1,
  KEY_POINT: 13,
  INFO_MESSAGE: 100,
  GUIDING_QUESTION: 101,
  INTERPRET: 102,
  INTERCONNECT: 201,
} as const);
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];

/** Every activity code, in the spec's order (C§9). */
export const ACTIVITY_TYPES = Object.freeze([1, 13, 100, 101, 102, 201] as const);

/** Default author-intent prompts of an interpretation activity (C§9). */
export const DEFAULT_INTENT_PROMPTS = Object.freeze([
  'I found the way the author presented this information to be...',
  'I found the way the selection was explained to be...',
] as const);

/** Support/damage scale to a guiding question: -1 totally damaged … 1 totally supported (C§3). */
export const SUPPORT_DAMAGE_SCALE = Object.freeze([-1, -0.66, -0.33, 0, 0.33, 0.66, 1] as const);

/** Yes / No / Not Sure radio answers (C§3). */
export const RADIO_ANSWER = Object.freeze({ YES: 1, NO: -1, NOT_SURE: 0 } as const);
export type RadioAnswer = (typeof RADIO_ANSWER)[keyof typeof RADIO_ANSWER];

/** Position on a guiding question (activity 101): I disagree, I agree, I am unsure (C§2, C§4). */
export const GUIDING_QUESTION_POSITION = Object.freeze({
  DISAGREE: -1,
  AGREE: 1,
  UNSURE: 0,
} as const);

/**
 * The add form's author-intent prompt choices (C§5): the two default prompts, or 3, the teacher's
 * own words in `interpretIntentWords` (then required).
 */
export const INTENT_PROMPT_OPTION = Object.freeze({
  FIRST_DEFAULT: 1,
  SECOND_DEFAULT: 2,
  ALTERNATIVE: 3,
} as const);
export type IntentPromptOption = (typeof INTENT_PROMPT_OPTION)[keyof typeof INTENT_PROMPT_OPTION];

/** The longest author-intent prompt: shown where the instructions are, so their limit (C§9). */
export const INTENT_WORDS_MAX_LENGTH = INSTRUCTIONS_MAX_LENGTH;

/** At most this many activities added by one `newActivities` (a class's lesson, not a bulk load). */
export const NEW_ACTIVITIES_MAX = 20;

/** The student activities screen: the live list, To Do first (A§2). */
export const STUDENT_ACTIVITIES_PATH = '/activity-students';

/**
 * The address of one activity (issue 43): the activities screen opened on it, so that a
 * notification, a mail, an LTI placement and the back button lead to the activity itself.
 */
export function activityPath(activityId: string): string {
  return `/activities/${encodeURIComponent(activityId)}`;
}
