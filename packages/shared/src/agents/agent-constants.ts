/**
 * waveMakers: names, the rating plane and how many ratings are sent (C§4, C§9, D§6).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** Ratings of a waveMaker sent with it: enough for its plane's plot (not set by the spec). */
export const AGENT_SCALES_LIST_LIMIT = 1_000;

/** waveMaker name auto-filled from a page title is capped at this length (C§4, C§9). */
export const AGENT_NAME_MAX_LENGTH = 60;

/** Removed from a scraped page title before it becomes a waveMaker name (C§4). */
export const AGENT_NAME_STRIPPED_SUFFIX = ' - Wikipedia';

/** waveMaker rating plane: x and y both run from -1 to 1 (D§6). */
export const AGENT_PLANE_RANGE = Object.freeze({ MIN: -1, MAX: 1 } as const);
