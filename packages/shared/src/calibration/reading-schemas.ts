import { z } from 'zod';
import { REFERENCE_SCALES, UNDERSTOOD_SCALES } from './calibration-constants';

const scale = z.enum(REFERENCE_SCALES);

const said = z.enum(['asMeant', 'higher', 'lower', 'differently', 'tooFewReaders', 'notSaid']);

/**
 * `GET /api/ideas/{id}/understood`, to the author alone: per scale her reading, the readers'
 * median, the gap (readers − author) and how many it rests on; `said` picks the sentence.
 * The values (a set of chosen values) have no median: `author` and `readers` are null, `gap` the
 * widest difference on one value (a share of the readers), `values` says which. The optional
 * fields beyond DESIGN §15's are issue 45's revisions: on a revision, `earlier` (its earlier
 * version's figures on the scale) and `change` (whether the gap closed, when both rest on 5
 * readers or more); on a revised inTell, `revision` (the newest revision).
 */
export const UnderstoodScales = z.array(
  z.object({
    scale: z.enum(UNDERSTOOD_SCALES),
    author: z.number().nullable(),
    readers: z.number().nullable(),
    gap: z.number().nullable(),
    respondents: z.number().int().nonnegative(),
    said,
    sentence: z.string(),
    values: z
      .object({
        /** Her chosen value codes. */
        meant: z.array(z.number().int()),
        /** Each value she meant or a reader saw, with the share of readers who saw it. */
        seen: z.array(z.object({ code: z.number().int(), meant: z.boolean(), share: z.number() })),
        /** The values she and most readers differ on, each with its sentence. */
        differences: z.array(
          z.object({
            code: z.number().int(),
            kind: z.enum(['unmeant', 'missed']),
            share: z.number(),
            sentence: z.string(),
          }),
        ),
      })
      .optional(),
    earlier: z
      .object({
        ideaId: z.string(),
        author: z.number().nullable(),
        readers: z.number().nullable(),
        gap: z.number().nullable(),
        respondents: z.number().int().nonnegative(),
        said,
      })
      .optional(),
    change: z
      .object({
        /** |gap| as shares of the scale: the earlier version's, then this one's. */
        before: z.number(),
        after: z.number(),
        said: z.enum(['closed', 'grew', 'same']),
        sentence: z.string(),
      })
      .nullable()
      .optional(),
    revision: z.object({ ideaId: z.string() }).optional(),
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
