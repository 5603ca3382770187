import { z } from 'zod';
import { Id } from '../api/common-schemas';
import { PREDICTION_MESSAGES } from './calibration-messages';
import { PREDICTION_SCALE_RANGES, PREDICTION_SCALES } from './calibration-constants';

/** `POST /api/ideas/{id}/prediction` (DESIGN.md §15). */
export const PredictionBody = z
  .object({
    scale: z.enum(PREDICTION_SCALES, { error: PREDICTION_MESSAGES.SCALE }),
    predicted: z.number({ error: PREDICTION_MESSAGES.PREDICTED }).finite(),
    predictedAgreeShare: z
      .number({ error: PREDICTION_MESSAGES.AGREE_SHARE })
      .min(0, { error: PREDICTION_MESSAGES.AGREE_SHARE })
      .max(1, { error: PREDICTION_MESSAGES.AGREE_SHARE })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const range = PREDICTION_SCALE_RANGES[body.scale];
    if (body.predicted < range.min || body.predicted > range.max) {
      ctx.addIssue({ code: 'custom', path: ['predicted'], message: PREDICTION_MESSAGES.PREDICTED });
    }
  });
export type PredictionBody = z.infer<typeof PredictionBody>;

/**
 * One guess beside the result: `actual` (the class's median), `gap` (predicted − actual),
 * `error` (|gap| as a share of the scale) and the agreeing shares once results are shown and at
 * least 5 answered; null before.
 */
export const PredictionOutcome = z.object({
  scale: z.enum(PREDICTION_SCALES),
  predicted: z.number(),
  predictedAgreeShare: z.number().nullable(),
  actual: z.number().nullable(),
  actualAgreeShare: z.number().nullable(),
  gap: z.number().nullable(),
  error: z.number().nullable(),
  respondents: z.number().int().nonnegative().nullable(),
});
export type PredictionOutcome = z.infer<typeof PredictionOutcome>;

/** `GET /api/ideas/{id}/prediction`: her guesses on the inTell, one per scale. */
export const PredictionOutcomes = z.array(PredictionOutcome);
export type PredictionOutcomes = z.infer<typeof PredictionOutcomes>;

/** `GET /api/ideas/{id}/prediction?activity=`: the results as that activity's plot counts them. */
export const PredictionQuery = z.object({ activity: Id.optional() });
export type PredictionQuery = z.infer<typeof PredictionQuery>;

/** `GET /api/me/predictions`: her guesses compared so far, oldest first, and their trend. */
export const PredictionTrend = z.object({
  points: z.array(
    z.object({
      ideaId: z.string(),
      scale: z.enum(PREDICTION_SCALES),
      at: z.string(),
      error: z.number(),
    }),
  ),
  slope: z.number().nullable(),
  direction: z.enum(['closer', 'further', 'steady']).nullable(),
});
export type PredictionTrend = z.infer<typeof PredictionTrend>;

/** `GET /api/classes/{id}/perception-gap`: per inTell and scale its students guessed on. */
export const ClassPerceptionGaps = z.object({
  questions: z.array(
    z.object({
      ideaId: z.string(),
      /** What a list shows for the inTell (its headline, else its quotation or body). */
      label: z.string(),
      scale: z.enum(PREDICTION_SCALES),
      respondents: z.number().int(),
      predictors: z.number().int(),
      actual: z.number(),
      meanError: z.number(),
      meanGap: z.number(),
      actualSplit: z.number(),
      predictedSplit: z.number().nullable(),
      expects: z.enum(['moreDisagreement', 'lessDisagreement', 'aboutRight']).nullable(),
    }),
  ),
  /**
   * Whether the gap shrinks (`classGapTrend`): per inTell the class guessed on, in the order it
   * guessed (the median time of its guesses), the mean error of its guesses on every scale;
   * the least-squares slope per inTell and its verdict, null below three inTells.
   */
  trend: z.object({
    points: z.array(
      z.object({
        ideaId: z.string(),
        label: z.string(),
        at: z.string(),
        meanError: z.number(),
        guesses: z.number().int(),
      }),
    ),
    slope: z.number().nullable(),
    verdict: z.enum(['shrinking', 'steady', 'growing']).nullable(),
  }),
});
export type ClassPerceptionGaps = z.infer<typeof ClassPerceptionGaps>;
