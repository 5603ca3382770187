/**
 * inTells: lengths, list sizes and the codes of the create flow (C§3, C§4, C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

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

/** Title and headline (myPoint) max length; cut to this plus '…' when shown (C§3, C§9). */
export const HEADLINE_MAX_LENGTH = 60;

/** Title of the simple create flow: same limit as the headline (C§5, C§9). */
export const TITLE_MAX_LENGTH = HEADLINE_MAX_LENGTH;

/** A body longer than this needs a title, when the activity asks for self-evaluation (C§4, C§9). */
export const TITLE_REQUIRED_ABOVE_BODY_LENGTH = 60;

/** Latest inTells on the home screen (C§1, C§9). */
export const LATEST_IDEAS_LIMIT = 10;

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

/**
 * Longest body (myContent) and quotation text the server keeps: a cap against abuse, not a rule of
 * the spec. The create form limits its field to the same number.
 */
export const IDEA_BODY_MAX_LENGTH = 20_000;

/** Longest answer to one framing question the server keeps; a cap against abuse, like the body's. */
export const IDEA_FRAME_FIELD_MAX_LENGTH = 5_000;
