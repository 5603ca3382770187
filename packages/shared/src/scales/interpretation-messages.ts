/**
 * The words of interpretations (content spec §2, §3, §8, §9; DESIGN.md §6), kept in one place
 * (CONVENTIONS.md, habit 13): the flow's slider words and the plots' summary sentences. Where the
 * spec names only a band (e.g. 'slightly more' agreement) the sentence completes it; see
 * docs/decisions/2026-11-23-interpreting-intells.md.
 */

export const INTERPRETATION_MESSAGES = {
  /** Content §8: the member has no own response to show. */
  SKIPPED: 'Activity skipped. Unable to display community interpretations.',
  /** Content §8: fewer than 4 members have interpreted the inTell. */
  LIMITED_ENGAGEMENT: 'Limited community engagement so far. Please check back later.',
  /** Content §8: enough members, but fewer than 4 answers on this scale. */
  LIMITED_DATA: 'Limited data points so far. Please check back later.',
  /** Content §9. */
  WIDE_RANGE: 'Wide range of responses',
  /** Content §9: good faith below 0.5. */
  MANIPULATIVE: 'Manipulative',
  /** A slider not yet placed. */
  NOT_ANSWERED: 'Not answered',
} as const;

/** Expertise statements of confidence levels 2, 3 and 4 (DESIGN.md §6). */
export const EXPERTISE_STATEMENTS = {
  2: 'I have an above-average understanding of this topic.',
  3: 'I am very knowledgeable about this topic.',
  4: 'I am an expert on this topic.',
} as const;

/** Confidence choices (content §2 'Agent rating', §9). */
export const CONFIDENCE_WORDS = {
  0.1: 'I guess',
  0.5: 'I think so',
  1: 'I know',
} as const;

/**
 * Agreement bands of the support level (content §9), as sentences. The spec's 'agreement' and
 * 'disagreement' are read as which way the class leans on the support/damage scale, and each
 * sentence names that way ('Clear disagreement' read as if the class disagreed, when it
 * agreed that the inTell damages the question).
 */
export const AGREEMENT_SENTENCES = {
  lackOfConsensus: 'Lack of consensus on whether it supports or damages the guiding question',
  supports: {
    slightlyMore: 'Slightly more agreement than disagreement that it supports the guiding question',
    more: 'More agreement than disagreement that it supports the guiding question',
    muchMore: 'Much more agreement than disagreement that it supports the guiding question',
    clear: 'Clear agreement that it supports the guiding question',
  },
  damages: {
    slightlyMore: 'Slightly more agreement than disagreement that it damages the guiding question',
    more: 'More agreement than disagreement that it damages the guiding question',
    muchMore: 'Much more agreement than disagreement that it damages the guiding question',
    clear: 'Clear agreement that it damages the guiding question',
  },
} as const;

/**
 * The same bands for the class's answers to a guiding question (content §4 '101': 'I disagree',
 * 'I agree', 'I am unsure', stored on the support level's -1 … 1): the students agree or
 * disagree with the question itself, so the spec's 'agreement' and 'disagreement' are its words.
 */
export const GUIDING_QUESTION_SENTENCES = {
  lackOfConsensus: 'Lack of consensus on the guiding question',
  agree: {
    slightlyMore: 'Slightly more agreement than disagreement with the guiding question',
    more: 'More agreement than disagreement with the guiding question',
    muchMore: 'Much more agreement than disagreement with the guiding question',
    clear: 'Clear agreement with the guiding question',
  },
  disagree: {
    slightlyMore: 'Slightly more disagreement than agreement with the guiding question',
    more: 'More disagreement than agreement with the guiding question',
    muchMore: 'Much more disagreement than agreement with the guiding question',
    clear: 'Clear disagreement with the guiding question',
  },
} as const;

/** The answer choices of a guiding question (content §4 '101'), by position. */
export const POSITION_WORDS = {
  disagree: 'I disagree',
  agree: 'I agree',
  unsure: 'I am unsure',
} as const;

/** The ends of a guiding question's plot (-1 … 1): its answers, not the support scale's words. */
export const POSITION_END_WORDS = Object.freeze({
  min: POSITION_WORDS.disagree,
  max: POSITION_WORDS.agree,
});

/** Signal and distortion bands of the score (content §9). */
export const SIGNAL_SENTENCES = {
  lackOfConsensus: 'Lack of consensus',
  slightSignal: 'Slight signal',
  moderateSignal: 'Moderate signal',
  strongSignal: 'Strong signal',
  clearSignal: 'Clear signal',
  loudAndClear: 'Signal is loud and clear',
  slightDistortion: 'Slight distortion',
  moderateDistortion: 'Moderate distortion',
  strongDistortion: 'Strong distortion',
  distortionDominates: 'Distortion dominates',
} as const;

