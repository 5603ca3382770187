/**
 * Quotes and key points: their length and how many are listed (C§2, C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/**
 * Longest quote (not worded by the spec): a quote is an excerpt, and credit for someone else's
 * words is kept to what the discussion needs (terms of use).
 */
export const QUOTE_MAX_LENGTH = 1_000;

/** Quotes and key points listed below an inTell's card, newest first (not set by the spec). */
export const QUOTES_LIST_LIMIT = 100;
