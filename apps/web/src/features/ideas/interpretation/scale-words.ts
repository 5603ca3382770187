import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  CONFIDENCE,
  CONFIDENCE_WORDS,
  DEFAULT_INTENT_PROMPTS,
  DIVISIVE,
  EXPERTISE_LEVEL,
  EXPERTISE_STATEMENTS,
  sliderWordsSaid,
  SUPPORT_DAMAGE_SCALE,
  VALUE_CODE,
  type SliderScale,
  type ValueCode,
} from '@thoughtful/shared';
import { formatNumber, i18n, sharedMessage } from '../../../lib/i18n';
import { sayWith } from '../summary/said-words';

/**
 * The scales' words in the reader's language (issue 44): a slider's value in words ('Somewhat
 * sound (0.6)'), the support/damage points, the confidence choices, the values and the divisive
 * reasons. The shared package builds them in English (`sliderWords`, `sliderValueText`,
 * `confidenceWords`, `VALUE_NAMES`, `DIVISIVE_REASONS`), which its own tests, the server's CSV and
 * mails keep; the web words them here with the same English (scale-words.test.ts checks every
 * value), a slider's words by the keys of `sliderWordsSaid` (summary/said-words.ts).
 */

/** A slider's value in words ('Somewhat sound', 'Very negative', 'Not answered'). */
export function sliderWordsOf(scale: SliderScale, value: number | null | undefined): string {
  return sayWith(i18n, sliderWordsSaid(scale, value));
}

