import { plural, t } from '@lingui/core/macro';
import {
  MIN_RESPONDENTS,
  TREND_MIN_POINTS,
  type PredictionScale,
  type ReferenceScale,
} from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { currentLocale, formatNumber } from '../../lib/i18n';

/**
 * Krippendorff's (2004) levels for α: from 0.8 a class's readings can be relied on, from 0.667
 * they allow tentative conclusions, below that the class does not read the scale alike
 * (docs/decisions/2026-12-06-perception-and-calibration.md 'What the teacher reads of α').
 */
export const ALPHA_RELIABLE = 0.8;
export const ALPHA_TENTATIVE = 0.667;

export type AgreementVerdict = 'agrees' | 'tentative' | 'disagrees';

export function agreementVerdict(alpha: number): AgreementVerdict {
  return alpha >= ALPHA_RELIABLE ? 'agrees' : alpha >= ALPHA_TENTATIVE ? 'tentative' : 'disagrees';
}

/** α and its band's ends in the reader's numbers, two decimals ('0.71', '0,71'). */
export const alphaNumber = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A band's ends in the reader's way of writing a range ('0.55–0.82', '-0.15 – -0.13',
 * '0,81-0,90'); one number when both ends read the same.
 */
const alphaRange = (low: number, high: number) => {
  const from = alphaNumber(low);
  const to = alphaNumber(high);
  if (from === to) return from;
  return new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatRange(low, high);
};

/** A share of the scale as a percentage ('23%', '23 %'). */
const percent = (share: number) => formatNumber(share, { style: 'percent' });

/** A place on a scale, in its own units, two decimals at most ('0.7', '−0.25'). */
const onScale = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

type AnyScale = ReferenceScale | PredictionScale;

/** A scale's name on its own, as a heading. */
function scaleName(scale: AnyScale): string {
  switch (scale) {
    case 'emotion':
      return t({ message: 'Emotion', comment: 'A scale: how the reader feels about an inTell' });
    case 'authorIntent':
      return t({ message: 'Author’s intent', comment: 'A scale: one-sided to balanced' });
    case 'sound':
      return t({ message: 'Soundness', comment: 'A scale: how sound an inTell’s evidence is' });
    case 'goodFaith':
      return t({ message: 'Good faith', comment: 'A scale: how much good faith it shows' });
    case 'supportLevel':
      return t({ message: 'Support', comment: 'A scale: how much the reader supports an inTell' });
  }
}

/** A scale's name inside a sentence ('The class agrees on …'), with its article where needed. */
function scaleInSentence(scale: AnyScale): string {
  switch (scale) {
    case 'emotion':
      return t({
        message: 'emotion',
        comment:
          'Inside a sentence, with its article if your language needs one: the class agrees on …',
      });
    case 'authorIntent':
      return t({
        message: 'the author’s intent',
        comment:
          'Inside a sentence, with its article if your language needs one: the class agrees on …',
      });
    case 'sound':
      return t({
        message: 'soundness',
        comment:
          'Inside a sentence, with its article if your language needs one: the class agrees on …',
      });
    case 'goodFaith':
      return t({
        message: 'good faith',
        comment:
          'Inside a sentence, with its article if your language needs one: the class agrees on …',
      });
    case 'supportLevel':
      return t({
        message: 'support',
        comment:
          'Inside a sentence, with its article if your language needs one: the class agrees on …',
      });
  }
}

