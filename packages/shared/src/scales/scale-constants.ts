/**
 * Interpretation scales, answers, plots and scoring bands (C§3, C§4, C§9, D§6).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** Notes are truncated in tables at this length (C§9). */
/** Longest free text of an interpretation (note, other side, solution …); not set by the spec. */
export const SCALE_TEXT_MAX_LENGTH = 2_000;

export const NOTE_TRUNCATE_LENGTH = 160;

/** A scale value meaning "unanswered" (C§3, C§9). */
export const UNANSWERED = -2;

/** Range of the emotion scale (D§6). */
export const EMOTION_RANGE = Object.freeze({ MIN: -1, MAX: 1 } as const);

/** Range of author intent, soundness, good faith and heart of issue (D§6). */
export const UNIT_SCALE_RANGE = Object.freeze({ MIN: 0, MAX: 1 } as const);

/** Confidence choices: 'I guess', 'I think so', 'I know' (C§2, C§9, D§6). */
export const CONFIDENCE = Object.freeze({ GUESS: 0.1, THINK_SO: 0.5, KNOW: 1 } as const);
export type ConfidenceChoice = (typeof CONFIDENCE)[keyof typeof CONFIDENCE];

/** Confidence when a response has none (C§9, D§5). */
export const DEFAULT_CONFIDENCE = 0.5;

/** Author intent when a response has none (C§9). */
export const DEFAULT_AUTHOR_INTENT = 0;

/** Expertise levels, which replace confidence (C§3, C§9, D§6). */
export const EXPERTISE_LEVEL = Object.freeze({
  ABOVE_AVERAGE: 2,
  VERY_KNOWLEDGEABLE: 3,
  EXPERT: 4,
} as const);
export type ExpertiseLevel = (typeof EXPERTISE_LEVEL)[keyof typeof EXPERTISE_LEVEL];

/** Expertise detail icon: confidence above 1 or a note longer than 160 characters (C§5, C§9). */
export const EXPERTISE_ICON = Object.freeze({
  CONFIDENCE_ABOVE: 1,
  NOTE_LENGTH_ABOVE: 160,
} as const);

/** Slider labels in magnitude: 'Somewhat' and 'Very' (D§6). */
export const SLIDER_LABEL_VALUE = Object.freeze({ SOMEWHAT: 0.5, VERY: 1 } as const);

/** Value codes: positive values and their negative counterparts (C§3). */
export const VALUE_CODE = Object.freeze({
  CARE: 1,
  FAIRNESS: 2,
  EMPOWERMENT: 3,
  UNITY: 4,
  SACREDNESS: 5,
  HARM: -1,
  UNFAIRNESS: -2,
  OPPRESSION: -3,
  DIVISION: -4,
  DISGUST: -5,
} as const);
export type ValueCode = (typeof VALUE_CODE)[keyof typeof VALUE_CODE];

/** Divisive-content reasons, a bit mask (C§3). */
export const DIVISIVE = Object.freeze({
  HATE_OR_VIOLENCE: 1,
  ATTACKS_CHARACTER: 2,
  VIRTUE_SIGNALLING: 4,
  STRAW_MAN: 8,
} as const);

/** All four divisive bits set (C§3). */
export const DIVISIVE_ALL = 15;

/**
 * Interpretation-flow thresholds (C§4, C§9). Emotion: stronger than 0.5 either way pauses;
 * intent below ONE_SIDED_INTENT asks good faith; good faith below GOOD_FAITH asks who benefits
 * and marks 'Manipulative'; intent below POTIE asks the POTIE question; soundness and intent at
 * least ADVOCACY show the advocate review.
 */
export const INTERPRETATION_THRESHOLD = Object.freeze({
  EMOTION_PAUSE: 0.5,
  ONE_SIDED_INTENT: 0.5,
  POTIE: 0.2,
  GOOD_FAITH: 0.5,
  ADVOCACY: 0.5,
} as const);

/** A plot needs at least this many responses; fewer shows a 'Limited …' message (C§8, C§9). */
export const PLOT_MIN_RESPONSES = 4;

/** Plot axes run from -1.15 to 1.15 (C§9). */
export const PLOT_AXIS_RANGE = Object.freeze({ MIN: -1.15, MAX: 1.15 } as const);

/**
 * Agreement score |mean / standard deviation|: inclusive lower bound of each band; below
 * SLIGHTLY_MORE is 'lack of consensus' (C§9). The same bands read disagreement.
 */
export const AGREEMENT_BANDS = Object.freeze({
  SLIGHTLY_MORE: 0.15,
  MORE: 0.35,
  MUCH_MORE: 0.65,
  CLEAR: 1,
} as const);

/** 'Wide range of responses' when standard deviation minus |mean| is above this (C§9). */
export const WIDE_RANGE_SPREAD_ABOVE = 0.4;

/**
 * Signal bands: inclusive lower bound of each; below SLIGHT is 'Lack of consensus', CLEAR is
 * 'Clear signal', LOUD_AND_CLEAR 'Signal is loud and clear' (C§9). Mirrored for distortion.
 */
export const SIGNAL_BANDS = Object.freeze({
  SLIGHT: 0.15,
  MODERATE: 0.35,
  STRONG: 0.65,
  CLEAR: 1,
  LOUD_AND_CLEAR: 2,
} as const);

/** 'Distortion dominates' at this score or below (C§9). */
export const DISTORTION_DOMINATES_AT = -1;

/** Sentiment by |mean emotion|: inclusive lower bound of 'somewhat', 'generally', 'very' (C§9). */
export const SENTIMENT_BANDS = Object.freeze({ SOMEWHAT: 0.3, GENERALLY: 0.5, VERY: 1 } as const);

/**
 * Heart of issue (C§9, D§6): above RECOMMENDED 'Recommended', above EVERYONE "Requires everyone's
 * attention"; above BOOST_ABOVE the signal is multiplied by (1 + heartOfIssue - BOOST_ABOVE).
 */
export const HEART_OF_ISSUE = Object.freeze({
  RECOMMENDED: 0.5,
  EVERYONE: 0.8,
  BOOST_ABOVE: 0.5,
} as const);

/** A divisive flag forces these values into the score (C§9, D§6). */
export const DIVISIVE_FORCED = Object.freeze({ CONFIDENCE: 1, SOUNDNESS: 0 } as const);

/** Reputation points: first interpretation of an idea, each later change, floor (D§6). */
export const REPUTATION_POINTS = Object.freeze({
  FIRST_INTERPRETATION: 10,
  CHANGE_PENALTY: 2,
  MINIMUM: 0,
} as const);

/**
 * Histogram of a stored per-scale aggregate (D§6): 47 bins, each 0.05 wide and centred on
 * -1.15, -1.10, …, 1.10, 1.15, so that the plot axis' ends, -1, 0, 1 and the support scale's
 * points each sit in a bin's middle. Values beyond the axis count in the end bins.
 */
export const AGGREGATE_HISTOGRAM = Object.freeze({ BINS: 47, WIDTH: 0.05 } as const);

/**
 * Slider words (D§6: 'Somewhat' = 0.5, 'Very' = 1 in magnitude): a value is read as the nearest of
 * 0, 0.5 and 1 in magnitude; from SOMEWHAT_FROM it is 'Somewhat', from VERY_FROM 'Very'.
 */
export const SLIDER_WORD_FROM = Object.freeze({ SOMEWHAT_FROM: 0.25, VERY_FROM: 0.75 } as const);
