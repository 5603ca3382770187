import {
  AGREEMENT_BANDS,
  DISTORTION_DOMINATES_AT,
  HEART_OF_ISSUE,
  INTERPRETATION_THRESHOLD,
  PLOT_MIN_RESPONSES,
  SENTIMENT_BANDS,
  SIGNAL_BANDS,
  WIDE_RANGE_SPREAD_ABOVE,
} from '../constants';
import {
  AGREEMENT_SENTENCES,
  averageSentence,
  GUIDING_QUESTION_SENTENCES,
  HEART_OF_ISSUE_SENTENCES,
  HOW_WORKED_OUT,
  INTERPRETATION_MESSAGES,
  rangeWords,
  sentimentSentence,
  SIGNAL_SENTENCES,
} from './interpretation-messages';
import { aggregateSpread, SCALE_NAMES, type ScaleName } from './scale-aggregate';
import type { IdeaScaleAggregates, ScaleAggregate } from './scale-aggregate-schemas';
import {
  agreementScore,
  canPlot,
  isWideRange,
  readAgreement,
  readHeartOfIssue,
  readSentiment,
  readSignal,
  type AgreementBand,
  type SignalBand,
  type Spread,
} from './scale-scoring';
import { rangeSaid, sliderWordsSaid, type Said } from './said';
import { formatSliderNumber, sliderWords } from './slider-words';

/**
 * The plain-language summaries of an inTell's interpretations (content spec §8, §9; DESIGN.md
 * §6), read from the stored aggregates: each sentence comes with the numbers behind it ('How is
 * this worked out?'). The bands are scale-scoring.ts's; this file only words them.
 */

export type SummaryKind =
  | 'limitedEngagement'
  | 'limitedData'
  | 'agreement'
  | 'signal'
  | 'sentiment'
  | 'manipulative'
  | 'heartOfIssue'
  | 'average'
  | 'wideRange';

export interface SummaryLine {
  kind: SummaryKind;
  /** The sentence shown. */
  text: string;
  /** The numbers behind it, in plain words. */
  howWorkedOut: string;
  /** `text` as a key and values, for the reader's language (said.ts). */
  said: Said;
  /** `howWorkedOut` likewise, sentence by sentence. */
  howSaid: Said[];
}

export interface ScaleSummary {
  scale: ScaleName;
  count: number;
  /** Null when there are no answers. */
  mean: number | null;
  /** Population standard deviation; null when there are no answers. */
  deviation: number | null;
  /** Whether the plot is drawn (at least 4 members and 4 answers on this scale). */
  canPlot: boolean;
  lines: SummaryLine[];
}

// ---------------------------------------------------------------------------------------------
// The bands as ranges, for their words
// ---------------------------------------------------------------------------------------------

interface Range {
  min?: number;
  minIncluded?: boolean;
  max?: number;
  maxIncluded?: boolean;
}

const fmt = formatSliderNumber;

function words(range: Range): string {
  return rangeWords({
    ...(range.min === undefined ? {} : { min: fmt(range.min), minIncluded: !!range.minIncluded }),
    ...(range.max === undefined ? {} : { max: fmt(range.max), maxIncluded: !!range.maxIncluded }),
  });
}

/** The same band below 0: [a, b) becomes (-b, -a]. */
function mirror(range: Range): Range {
  return {
    ...(range.max === undefined ? {} : { min: -range.max, minIncluded: !!range.maxIncluded }),
    ...(range.min === undefined ? {} : { max: -range.min, maxIncluded: !!range.minIncluded }),
  };
}

const from = (min: number, max?: number): Range =>
  max === undefined ? { min, minIncluded: true } : { min, minIncluded: true, max };

