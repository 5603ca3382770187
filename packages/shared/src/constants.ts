/**
 * Business constants and limits of the spec: numbers, codes, keys, default names and prompts.
 * User-visible messages live elsewhere; nothing here is a sentence shown to a user.
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

// ---------------------------------------------------------------------------------------------
// Accounts and access (A§9)
// ---------------------------------------------------------------------------------------------

/** Minimum password length, at registration, login and new password (A§5, A§9). */
export const MIN_PASSWORD_LENGTH = 6;

/** How long an alert stays before it is removed, in ms (A§4, A§7, A§9). */
export const ALERT_TIMEOUT_MS = Object.freeze({
  DEFAULT: 30_000,
  REGISTRATION: 30_000,
  RESET: 30_000,
  PASSWORD_CHANGE: 5_000,
} as const);

/** Not-found page: the 'returning' message appears after this many ms (A§2, A§9). */
export const NOT_FOUND_MESSAGE_DELAY_MS = 1_000;

/** Not-found page: the app returns to / after this many ms (A§2, A§9). */
export const NOT_FOUND_REDIRECT_DELAY_MS = 5_000;

/**
 * Education build: at login a non-admin whose account is older than this (seconds) goes to
 * /activity-students, otherwise to /about (A§2, A§9). The comparison is strictly "older than".
 */
export const EDUCATION_ACCOUNT_AGE_SECONDS = 3_600;

/**
 * Responsibility (proxy) slider: 0 = 100% me, 1 = just a messenger of my sources (A§2, A§9, C§4,
 * C§5). Values under ZERO_BELOW count as 0; UNSET (-2) means the slider was not touched.
 */
export const RESPONSIBILITY_SLIDER = Object.freeze({
  MIN: 0,
  MAX: 1,
  STEP: 0.01,
  ZERO_BELOW: 0.05,
  UNSET: -2,
} as const);

/** Terms of Use effective date, as printed (A§9). */
export const TERMS_EFFECTIVE_DATE = 'June 1, 2023';

/** Responsive layout breakpoints in px, Bootstrap 5's (A§9, C§9, D§1). */
export const BREAKPOINTS = Object.freeze({
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const);
export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * A width chosen by screen width: `widths[i]` applies below `breakpoints[i]`, the last width from
 * the last breakpoint up. So `widths` has one more entry than `breakpoints`.
 */
export interface ResponsiveWidths {
  readonly breakpoints: readonly number[];
  readonly widths: readonly number[];
}

/** PDF viewer page widths in px: 320, 360, 550, 950 at breakpoints 600, 900, 1200 (A§9). */
export const PDF_PAGE_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 900, 1200] as const),
  widths: Object.freeze([320, 360, 550, 950] as const),
} as const) satisfies ResponsiveWidths;

/** Number of pages of the tree-reading tip dialog ('n of 4') (A§2). */
export const TIP_DIALOG_PAGE_COUNT = 4;

/** Relative-time units in ms (A§9, C§9). `DAYS_RANGE_END` (30 days) ends the 'days ago' range. */
export const RELATIVE_TIME_MS = Object.freeze({
  SECOND: 1_000,
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: 86_400_000,
  DAYS_RANGE_END: 2_592_000_000,
  YEAR: 31_536_000_000,
} as const);

/**
 * Browser local storage keys (A§4, A§9, C§2). The last-agent key is the spec's
 * '{product}LastAgent' as DESIGN.md §7 spells it (`thoughtLastAgent`). LAST_IDEA is not named by the spec ("the last-opened
 * idea stored locally"); it follows the same pattern.
 */
export const LOCAL_STORAGE_KEYS = Object.freeze({
  TOKEN: 'token',
  LAST_AGENT: 'thoughtLastAgent',
  LAST_IDEA: 'thoughtLastIdea',
} as const);

/** `confirmationStatus` of the auth state; every value clears the token (A§4, A§7, A§8). */
export const CONFIRMATION_STATUS = Object.freeze({
  UNKNOWN: null,
  WAITING: 0,
  CONFIRMED: 1,
  RESET_ACKNOWLEDGED: 200,
  ALREADY_CONFIRMED: 201,
  BANNED: -100,
  NOT_INVITED: -101,
  PASSWORD_CHANGE_FAILED: -200,
  RESENT: -201,
  UNKNOWN_ERROR: -202,
} as const);
export type ConfirmationStatus = (typeof CONFIRMATION_STATUS)[keyof typeof CONFIRMATION_STATUS];

