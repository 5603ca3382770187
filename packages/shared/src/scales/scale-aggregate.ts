import { AGGREGATE_HISTOGRAM, PLOT_AXIS_RANGE } from '../constants';
import type { IdeaScaleAggregates, ScaleAggregate } from './scale-aggregate-schemas';
import { isAnswered, responseScore, type ScoredResponse, type Spread } from './scale-scoring';

/**
 * Stored aggregates of an inTell's interpretations (DESIGN.md §6): per scale the count, Σ, Σ² and a
 * fixed histogram over the plot axis, updated in O(1) with each interpretation written, so that a
 * read carries the summaries without every interpretation. The server stores exactly this shape
 * (its schemas are in scale-aggregate-schemas.ts, apart, so that the web app's plots and
 * summaries load this arithmetic without Zod).
 */

/**
 * The scales that are aggregated: the emotion, author intent, soundness, good faith and heart of
 * issue (advocate review) sliders, each response's score x = signal − distortion (content §9), and
 * the support level toward the guiding question (-1 … 1: activity 101's position or the
 * interconnect rating, whichever the server records for the inTell).
 */
export const SCALE_NAMES = [
  'emotion',
  'authorIntent',
  'sound',
  'score',
  'goodFaith',
  'heartOfIssue',
  'supportLevel',
] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

/** One interpretation's value on each scale; null when it has none. */
export type ScaleValues = Record<ScaleName, number | null>;

/** An aggregate of no answers. */
export function emptyAggregate(): ScaleAggregate {
  return {
    count: 0,
    sum: 0,
    sumOfSquares: 0,
    histogram: Array.from({ length: AGGREGATE_HISTOGRAM.BINS }, () => 0),
  };
}

/** Aggregates of no interpretations. */
export function emptyIdeaScaleAggregates(): IdeaScaleAggregates {
  return Object.fromEntries(
    SCALE_NAMES.map((name) => [name, emptyAggregate()]),
  ) as IdeaScaleAggregates;
}

function requireFinite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return value;
}

/**
 * The histogram bin of a value: the bin whose centre (-1.15 + 0.05 i) is nearest, a value half-way
 * between two centres going to the upper one; values beyond the axis go to the end bins. So bin i
 * holds [-1.175 + 0.05 i, -1.125 + 0.05 i), bin 0 everything below and bin 46 everything above.
 */
export function binIndex(value: number): number {
  const steps = (requireFinite(value) - PLOT_AXIS_RANGE.MIN) / AGGREGATE_HISTOGRAM.WIDTH;
  // Rounded to 9 places first, so that 0.025 (23.499999… steps in binary) is half-way, as written.
  const index = Math.floor(Number(steps.toFixed(9)) + 0.5);
  return Math.min(AGGREGATE_HISTOGRAM.BINS - 1, Math.max(0, index));
}

/** The centre of a histogram bin, for plots. */
export function binCentre(index: number): number {
  return Number((PLOT_AXIS_RANGE.MIN + index * AGGREGATE_HISTOGRAM.WIDTH).toFixed(2));
}

/**
 * An aggregate after an answer is written (DESIGN.md §6), in O(1): `oldValue` is the member's
 * earlier answer on this scale (null for a first interpretation, or none on this scale),
 * `newValue` the new one (null when the new interpretation has none). Removing a value the
 * aggregate cannot hold throws a RangeError. An aggregate emptied to 0 answers has its sums
 * reset to exactly 0, which drops any rounding left over.
 */
export function addToAggregate(
  aggregate: ScaleAggregate,
  oldValue: number | null,
  newValue: number | null,
): ScaleAggregate {
  if (oldValue === null && newValue === null) return aggregate;
  let { count, sum, sumOfSquares } = aggregate;
  const histogram = [...aggregate.histogram];
  if (oldValue !== null) {
    const bin = binIndex(oldValue);
    if (count < 1 || (histogram[bin] ?? 0) < 1) {
      throw new RangeError(`The aggregate holds no ${oldValue} to remove`);
    }
    count -= 1;
    sum -= oldValue;
    sumOfSquares -= oldValue * oldValue;
    histogram[bin] = (histogram[bin] ?? 0) - 1;
  }
  if (newValue !== null) {
    const bin = binIndex(newValue);
    count += 1;
    sum += newValue;
    sumOfSquares += newValue * newValue;
    histogram[bin] = (histogram[bin] ?? 0) + 1;
  }
  if (count === 0) return emptyAggregate();
  return { count, sum, sumOfSquares: Math.max(0, sumOfSquares), histogram };
}

/** The aggregate of a set of answers, computed from scratch. */
export function aggregateOf(values: readonly number[]): ScaleAggregate {
  const histogram = Array.from({ length: AGGREGATE_HISTOGRAM.BINS }, () => 0);
  let sum = 0;
  let sumOfSquares = 0;
  for (const value of values) {
    const bin = binIndex(value);
    histogram[bin] = (histogram[bin] ?? 0) + 1;
    sum += value;
    sumOfSquares += value * value;
  }
  return { count: values.length, sum, sumOfSquares, histogram };
}

/** Variances this close to 0 are rounding of equal answers, and count as 0. */
const ZERO_VARIANCE = 1e-12;

/**
 * Mean and population standard deviation of an aggregate (as `spreadOf` gives for the answers
 * themselves); null when it holds none.
 */
export function aggregateSpread(aggregate: ScaleAggregate): Spread | null {
  if (aggregate.count === 0) return null;
  const mean = aggregate.sum / aggregate.count;
  const variance = aggregate.sumOfSquares / aggregate.count - mean * mean;
  return {
    count: aggregate.count,
    mean,
    deviation: variance < ZERO_VARIANCE ? 0 : Math.sqrt(variance),
  };
}

/** What an interpretation carries for the aggregates (the body or a stored row). */
export interface AggregatedResponse extends ScoredResponse {
  myEmotion?: number | null;
}

/**
 * One interpretation's value on each scale: its answers (unanswered -2 or null is none), its score
 * x when it has one (`responseScore`), and the support level the server records with it, if any.
 * A skipped interpretation has none on every scale.
 */
export function scaleValuesOf(
  response: AggregatedResponse,
  supportLevel: number | null = null,
): ScaleValues {
  const value = (v: number | null | undefined) => (isAnswered(v) ? v : null);
  return {
    emotion: value(response.myEmotion),
    authorIntent: value(response.authorIntent),
    sound: value(response.sound),
    score: responseScore(response)?.x ?? null,
    goodFaith: value(response.goodFaith),
    heartOfIssue: value(response.heartOfIssue),
    supportLevel: value(supportLevel),
  };
}

/**
 * Whether an interpretation counts on at least one scale. One that counts on none is a skip
 * (content §4: 'Confirm skip' submits null values): it is recorded and the gate counts it as
 * done, but it is not a rating, so it earns no first-interpretation points.
 */
export function answersAnyScale(values: ScaleValues): boolean {
  return SCALE_NAMES.some((name) => values[name] !== null);
}

/**
 * An inTell's aggregates after one member's interpretation is written: `before` is that member's
 * earlier interpretation's values (null for a first one), `after` the new one's.
 */
export function updateIdeaScaleAggregates(
  aggregates: IdeaScaleAggregates,
  before: ScaleValues | null,
  after: ScaleValues | null,
): IdeaScaleAggregates {
  const next = { ...aggregates };
  for (const name of SCALE_NAMES) {
    next[name] = addToAggregate(aggregates[name], before?.[name] ?? null, after?.[name] ?? null);
  }
  return next;
}