/** Agreement bands above 0 (content §9); below 0 they are mirrored for disagreement. */
const AGREEMENT_RANGES: Record<Exclude<AgreementBand, 'lackOfConsensus'>, Range> = {
  slightlyMore: from(AGREEMENT_BANDS.SLIGHTLY_MORE, AGREEMENT_BANDS.MORE),
  more: from(AGREEMENT_BANDS.MORE, AGREEMENT_BANDS.MUCH_MORE),
  muchMore: from(AGREEMENT_BANDS.MUCH_MORE, AGREEMENT_BANDS.CLEAR),
  clear: from(AGREEMENT_BANDS.CLEAR),
};
const NO_CONSENSUS: Range = {
  min: -AGREEMENT_BANDS.SLIGHTLY_MORE,
  max: AGREEMENT_BANDS.SLIGHTLY_MORE,
};

/** Signal bands (content §9), mirrored for distortion; -1 or below 'Distortion dominates'. */
const SLIGHT = from(SIGNAL_BANDS.SLIGHT, SIGNAL_BANDS.MODERATE);
const MODERATE = from(SIGNAL_BANDS.MODERATE, SIGNAL_BANDS.STRONG);
const SIGNAL_RANGES: Record<SignalBand, Range> = {
  lackOfConsensus: { min: -SIGNAL_BANDS.SLIGHT, max: SIGNAL_BANDS.SLIGHT },
  slightSignal: SLIGHT,
  moderateSignal: MODERATE,
  strongSignal: from(SIGNAL_BANDS.STRONG, SIGNAL_BANDS.CLEAR),
  clearSignal: from(SIGNAL_BANDS.CLEAR, SIGNAL_BANDS.LOUD_AND_CLEAR),
  loudAndClear: from(SIGNAL_BANDS.LOUD_AND_CLEAR),
  slightDistortion: mirror(SLIGHT),
  moderateDistortion: mirror(MODERATE),
  strongDistortion: { min: DISTORTION_DOMINATES_AT, max: -SIGNAL_BANDS.STRONG, maxIncluded: true },
  distortionDominates: { max: DISTORTION_DOMINATES_AT, maxIncluded: true },
};

/** Sentiment bands above 0 (content §9); mirrored below. */
const SENTIMENT_RANGES: Record<'somewhat' | 'generally' | 'very', Range> = {
  somewhat: from(SENTIMENT_BANDS.SOMEWHAT, SENTIMENT_BANDS.GENERALLY),
  generally: from(SENTIMENT_BANDS.GENERALLY, SENTIMENT_BANDS.VERY),
  very: from(SENTIMENT_BANDS.VERY),
};
const NEUTRAL: Range = { min: -SENTIMENT_BANDS.SOMEWHAT, max: SENTIMENT_BANDS.SOMEWHAT };

/** Heart of issue (content §9): bounds are 'above'. */
const HEART_RANGES: Record<'everyone' | 'recommended', Range> = {
  everyone: { min: HEART_OF_ISSUE.EVERYONE },
  recommended: {
    min: HEART_OF_ISSUE.RECOMMENDED,
    max: HEART_OF_ISSUE.EVERYONE,
    maxIncluded: true,
  },
};

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** The count, average and spread behind a scale's lines, in words and as a key. */
interface Numbers {
  text: string;
  said: Said;
}

/** Numbers in a range as the sentences show them (two decimals at most). */
function rounded(range: Range): Range {
  const round = (n: number) => Number(fmt(n));
  return {
    ...range,
    ...(range.min === undefined ? {} : { min: round(range.min) }),
    ...(range.max === undefined ? {} : { max: round(range.max) }),
  };
}

/** "'Recommended' is when the average is above 0.5." as a key. */
function bandSaid(sentence: Said, subject: 'ratio' | 'average', range: Range): Said {
  return {
    key: subject === 'ratio' ? 'how.bandOfRatio' : 'how.bandOfAverage',
    values: { sentence, range: rangeSaid(rounded(range)) },
  };
}

function ratioSaid(spread: Spread): Said {
  if (spread.deviation === 0) {
    return { key: spread.mean === 0 ? 'how.ratioOfZeros' : 'how.ratioOfEqual' };
  }
  return { key: 'how.ratio', values: { ratio: agreementScore(spread) } };
}