// ---------------------------------------------------------------------------------------------
// Content and learning: lengths and sizes (C§9)
// ---------------------------------------------------------------------------------------------

/** Title and headline (myPoint) max length; cut to this plus '…' when shown (C§3, C§9). */
export const HEADLINE_MAX_LENGTH = 60;

/** Title of the simple create flow: same limit as the headline (C§5, C§9). */
export const TITLE_MAX_LENGTH = HEADLINE_MAX_LENGTH;

/** A body longer than this needs a title, when the activity asks for self-evaluation (C§4, C§9). */
export const TITLE_REQUIRED_ABOVE_BODY_LENGTH = 60;

/**
 * Longest quote (not worded by the spec): a quote is an excerpt, and credit for someone else's
 * words is kept to what the discussion needs (terms of use).
 */
export const QUOTE_MAX_LENGTH = 1_000;

/** Interpretations of an inTell sent with it: enough for its plots (not set by the spec). */
export const IDEA_SCALES_LIST_LIMIT = 1_000;

/** Ratings of a waveMaker sent with it: enough for its plane's plot (not set by the spec). */
export const AGENT_SCALES_LIST_LIMIT = 1_000;

/** Quotes and key points listed below an inTell's card, newest first (not set by the spec). */
export const QUOTES_LIST_LIMIT = 100;

/** Activity instructions (instructions1 … instructions201) max length (C§3, C§5, C§9). */
export const INSTRUCTIONS_MAX_LENGTH = 140;

/** Notes are truncated in tables at this length (C§9). */
export const NOTE_TRUNCATE_LENGTH = 160;

/**
 * Shortest accepted free text: the spec's "longer than 2 characters" (C§5, C§9), written as an
 * inclusive minimum so it plugs into `z.string().min()`: 3 characters or more.
 */
export const MIN_TEXT_LENGTH = 3;

/** waveMaker name auto-filled from a page title is capped at this length (C§4, C§9). */
export const AGENT_NAME_MAX_LENGTH = 60;

/** Removed from a scraped page title before it becomes a waveMaker name (C§4). */
export const AGENT_NAME_STRIPPED_SUFFIX = ' - Wikipedia';

/** Uploads must be strictly under this many bytes (C§5, C§9, D§4). */
export const UPLOAD_MAX_BYTES = 10_000_000;

/** Scraped images are offered only when both sides are larger than this, in px (C§4, C§9). */
export const SCRAPED_IMAGE_LARGER_THAN_PX = 10;

/** Results of a search dropdown (`limitSize`) (C§2, C§7, C§9). */
export const SEARCH_LIMIT = 10;

/** Latest inTells on the home screen (C§1, C§9). */
export const LATEST_IDEAS_LIMIT = 10;

// ---------------------------------------------------------------------------------------------
// Content and learning: timings and layout (C§9)
// ---------------------------------------------------------------------------------------------

/** The bug-report 'submitted' flag resets after this many ms (C§9). */
export const REPORT_SUBMIT_RESET_MS = 500;

/** Plot brush debounce in ms (C§9). */
export const BRUSH_DEBOUNCE_MS = 500;

/** Card height is re-measured after this many ms (C§9). */
export const CARD_REMEASURE_MS = 250;

/** Idea/agent view switch: the new view slides in after this many ms (C§2, C§9). */
export const VIEW_TRANSITION_MS = 250;

/** After a view switch the page scrolls to the card with this offset in px (C§2, C§9). */
export const SCROLL_OFFSET_PX = 150;

/** Minimum page height in px: 240, and 360 from the small breakpoint (sm) up (C§9). */
export const MIN_PAGE_HEIGHT_PX = Object.freeze({ DEFAULT: 240, FROM_SM: 360 } as const);

/** Sticky card threshold height in px (C§9). */
export const STICKY_CARD_THRESHOLD_PX = 250;

