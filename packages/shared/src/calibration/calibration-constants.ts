import { UNDERSTOOD_MESSAGES } from './calibration-messages';
import type { ScaleRange } from './perception-gap';

/*
 * The scales and roles of guesses, authors' readings and keys (issue 45), apart from their
 * schemas: the web imports them without Zod's classes (a schema module's constants bring its
 * schemas along).
 */

/** The scales a member guesses the class on: those with a middle that splits agreeing from not. */
export const PREDICTION_SCALES = ['emotion', 'authorIntent', 'sound', 'supportLevel'] as const;
export type PredictionScale = (typeof PREDICTION_SCALES)[number];

/** Each scale's ends, as its sliders have them (DESIGN.md §6). */
export const PREDICTION_SCALE_RANGES: Readonly<Record<PredictionScale, ScaleRange>> = {
  emotion: { min: -1, max: 1 },
  authorIntent: { min: 0, max: 1 },
  sound: { min: 0, max: 1 },
  supportLevel: { min: -1, max: 1 },
};

/**
 * Whose reading an interpretation is (DESIGN.md §15): a reader's (counted in the results), the
 * author's own ('how I mean it') or a teacher's key; the last two are never counted.
 */
export const READING_ROLES = ['reader', 'author', 'key'] as const;
export type ReadingRole = (typeof READING_ROLES)[number];

/** The scales an author's reading and a key are compared on. */
export const REFERENCE_SCALES = ['emotion', 'authorIntent', 'sound', 'goodFaith'] as const;
export type ReferenceScale = (typeof REFERENCE_SCALES)[number];

/**
 * The scales of 'Was I understood?': the compared sliders and the values, a set of chosen values
 * (content §3 'Values') compared by the share of readers who saw each. Keys are on the sliders only.
 */
export const UNDERSTOOD_SCALES = [...REFERENCE_SCALES, 'values'] as const;
export type UnderstoodScale = (typeof UNDERSTOOD_SCALES)[number];

/** The values' gap is a share of the readers (0…1), so it is read as a scale from 0 to 1. */
export const VALUES_GAP_RANGE: ScaleRange = { min: 0, max: 1 };

export const REFERENCE_SCALE_RANGES: Readonly<Record<ReferenceScale, ScaleRange>> = {
  emotion: { min: -1, max: 1 },
  authorIntent: { min: 0, max: 1 },
  sound: { min: 0, max: 1 },
  goodFaith: { min: 0, max: 1 },
};

/** What the author reads beside a scale, by how readers placed it against her own reading. */
export const UNDERSTOOD_SENTENCE_OF: Readonly<
  Record<ReferenceScale, { higher: string; lower: string }>
> = {
  emotion: {
    higher: UNDERSTOOD_MESSAGES.EMOTION_HIGHER,
    lower: UNDERSTOOD_MESSAGES.EMOTION_LOWER,
  },
  authorIntent: {
    higher: UNDERSTOOD_MESSAGES.INTENT_HIGHER,
    lower: UNDERSTOOD_MESSAGES.INTENT_LOWER,
  },
  sound: { higher: UNDERSTOOD_MESSAGES.SOUND_HIGHER, lower: UNDERSTOOD_MESSAGES.SOUND_LOWER },
  goodFaith: {
    higher: UNDERSTOOD_MESSAGES.GOOD_FAITH_HIGHER,
    lower: UNDERSTOOD_MESSAGES.GOOD_FAITH_LOWER,
  },
};
