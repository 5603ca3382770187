import { z } from 'zod';
import { Id, ID_PATTERN, inputString, optionalText, roundAnswer } from '../api/common-schemas';
import {
  ACTIVITY_TYPES,
  GUIDING_QUESTION_POSITION,
  INTENT_PROMPT_OPTION,
  NEW_ACTIVITIES_MAX,
  type ActivityType,
  type IntentPromptOption,
} from '../constants';
import { CreateIdeaBody } from '../ideas/idea-schemas';
import { IdeaSummary } from '../ideas/idea-summary';
import { FeedbackDto, StudentFeedback } from '../feedback/feedback-schemas';
import { AddIdeaScaleBody, IdeaScale } from '../scales/idea-scale-schemas';

/**
 * The activities API contract (content spec §3 'Activity', §7; DESIGN.md §8). Requests name
 * inTells by id (a `{ _id }` object is accepted too); answers carry their summaries. The spec's
 * limits (instructions 140 …) are checked by `validateActivity`, so that every problem is listed
 * with its words; the schemas hold only types and hard caps against abuse.
 */

/** Hard cap of an activity's free texts; the spec's 140 is the rules' business. */
const ACTIVITY_TEXT_HARD_MAX = 2_000;

const SELECTION_MESSAGE = `selection must be one of ${ACTIVITY_TYPES.join(', ')}`;

/** An activity code (content §3 `selection`). */
export const ActivitySelection = z
  .number({ error: SELECTION_MESSAGE })
  .refine((v) => (ACTIVITY_TYPES as readonly number[]).includes(v), SELECTION_MESSAGE)
  .transform((v) => v as ActivityType);

/** An inTell named by id, or by an object carrying its `_id` (an answer's summary sent back). */
function ideaRef(field: string) {
  const message = `${field} must be an inTell id`;
  const id = inputString({ error: message }).regex(ID_PATTERN, message);
  return z
    .union([id, z.object({ _id: id })], { error: message })
    .transform((v) => (typeof v === 'string' ? v : v._id));
}

const text = optionalText(ACTIVITY_TEXT_HARD_MAX).transform((v) => v ?? '');
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

const INTENT_OPTIONS: readonly number[] = Object.values(INTENT_PROMPT_OPTION);
const INTENT_OPTION_MESSAGE = `intentPromptOption must be one of ${INTENT_OPTIONS.join(', ')}`;

/** `linkIdeaIdea` of an activity: the inTell (cause) and the guiding question (effect). */
export const ActivityIdeaPairInput = z.object({
  ideaCause: ideaRef('linkIdeaIdea.ideaCause'),
  ideaEffect: ideaRef('linkIdeaIdea.ideaEffect'),
});
export type ActivityIdeaPairInput = z.infer<typeof ActivityIdeaPairInput>;

/** `POST /api/activity`, and each of `newActivities`. Absent and null are the same. */
export const CreateActivityBody = z.object({
  selection: ActivitySelection,
  /**
   * The class it belongs to (DESIGN.md §10). Absent: the teacher's only class (one is made,
   * 'My class', for a teacher who has none); a teacher of several classes must say which.
   */
  classId: Id.nullish().transform((v) => v ?? null),
  /** The guiding question (an inTell). */
  communityTopic: ideaRef('communityTopic')
    .nullish()
    .transform((v) => v ?? null),
  /** The inTell the activity is about. */
  inTellExisting: ideaRef('inTellExisting')
    .nullish()
    .transform((v) => v ?? null),
  /** For 201 and 102 with interconnect: the inTell (cause) and the guiding question (effect). */
  linkIdeaIdea: ActivityIdeaPairInput.nullish().transform((v) => v ?? null),
  instructions1: text,
  instructions101: text,
  instructions102: text,
  instructions201: text,
  newInTellSelfEvaluate: flag,
  afterOptionInterpretNewInTell: flag,
  afterOptionAddNewIntellAfter: flag,
  afterOptionInterconnectNewInTell: flag,
  interpretConfirmDeeperUnderstanding: flag,
  interpretEvaluateValues: flag,
  interpretPauseEmotionFlow: flag,
  /** The author-intent prompt; blank is the first default prompt. */
  interpretIntentWords: text,
  /**
   * Which prompt the add form chose (content §5): 1 or 2 a default prompt (which then is the
   * prompt, whatever `interpretIntentWords` says), 3 the teacher's own words (then required).
   * Absent: `interpretIntentWords` as sent.
   */
  intentPromptOption: z
    .number({ error: INTENT_OPTION_MESSAGE })
    .refine((v) => INTENT_OPTIONS.includes(v), INTENT_OPTION_MESSAGE)
    .nullish()
    .transform((v) => (v ?? null) as IntentPromptOption | null),
});
export type CreateActivityBody = z.infer<typeof CreateActivityBody>;
export type CreateActivityPayload = z.input<typeof CreateActivityBody>;

const level = (field: string) =>
  z
    .number({ error: `${field} must be from -1 to 1` })
    .min(-1, `${field} must be from -1 to 1`)
    .max(1, `${field} must be from -1 to 1`)
    .transform(roundAnswer);

