import { plural, t } from '@lingui/core/macro';
import type { PredictionScale, ReferenceScale } from '@thoughtful/shared';
import { formatNumber } from '../../../lib/i18n';

/**
 * The words of the student's perception gap and calibration key (issue 45, DESIGN.md §15): her
 * guesses before she interprets, her guesses beside the class's results, her trend and her
 * reading beside her teacher's key. The spec has none of these; the choices are in
 * docs/decisions/2026-12-06-perception-and-calibration.md. Getters and functions, read in the
 * language spoken when they are read.
 */

/** A share as a whole percentage in the reader's digits ('40%'). */
export function percent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

export const PERCEPTION_TEXT = {
  get guessHeading() {
    return t`Before you see your class’s answers: guess`;
  },
  get guessIntro() {
    return t`How will your class read it? Guess for each scale you answered; it is optional, and never graded. You will see your guess beside the class’s answers.`;
  },
  get guessInlineIntro() {
    return t`Optional, never graded: you will see your guess beside the class’s answers.`;
  },
  get whereLabel() {
    return t`Where will most of your class land?`;
  },
  get guessAndSubmit() {
    return t`Guess and submit`;
  },
  get submitWithoutGuessing() {
    return t`Submit without guessing`;
  },

  // Beside the results.
  get outcomesHeading() {
    return t`Your guesses beside your class`;
  },
  landed: (scale: string, guessed: string, actual: string) =>
    t({
      message: `${scale}: you guessed ${guessed}; your class landed at ${actual}.`,
      comment: "A guess beside the class's median on one scale: 'Feeling: you guessed …'",
    }),
  agreeing: (guessed: number, actual: number) => {
    const g = percent(guessed);
    const a = percent(actual);
    return t({
      message: `You guessed ${g} would agree; ${a} did.`,
      comment: "The agreeing share she guessed beside the class's ('40%')",
    });
  },
  notEnoughYet: (scale: string, guessed: string) =>
    t({
      message: `${scale}: you guessed ${guessed}. Not enough answers yet.`,
      comment: 'Her guess before 5 classmates answered: no result is shown',
    }),

  // Her trend, over activities.
  get trendHeading() {
    return t`How well you read your class`;
  },
  trend: (direction: 'closer' | 'further' | 'steady' | null) => {
    switch (direction) {
      case 'closer':
        return t`Your guesses are getting closer.`;
      case 'further':
        return t`Your guesses are getting further off.`;
      case 'steady':
        return t`Your guesses are steady.`;
      case null:
        return t`A trend needs three compared guesses.`;
    }
  },
  guessesCounted: (count: number) =>
    plural(count, { one: '# guess compared so far.', other: '# guesses compared so far.' }),

  // Her reading beside her teacher's key.
  get keyHeading() {
    return t`Your reading beside your teacher’s key`;
  },
  get keyNote() {
    return t`Feedback to learn from, not a grade.`;
  },
  keySaid: (said: 'close' | 'near' | 'far') => {
    switch (said) {
      case 'close':
        return t`Close to your teacher’s key`;
      case 'near':
        return t`Near your teacher’s key`;
      case 'far':
        return t`Far from your teacher’s key`;
    }
  },
};

/** A scale's short name, as a guess or a key distance names it. */
export function scaleName(scale: PredictionScale | ReferenceScale): string {
  switch (scale) {
    case 'emotion':
      return t({ message: 'Feeling', comment: 'The emotion scale, named in a guess or a key' });
    case 'authorIntent':
      return t({
        message: 'Presentation',
        comment: 'The author-intent scale (how the author presented it), named in a guess',
      });
    case 'sound':
      return t({ message: 'Soundness', comment: 'The soundness scale, named in a guess' });
    case 'goodFaith':
      return t({ message: 'Good faith', comment: 'The good-faith scale, named in a key' });
    case 'supportLevel':
      return t({
        message: 'The guiding question',
        comment: "The class's answers to the guiding question, named in a guess",
      });
  }
}

/** 'How many will agree?', said of what agreeing is on each scale (above its middle). */
export function howManyLegend(scale: PredictionScale): string {
  switch (scale) {
    case 'emotion':
      return t`How many will agree it feels positive?`;
    case 'authorIntent':
      return t`How many will agree it is balanced?`;
    case 'sound':
      return t`How many will agree it is sound?`;
    case 'supportLevel':
      return t`How many will agree with the guiding question?`;
  }
}

/** The agreeing shares she may guess, as words with their share. */
export function shareChoices(): { value: number; label: string }[] {
  const few = percent(0.1);
  const some = percent(0.3);
  const half = percent(0.5);
  const most = percent(0.7);
  const all = percent(0.9);
  return [
    { value: 0.1, label: t`Almost none (about ${few})` },
    { value: 0.3, label: t`Some (about ${some})` },
    { value: 0.5, label: t`About half (${half})` },
    { value: 0.7, label: t`Most (about ${most})` },
    { value: 0.9, label: t`Almost all (about ${all})` },
  ];
}
