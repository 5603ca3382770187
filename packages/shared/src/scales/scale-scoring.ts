import {
  AGREEMENT_BANDS,
  DEFAULT_AUTHOR_INTENT,
  DEFAULT_CONFIDENCE,
  DISTORTION_DOMINATES_AT,
  DIVISIVE_FORCED,
  HEART_OF_ISSUE,
  INTERPRETATION_THRESHOLD,
  PLOT_AXIS_RANGE,
  PLOT_MIN_RESPONSES,
  REPUTATION_POINTS,
  SENTIMENT_BANDS,
  SIGNAL_BANDS,
  UNANSWERED,
  WIDE_RANGE_SPREAD_ABOVE,
} from '../constants';

/**
 * Scoring of interpretations (content spec §9, DESIGN.md §6) as pure functions: the server stores
 * aggregates with them and the browser draws plots and writes sentences with them. No Zod, no
 * words: the bands are keys, and each screen words them.
 */

/** Whether a scale value was answered: a finite number other than -2 (content §3). */
export function isAnswered(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value !== UNANSWERED;
}

/** The parts of one interpretation that its score reads. Unanswered is -2, null or absent. */
export interface ScoredResponse {
  authorIntent?: number | null;
  sound?: number | null;
  confidence?: number | null;
  /** The divisive bit mask; any bit set forces confidence 1 and soundness 0. */
  divisive?: number | null;
  goodFaith?: number | null;
  heartOfIssue?: number | null;
}

export interface ResponseScore {
  signal: number;
  distortion: number;
  /** signal − distortion: where the response sits on the plot's x axis. */
  x: number;
  /** Good faith was answered and is below 0.5. */
  manipulative: boolean;
}

/**
 * One response's score (content §9, DESIGN.md §6): signal = intent × soundness × confidence,
 * boosted by (1 + heartOfIssue − 0.5) when heartOfIssue is above 0.5; distortion = (1 − intent) ×
 * (1 − soundness) × confidence; x = signal − distortion. A divisive flag forces confidence 1 and
 * soundness 0; an answered good faith multiplies intent. Missing intent counts as 0, missing
 * confidence as 0.5. A response without a soundness answer has no score (null): it was skipped.
 */
export function responseScore(response: ScoredResponse): ResponseScore | null {
  const divisive = isAnswered(response.divisive) && response.divisive > 0;
  if (!divisive && !isAnswered(response.sound)) return null;
  const sound = divisive ? DIVISIVE_FORCED.SOUNDNESS : (response.sound as number);
  const confidence = divisive
    ? DIVISIVE_FORCED.CONFIDENCE
    : isAnswered(response.confidence)
      ? response.confidence
      : DEFAULT_CONFIDENCE;
  const goodFaith = isAnswered(response.goodFaith) ? response.goodFaith : null;
  const baseIntent = isAnswered(response.authorIntent)
    ? response.authorIntent
    : DEFAULT_AUTHOR_INTENT;
  const intent = goodFaith === null ? baseIntent : baseIntent * goodFaith;
  const heart = isAnswered(response.heartOfIssue) ? response.heartOfIssue : null;
  const boost =
    heart !== null && heart > HEART_OF_ISSUE.BOOST_ABOVE
      ? 1 + heart - HEART_OF_ISSUE.BOOST_ABOVE
      : 1;
  const signal = intent * sound * confidence * boost;
  const distortion = (1 - intent) * (1 - sound) * confidence;
  return {
    signal,
    distortion,
    x: signal - distortion,
    manipulative: goodFaith !== null && goodFaith < INTERPRETATION_THRESHOLD.GOOD_FAITH,
  };
}

export interface Spread {
  count: number;
  mean: number;
  /** Population standard deviation (divided by n): the responses are all there is. */
  deviation: number;
}

/** Mean and standard deviation of a set; null when it is empty. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return { count: values.length, mean, deviation: Math.sqrt(variance) };
}

/**
 * The agreement score, mean ÷ standard deviation (content §9). When every response is the same
 * the deviation is 0: the score is then as large as it gets in the mean's direction (±Infinity),
 * or 0 when they all sit at 0.
 */
