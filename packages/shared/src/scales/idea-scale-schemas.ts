import { z } from 'zod';
import { Id, optionalText, roundAnswer } from '../api/common-schemas';
import {
  ACTIVITY_TYPES,
  DIVISIVE_ALL,
  EMOTION_RANGE,
  EXPERTISE_LEVEL,
  RADIO_ANSWER,
  SCALE_TEXT_MAX_LENGTH,
  UNANSWERED,
  UNIT_SCALE_RANGE,
  VALUE_CODE,
} from '../constants';
import { linkRatingFields } from '../links/link-schemas';
import { READING_ROLES } from '../calibration/calibration-constants';

/**
 * The interpretation of an inTell (content §3 'Scale', §7 `POST /api/ideas/scale/{ideaId}`). Every
 * scale is optional: absent and null mean unanswered (-2), as a skipped interpretation sends.
 */

const inRange = (min: number, max: number) => (v: number) =>
  v === UNANSWERED || (v >= min && v <= max);

/**
 * A scale from `min` to `max`, kept to ANSWER_DECIMALS places (`roundAnswer`), or -2
 * (unanswered); absent or null is -2.
 */
function scale(name: string, min: number, max: number) {
  const message = `${name} must be from ${min} to ${max}, or -2 when unanswered`;
  return z
    .number({ error: message })
    .refine(inRange(min, max), message)
    .nullish()
    .transform((v) => (v == null ? UNANSWERED : roundAnswer(v)));
}

const RADIO_VALUES: readonly number[] = [...Object.values(RADIO_ANSWER), UNANSWERED];

/** A Yes (1) / No (-1) / Not Sure (0) answer, or -2. */
function radio(name: string) {
  const message = `${name} must be 1, -1, 0, or -2 when unanswered`;
  return z
    .number({ error: message })
    .refine((v) => RADIO_VALUES.includes(v), message)
    .nullish()
    .transform((v) => v ?? UNANSWERED);
}

const CONFIDENCE_MESSAGE = 'confidence must be from 0 to 1, an expertise level 2, 3 or 4, or null';
const EXPERTISE_VALUES: readonly number[] = Object.values(EXPERTISE_LEVEL);

const VALUE_CODES: readonly number[] = Object.values(VALUE_CODE);
const VALUES_MESSAGE = 'values must be value codes 1 to 5 or -1 to -5';

/** `addLinkIdeaIdeaScale`: the interpreter's rating of a link of this inTell, made with it. */
export const LinkIdeaIdeaScaleInput = z.object({
  id: Id,
  ...linkRatingFields('addLinkIdeaIdeaScale.'),
});
export type LinkIdeaIdeaScaleInput = z.infer<typeof LinkIdeaIdeaScaleInput>;

