/**
 * Uploads and scraped images (C§4, C§5, C§9, D§4).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** Uploads must be strictly under this many bytes (C§5, C§9, D§4). */
export const UPLOAD_MAX_BYTES = 10_000_000;

/** Scraped images are offered only when both sides are larger than this, in px (C§4, C§9). */
export const SCRAPED_IMAGE_LARGER_THAN_PX = 10;
