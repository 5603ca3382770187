/**
 * Limits every feature shares: the shortest free text and the size of a search dropdown (C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/**
 * Shortest accepted free text: the spec's "longer than 2 characters" (C§5, C§9), written as an
 * inclusive minimum so it plugs into `z.string().min()`: 3 characters or more.
 */
export const MIN_TEXT_LENGTH = 3;

/** Results of a search dropdown (`limitSize`) (C§2, C§7, C§9). */
export const SEARCH_LIMIT = 10;