/** A slider's number as it shows it: two decimals at most, no '-0', in the locale's digits. */
export function sliderNumber(value: number): string {
  const rounded = Number(value.toFixed(2));
  return formatNumber(rounded === 0 ? 0 : rounded, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

/**
 * A slider's value in words with its number ('Somewhat positive (0.6)'), as `aria-valuetext` and
 * the words beside a placed slider say it; unanswered is 'Not answered'.
 */
export function sliderValueWords(scale: SliderScale, value: number | null | undefined): string {
  const said = sliderWordsSaid(scale, value);
  const words = sayWith(i18n, said);
  if (said.key === 'slider.notAnswered' || value === null || value === undefined) return words;
  const number = sliderNumber(value);
  return t({
    message: `${words} (${number})`,
    comment: "A slider's value in words, then its number: 'Somewhat sound (0.6)'",
  });
}

/** The support/damage scale's points with their words, in order (content §3). */
export function supportLevelChoices(): {
  value: (typeof SUPPORT_DAMAGE_SCALE)[number];
  label: string;
}[] {
  return SUPPORT_DAMAGE_SCALE.map((value) => ({
    value,
    label: sliderWordsOf('supportLevel', value),
  }));
}

const CONFIDENCE_WORDS_KEY = 'CONFIDENCE_WORDS';
const EXPERTISE_STATEMENTS_KEY = 'EXPERTISE_STATEMENTS';

/** Each confidence's shared code and English words. */
const CONFIDENCE_CODES: ReadonlyMap<number, { code: string; english: string }> = new Map([
  [CONFIDENCE.GUESS, { code: `${CONFIDENCE_WORDS_KEY}.0.1`, english: CONFIDENCE_WORDS[0.1] }],
  [CONFIDENCE.THINK_SO, { code: `${CONFIDENCE_WORDS_KEY}.0.5`, english: CONFIDENCE_WORDS[0.5] }],
  [CONFIDENCE.KNOW, { code: `${CONFIDENCE_WORDS_KEY}.1`, english: CONFIDENCE_WORDS[1] }],
  [
    EXPERTISE_LEVEL.ABOVE_AVERAGE,
    { code: `${EXPERTISE_STATEMENTS_KEY}.2`, english: EXPERTISE_STATEMENTS[2] },
  ],
  [
    EXPERTISE_LEVEL.VERY_KNOWLEDGEABLE,
    { code: `${EXPERTISE_STATEMENTS_KEY}.3`, english: EXPERTISE_STATEMENTS[3] },
  ],
  [
    EXPERTISE_LEVEL.EXPERT,
    { code: `${EXPERTISE_STATEMENTS_KEY}.4`, english: EXPERTISE_STATEMENTS[4] },
  ],
]);

/**
 * A confidence's words: 'I guess', 'I think so', 'I know', or an expertise level's statement;
 * null for any other number (shared `confidenceWords`).
 */
export function confidenceWordsOf(confidence: number | null | undefined): string | null {
  if (confidence === null || confidence === undefined) return null;
  const words = CONFIDENCE_CODES.get(confidence);
  return words === undefined ? null : sharedMessage(words.code, words.english);
}

/** The values' names by code (shared `VALUE_NAMES`, content §3 'Values'). */
const VALUE_WORDS: Readonly<Record<ValueCode, MessageDescriptor>> = {
  [VALUE_CODE.CARE]: msg({ message: 'Care', comment: 'A value an inTell upholds' }),
  [VALUE_CODE.FAIRNESS]: msg({ message: 'Fairness', comment: 'A value an inTell upholds' }),
  [VALUE_CODE.EMPOWERMENT]: msg({ message: 'Empowerment', comment: 'A value an inTell upholds' }),
  [VALUE_CODE.UNITY]: msg({ message: 'Unity', comment: 'A value an inTell upholds' }),
  [VALUE_CODE.SACREDNESS]: msg({ message: 'Sacredness', comment: 'A value an inTell upholds' }),
  [VALUE_CODE.HARM]: msg({ message: 'Harm', comment: 'A value an inTell offends' }),
  [VALUE_CODE.UNFAIRNESS]: msg({ message: 'Unfairness', comment: 'A value an inTell offends' }),
  [VALUE_CODE.OPPRESSION]: msg({ message: 'Oppression', comment: 'A value an inTell offends' }),
  [VALUE_CODE.DIVISION]: msg({ message: 'Division', comment: 'A value an inTell offends' }),
  [VALUE_CODE.DISGUST]: msg({ message: 'Disgust', comment: 'A value an inTell offends' }),
};

/** A value's name ('Care', 'Harm'). */
export function valueName(code: ValueCode): string {
  return i18n._(VALUE_WORDS[code]);
}

/** The divisive reasons in the mask's order (shared `DIVISIVE_REASONS`, content §3). */
const DIVISIVE_WORDS: readonly { bit: number; words: MessageDescriptor }[] = [
  { bit: DIVISIVE.HATE_OR_VIOLENCE, words: msg`Promotes hate, violence or suffering` },
  { bit: DIVISIVE.ATTACKS_CHARACTER, words: msg`Attacks character or dehumanizes` },
  { bit: DIVISIVE.VIRTUE_SIGNALLING, words: msg`Virtue signalling` },
  { bit: DIVISIVE.STRAW_MAN, words: msg`Straw man` },
];

/** The divisive reasons as choices: each one's bit and its words. */
export function divisiveReasonChoices(): { value: number; label: string }[] {
  return DIVISIVE_WORDS.map(({ bit, words }) => ({ value: bit, label: i18n._(words) }));
}

/**
 * The default author-intent prompts (content §9) in the reader's language; the English is the
 * shared constant's (DEFAULT_INTENT_PROMPTS), which activities store.
 */
const DEFAULT_PROMPTS = [
  msg`I found the way the author presented this information to be...`,
  msg`I found the way the selection was explained to be...`,
] as const;

/** An intent prompt as shown: a default one in the reader's language, a teacher's as written. */
export function intentPromptWords(words: string): string {
  const index = DEFAULT_INTENT_PROMPTS.indexOf(words as (typeof DEFAULT_INTENT_PROMPTS)[number]);
  const prompt = index === -1 ? undefined : DEFAULT_PROMPTS[index];
  return prompt === undefined ? words : i18n._(prompt);
}
