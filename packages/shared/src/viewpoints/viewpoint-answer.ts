import { UNANSWERED } from '../scales/scale-constants';
import type { InterpretationFields, ViewpointAnswer } from './viewpoint-inputs';

function sliderOrNull(value: number): number | null {
  return value === UNANSWERED || !Number.isFinite(value) ? null : value;
}

function parsedCodes(codes: string | readonly number[]): readonly number[] {
  if (typeof codes !== 'string') return codes;
  try {
    const parsed: unknown = JSON.parse(codes);
    return Array.isArray(parsed)
      ? parsed.filter((code): code is number => typeof code === 'number')
      : [];
  } catch {
    return [];
  }
}

/**
 * The balance of the values an interpretation names: (good − harmful) / all, from -1 (only
 * harm, unfairness, oppression, division, disgust) to 1 (only care, fairness, empowerment, unity,
 * sacredness); null when it names none.
 */
export function valuesBalance(codes: string | readonly number[]): number | null {
  let good = 0;
  let harmful = 0;
  for (const code of parsedCodes(codes)) {
    if (code > 0) good += 1;
    else if (code < 0) harmful += 1;
  }
  return good + harmful === 0 ? null : (good - harmful) / (good + harmful);
}

/** A stored interpretation on the viewpoint scales. */
export function viewpointAnswerOf(fields: InterpretationFields): ViewpointAnswer {
  return {
    sound: sliderOrNull(fields.sound),
    authorIntent: sliderOrNull(fields.authorIntent),
    goodFaith: sliderOrNull(fields.goodFaith),
    values: valuesBalance(fields.valueCodes),
    emotion: sliderOrNull(fields.emotion),
    score:
      fields.score === null || !Number.isFinite(fields.score)
        ? null
        : Math.max(-1, Math.min(1, fields.score)),
    supportLevel: sliderOrNull(fields.supportLevel),
  };
}