function ratioWords(spread: Spread): string {
  if (spread.deviation === 0) {
    return spread.mean === 0 ? HOW_WORKED_OUT.ratioOfZeros : HOW_WORKED_OUT.ratioOfEqual;
  }
  return HOW_WORKED_OUT.ratio(fmt(agreementScore(spread)));
}

/**
 * Which words an agreement band takes: an inTell's support for the guiding question ('agreement
 * that it supports…'), or the class's answers to the question itself ('agreement with…').
 */
export type AgreementWording = 'support' | 'position';

function agreementLine(
  spread: Spread,
  numbers: Numbers,
  wording: AgreementWording = 'support',
): SummaryLine {
  const { band, direction } = readAgreement(agreementScore(spread));
  const sentences =
    wording === 'position'
      ? {
          lackOfConsensus: GUIDING_QUESTION_SENTENCES.lackOfConsensus,
          agreement: GUIDING_QUESTION_SENTENCES.agree,
          disagreement: GUIDING_QUESTION_SENTENCES.disagree,
        }
      : {
          lackOfConsensus: AGREEMENT_SENTENCES.lackOfConsensus,
          agreement: AGREEMENT_SENTENCES.supports,
          disagreement: AGREEMENT_SENTENCES.damages,
        };
  const [text, range] =
    band === 'lackOfConsensus' || direction === null
      ? [sentences.lackOfConsensus, NO_CONSENSUS]
      : [
          sentences[direction][band],
          direction === 'agreement' ? AGREEMENT_RANGES[band] : mirror(AGREEMENT_RANGES[band]),
        ];
  const said: Said = {
    key:
      band === 'lackOfConsensus' || direction === null
        ? `agreement.${wording}.lackOfConsensus`
        : `agreement.${wording}.${direction}.${band}`,
  };
  return {
    kind: 'agreement',
    text,
    howWorkedOut: [
      numbers.text,
      ratioWords(spread),
      HOW_WORKED_OUT.band(text, 'ratio', words(range)),
    ].join(' '),
    said,
    howSaid: [numbers.said, ratioSaid(spread), bandSaid(said, 'ratio', range)],
  };
}

function signalLine(spread: Spread, numbers: Numbers): SummaryLine {
  const band = readSignal(agreementScore(spread));
  const text = SIGNAL_SENTENCES[band];
  const said: Said = { key: `signal.${band}` };
  return {
    kind: 'signal',
    text,
    howWorkedOut: [
      HOW_WORKED_OUT.score,
      numbers.text,
      ratioWords(spread),
      HOW_WORKED_OUT.band(text, 'ratio', words(SIGNAL_RANGES[band])),
    ].join(' '),
    said,
    howSaid: [
      { key: 'how.score' },
      numbers.said,
      ratioSaid(spread),
      bandSaid(said, 'ratio', SIGNAL_RANGES[band]),
    ],
  };
}

function sentimentLine(spread: Spread, numbers: Numbers): SummaryLine {
  const sentiment = readSentiment(spread.mean);
  const text = sentimentSentence(sentiment);
  const range =
    sentiment === null
      ? NEUTRAL
      : sentiment.sign === 'positive'
        ? SENTIMENT_RANGES[sentiment.strength]
        : mirror(SENTIMENT_RANGES[sentiment.strength]);
  const said: Said = {
    key:
      sentiment === null
        ? 'sentiment.neutral'
        : `sentiment.${sentiment.strength}.${sentiment.sign}`,
  };
  return {
    kind: 'sentiment',
    text,
    howWorkedOut: [
      numbers.text,
      HOW_WORKED_OUT.sentiment(fmt(spread.mean)),
      HOW_WORKED_OUT.band(text, 'average', words(range)),
    ].join(' '),
    said,
    howSaid: [
      numbers.said,
      { key: 'how.sentiment', values: { mean: spread.mean } },
      bandSaid(said, 'average', range),
    ],
  };
}

