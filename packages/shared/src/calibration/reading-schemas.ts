import { z } from 'zod';
import { UNDERSTOOD_MESSAGES } from './calibration-messages';
import type { ScaleRange } from './perception-gap';

/**
 * Whose reading an interpretation is (DESIGN.md §15): a reader's (counted in the results), the
 * author's own ('how I mean it') or a teacher's key; the last two are never counted.
 */
export const READING_ROLES = ['reader', 'author', 'key'] as const;
export type ReadingRole = (typeof READING_ROLES)[number];

/** The scales an author's reading and a key are compared on. */
export const REFERENCE_SCALES = ['emotion', 'authorIntent', 'sound', 'goodFaith'] as const;
export type ReferenceScale = (typeof REFERENCE_SCALES)[number];

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

const scale = z.enum(REFERENCE_SCALES);

/**
 * `GET /api/ideas/{id}/understood`, to the author alone: per scale her reading, the readers'
 * median, the gap (readers − author) and how many it rests on; `said` picks the sentence.
 */
export const UnderstoodScales = z.array(
  z.object({
    scale,
    author: z.number().nullable(),
    readers: z.number().nullable(),
    gap: z.number().nullable(),
    respondents: z.number().int().nonnegative(),
    said: z.enum(['asMeant', 'higher', 'lower', 'tooFewReaders', 'notSaid']),
    sentence: z.string(),
  }),
);
export type UnderstoodScales = z.infer<typeof UnderstoodScales>;

/** `GET /api/ideas/{id}/key-distance`: her reading beside her teacher's key, per scale both gave. */
export const KeyDistances = z.array(
  z.object({
    scale,
    reading: z.number(),
    key: z.number(),
    distance: z.number(),
    said: z.enum(['close', 'near', 'far']),
  }),
);
export type KeyDistances = z.infer<typeof KeyDistances>;

/** `GET /api/classes/{id}/agreement`: Krippendorff's α per scale over the class's readings. */
export const ClassAgreement = z.object({
  scales: z.array(
    z.object({
      scale,
      alpha: z.number().nullable(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      raters: z.number().int().nonnegative(),
      items: z.number().int().nonnegative(),
    }),
  ),
});
export type ClassAgreement = z.infer<typeof ClassAgreement>;
