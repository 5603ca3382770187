/**
 * Perception gap, 'was I understood?' and a reading's distance from the teacher's key (DESIGN.md
 * §15), as pure functions of a scale's values. A scale runs from `min` to `max` (emotion −1…1, the
 * others 0…1); gaps are given in the scale's own units and as a share of its length, so one rule
 * ('close', 'far') serves every scale.
 */

/** Figures resting on fewer respondents are not shown (DESIGN §15: 'nothing below 5'). */
export const MIN_RESPONDENTS = 5;

/** Within this share of the scale's length a guess, a reading or an author's intent counts as met. */
export const CLOSE_SHARE = 0.15;
/** Beyond this share of the scale's length a reading is far from the key. */
export const FAR_SHARE = 0.35;
/** A class expects more (or less) disagreement than there is past this difference in split. */
export const SPLIT_MARGIN = 0.1;

export interface ScaleRange {
  min: number;
  max: number;
}

/** The median: where most of the class lands, unmoved by a few at the ends. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The share of values above the scale's middle: those who agree (find it sound, positive…). */
export function agreeShare(values: readonly number[], range: ScaleRange): number | null {
  if (values.length === 0) return null;
  const middle = (range.min + range.max) / 2;
  return values.filter((value) => value > middle).length / values.length;
}

/**
 * How split a group is, from its agreeing share: 1 when half agree, 0 when all or none do.
 * A class 'expects more disagreement than there is' when its guessed split exceeds the real one.
 */
export function splitOf(agreeingShare: number): number {
  return 1 - Math.abs(2 * agreeingShare - 1);
}

const lengthOf = (range: ScaleRange) => range.max - range.min;

export interface Prediction {
  predicted: number;
  predictedAgreeShare?: number | null;
}

export interface GuessComparison {
  predicted: number;
  /** The class's median on the scale. */
  actual: number;
  /** predicted − actual, in the scale's units. */
  gap: number;
  /** |gap| as a share of the scale's length (0…1). */
  error: number;
  predictedAgreeShare: number | null;
  actualAgreeShare: number;
  /** predictedAgreeShare − actualAgreeShare, null without a guessed share. */
  agreeShareGap: number | null;
  respondents: number;
}

/** A student's guess beside what the class answered; null below MIN_RESPONDENTS. */
export function comparePrediction(
  prediction: Prediction,
  values: readonly number[],
  range: ScaleRange,
): GuessComparison | null {
  if (values.length < MIN_RESPONDENTS) return null;
  const actual = medianOf(values)!;
  const actualAgreeShare = agreeShare(values, range)!;
  const gap = prediction.predicted - actual;
  const predictedAgreeShare = prediction.predictedAgreeShare ?? null;
  return {
    predicted: prediction.predicted,
    actual,
    gap,
    error: Math.abs(gap) / lengthOf(range),
    predictedAgreeShare,
    actualAgreeShare,
    agreeShareGap: predictedAgreeShare === null ? null : predictedAgreeShare - actualAgreeShare,
    respondents: values.length,
  };
}

export interface TrendPoint {
  /** When the guess was compared (ISO date), the order of the trend. */
  at: string;
  error: number;
}

export interface GuessingTrend {
  points: TrendPoint[];
  /** The least-squares change of the error per guess; negative: her guesses get closer. */
  slope: number | null;
  direction: 'closer' | 'further' | 'steady' | null;
}

/** A trend needs this many points (guesses, or a class's inTells). */
export const TREND_MIN_POINTS = 3;
/** A change under this share of the scale per point (a hundredth) is no trend: 'steady'. */
export const TREND_STEADY_BELOW = 0.01;

/** The least-squares slope of values taken in order (x = 0, 1, 2 …); null below TREND_MIN_POINTS. */
export function slopeInOrder(values: readonly number[]): number | null {
  const n = values.length;
  if (n < TREND_MIN_POINTS) return null;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  return covariance / variance;
}

/** Over activities, whether a student's guesses come closer (null slope below three guesses). */
export function guessingTrend(points: readonly TrendPoint[]): GuessingTrend {
  const ordered = [...points].sort((a, b) => a.at.localeCompare(b.at));
  const slope = slopeInOrder(ordered.map((p) => p.error));
  if (slope === null) return { points: ordered, slope: null, direction: null };
  const direction =
    Math.abs(slope) < TREND_STEADY_BELOW ? 'steady' : slope < 0 ? 'closer' : 'further';
  return { points: ordered, slope, direction };
}

/** One compared guess of a class's student: on which inTell, when, and how far off (0…1). */
export interface ClassGuessError {
  ideaId: string;
  at: string;
  error: number;
}

/** One inTell of a class's trend: when the class guessed on it, and how far off it was. */
export interface ClassGapTrendPoint {
  ideaId: string;
  /** The median time of its guesses (ISO): the trend's order. */
  at: string;
  /** The mean of its guesses' errors, on every guessed scale, as a share of the scale. */
  meanError: number;
  guesses: number;
}

export interface ClassGapTrend {
  points: ClassGapTrendPoint[];
  /** The least-squares change of the mean error per inTell; negative: the gap shrinks. */
  slope: number | null;
  verdict: 'shrinking' | 'steady' | 'growing' | null;
}

