import { INSTRUCTIONS_MAX_LENGTH, INTENT_WORDS_MAX_LENGTH } from '../constants';

/**
 * The words of activities (content spec §5, §8), kept in one place (CONVENTIONS.md, habit 13).
 * The spec words the rules of §5 but not their messages: these are built like its others
 * ('… Please be more descriptive.', the form's label with its limit, the submit guidance's
 * 'Please select …'). The add form and the server's answers use the same strings.
 */
export const ACTIVITY_MESSAGES = {
  // The add form's rules (content §5).
  /** Instructions over 140 characters: the form's label with its limit, like 'Title (60 …)'. */
  INSTRUCTIONS_TOO_LONG: `Instructions (${INSTRUCTIONS_MAX_LENGTH} characters or less)`,
  INTENT_WORDS_REQUIRED: 'Invalid alternative intent prompt. Please be more descriptive.',
  INTENT_WORDS_TOO_LONG: `Intent prompt (${INTENT_WORDS_MAX_LENGTH} characters or less)`,
  /** The submit guidance's words (content §2 'Dialogs'). */
  TOPIC_REQUIRED: 'Please select a community topic.',
  INTELL_REQUIRED: 'Please select an inTell.',
  TOPIC_SAME_AS_INTELL: 'The community topic and the inTell cannot be the same inTell.',
  LINK_NOT_TOPIC_PAIR:
    'linkIdeaIdea must link the inTell (ideaCause) to the community topic (ideaEffect).',
  // Server answers.
  NOT_FOUND: 'Activity not found',
  TOPIC_NOT_FOUND: 'The community topic was not found',
  INTELL_NOT_FOUND: 'The inTell was not found',
  ID_MISMATCH: 'activityID does not match the activity in the address',
  NOTHING_TO_DO:
    'Nothing to do: send enabled, order, newActivities, or studentIDCompleted with what the activity asks for',
  COMPLETION_REQUIRED:
    'studentIDCompleted is required: content is added through an activity as it is completed',
  /** Something an activity does not ask for, sent by a member (students hear the policy's words). */
  NOT_ASKED: 'This activity does not ask for that',
  // What a completion must bring (content §2 'Activity screens', §4).
  IDEA_REQUIRED: 'This activity asks for a new inTell (addIdea).',
  KEY_POINT_REQUIRED: 'This activity asks for a key point (addIdea with myPoint).',
  POSITION_REQUIRED: 'This activity asks for your position on the guiding question (addIdeaScale).',
  INTERPRETATION_REQUIRED: 'This activity asks for an interpretation of its inTell (addIdeaScale).',
  /**
   * `interpretConfirmDeeperUnderstanding` (docs/decisions/2026-11-23-student-activities-screen.md
   * 'Confirming a deeper understanding').
   */
  UNDERSTANDING_REQUIRED:
    'This activity asks what the author means, in your own words (understanding, more than 2 characters).',
  RATING_REQUIRED:
    'This activity asks how the inTell supports or damages the guiding question (addLinkIdeaIdeaScale).',
  /** Activity 101 (content §4 'Guiding question'). */
  POSITION_INVALID: 'Please make a selection: I disagree, I agree or I am unsure.',
  POSITION_CONFIDENCE_REQUIRED: 'Please select a position on the confidence slider.',
  /** The interconnect step rates support or damage: never a similar or complex relation. */
  RATING_NOT_SUPPORT: 'addLinkIdeaIdeaScale: the interconnect rates support or damage only',
  RATING_TWICE: 'addLinkIdeaIdeaScale: send the interconnect rating once',
  RATING_LINK_MISMATCH: 'addLinkIdeaIdeaScale: the link is not the one this activity rates',
  /** A follow-up 102 interprets its author's inTell for her classmates, never for her. */
  OWN_FOLLOW_UP: 'This activity asks your classmates to interpret your inTell',
  // Reuse (DESIGN.md §14): editing, duplicating, several at once, a sequence copied.
  /** A field other than the instructions, changed once a student has completed the activity. */
  EDIT_AFTER_COMPLETION:
    'A student has completed this activity: only its instructions can be changed now.',
  /** A follow-up asks about one student's inTell in her class, and was made for that class. */
  FOLLOW_UP_NOT_DUPLICATED:
    'A follow-up interprets a student’s inTell for her class: it cannot be duplicated.',
  /** One of the ids sent for a class is not one of its activities: none is changed. */
  NOT_IN_CLASS: 'activityIds: every activity must be one of this class’s activities',
  COPY_TO_SAME_CLASS: 'toClassId: choose another class to copy the activities to',
} as const;

/** Alerts of the activity screens (content §8), word for word. */
export const ACTIVITY_ALERTS = {
  modifyFailed: (msg: string) => `Failed To Modify Activity On Server: ${msg}`,
  addFailed: (msg: string) => `Failed To Add Activity On Server: ${msg}`,
  retrieveFailed: (data: string) => `Failed To Retrieve Activities From Server: ${data}`,
  deleteFailed: (message: string) => `Failed To Delete Activity From Server: ${message}`,
  /** Console only (content §8). */
  noActivity: 'ERROR: No activity',
} as const;

/** `${field}: …` for an instructions field over the limit, so each problem names its field. */
export function instructionsTooLongMessage(field: string): string {
  return `${field}: ${ACTIVITY_MESSAGES.INSTRUCTIONS_TOO_LONG}`;
}
