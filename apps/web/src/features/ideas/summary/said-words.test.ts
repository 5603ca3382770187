import {
  SCALE_NAMES,
  sliderWords,
  sliderWordsSaid,
  summarizePositions,
  summarizeSpread,
  type Said,
  type SliderScale,
} from '@thoughtful/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { hasSaidWords, sayWith } from './said-words';

const MEANS = [-1, -0.9, -0.6, -0.3, -0.1, 0, 0.05, 0.2, 0.35, 0.5, 0.62, 0.8, 0.95, 1];
const DEVIATIONS = [0, 0.1, 0.3, 0.5, 0.9];
const COUNTS = [0, 1, 2, 3, 4, 5, 12];

function keysOf(said: Said): string[] {
  return [
    said.key,
    ...Object.values(said.values ?? {}).flatMap((v) => (typeof v === 'object' ? keysOf(v) : [])),
  ];
}

function everySummary() {
  return SCALE_NAMES.flatMap((scale) =>
    COUNTS.flatMap((count) =>
      MEANS.flatMap((mean) =>
        DEVIATIONS.flatMap((deviation) => {
          const spread = count === 0 ? null : { count, mean, deviation };
          return [
            summarizeSpread(scale, spread, count),
            ...(scale === 'supportLevel' ? [summarizePositions(spread, count)] : []),
          ];
        }),
      ),
    ),
  );
}

describe('the interpretations’ sentences in the reader’s language', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it('says every summary line and its workings in the shared package’s exact English', async () => {
    await activateLanguage('en');
    for (const summary of everySummary()) {
      for (const line of summary.lines) {
        expect(sayWith(i18n, line.said)).toBe(line.text);
        expect(line.howSaid.map((said) => sayWith(i18n, said)).join(' ')).toBe(line.howWorkedOut);
      }
    }
  });

  it('says every slider value as the slider words it', async () => {
    await activateLanguage('en');
    const scales: SliderScale[] = [
      'emotion',
      'authorIntent',
      'sound',
      'goodFaith',
      'heartOfIssue',
      'supportLevel',
    ];
    for (const scale of scales) {
      for (const value of [null, -2, ...MEANS, -0.75, 0.25, 0.74]) {
        if (
          scale !== 'emotion' &&
          scale !== 'supportLevel' &&
          value !== null &&
          value < 0 &&
          value !== -2
        )
          continue;
        expect(sayWith(i18n, sliderWordsSaid(scale, value))).toBe(sliderWords(scale, value));
      }
    }
  });

  it('has Spanish for every key, with plurals by count and the locale’s decimals', async () => {
    const summaries = everySummary();
    for (const summary of summaries) {
      for (const line of summary.lines) {
        for (const key of [line.said, ...line.howSaid].flatMap(keysOf)) {
          expect(hasSaidWords(key), key).toBe(true);
        }
      }
    }
    await activateLanguage('es');
    const one = summarizeSpread('emotion', { count: 4, mean: 0.62, deviation: 0.1 }, 4);
    const how = one.lines[0]!.howSaid.map((said) => sayWith(i18n, said)).join(' ');
    expect(sayWith(i18n, one.lines[0]!.said)).toBe('El sentimiento es generalmente positivo');
    expect(how).toContain('4 respuestas');
    expect(how).toContain('0,62');
    const few = summarizeSpread('emotion', { count: 1, mean: 0.5, deviation: 0 }, 1);
    expect(sayWith(i18n, few.lines[0]!.howSaid[0]!)).toMatch(/^1 miembro ha /);
  });
});