/** The landing page's back-to-top button appears after scrolling this far, in px (C§1, C§9). */
export const BACK_TO_TOP_SCROLL_PX = 100;

/** Chart widths in px: 295, 395, 595 at screen-width breakpoints 600 and 768 (C§9). */
export const CHART_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 768] as const),
  widths: Object.freeze([295, 395, 595] as const),
} as const) satisfies ResponsiveWidths;

/** Image max widths in px: 280, 360, 550, 950 at breakpoints 600, 900, 1200 (C§9). */
export const IMAGE_MAX_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 900, 1200] as const),
  widths: Object.freeze([280, 360, 550, 950] as const),
} as const) satisfies ResponsiveWidths;

// ---------------------------------------------------------------------------------------------
// Content and learning: codes (C§2–C§4)
// ---------------------------------------------------------------------------------------------

/**
 * Views of the idea and agent screens, numbered 1 to 4 (C§2). A§2 names the same four modes
 * 'interpret meaning', 'arguments', 'zoom', 'waveMakers'.
 */
export const IDEA_VIEW = Object.freeze({
  INTERPRET: 1,
  INTELL: 2,
  ARGUMENTS: 3,
  WAVEMAKERS: 4,
} as const);
export type IdeaView = (typeof IDEA_VIEW)[keyof typeof IDEA_VIEW];

/** Views of the agent screen (C§2). */
export const AGENT_VIEW = Object.freeze({
  RATING: 1,
  THEIR_INTELL: 2,
  INTELL_LINKS: 3,
  AGENT_LINKS: 4,
} as const);
export type AgentView = (typeof AGENT_VIEW)[keyof typeof AGENT_VIEW];

/** First and last view number; swiping stays within them (C§2). */
export const VIEW_RANGE = Object.freeze({ FIRST: 1, LAST: 4 } as const);

/**
 * Route `mode` of /idea/{id}/{mode}/{field} and /agent/… (C§2). Link modes create a link to the
 * item in `field`; "AS_CAUSE"/"AS_FIRST" means this screen's item is the cause / first agent.
 * The spec does not say how 30/31 differ from 40/41: they start from the idea screen and the
 * agent screen respectively and make the same link (docs/decisions.md, 'Links: modes').
 * INTERPRET_THEN_LINK modes go to the link screen named in `field` after a successful
 * interpretation; START_ON_VIEW opens the view number held in `field`.
 */
export const ROUTE_MODE = Object.freeze({
  IDEA_IDEA: Object.freeze({
    SUPPORT_AS_CAUSE: 20,
    SUPPORT_AS_EFFECT: 21,
    OPPOSE_AS_CAUSE: 22,
    OPPOSE_AS_EFFECT: 23,
    COMPLEX_AS_CAUSE: 24,
    COMPLEX_AS_EFFECT: 25,
    SIMILAR_AS_CAUSE: 26,
    SIMILAR_AS_EFFECT: 27,
  } as const),
  IDEA_AGENT: Object.freeze({
    SUPPORT_FROM_IDEA: 30,
    OPPOSE_FROM_IDEA: 31,
    SUPPORT_FROM_AGENT: 40,
    OPPOSE_FROM_AGENT: 41,
  } as const),
  AGENT_AGENT: Object.freeze({
    SUPPORT_AS_FIRST: 50,
    SUPPORT_AS_SECOND: 51,
    OPPOSE_AS_FIRST: 52,
    OPPOSE_AS_SECOND: 53,
    SIMILAR_AS_FIRST: 54,
    SIMILAR_AS_SECOND: 55,
  } as const),
  INTERPRET_THEN_LINK: Object.freeze([100, 200, 300, 400] as const),
  START_ON_VIEW: 1000,
} as const);

/** After creating an inTell, a route `field` of this value is ignored: go to /idea/{id} (C§2). */
export const CREATE_IGNORED_FIELD = 10;

/** goodIntentLevel of an inTell (C§4). */
export const GOOD_INTENT_LEVEL = Object.freeze({
  NONE: 0,
  NOT_POTIE: 1,
  DEEP_DIVE: 2,
} as const);
export type GoodIntentLevel = (typeof GOOD_INTENT_LEVEL)[keyof typeof GOOD_INTENT_LEVEL];