export function agreementScore(spread: Spread): number {
  if (spread.deviation === 0) {
    return spread.mean === 0 ? 0 : Math.sign(spread.mean) * Number.POSITIVE_INFINITY;
  }
  return spread.mean / spread.deviation;
}

export type AgreementBand = 'lackOfConsensus' | 'slightlyMore' | 'more' | 'muchMore' | 'clear';

export interface AgreementReading {
  band: AgreementBand;
  /** Which way the responses lean; none for a lack of consensus. */
  direction: 'agreement' | 'disagreement' | null;
}

/**
 * Reads an agreement score through the bands (content §9): under 0.15 in magnitude a lack of
 * consensus, then slightly more, more, much more, and clear from 1; positive is agreement,
 * negative disagreement. Each bound belongs to the band it starts.
 */
export function readAgreement(score: number): AgreementReading {
  const size = Math.abs(score);
  const band: AgreementBand =
    size >= AGREEMENT_BANDS.CLEAR
      ? 'clear'
      : size >= AGREEMENT_BANDS.MUCH_MORE
        ? 'muchMore'
        : size >= AGREEMENT_BANDS.MORE
          ? 'more'
          : size >= AGREEMENT_BANDS.SLIGHTLY_MORE
            ? 'slightlyMore'
            : 'lackOfConsensus';
  return {
    band,
    direction: band === 'lackOfConsensus' ? null : score > 0 ? 'agreement' : 'disagreement',
  };
}

/** 'Wide range of responses' (content §9): deviation minus |mean| above 0.4. */
export function isWideRange(spread: Spread): boolean {
  return spread.deviation - Math.abs(spread.mean) > WIDE_RANGE_SPREAD_ABOVE;
}

export type SignalBand =
  | 'lackOfConsensus'
  | 'slightSignal'
  | 'moderateSignal'
  | 'strongSignal'
  | 'clearSignal'
  | 'loudAndClear'
  | 'slightDistortion'
  | 'moderateDistortion'
  | 'strongDistortion'
  | 'distortionDominates';

/**
 * Reads the score of the x values (signal − distortion) through the signal bands (content §9):
 * under 0.15 in magnitude 'Lack of consensus'; 0.15, 0.35, 0.65 start the slight, moderate and
 * strong bands; 1 to 2 'Clear signal', 2 or above 'Signal is loud and clear'. Mirrored below 0
 * for distortion, where -1 or below is 'Distortion dominates'.
 */
export function readSignal(score: number): SignalBand {
  const size = Math.abs(score);
  if (size < SIGNAL_BANDS.SLIGHT) return 'lackOfConsensus';
  if (score < 0) {
    if (score <= DISTORTION_DOMINATES_AT) return 'distortionDominates';
    if (size >= SIGNAL_BANDS.STRONG) return 'strongDistortion';
    if (size >= SIGNAL_BANDS.MODERATE) return 'moderateDistortion';
    return 'slightDistortion';
  }
  if (score >= SIGNAL_BANDS.LOUD_AND_CLEAR) return 'loudAndClear';
  if (score >= SIGNAL_BANDS.CLEAR) return 'clearSignal';
  if (score >= SIGNAL_BANDS.STRONG) return 'strongSignal';
  if (score >= SIGNAL_BANDS.MODERATE) return 'moderateSignal';
  return 'slightSignal';
}

export interface Sentiment {
  strength: 'somewhat' | 'generally' | 'very';
  sign: 'positive' | 'negative';
}

/**
 * Sentiment of the mean emotion (content §9): from 0.3 somewhat, from 0.5 generally, from 1 very,
 * positive or negative; null (neutral) under 0.3.
 */
export function readSentiment(meanEmotion: number): Sentiment | null {
  const size = Math.abs(meanEmotion);
  if (size < SENTIMENT_BANDS.SOMEWHAT) return null;
  return {
    strength:
      size >= SENTIMENT_BANDS.VERY
        ? 'very'
        : size >= SENTIMENT_BANDS.GENERALLY
          ? 'generally'
          : 'somewhat',
    sign: meanEmotion > 0 ? 'positive' : 'negative',
  };
}

