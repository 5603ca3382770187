import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  AGREEMENT_SENTENCES,
  GUIDING_QUESTION_SENTENCES,
  HEART_OF_ISSUE_SENTENCES,
  HOW_WORKED_OUT,
  INTERPRETATION_MESSAGES,
  SIGNAL_SENTENCES,
  type Said,
  type SaidValue,
} from '@thoughtful/shared';
import { useCallback } from 'react';
import { formatNumber } from '../../../lib/i18n';

/**
 * The interpretations' sentences (the plots' summaries, 'How is this worked out?', the sliders'
 * words) by the keys of `Said` (packages/shared/src/scales/said.ts), in the reader's language
 * (issue 44). Their English is the shared package's words exactly; counts are ICU plurals, other
 * numbers are said in her locale. A shared constant's plain words are found by its code.
 */

const SAID_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  limitedEngagement: {
    id: 'INTERPRETATION_MESSAGES.LIMITED_ENGAGEMENT',
    message: INTERPRETATION_MESSAGES.LIMITED_ENGAGEMENT,
  },
  limitedData: {
    id: 'INTERPRETATION_MESSAGES.LIMITED_DATA',
    message: INTERPRETATION_MESSAGES.LIMITED_DATA,
  },
  wideRange: {
    id: 'INTERPRETATION_MESSAGES.WIDE_RANGE',
    message: INTERPRETATION_MESSAGES.WIDE_RANGE,
  },
  manipulative: {
    id: 'INTERPRETATION_MESSAGES.MANIPULATIVE',
    message: INTERPRETATION_MESSAGES.MANIPULATIVE,
  },
  'heartOfIssue.everyone': {
    id: 'HEART_OF_ISSUE_SENTENCES.everyone',
    message: HEART_OF_ISSUE_SENTENCES.everyone,
  },
  'heartOfIssue.recommended': {
    id: 'HEART_OF_ISSUE_SENTENCES.recommended',
    message: HEART_OF_ISSUE_SENTENCES.recommended,
  },
  'signal.lackOfConsensus': {
    id: 'SIGNAL_SENTENCES.lackOfConsensus',
    message: SIGNAL_SENTENCES.lackOfConsensus,
  },
  'signal.slightSignal': {
    id: 'SIGNAL_SENTENCES.slightSignal',
    message: SIGNAL_SENTENCES.slightSignal,
  },
  'signal.moderateSignal': {
    id: 'SIGNAL_SENTENCES.moderateSignal',
    message: SIGNAL_SENTENCES.moderateSignal,
  },
  'signal.strongSignal': {
    id: 'SIGNAL_SENTENCES.strongSignal',
    message: SIGNAL_SENTENCES.strongSignal,
  },
  'signal.clearSignal': {
    id: 'SIGNAL_SENTENCES.clearSignal',
    message: SIGNAL_SENTENCES.clearSignal,
  },
  'signal.loudAndClear': {
    id: 'SIGNAL_SENTENCES.loudAndClear',
    message: SIGNAL_SENTENCES.loudAndClear,
  },
  'signal.slightDistortion': {
    id: 'SIGNAL_SENTENCES.slightDistortion',
    message: SIGNAL_SENTENCES.slightDistortion,
  },
  'signal.moderateDistortion': {
    id: 'SIGNAL_SENTENCES.moderateDistortion',
    message: SIGNAL_SENTENCES.moderateDistortion,
  },
  'signal.strongDistortion': {
    id: 'SIGNAL_SENTENCES.strongDistortion',
    message: SIGNAL_SENTENCES.strongDistortion,
  },
  'signal.distortionDominates': {
    id: 'SIGNAL_SENTENCES.distortionDominates',
    message: SIGNAL_SENTENCES.distortionDominates,
  },

  // An inTell's support for the guiding question (the support level's plot).
  'agreement.support.lackOfConsensus': {
    id: 'AGREEMENT_SENTENCES.lackOfConsensus',
    message: AGREEMENT_SENTENCES.lackOfConsensus,
  },
  'agreement.support.agreement.slightlyMore': msg`Slightly more agreement than disagreement that it supports the guiding question`,
  'agreement.support.agreement.more': msg`More agreement than disagreement that it supports the guiding question`,
  'agreement.support.agreement.muchMore': msg`Much more agreement than disagreement that it supports the guiding question`,
  'agreement.support.agreement.clear': msg`Clear agreement that it supports the guiding question`,
  'agreement.support.disagreement.slightlyMore': msg`Slightly more agreement than disagreement that it damages the guiding question`,
  'agreement.support.disagreement.more': msg`More agreement than disagreement that it damages the guiding question`,
  'agreement.support.disagreement.muchMore': msg`Much more agreement than disagreement that it damages the guiding question`,
  'agreement.support.disagreement.clear': msg`Clear agreement that it damages the guiding question`,
  // The class's answers to the guiding question itself.
  'agreement.position.lackOfConsensus': {
    id: 'GUIDING_QUESTION_SENTENCES.lackOfConsensus',
    message: GUIDING_QUESTION_SENTENCES.lackOfConsensus,
  },
  'agreement.position.agreement.slightlyMore': msg`Slightly more agreement than disagreement with the guiding question`,
  'agreement.position.agreement.more': msg`More agreement than disagreement with the guiding question`,
  'agreement.position.agreement.muchMore': msg`Much more agreement than disagreement with the guiding question`,
  'agreement.position.agreement.clear': msg`Clear agreement with the guiding question`,
  'agreement.position.disagreement.slightlyMore': msg`Slightly more disagreement than agreement with the guiding question`,
  'agreement.position.disagreement.more': msg`More disagreement than agreement with the guiding question`,
  'agreement.position.disagreement.muchMore': msg`Much more disagreement than agreement with the guiding question`,
  'agreement.position.disagreement.clear': msg`Clear disagreement with the guiding question`,

  'sentiment.neutral': msg`Sentiment is neutral`,
  'sentiment.somewhat.positive': msg`Sentiment is somewhat positive`,
  'sentiment.generally.positive': msg`Sentiment is generally positive`,
  'sentiment.very.positive': msg`Sentiment is very positive`,
  'sentiment.somewhat.negative': msg`Sentiment is somewhat negative`,
  'sentiment.generally.negative': msg`Sentiment is generally negative`,
  'sentiment.very.negative': msg`Sentiment is very negative`,
  average: msg({
    message: 'On average: {words}',
    comment: "{words} is a slider's value in words, lower-cased: 'somewhat sound', 'very balanced'",
  }),

  'how.responses': msg({
    message:
      '{count, plural, one {# response} other {# responses}}; average {mean}; spread (standard deviation) {spread}.',
    comment: "How is this worked out?: the numbers behind a plot's sentence",
  }),
  'how.limitedEngagement': msg({
    message:
      '{members, plural, one {# member has} other {# members have}} interpreted this inTell so far; a plot needs at least {minimum}.',
  }),
  'how.limitedData': msg({
    message:
      '{count, plural, one {# answer} other {# answers}} on this scale so far; a plot needs at least {minimum}.',
  }),
  'how.score': { id: 'HOW_WORKED_OUT.score', message: HOW_WORKED_OUT.score },
  'how.ratio': msg({ message: 'The ratio average ÷ spread is {ratio}.' }),
  'how.ratioOfEqual': { id: 'HOW_WORKED_OUT.ratioOfEqual', message: HOW_WORKED_OUT.ratioOfEqual },
  'how.ratioOfZeros': { id: 'HOW_WORKED_OUT.ratioOfZeros', message: HOW_WORKED_OUT.ratioOfZeros },
  'how.bandOfRatio': msg({
    message: "''{sentence}'' is when the ratio is {range}.",
    comment:
      "{sentence} is a plot's sentence; {range} a range of numbers ('at least 0.5 and under 1')",
  }),
  'how.bandOfAverage': msg({
    message: "''{sentence}'' is when the average is {range}.",
    comment: "{sentence} is a plot's sentence; {range} a range of numbers ('above 0.8')",
  }),
  'how.sentiment': msg({
    message: 'The average emotion is {mean} (-1 very negative … 1 very positive).',
  }),
  'how.wideRange': msg({
    message: 'Spread {spread} minus the size of the average {size} is {difference}, above {above}.',
  }),
  'how.average': msg({
    message:
      "The average answer is {mean}, which the slider words as ''{words}'' ('Somewhat' from 0.25, 'Very' from 0.75).",
    comment: "'Somewhat' and 'Very' are the sliders' words, as translated in them",
  }),
  'how.manipulative': msg({ message: 'The average good faith is {mean}, below {below}.' }),
  'how.heartOfIssue': msg({ message: 'The average advocate review is {mean}.' }),

  'range.atLeast.under': msg({ message: 'at least {min} and under {max}' }),
  'range.atLeast.atMost': msg({ message: 'at least {min} and at most {max}' }),
  'range.above.under': msg({ message: 'above {min} and under {max}' }),
  'range.above.atMost': msg({ message: 'above {min} and at most {max}' }),
  'range.orMore': msg({ message: '{min} or more' }),
  'range.above': msg({ message: 'above {min}' }),
  'range.orLess': msg({ message: '{max} or less' }),
  'range.under': msg({ message: 'under {max}' }),
  'range.any': msg`any number`,

  'slider.notAnswered': {
    id: 'INTERPRETATION_MESSAGES.NOT_ANSWERED',
    message: INTERPRETATION_MESSAGES.NOT_ANSWERED,
  },
  'slider.emotion.zero': msg({ message: 'Neutral', comment: 'The emotion slider at 0' }),
  'slider.emotion.somewhatPositive': msg`Somewhat positive`,
  'slider.emotion.veryPositive': msg`Very positive`,
  'slider.emotion.somewhatNegative': msg`Somewhat negative`,
  'slider.emotion.veryNegative': msg`Very negative`,
  'slider.authorIntent.zero': msg({
    message: 'One-sided',
    comment: "The author's intent slider at 0",
  }),
  'slider.authorIntent.somewhat': msg`Somewhat balanced`,
  'slider.authorIntent.very': msg`Very balanced`,
  'slider.sound.zero': msg`Unsound`,
  'slider.sound.somewhat': msg`Somewhat sound`,
  'slider.sound.very': msg`Very sound`,
  'slider.goodFaith.zero': msg`In bad faith`,
  'slider.goodFaith.somewhat': msg`Somewhat in good faith`,
  'slider.goodFaith.very': msg`Very much in good faith`,
  'slider.heartOfIssue.zero': msg`Not important`,
  'slider.heartOfIssue.somewhat': msg`Somewhat important`,
  'slider.heartOfIssue.very': msg`Very important`,
  'slider.supportLevel.0': msg`Totally damaged`,
  'slider.supportLevel.1': msg`Mostly damaged`,
  'slider.supportLevel.2': msg`Somewhat damaged`,
  'slider.supportLevel.3': msg`Neither damaged nor supported`,
  'slider.supportLevel.4': msg`Somewhat supported`,
  'slider.supportLevel.5': msg`Mostly supported`,
  'slider.supportLevel.6': msg`Totally supported`,
};