function averageLine(
  scale: 'authorIntent' | 'sound' | 'goodFaith' | 'heartOfIssue',
  spread: Spread,
  numbers: Numbers,
): SummaryLine {
  const sliderText = sliderWords(scale, spread.mean);
  const slider = sliderWordsSaid(scale, spread.mean);
  return {
    kind: 'average',
    text: averageSentence(sliderText),
    howWorkedOut: [numbers.text, HOW_WORKED_OUT.average(fmt(spread.mean), sliderText)].join(' '),
    said: { key: 'average', values: { words: slider } },
    howSaid: [numbers.said, { key: 'how.average', values: { mean: spread.mean, words: slider } }],
  };
}

function goodFaithLine(spread: Spread, numbers: Numbers): SummaryLine {
  if (spread.mean >= INTERPRETATION_THRESHOLD.GOOD_FAITH) {
    return averageLine('goodFaith', spread, numbers);
  }
  return {
    kind: 'manipulative',
    text: INTERPRETATION_MESSAGES.MANIPULATIVE,
    howWorkedOut: [
      numbers.text,
      HOW_WORKED_OUT.manipulative(fmt(spread.mean), INTERPRETATION_THRESHOLD.GOOD_FAITH),
    ].join(' '),
    said: { key: 'manipulative' },
    howSaid: [
      numbers.said,
      {
        key: 'how.manipulative',
        values: { mean: spread.mean, below: INTERPRETATION_THRESHOLD.GOOD_FAITH },
      },
    ],
  };
}

function heartOfIssueLine(spread: Spread, numbers: Numbers): SummaryLine {
  const reading = readHeartOfIssue(spread.mean);
  if (reading === null) return averageLine('heartOfIssue', spread, numbers);
  const text = HEART_OF_ISSUE_SENTENCES[reading];
  const said: Said = { key: `heartOfIssue.${reading}` };
  return {
    kind: 'heartOfIssue',
    text,
    howWorkedOut: [
      numbers.text,
      HOW_WORKED_OUT.heartOfIssue(fmt(spread.mean)),
      HOW_WORKED_OUT.band(text, 'average', words(HEART_RANGES[reading])),
    ].join(' '),
    said,
    howSaid: [
      numbers.said,
      { key: 'how.heartOfIssue', values: { mean: spread.mean } },
      bandSaid(said, 'average', HEART_RANGES[reading]),
    ],
  };
}

function wideRangeLine(spread: Spread, numbers: Numbers): SummaryLine {
  const size = Math.abs(spread.mean);
  return {
    kind: 'wideRange',
    text: INTERPRETATION_MESSAGES.WIDE_RANGE,
    said: { key: 'wideRange' },
    howSaid: [
      numbers.said,
      {
        key: 'how.wideRange',
        values: {
          spread: spread.deviation,
          size,
          difference: spread.deviation - size,
          above: WIDE_RANGE_SPREAD_ABOVE,
        },
      },
    ],
    howWorkedOut: [
      numbers.text,
      HOW_WORKED_OUT.wideRange(
        fmt(spread.deviation),
        fmt(size),
        fmt(spread.deviation - size),
        WIDE_RANGE_SPREAD_ABOVE,
      ),
    ].join(' '),
  };
}

/**
 * The members who have interpreted an inTell, as far as its aggregates tell: the most answers
 * any one scale has (every interpretation that was not skipped answers the emotion). Skipped
 * interpretations are not engagement.
 */
export function engagementCount(aggregates: IdeaScaleAggregates): number {
  return Math.max(0, ...SCALE_NAMES.map((name) => aggregates[name].count));
}

/**
 * The summary of one scale (content §8, §9). Fewer than 4 members in all: 'Limited community
 * engagement so far…'; enough members but fewer than 4 answers on this scale: 'Limited data
 * points so far…'; either way no plot. Otherwise, by scale: the emotion's sentiment; the score's
 * signal or distortion band (of average ÷ spread); the support level's agreement band (of
 * average ÷ spread); good faith 'Manipulative' below 0.5; heart of issue 'Recommended' or
 * "Requires everyone's attention"; otherwise the average in the slider's words. The signed
 * scales (emotion, score, support level) add 'Wide range of responses' when it applies (on a
 * 0 … 1 scale the spread can never exceed the average by 0.4).
 *
 * `engagement` is the number of members who interpreted the inTell (`engagementCount`); it
 * defaults to this scale's count.
 */
