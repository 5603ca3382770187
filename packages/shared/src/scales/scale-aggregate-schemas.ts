import { z } from 'zod';
import { AGGREGATE_HISTOGRAM } from '../constants';

/**
 * The schemas of an inTell's stored aggregates (scale-aggregate.ts has their arithmetic). Apart
 * from it so that the web app, which only reads them, does not load Zod for them.
 */

const HISTOGRAM_MESSAGE = `histogram must hold ${AGGREGATE_HISTOGRAM.BINS} counts`;

/**
 * One scale's aggregate. `histogram` has `AGGREGATE_HISTOGRAM.BINS` (47) bins, each 0.05 wide and
 * centred on -1.15, -1.10, …, 1.15 (`binIndex`); its counts add up to `count`.
 */
export const ScaleAggregate = z
  .object({
    /** Number of answers. */
    count: z.number().int().nonnegative(),
    /** Σ of the answers. */
    sum: z.number(),
    /** Σ of their squares. */
    sumOfSquares: z.number().nonnegative(),
    histogram: z
      .array(z.number().int().nonnegative())
      .length(AGGREGATE_HISTOGRAM.BINS, HISTOGRAM_MESSAGE),
  })
  .refine(
    (a) => a.histogram.reduce((total, n) => total + n, 0) === a.count,
    'histogram counts must add up to count',
  );
export type ScaleAggregate = z.infer<typeof ScaleAggregate>;

/** An inTell's aggregates, one per scale name. */
export const IdeaScaleAggregates = z.object({
  emotion: ScaleAggregate,
  authorIntent: ScaleAggregate,
  sound: ScaleAggregate,
  score: ScaleAggregate,
  goodFaith: ScaleAggregate,
  heartOfIssue: ScaleAggregate,
  supportLevel: ScaleAggregate,
});
export type IdeaScaleAggregates = z.infer<typeof IdeaScaleAggregates>;