/** Whether a key has words here (the test checks every key the shared package makes). */
export function hasSaidWords(key: string): boolean {
  return key in SAID_WORDS;
}

/** A number as the sentences show it: two decimals at most, no '-0', in the locale's digits. */
function saidNumber(value: number, locale: string): string | number {
  const rounded = Number(value.toFixed(2));
  // Whole numbers stay numbers, so that a plural chooses its form by them.
  if (Number.isInteger(rounded)) return rounded === 0 ? 0 : rounded;
  return formatNumber(rounded, { maximumFractionDigits: 2, useGrouping: false }, locale);
}

/** A sentence in the language `i18n` speaks. */
export function sayWith(i18n: I18n, said: Said): string {
  const descriptor = SAID_WORDS[said.key];
  if (descriptor === undefined) return said.key;
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, value]) => [name, valueWith(i18n, value)]),
  );
  if (said.key === 'average' && typeof values.words === 'string') {
    // 'On average: somewhat sound': the slider's words run on in the sentence.
    values.words = values.words.charAt(0).toLocaleLowerCase(i18n.locale) + values.words.slice(1);
  }
  // A shared constant's plain words, found by its code: English shows them as the constant has
  // them (only another language loads the shared catalogue).
  if (descriptor.message !== undefined && !(descriptor.id in i18n.messages)) {
    return descriptor.message;
  }
  // A descriptor already in the catalogue (extraction reads the table above, not this call).
  const withValues: MessageDescriptor = { ...descriptor, values };
  return i18n._(withValues);
}

function valueWith(i18n: I18n, value: SaidValue): string | number {
  if (typeof value === 'number') return saidNumber(value, i18n.locale);
  if (typeof value === 'string') return value;
  return sayWith(i18n, value);
}

/** `say(line.said)`, drawn again when the reader changes her language. */
export function useSay(): (said: Said) => string {
  const { i18n, _ } = useLingui();
  // `_` changes with the language: the callback with it.
  return useCallback((said: Said) => sayWith(i18n, said), [i18n, _]); // eslint-disable-line react-hooks/exhaustive-deps
}