/** The words of the teacher's view of how her class reads together (issue 45, DESIGN.md §15). */
export const CLASS_READING_TEXT = {
  /** The way to the view, on the class's page. */
  openOf: (name: string) => t`How ${name} reads`,
  get heading() {
    return t({
      message: 'How the class reads',
      comment:
        'Heading: whether a class reads inTells alike, and how well it guesses its own results',
    });
  },
  headingOf: (name: string) => t`How the class reads: ${name}`,
  get backToRoster() {
    return t({ message: 'Roster', comment: 'Link back to the class’s list of students' });
  },
  scaleName,
  // Rater agreement
  get agreementHeading() {
    return t`Do the students read alike?`;
  },
  get agreementHelp() {
    const reliable = formatNumber(ALPHA_RELIABLE);
    const tentative = formatNumber(ALPHA_TENTATIVE);
    return t`Krippendorff’s α per scale, over the readings your students made in this class: 1 when every student reads each inTell the same, 0 when their readings agree no more than chance would. From ${reliable} the class agrees; from ${tentative} it agrees tentatively; below, it does not agree. The band is where α would likely lie with other inTells of the same kind (95%).`;
  },
  get loadingAgreement() {
    return t`Loading the class’s agreement…`;
  },
  agreementFailed: (msg: string) => t`Failed to load the class’s agreement: ${msg}`,
  /** 'The class agrees on emotion (α 0.84, 0.71–0.90).' */
  agreementSentence: (scale: AnyScale, alpha: number, low: number | null, high: number | null) => {
    const name = scaleInSentence(scale);
    const a = alphaNumber(alpha);
    const verdict = agreementVerdict(alpha);
    if (low === null || high === null) {
      return verdict === 'agrees'
        ? t`The class agrees on ${name} (α ${a}).`
        : verdict === 'tentative'
          ? t`The class agrees tentatively on ${name} (α ${a}).`
          : t`The class does not agree on ${name} (α ${a}).`;
    }
    const band = alphaRange(low, high);
    return verdict === 'agrees'
      ? t`The class agrees on ${name} (α ${a}, ${band}).`
      : verdict === 'tentative'
        ? t`The class agrees tentatively on ${name} (α ${a}, ${band}).`
        : t`The class does not agree on ${name} (α ${a}, ${band}).`;
  },
  /** Said when α agrees but its band reaches below the level it claims. */
  get unsure() {
    return t`Its band reaches lower: more inTells read together would make this surer.`;
  },
  get notEnough() {
    return t`Not enough readings yet.`;
  },
  restsOn: (raters: number, items: number) => {
    const students = plural(raters, {
      one: '# student’s readings',
      other: '# students’ readings',
    });
    const inTells = plural(items, { one: '# inTell', other: '# inTells' });
    return t`From ${students} of ${inTells}.`;
  },
  // Perception gap
  get gapHeading() {
    return t`Do the students guess their class right?`;
  },
  get gapHelp() {
    return t`Before they see the class’s results on an inTell, students guess where most of the class will land and how many will agree. Per inTell and scale, the largest gap first; each rests on 5 answers or more.`;
  },
  get loadingGap() {
    return t`Loading the class’s guesses…`;
  },
  gapFailed: (msg: string) => t`Failed to load the class’s guesses: ${msg}`,
  get noGaps() {
    return t`No guesses to compare yet: a question shows here once its students have guessed before interpreting it and 5 of them have answered.`;
  },
  // Whether the gap shrinks
  get trendHeading() {
    return t`Does the gap shrink?`;
  },
  trendTooFew: (inTells: number) => {
    const needed = TREND_MIN_POINTS;
    const answers = MIN_RESPONDENTS;
    return plural(inTells, {
      one: `A trend shows once the class has guessed on ${needed} inTells that ${answers} students answered; so far it has on # inTell.`,
      other: `A trend shows once the class has guessed on ${needed} inTells that ${answers} students answered; so far it has on # inTells.`,
    });
  },
  trendVerdict: (verdict: 'shrinking' | 'steady' | 'growing') => {
    switch (verdict) {
      case 'shrinking':
        return t`The gap is shrinking: the class’s guesses come closer, inTell after inTell.`;
      case 'steady':
        return t`The gap is steady: the class guesses about as well as it did.`;
      case 'growing':
        return t`The gap is growing: the class’s guesses fall further off, inTell after inTell.`;
    }
  },
  trendSpan: (inTells: number, first: number, last: number) => {
    const from = percent(first);
    const to = percent(last);
    return plural(inTells, {
      one: `Over # inTell, in the order the class guessed: ${from} of the scale off on the first, ${to} on the last.`,
      other: `Over # inTells, in the order the class guessed: ${from} of the scale off on the first, ${to} on the last.`,
    });
  },
  get trendEach() {
    return t({ message: 'Each inTell, in order', comment: 'Opens the list of the trend’s points' });
  },
  trendPoint: (label: string, share: number, guesses: number) => {
    const value = percent(share);
    return plural(guesses, {
      one: `${label}: ${value} of the scale off, from # guess`,
      other: `${label}: ${value} of the scale off, from # guesses`,
    });
  },
  scaleOf: (scale: AnyScale) => {
    const name = scaleName(scale);
    return t({ message: `Scale: ${name}`, comment: 'Which scale the guesses were on' });
  },
  get meanErrorTerm() {
    return t({ message: 'Mean guessing error', comment: 'Term: how far guesses fell, on average' });
  },
  meanError: (share: number) => {
    const value = percent(share);
    return t`${value} of the scale`;
  },
  get medianTerm() {
    return t({
      message: 'The answers’ median',
      comment: 'Term: the middle of the class’s answers',
    });
  },
  median: (value: number) => onScale(value),
  get guessedTerm() {
    return t({ message: 'Guessed high or low', comment: 'Term: which way the guesses leaned' });
  },
  /** The mean signed gap, in the scale's units. */
  guessed: (meanGap: number) => {
    const by = onScale(Math.abs(meanGap));
    return meanGap > 0
      ? t`${by} above the median, on average`
      : meanGap < 0
        ? t`${by} below the median, on average`
        : t`On the median, on average`;
  },
  counts: (predictors: number, respondents: number) => {
    const guessers = plural(predictors, { one: '# student guessed', other: '# students guessed' });
    const answered = plural(respondents, { one: '# answered', other: '# answered' });
    return t`${guessers}; ${answered}.`;
  },
  expects: (expects: 'moreDisagreement' | 'lessDisagreement' | 'aboutRight' | null) => {
    switch (expects) {
      case 'moreDisagreement':
        return t`This class expects more disagreement than there is.`;
      case 'lessDisagreement':
        return t`This class expects less disagreement than there is.`;
      case 'aboutRight':
        return t`This class expects about as much disagreement as there is.`;
      case null:
        return t`No one guessed how many would agree.`;
    }
  },
};
