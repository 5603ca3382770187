import { SLIDER_WORD_FROM, SUPPORT_DAMAGE_SCALE } from '../constants';
import { isAnswered } from './scale-scoring';
import type { SliderScale } from './slider-words';

/**
 * A sentence of the interpretations' words as a key and its values, for a screen to say in the
 * reader's language (issue 44): the web app's catalogue words each key with ICU placeholders and
 * plurals. A value is a number (said in her locale), words as they are, or another sentence.
 * The English strings beside them (`SummaryLine.text`, `sliderWords`) stay the spec's words.
 */
export interface Said {
  key: string;
  values?: Readonly<Record<string, SaidValue>>;
}
export type SaidValue = string | number | Said;

/** A value's slider words as a sentence key: `slider.emotion.veryNegative`, `slider.sound.zero`. */
export function sliderWordsSaid(scale: SliderScale, value: number | null | undefined): Said {
  if (!isAnswered(value)) return { key: 'slider.notAnswered' };
  if (scale === 'supportLevel') {
    let index = 0;
    let distance = Number.POSITIVE_INFINITY;
    SUPPORT_DAMAGE_SCALE.forEach((point, i) => {
      if (Math.abs(point - value) < distance) {
        distance = Math.abs(point - value);
        index = i;
      }
    });
    return { key: `slider.supportLevel.${index}` };
  }
  const size = Math.abs(value);
  const strength =
    size >= SLIDER_WORD_FROM.VERY_FROM
      ? 'very'
      : size >= SLIDER_WORD_FROM.SOMEWHAT_FROM
        ? 'somewhat'
        : 'zero';
  if (strength === 'zero') return { key: `slider.${scale}.zero` };
  if (scale === 'emotion') {
    return { key: `slider.emotion.${strength}${value < 0 ? 'Negative' : 'Positive'}` };
  }
  return { key: `slider.${scale}.${strength}` };
}

/** A range of numbers as a sentence key, in the words of `rangeWords`. */
export function rangeSaid(range: {
  min?: number;
  minIncluded?: boolean;
  max?: number;
  maxIncluded?: boolean;
}): Said {
  const { min, max } = range;
  const low = min === undefined ? null : range.minIncluded ? 'atLeast' : 'above';
  const high = max === undefined ? null : range.maxIncluded ? 'atMost' : 'under';
  if (low !== null && high !== null) {
    return { key: `range.${low}.${high}`, values: { min: min!, max: max! } };
  }
  if (low !== null) {
    return range.minIncluded
      ? { key: 'range.orMore', values: { min: min! } }
      : { key: 'range.above', values: { min: min! } };
  }
  if (high !== null) {
    return range.maxIncluded
      ? { key: 'range.orLess', values: { max: max! } }
      : { key: 'range.under', values: { max: max! } };
  }
  return { key: 'range.any' };
}
