import { CONFIDENCE, EXPERTISE_LEVEL, SLIDER_WORD_FROM, SUPPORT_DAMAGE_SCALE } from '../constants';
import {
  CONFIDENCE_WORDS,
  EXPERTISE_STATEMENTS,
  INTERPRETATION_MESSAGES,
  SLIDER_WORDS,
  SUPPORT_LEVEL_WORDS,
} from './interpretation-messages';
import { isAnswered } from './scale-scoring';

/**
 * Words for the interpretation sliders, for `aria-valuetext` and the value shown beside a slider
 * (DESIGN.md §6: 'Somewhat' = 0.5, 'Very' = 1 in magnitude; content §3 support/damage scale).
 */

export type SliderScale = keyof typeof SLIDER_WORDS | 'supportLevel';

/**
 * A slider's value in words: the nearest of 0, 0.5 ('Somewhat') and 1 ('Very') in magnitude, so
 * 'Somewhat' from 0.25 and 'Very' from 0.75; on the emotion scale with its side ('Very
 * negative'), on a 0 … 1 scale with its adjective ('Somewhat sound') or its 0 end ('Unsound'); on
 * the support/damage scale the nearest of its seven points. Unanswered (-2, null) is 'Not answered'.
 */
export function sliderWords(scale: SliderScale, value: number | null | undefined): string {
  if (!isAnswered(value)) return INTERPRETATION_MESSAGES.NOT_ANSWERED;
  if (scale === 'supportLevel') return nearestSupportWords(value);
  const size = Math.abs(value);
  const strength =
    size >= SLIDER_WORD_FROM.VERY_FROM
      ? 'very'
      : size >= SLIDER_WORD_FROM.SOMEWHAT_FROM
        ? 'somewhat'
        : 'zero';
  if (scale === 'emotion') {
    const words = SLIDER_WORDS.emotion;
    if (strength === 'zero') return words.zero;
    const side = value < 0 ? words.negative : words.positive;
    return `${strength === 'very' ? 'Very' : 'Somewhat'} ${side}`;
  }
  const words: { zero: string; adjective: string; very?: string } = SLIDER_WORDS[scale];
  if (strength === 'zero') return words.zero;
  return `${strength === 'very' ? (words.very ?? 'Very') : 'Somewhat'} ${words.adjective}`;
}

/** The words of the support/damage point nearest to a value (the lower one on a tie). */
function nearestSupportWords(value: number): string {
  let words: string = SUPPORT_LEVEL_WORDS[0];
  let distance = Number.POSITIVE_INFINITY;
  SUPPORT_DAMAGE_SCALE.forEach((point, i) => {
    if (Math.abs(point - value) < distance) {
      distance = Math.abs(point - value);
      words = SUPPORT_LEVEL_WORDS[i] ?? words;
    }
  });
  return words;
}

/** A number as a slider shows it: at most two decimals, no trailing zeros, no '-0'. */
export function formatSliderNumber(value: number): string {
  const rounded = Number(value.toFixed(2));
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * `aria-valuetext` of a slider: its words and its number, so that each move is heard
 * ('Somewhat positive (0.6)'); unanswered is 'Not answered'.
 */
export function sliderValueText(scale: SliderScale, value: number | null | undefined): string {
  if (!isAnswered(value)) return INTERPRETATION_MESSAGES.NOT_ANSWERED;
  return `${sliderWords(scale, value)} (${formatSliderNumber(value)})`;
}

/**
 * The words of a confidence (content §2, §9; DESIGN.md §6): 'I guess', 'I think so', 'I know',
 * or the statement of expertise level 2, 3 or 4; null for any other number.
 */
export function confidenceWords(confidence: number | null | undefined): string | null {
  if (confidence === null || confidence === undefined) return null;
  return CONFIDENCE_AND_EXPERTISE_WORDS.get(confidence) ?? null;
}

const CONFIDENCE_AND_EXPERTISE_WORDS: ReadonlyMap<number, string> = new Map<number, string>([
  [CONFIDENCE.GUESS, CONFIDENCE_WORDS[0.1]],
  [CONFIDENCE.THINK_SO, CONFIDENCE_WORDS[0.5]],
  [CONFIDENCE.KNOW, CONFIDENCE_WORDS[1]],
  [EXPERTISE_LEVEL.ABOVE_AVERAGE, EXPERTISE_STATEMENTS[2]],
  [EXPERTISE_LEVEL.VERY_KNOWLEDGEABLE, EXPERTISE_STATEMENTS[3]],
  [EXPERTISE_LEVEL.EXPERT, EXPERTISE_STATEMENTS[4]],
]);

// ---------------------------------------------------------------------------------------------
// Each scale's range and its ends in words (the 0 … 1 scales were drawn on -1 … 1)
// ---------------------------------------------------------------------------------------------

/** The scales a summary or plot can be of (the aggregated ones, SCALE_NAMES). */
export type RangedScale =
  'emotion' | 'authorIntent' | 'sound' | 'score' | 'goodFaith' | 'heartOfIssue' | 'supportLevel';

export interface ValueRange {
  min: number;
  max: number;
}

const SIGNED: ValueRange = Object.freeze({ min: -1, max: 1 });
const UNIT: ValueRange = Object.freeze({ min: 0, max: 1 });

/** The values each scale's answers take: the sliders' ranges (content §3, §9). */
export const SCALE_VALUE_RANGES: Readonly<Record<RangedScale, ValueRange>> = Object.freeze({
  emotion: SIGNED,
  authorIntent: UNIT,
  sound: UNIT,
  score: SIGNED,
  goodFaith: UNIT,
  heartOfIssue: UNIT,
  supportLevel: SIGNED,
});

/** The share of a scale's span added beyond each end of its plot: 0.15 of -1 … 1 (content §9). */
const PLOT_PADDING_SHARE = 0.075;

/**
 * A scale's plot axis: its range with 7.5% of its span beyond each end, so -1 … 1 runs -1.15 …
 * 1.15 as content §9 says and 0 … 1 runs -0.075 … 1.075.
 */
export function plotAxisRange(scale: RangedScale): ValueRange {
  const { min, max } = SCALE_VALUE_RANGES[scale];
  const pad = (max - min) * PLOT_PADDING_SHARE;
  return { min: Number((min - pad).toFixed(4)), max: Number((max + pad).toFixed(4)) };
}

/** The score has no slider: its ends are what its sign means (content §9). */
const SCORE_END_WORDS = Object.freeze({ min: 'Distortion', max: 'Signal' });

/**
 * The words at each end of a scale's plot: the slider's own words for its ends ('One-sided' …
 * 'Very balanced', 'Totally damaged' … 'Totally supported'); the score's 'Distortion' … 'Signal'.
 */
export function scaleEndWords(scale: RangedScale): { min: string; max: string } {
  if (scale === 'score') return SCORE_END_WORDS;
  const { min, max } = SCALE_VALUE_RANGES[scale];
  return { min: sliderWords(scale, min), max: sliderWords(scale, max) };
}
