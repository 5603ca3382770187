import {
  CONFIDENCE_WORDS,
  DEFAULT_INTENT_PROMPTS,
  DIVISIVE_REASONS,
  EXPERTISE_STATEMENTS,
  SUPPORT_LEVEL_WORDS,
  VALUE_CODE,
  VALUE_NAMES,
  confidenceWords,
  sliderValueText,
  sliderWords,
  type SliderScale,
} from '@thoughtful/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import {
  confidenceWordsOf,
  divisiveReasonChoices,
  intentPromptWords,
  sliderValueWords,
  sliderWordsOf,
  supportLevelChoices,
  valueName,
} from './scale-words';

const SCALES: SliderScale[] = [
  'emotion',
  'authorIntent',
  'sound',
  'goodFaith',
  'heartOfIssue',
  'supportLevel',
];

/** Every slider's every step (0.05 apart), its ends and odd values between, and unanswered. */
function valuesOf(scale: SliderScale): (number | null | undefined)[] {
  const min = scale === 'emotion' || scale === 'supportLevel' ? -1 : 0;
  const steps = Array.from({ length: Math.round((1 - min) / 0.05) + 1 }, (_, i) =>
    Number((min + i * 0.05).toFixed(2)),
  );
  return [null, undefined, -2, ...steps, min + 0.123, 0.249, 0.251, 0.7499, 0.75, 0.999, -0.001];
}

describe('the scales’ words in the reader’s language', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it('words every slider value exactly as the shared package does in English', async () => {
    await activateLanguage('en');
    for (const scale of SCALES) {
      for (const value of valuesOf(scale)) {
        expect(sliderWordsOf(scale, value), `${scale} ${value}`).toBe(sliderWords(scale, value));
        expect(sliderValueWords(scale, value), `${scale} ${value}`).toBe(
          sliderValueText(scale, value),
        );
      }
    }
  });

  it('words the choices, values and reasons as the shared constants in English', async () => {
    await activateLanguage('en');
    expect(supportLevelChoices().map((choice) => choice.label)).toEqual([...SUPPORT_LEVEL_WORDS]);
    for (const confidence of [null, undefined, 0, 0.1, 0.5, 1, 2, 3, 4, 0.7, 5]) {
      expect(confidenceWordsOf(confidence)).toBe(confidenceWords(confidence));
    }
    for (const code of Object.values(VALUE_CODE)) {
      expect(valueName(code)).toBe(VALUE_NAMES[code]);
    }
    expect(divisiveReasonChoices()).toEqual(
      DIVISIVE_REASONS.map((reason) => ({ value: reason.bit, label: reason.label })),
    );
    for (const prompt of DEFAULT_INTENT_PROMPTS) expect(intentPromptWords(prompt)).toBe(prompt);
    expect(intentPromptWords('How fair was it?')).toBe('How fair was it?');
  });

  it('speaks Spanish, with the locale’s decimal comma', async () => {
    await activateLanguage('es');
    expect(sliderValueWords('sound', 0.6)).toBe('Algo sólida (0,6)');
    expect(sliderValueWords('supportLevel', 0.66)).toBe('Bastante apoyada (0,66)');
    expect(sliderValueWords('emotion', null)).toBe('Sin responder');
    expect(sliderWordsOf('emotion', -1)).toBe('Muy negativa');
    expect(confidenceWordsOf(0.5)).not.toBe(CONFIDENCE_WORDS[0.5]);
    expect(confidenceWordsOf(4)).not.toBe(EXPERTISE_STATEMENTS[4]);
    expect(valueName(VALUE_CODE.CARE)).toBe('Cuidado');
    expect(divisiveReasonChoices()[3]!.label).toBe('Falacia del hombre de paja');
    expect(intentPromptWords(DEFAULT_INTENT_PROMPTS[0])).not.toBe(DEFAULT_INTENT_PROMPTS[0]);
  });
});