export const AddIdeaScaleBody = z.object({
  /**
   * Whose reading it is (DESIGN.md §15): a reader's (the default, counted in the results), the
   * author's own or a teacher's key (never counted).
   */
  role: z
    .enum(READING_ROLES, { error: 'role must be one of reader, author, key' })
    .nullish()
    .transform((v) => v ?? 'reader'),
  /** Refuse (409) when the member has already interpreted this inTell, instead of replacing. */
  cannotOverwriteExisting: z.boolean().nullish(),
  /** The activity this interpretation is made in (content §2 activity codes), if any. */
  activityType: z
    .number({ error: `activityType must be one of ${ACTIVITY_TYPES.join(', ')}` })
    .refine(
      (v) => (ACTIVITY_TYPES as readonly number[]).includes(v),
      `activityType must be one of ${ACTIVITY_TYPES.join(', ')}`,
    )
    .nullish(),
  myEmotion: scale('myEmotion', EMOTION_RANGE.MIN, EMOTION_RANGE.MAX),
  authorIntent: scale('authorIntent', UNIT_SCALE_RANGE.MIN, UNIT_SCALE_RANGE.MAX),
  sound: scale('sound', UNIT_SCALE_RANGE.MIN, UNIT_SCALE_RANGE.MAX),
  goodFaith: scale('goodFaith', UNIT_SCALE_RANGE.MIN, UNIT_SCALE_RANGE.MAX),
  heartOfIssue: scale('heartOfIssue', UNIT_SCALE_RANGE.MIN, UNIT_SCALE_RANGE.MAX),
  /** 0 … 1, or an expertise level (2, 3, 4); null when not given (counts as 0.5). */
  confidence: z
    .number({ error: CONFIDENCE_MESSAGE })
    .refine((v) => (v >= 0 && v <= 1) || EXPERTISE_VALUES.includes(v), CONFIDENCE_MESSAGE)
    .nullish()
    .transform((v) => (v == null ? null : roundAnswer(v))),
  /** The divisive bit mask (0 … 15), or -2. */
  divisive: z
    .number({ error: 'divisive must be a whole number from 0 to 15, or -2 when unanswered' })
    .int('divisive must be a whole number from 0 to 15, or -2 when unanswered')
    .refine(inRange(0, DIVISIVE_ALL), 'divisive must be a whole number from 0 to 15, or -2')
    .nullish()
    .transform((v) => v ?? UNANSWERED),
  /** Value codes picked (positive or negative by the emotion's sign). */
  values: z
    .array(
      z.number({ error: VALUES_MESSAGE }).refine((v) => VALUE_CODES.includes(v), VALUES_MESSAGE),
    )
    .max(VALUE_CODES.length, VALUES_MESSAGE)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  /** The waveMaker the values are about, optionally. */
  valuesAgent: Id.nullish().transform((v) => v ?? null),
  haveChanged: radio('haveChanged'),
  wouldChange: radio('wouldChange'),
  answerQuestions: radio('answerQuestions'),
  publicEngagement: radio('publicEngagement'),
  note: optionalText(SCALE_TEXT_MAX_LENGTH),
  whyManipulative: optionalText(SCALE_TEXT_MAX_LENGTH),
  myExpertise: optionalText(SCALE_TEXT_MAX_LENGTH),
  otherSide: optionalText(SCALE_TEXT_MAX_LENGTH),
  solution: optionalText(SCALE_TEXT_MAX_LENGTH),
  /**
   * The author's point in the member's own words, before interpreting (an activity's
   * `interpretConfirmDeeperUnderstanding`; docs/decisions/2026-11-23-student-activities-screen.md
   * 'Confirming a deeper understanding').
   */
  understanding: optionalText(SCALE_TEXT_MAX_LENGTH),
  /** An inTell the member created along with this interpretation (an activity's new inTell). */
  ideaCreated: Id.nullish().transform((v) => v ?? null),
  addLinkIdeaIdeaScale: LinkIdeaIdeaScaleInput.nullish(),
});
export type AddIdeaScaleBody = z.infer<typeof AddIdeaScaleBody>;
export type AddIdeaScalePayload = z.input<typeof AddIdeaScaleBody>;

/** One member's interpretation as `GET /api/ideas/{id}` lists it in `scales`. */
export const IdeaScale = z.object({
  user: z.object({ _id: z.string(), name: z.string() }),
  myEmotion: z.number(),
  authorIntent: z.number(),
  sound: z.number(),
  goodFaith: z.number(),
  heartOfIssue: z.number(),
  confidence: z.number().nullable(),
  divisive: z.number(),
  values: z.array(z.number()),
  valuesAgent: z.string().nullable(),
  haveChanged: z.number(),
  wouldChange: z.number(),
  answerQuestions: z.number(),
  publicEngagement: z.number(),
  note: z.string(),
  whyManipulative: z.string(),
  myExpertise: z.string(),
  otherSide: z.string(),
  solution: z.string(),
  understanding: z.string(),
  ideaCreated: z.string().nullable(),
  activityType: z.number().nullable(),
  /** When it was last set, ISO-8601. */
  date: z.string(),
});
export type IdeaScale = z.infer<typeof IdeaScale>;