/** Heart of issue (content §9). */
export const HEART_OF_ISSUE_SENTENCES = {
  everyone: "Requires everyone's attention",
  recommended: 'Recommended',
} as const;

/** Sentiment of the mean emotion (content §9): 'very positive', 'generally negative', … */
export function sentimentSentence(
  sentiment: { strength: 'somewhat' | 'generally' | 'very'; sign: 'positive' | 'negative' } | null,
): string {
  return sentiment === null
    ? 'Sentiment is neutral'
    : `Sentiment is ${sentiment.strength} ${sentiment.sign}`;
}

/** On a 0 … 1 scale, the average response in the slider's words ('On average: somewhat sound'). */
export function averageSentence(words: string): string {
  return `On average: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

/**
 * Slider words of each scale (D§6: 'Somewhat' = 0.5, 'Very' = 1 in magnitude). A signed scale
 * words each side; a 0 … 1 scale words its 0 end and its adjective.
 */
export const SLIDER_WORDS = {
  emotion: { zero: 'Neutral', negative: 'negative', positive: 'positive' },
  authorIntent: { zero: 'One-sided', adjective: 'balanced' },
  sound: { zero: 'Unsound', adjective: 'sound' },
  goodFaith: { zero: 'In bad faith', adjective: 'in good faith', very: 'Very much' },
  heartOfIssue: { zero: 'Not important', adjective: 'important' },
} as const;

/** The seven points of the support/damage scale (content §3: -1 … 1), in order. */
export const SUPPORT_LEVEL_WORDS = [
  'Totally damaged',
  'Mostly damaged',
  'Somewhat damaged',
  'Neither damaged nor supported',
  'Somewhat supported',
  'Mostly supported',
  'Totally supported',
] as const;

/**
 * 'How is this worked out?': the numbers behind each summary sentence, in plain words. Numbers
 * arrive already formatted.
 */
export const HOW_WORKED_OUT = {
  responses: (count: number, mean: string, spread: string) =>
    `${count} ${count === 1 ? 'response' : 'responses'}; average ${mean}; spread (standard deviation) ${spread}.`,
  limitedEngagement: (members: number, minimum: number) =>
    `${members} ${members === 1 ? 'member has' : 'members have'} interpreted this inTell so far; a plot needs at least ${minimum}.`,
  limitedData: (count: number, minimum: number) =>
    `${count} ${count === 1 ? 'answer' : 'answers'} on this scale so far; a plot needs at least ${minimum}.`,
  score:
    "Each response's score is its signal minus its distortion: signal = intent × soundness × confidence, distortion = (1 − intent) × (1 − soundness) × confidence.",
  ratio: (ratio: string) => `The ratio average ÷ spread is ${ratio}.`,
  ratioOfEqual:
    'Every answer is the same, so the spread is 0 and the ratio average ÷ spread counts as infinite.',
  ratioOfZeros: 'Every answer is 0, so the ratio average ÷ spread counts as 0.',
  band: (sentence: string, subject: 'ratio' | 'average', range: string) =>
    `'${sentence}' is when the ${subject} is ${range}.`,
  sentiment: (mean: string) =>
    `The average emotion is ${mean} (-1 very negative … 1 very positive).`,
  wideRange: (spread: string, size: string, difference: string, above: number) =>
    `Spread ${spread} minus the size of the average ${size} is ${difference}, above ${above}.`,
  average: (mean: string, words: string) =>
    `The average answer is ${mean}, which the slider words as '${words}' ('Somewhat' from 0.25, 'Very' from 0.75).`,
  manipulative: (mean: string, below: number) =>
    `The average good faith is ${mean}, below ${below}.`,
  heartOfIssue: (mean: string) => `The average advocate review is ${mean}.`,
} as const;

/** A range of numbers in words ('at least 0.15 and under 0.35', '2 or more', 'above 0.8'). */
export function rangeWords(range: {
  min?: string;
  minIncluded?: boolean;
  max?: string;
  maxIncluded?: boolean;
}): string {
  const low =
    range.min === undefined
      ? null
      : range.minIncluded
        ? `at least ${range.min}`
        : `above ${range.min}`;
  const high =
    range.max === undefined
      ? null
      : range.maxIncluded
        ? `at most ${range.max}`
        : `under ${range.max}`;
  if (low !== null && high !== null) return `${low} and ${high}`;
  if (low !== null) return range.minIncluded ? `${range.min} or more` : low;
  if (high !== null) return range.maxIncluded ? `${range.max} or less` : high;
  return 'any number';
}