/**
 * `addLinkIdeaIdeaScale` in an activity (201, the interconnect step): how the inTell supports (1)
 * or damages (-1) the guiding question. The activity names the two inTells; `id`, when sent, must
 * be their link (it may not exist yet: the first rating creates it).
 */
export const ActivityLinkRatingInput = z.object({
  id: Id.nullish(),
  level: level('addLinkIdeaIdeaScale.level'),
  confidence: z
    .number({ error: 'addLinkIdeaIdeaScale.confidence must be from 0 to 1' })
    .min(0, 'addLinkIdeaIdeaScale.confidence must be from 0 to 1')
    .max(1, 'addLinkIdeaIdeaScale.confidence must be from 0 to 1')
    .transform(roundAnswer)
    .nullish(),
  isSimilar: z.boolean().nullish(),
  isComplex: z.boolean().nullish(),
  isReversed: z.boolean().nullish(),
});
export type ActivityLinkRatingInput = z.infer<typeof ActivityLinkRatingInput>;

const POSITIONS: readonly number[] = Object.values(GUIDING_QUESTION_POSITION);
const POSITION_MESSAGE = 'position must be -1 (I disagree), 1 (I agree) or 0 (I am unsure)';

/**
 * `addIdeaScale` in an activity: an interpretation (`POST /api/ideas/scale/{id}`'s body) of the
 * inTell the activity names, never of one the body names. For 101 the answer to the guiding
 * question: `position` (-1, 1, 0), `confidence` (0 … 1, for ±1 only) and an optional `note`.
 * The interconnect rating may come here or beside it, once.
 */
export const ActivityScaleInput = AddIdeaScaleBody.extend({
  position: z
    .number({ error: POSITION_MESSAGE })
    .refine((v) => POSITIONS.includes(v), POSITION_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
  addLinkIdeaIdeaScale: ActivityLinkRatingInput.nullish(),
});
export type ActivityScaleInput = z.infer<typeof ActivityScaleInput>;
export type ActivityScalePayload = z.input<typeof ActivityScaleInput>;

/**
 * `addIdea` in an activity: an inTell (`POST /api/ideas`'s body; for 13 only `myPoint`, a key
 * point of the activity's quote), with `addIdeaScale` interpreting it when the activity asks.
 * Without `linkTo`: an activity makes its own links (201, the interconnect step).
 */
export const ActivityIdeaInput = CreateIdeaBody.omit({ linkTo: true }).extend({
  addIdeaScale: ActivityScaleInput.nullish(),
});
export type ActivityIdeaInput = z.infer<typeof ActivityIdeaInput>;
export type ActivityIdeaPayload = z.input<typeof ActivityIdeaInput>;

const ORDER_MESSAGE = 'order must be a whole number from 1';

/**
 * `POST /api/activity/{id}` (content §7): a teacher's change (Go Live, a new position, activities
 * added after this one) or a completion with what the activity asks for, in one transaction.
 */
export const UpdateActivityBody = z.object({
  activityID: Id.nullish(),
  enabled: z.boolean().nullish(),
  /** The position to move to (1 is first); the others shift, the sequence stays gap-free. */
  order: z.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).min(1, ORDER_MESSAGE).nullish(),
  /** Activities to add right after this one, in this order. */
  newActivities: z
    .array(CreateActivityBody)
    .max(NEW_ACTIVITIES_MAX, `newActivities: at most ${NEW_ACTIVITIES_MAX} at once`)
    .nullish(),
  /** The caller's own id: the activity is completed. */
  studentIDCompleted: Id.nullish(),
  addIdea: ActivityIdeaInput.nullish(),
  addIdeaScale: ActivityScaleInput.nullish(),
  addLinkIdeaIdeaScale: ActivityLinkRatingInput.nullish(),
});
export type UpdateActivityBody = z.infer<typeof UpdateActivityBody>;
export type UpdateActivityPayload = z.input<typeof UpdateActivityBody>;

