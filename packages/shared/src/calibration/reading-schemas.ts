import { z } from 'zod';
import { REFERENCE_SCALES } from './calibration-constants';

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

/**
 * `GET /api/ideas/{id}/key`, to a teacher or an admin: her own key to the inTell, per compared
 * scale (null where she left it unanswered), and when she last saved it.
 */
export const OwnKey = z.object({
  emotion: z.number().nullable(),
  authorIntent: z.number().nullable(),
  sound: z.number().nullable(),
  goodFaith: z.number().nullable(),
  updatedAt: z.string(),
});
export type OwnKey = z.infer<typeof OwnKey>;

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