export function summarizeScale(
  scale: ScaleName,
  aggregate: ScaleAggregate,
  engagement: number = aggregate.count,
): ScaleSummary {
  return summarizeSpread(scale, aggregateSpread(aggregate), engagement);
}

/**
 * The same summary from a scale's mean and deviation (`aggregateSpread`, or `spreadOf` over the
 * answers themselves); null is no answers.
 */
export function summarizeSpread(
  scale: ScaleName,
  spread: Spread | null,
  engagement: number = spread?.count ?? 0,
  wording: AgreementWording = 'support',
): ScaleSummary {
  const count = spread?.count ?? 0;
  const members = Math.max(engagement, count);
  const base = {
    scale,
    count,
    mean: spread?.mean ?? null,
    deviation: spread?.deviation ?? null,
  };
  if (!canPlot(members)) {
    const line: SummaryLine = {
      kind: 'limitedEngagement',
      text: INTERPRETATION_MESSAGES.LIMITED_ENGAGEMENT,
      howWorkedOut: HOW_WORKED_OUT.limitedEngagement(members, PLOT_MIN_RESPONSES),
      said: { key: 'limitedEngagement' },
      howSaid: [{ key: 'how.limitedEngagement', values: { members, minimum: PLOT_MIN_RESPONSES } }],
    };
    return { ...base, canPlot: false, lines: [line] };
  }
  if (spread === null || !canPlot(count)) {
    const line: SummaryLine = {
      kind: 'limitedData',
      text: INTERPRETATION_MESSAGES.LIMITED_DATA,
      howWorkedOut: HOW_WORKED_OUT.limitedData(count, PLOT_MIN_RESPONSES),
      said: { key: 'limitedData' },
      howSaid: [{ key: 'how.limitedData', values: { count, minimum: PLOT_MIN_RESPONSES } }],
    };
    return { ...base, canPlot: false, lines: [line] };
  }
  const numbers: Numbers = {
    text: HOW_WORKED_OUT.responses(spread.count, fmt(spread.mean), fmt(spread.deviation)),
    said: {
      key: 'how.responses',
      values: { count: spread.count, mean: spread.mean, spread: spread.deviation },
    },
  };
  const lines: SummaryLine[] = [];
  switch (scale) {
    case 'emotion':
      lines.push(sentimentLine(spread, numbers));
      break;
    case 'score':
      lines.push(signalLine(spread, numbers));
      break;
    case 'supportLevel':
      lines.push(agreementLine(spread, numbers, wording));
      break;
    case 'goodFaith':
      lines.push(goodFaithLine(spread, numbers));
      break;
    case 'heartOfIssue':
      lines.push(heartOfIssueLine(spread, numbers));
      break;
    case 'authorIntent':
    case 'sound':
      lines.push(averageLine(scale, spread, numbers));
      break;
  }
  const signed = scale === 'emotion' || scale === 'score' || scale === 'supportLevel';
  if (signed && isWideRange(spread)) lines.push(wideRangeLine(spread, numbers));
  return { ...base, canPlot: true, lines };
}

/**
 * The summary of a class's answers to a guiding question (content §4 '101'): the support level's
 * bands and numbers, worded as agreement or disagreement with the question itself.
 */
export function summarizePositions(
  spread: Spread | null,
  engagement: number = spread?.count ?? 0,
): ScaleSummary {
  return summarizeSpread('supportLevel', spread, engagement, 'position');
}

/** The summaries of every scale of an inTell, engagement counted across them. */
export function summarizeIdeaScales(
  aggregates: IdeaScaleAggregates,
): Record<ScaleName, ScaleSummary> {
  const engagement = engagementCount(aggregates);
  return Object.fromEntries(
    SCALE_NAMES.map((name) => [name, summarizeScale(name, aggregates[name], engagement)]),
  ) as Record<ScaleName, ScaleSummary>;
}