/** `GET /api/activity?view=student`: a teacher's 'View as Student'. Students always get it. */
export const ActivityListQuery = z.object({
  view: z.enum(['student', 'manager'], { error: "view must be 'student' or 'manager'" }).optional(),
  /** One class's activities (DESIGN.md §10); without it, those of every class of the reader's. */
  classId: Id.optional(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

/** The reader's own answer to a guiding question (101), as stored with the topic. */
export const GuidingQuestionAnswer = z.object({
  position: z.number(),
  confidence: z.number().nullable(),
  note: z.string(),
});
export type GuidingQuestionAnswer = z.infer<typeof GuidingQuestionAnswer>;

/** Who completed an activity and when: only teachers and admins are shown these. */
export const ActivityCompletion = z.object({
  _id: z.string(),
  name: z.string(),
  /** ISO-8601. */
  date: z.string(),
});
export type ActivityCompletion = z.infer<typeof ActivityCompletion>;

/**
 * An activity as `GET /api/activity` lists it. Everyone gets the activity and their own part
 * (`completed`, `myIdea`, `myAnswer`); the manager's view adds who completed it.
 */
export const ActivityDto = z.object({
  _id: z.string(),
  /** The class it belongs to (DESIGN.md §10) and its name: a student's screen groups by it. */
  classId: z.string(),
  className: z.string(),
  /**
   * A student's own small group in the class (issue 43), whose work alone she sees in its
   * activities; absent when she is in none (or for a teacher).
   */
  groupName: z.string().optional(),
  selection: z.number(),
  enabled: z.boolean(),
  /**
   * 1, 2, 3 … without gaps: the place among all activities in the manager's view, among the
   * live ones in a student's.
   */
  order: z.number().int(),
  communityTopic: IdeaSummary.nullable(),
  inTellExisting: IdeaSummary.nullable(),
  /** The inTell (cause) and the guiding question (effect) for 201 and 102 with interconnect. */
  linkIdeaIdea: z.object({ ideaCause: IdeaSummary, ideaEffect: IdeaSummary }).nullable(),
  instructions1: z.string(),
  instructions101: z.string(),
  instructions102: z.string(),
  instructions201: z.string(),
  newInTellSelfEvaluate: z.boolean(),
  afterOptionInterpretNewInTell: z.boolean(),
  afterOptionAddNewIntellAfter: z.boolean(),
  afterOptionInterconnectNewInTell: z.boolean(),
  interpretConfirmDeeperUnderstanding: z.boolean(),
  interpretEvaluateValues: z.boolean(),
  interpretPauseEmotionFlow: z.boolean(),
  interpretIntentWords: z.string(),
  /** Created, ISO-8601. */
  date: z.string(),
  /** Whether the reader completed it, and when. */
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** The inTell the reader added in it (1, 13, and 101 with a new inTell). */
  myIdea: IdeaSummary.nullable(),
  /** 101: the reader's answer to its guiding question, from this activity or an earlier one. */
  myAnswer: GuidingQuestionAnswer.nullable(),
  /** A student's view: her teacher's feedback on it, once released (DESIGN.md §14). */
  feedback: StudentFeedback.nullable().optional(),
  /** Manager's view: the members who completed it, first first. */
  studentsCompleted: z.array(ActivityCompletion).optional(),
  completedCount: z.number().int().optional(),
  /** Manager's view: the activity whose student's new inTell this follow-up interprets. */
  followUpOf: z.string().nullable().optional(),
  /** Manager's view: the classmates a follow-up was given to (DESIGN.md §14), by name. */
  followUpReaders: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
});
export type ActivityDto = z.infer<typeof ActivityDto>;

export const ActivityList = z.array(ActivityDto);
export type ActivityList = z.infer<typeof ActivityList>;

/** A plot number of a member's answer: rounded like the plots' (`toPlotValue`), null unanswered. */
const answerValue = z.number().nullable();

/**
 * One member's answer in an activity, on the plot scales of the inTell it interprets: for 101 the
 * guiding question (its `supportLevel` is the position), for 102 the activity's inTell.
 */
export const ActivityAnswer = z.object({
  user: z.object({ _id: z.string(), name: z.string() }),
  /** The student's small group in the class (issue 43), absent when she is in none. */
  groupName: z.string().optional(),
  /** When the activity was completed, ISO-8601. */
  date: z.string(),
  /** Whether the member has an interpretation of the inTell (a skipped one counts). */
  answered: z.boolean(),
  emotion: answerValue,
  authorIntent: answerValue,
  sound: answerValue,
  score: answerValue,
  confidence: answerValue,
  supportLevel: answerValue,
  /**
   * What the author means in the member's own words, when a 102 asked for a deeper understanding
   * (docs/decisions/2026-11-23-student-activities-screen.md 'Confirming a deeper understanding');
   * null when none was written.
   */
  understanding: z.string().nullable(),
  /** Every answer of the member's interpretation of the inTell, for the teacher to read in words. */
  scale: IdeaScale.nullable(),
  /** The class's teachers' feedback on this completion, drafted or released. */
  feedback: FeedbackDto.nullable(),
  /** The inTell the member added in this activity (1, 13, a 101 that adds one); null if none. */
  addedIdea: IdeaSummary.nullable().optional(),
  /**
   * Her support/oppose answer in this activity (1, 102 or 201 with a guiding question): her
   * rating of the link from the inTell it names (the one she added, for 1) to the question,
   * -1 … 1, with its confidence; null if none.
   */
  rating: z.object({ level: z.number(), confidence: z.number() }).nullable().optional(),
});
export type ActivityAnswer = z.infer<typeof ActivityAnswer>;

/**
 * `GET /api/activity/{id}/answers` (teachers and admins; beyond the spec: the progress view):
 * each member who completed the activity, first first, with their answer on the inTell's scales,
 * so a screen can place each one on the class's plot (`GET /api/ideas/{id}/scales`).
 */
export const ActivityAnswers = z.object({
  /** The inTell answered: the guiding question (101), the inTell (102); null for other codes. */
  idea: IdeaSummary.nullable(),
  answers: z.array(ActivityAnswer),
});
export type ActivityAnswers = z.infer<typeof ActivityAnswers>;