/** Steps of the framing form, revealed one after another (C§4). */
export const FRAMING_STEP = Object.freeze({
  BIG_PICTURE: 1,
  WHY_IT_MATTERS: 2,
  CRITICS_ARGUMENTS: 3,
  CRITICS_VALUES: 4,
  WHAT_WOULD_CHANGE: 5,
  PROXY_SLIDER: 6,
  SOURCES: 7,
  ADDITIONAL_WAVEMAKERS: 8,
  BOTTOM_LINE: 9,
  CORE_ISSUE: 10,
  SHARE: 11,
} as const);

/** All four 'at core' confirmations must be checked to set atCore (C§4, C§9). */
export const CORE_CONFIRMATIONS_REQUIRED = 4;

/** Activity `selection` codes (C§2, C§3, C§9). */
export const ACTIVITY_TYPE = Object.freeze({
  ADD_INTELL: 1,
  KEY_POINT: 13,
  INFO_MESSAGE: 100,
  GUIDING_QUESTION: 101,
  INTERPRET: 102,
  INTERCONNECT: 201,
} as const);
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];

/** Every activity code, in the spec's order (C§9). */
export const ACTIVITY_TYPES = Object.freeze([1, 13, 100, 101, 102, 201] as const);

/** The admin add form's extra radio choice 0, 'Default waveMaker list' (C§2). */
export const DEFAULT_WAVEMAKER_LIST_CHOICE = 0;

/** Default name of a setting (C§3, C§9). */
export const DEFAULT_SETTING_NAME = 'Original';

/** Default author-intent prompts of an interpretation activity (C§9). */
export const DEFAULT_INTENT_PROMPTS = Object.freeze([
  'I found the way the author presented this information to be...',
  'I found the way the selection was explained to be...',
] as const);

// ---------------------------------------------------------------------------------------------
// Interpretation scales and answers (C§3, C§4, D§6)
// ---------------------------------------------------------------------------------------------

/** A scale value meaning "unanswered" (C§3, C§9). */
export const UNANSWERED = -2;

/** Range of the emotion scale (D§6). */
export const EMOTION_RANGE = Object.freeze({ MIN: -1, MAX: 1 } as const);

/** Range of author intent, soundness, good faith and heart of issue (D§6). */
export const UNIT_SCALE_RANGE = Object.freeze({ MIN: 0, MAX: 1 } as const);

/** waveMaker rating plane: x and y both run from -1 to 1 (D§6). */
export const AGENT_PLANE_RANGE = Object.freeze({ MIN: -1, MAX: 1 } as const);

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

/** Support/damage scale to a guiding question: -1 totally damaged … 1 totally supported (C§3). */
export const SUPPORT_DAMAGE_SCALE = Object.freeze([-1, -0.66, -0.33, 0, 0.33, 0.66, 1] as const);

/** Yes / No / Not Sure radio answers (C§3). */
export const RADIO_ANSWER = Object.freeze({ YES: 1, NO: -1, NOT_SURE: 0 } as const);
export type RadioAnswer = (typeof RADIO_ANSWER)[keyof typeof RADIO_ANSWER];

/** Position on a guiding question (activity 101): I disagree, I agree, I am unsure (C§2, C§4). */
export const GUIDING_QUESTION_POSITION = Object.freeze({
  DISAGREE: -1,
  AGREE: 1,
  UNSURE: 0,
} as const);

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

// ---------------------------------------------------------------------------------------------
// Thresholds, plots and scoring (C§4, C§9, D§6)
// ---------------------------------------------------------------------------------------------

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

/**
 * Link direction: the idea is the cause when avgLevelReversed is at most this, the effect when
 * above it (C§4, C§9).
 */
export const AVG_LEVEL_REVERSED_THRESHOLD = 0.5;

/**
 * Home screen: an account younger than this is redirected to /about (C§2, C§9). The spec leaves
 * the unit to an unshown date helper; seconds, as for the login age rule (A§9).
 */
export const NEW_ACCOUNT_REDIRECT_AGE_SECONDS = 600;

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