/** Heart of issue (content §9): above 0.8 everyone's attention, above 0.5 recommended. */
export function readHeartOfIssue(value: number): 'everyone' | 'recommended' | null {
  if (value > HEART_OF_ISSUE.EVERYONE) return 'everyone';
  if (value > HEART_OF_ISSUE.RECOMMENDED) return 'recommended';
  return null;
}

/** Whether a set is big enough to plot (content §9: at least 4 responses). */
export function canPlot(count: number): boolean {
  return count >= PLOT_MIN_RESPONSES;
}

/**
 * Reputation after an interpretation (DESIGN.md §6): a first one of an idea gives 10 points, each
 * later change takes 2 away, never below 0.
 */
export function reputationAfter(points: number, kind: 'first' | 'change'): number {
  if (kind === 'first') return points + REPUTATION_POINTS.FIRST_INTERPRETATION;
  return Math.max(REPUTATION_POINTS.MINIMUM, points - REPUTATION_POINTS.CHANGE_PENALTY);
}

export interface DensityPoint {
  x: number;
  density: number;
}

/** The kernel bandwidth `densityCurve` uses for a set: Silverman's rule, at least 0.05. */
export function densityBandwidth(values: readonly number[]): number {
  const spread = spreadOf(values);
  if (spread === null) return 0.05;
  return Math.max(0.05, 1.06 * spread.deviation * values.length ** -0.2);
}

/**
 * A density curve of the values, for the density plots: a Gaussian kernel estimate with
 * Silverman's bandwidth (at least 0.05, so a set of equal values still draws a peak), weighted
 * (by confidence) when weights are given. `points` samples, evenly spaced, ends included.
 *
 * Without `domain` the curve runs over the plot's axis (-1.15 … 1.15, content §9) and integrates
 * to about 1 over it. With `domain` (the scale's own range, e.g. 0 … 1) the curve runs over that
 * range only, so nothing is drawn beyond the ends a value can take, and the kernels are reflected
 * at both ends (values outside are first brought to the nearest end): the density that would spill
 * past an end is folded back inside, and the curve still integrates to about 1 over the range.
 *
 * A part of a set drawn against the whole (a brushed selection) passes the whole's `bandwidth`
 * and `totalWeight`: its curve is then the whole's own terms for those values, so it never rises
 * above the whole's curve and its area is its share of the whole.
 */
export function densityCurve(
  values: readonly number[],
  options: {
    weights?: readonly number[];
    points?: number;
    bandwidth?: number;
    totalWeight?: number;
    domain?: { min: number; max: number };
  } = {},
): DensityPoint[] {
  const points = Math.max(2, options.points ?? 93);
  const weights = options.weights ?? values.map(() => 1);
  const totalWeight = options.totalWeight ?? weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  const domain = options.domain;
  const low = domain?.min ?? PLOT_AXIS_RANGE.MIN;
  const high = domain?.max ?? PLOT_AXIS_RANGE.MAX;
  const step = (high - low) / (points - 1);
  const grid = Array.from({ length: points }, (_, i) => (i === points - 1 ? high : low + i * step));
  if (values.length === 0 || totalWeight <= 0) return grid.map((x) => ({ x, density: 0 }));
  const inside =
    domain === undefined ? values : values.map((v) => Math.min(high, Math.max(low, v)));
  const bandwidth = options.bandwidth ?? densityBandwidth(inside);
  const norm = 1 / (totalWeight * bandwidth * Math.sqrt(2 * Math.PI));
  const kernel = (x: number, centre: number) => {
    const u = (x - centre) / bandwidth;
    return Math.exp(-0.5 * u * u);
  };
  return grid.map((x) => {
    let sum = 0;
    inside.forEach((value, i) => {
      const w = Math.max(0, weights[i] ?? 0);
      sum +=
        domain === undefined
          ? w * kernel(x, value)
          : w * (kernel(x, value) + kernel(x, 2 * low - value) + kernel(x, 2 * high - value));
    });
    return { x, density: sum * norm };
  });
}