/** A class's trend is read over its last this many inTells (a term of activities). */
export const CLASS_TREND_POINTS = 30;

/**
 * Whether a class's perception gap shrinks: its compared guesses grouped by inTell (an inTell is
 * an activity's question), each inTell placed at the median time of its guesses (one early or
 * late guess does not move it), in that order; the slope of their mean errors over the last
 * CLASS_TREND_POINTS, 'steady' under TREND_STEADY_BELOW a point, none below TREND_MIN_POINTS.
 */
export function classGapTrend(
  guesses: readonly ClassGuessError[],
  limit = CLASS_TREND_POINTS,
): ClassGapTrend {
  const byIdea = new Map<string, ClassGuessError[]>();
  for (const guess of guesses) {
    const list = byIdea.get(guess.ideaId);
    if (list) list.push(guess);
    else byIdea.set(guess.ideaId, [guess]);
  }
  const points = [...byIdea.entries()]
    .map(([ideaId, theirs]): ClassGapTrendPoint => {
      const times = theirs.map((g) => g.at).sort();
      return {
        ideaId,
        at: times[(times.length - 1) >> 1]!,
        meanError: theirs.reduce((sum, g) => sum + g.error, 0) / theirs.length,
        guesses: theirs.length,
      };
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.ideaId.localeCompare(b.ideaId))
    .slice(-limit);
  const slope = slopeInOrder(points.map((p) => p.meanError));
  if (slope === null) return { points, slope: null, verdict: null };
  const verdict =
    Math.abs(slope) < TREND_STEADY_BELOW ? 'steady' : slope < 0 ? 'shrinking' : 'growing';
  return { points, slope, verdict };
}

export interface ClassPerceptionGap {
  respondents: number;
  predictors: number;
  actual: number;
  /** The mean of the students' |gap| as a share of the scale's length. */
  meanError: number;
  /** The mean signed gap in the scale's units: above 0, the class guessed high. */
  meanGap: number;
  actualSplit: number;
  /** The mean split the students guessed (null: no one guessed a share). */
  predictedSplit: number | null;
  expects: 'moreDisagreement' | 'lessDisagreement' | 'aboutRight' | null;
}

/**
 * One question's gap for the teacher: how far the class's guesses fell from its answers, and
 * whether it expects more disagreement than there is. Null below MIN_RESPONDENTS answers or
 * without any guess.
 */
export function classPerceptionGap(
  predictions: readonly Prediction[],
  values: readonly number[],
  range: ScaleRange,
): ClassPerceptionGap | null {
  if (values.length < MIN_RESPONDENTS || predictions.length === 0) return null;
  const actual = medianOf(values)!;
  const actualSplit = splitOf(agreeShare(values, range)!);
  const gaps = predictions.map((p) => p.predicted - actual);
  const shares = predictions
    .map((p) => p.predictedAgreeShare)
    .filter((share): share is number => share !== null && share !== undefined);
  const predictedSplit =
    shares.length === 0 ? null : shares.reduce((sum, s) => sum + splitOf(s), 0) / shares.length;
  const expects =
    predictedSplit === null
      ? null
      : predictedSplit - actualSplit > SPLIT_MARGIN
        ? 'moreDisagreement'
        : actualSplit - predictedSplit > SPLIT_MARGIN
          ? 'lessDisagreement'
          : 'aboutRight';
  return {
    respondents: values.length,
    predictors: predictions.length,
    actual,
    meanError: gaps.reduce((sum, g) => sum + Math.abs(g), 0) / gaps.length / lengthOf(range),
    meanGap: gaps.reduce((sum, g) => sum + g, 0) / gaps.length,
    actualSplit,
    predictedSplit,
    expects,
  };
}

export interface UnderstoodOutcome {
  author: number;
  /** The readers' median. */
  readers: number;
  /** readers − author, in the scale's units. */
  gap: number;
  respondents: number;
  /** 'asMeant' within CLOSE_SHARE; else readers placed it higher or lower than she meant. */
  said: 'asMeant' | 'higher' | 'lower';
}

/** Where readers read an inTell against how its author meant it; null below MIN_RESPONDENTS. */
export function understood(
  author: number,
  readerValues: readonly number[],
  range: ScaleRange,
): UnderstoodOutcome | null {
  if (readerValues.length < MIN_RESPONDENTS) return null;
  const readers = medianOf(readerValues)!;
  const gap = readers - author;
  const said =
    Math.abs(gap) / lengthOf(range) <= CLOSE_SHARE ? 'asMeant' : gap > 0 ? 'higher' : 'lower';
  return { author, readers, gap, respondents: readerValues.length, said };
}

export interface KeyDistance {
  reading: number;
  key: number;
  /** |reading − key| as a share of the scale's length. */
  distance: number;
  said: 'close' | 'near' | 'far';
}

/** How close a student's reading came to the teacher's key: feedback, not a grade. */
export function keyDistance(reading: number, key: number, range: ScaleRange): KeyDistance {
  const distance = Math.abs(reading - key) / lengthOf(range);
  const said = distance <= CLOSE_SHARE ? 'close' : distance <= FAR_SHARE ? 'near' : 'far';
  return { reading, key, distance, said };
}
