/**
 * Web addresses that users type or paste (inTell links, waveMaker pages, images). Zod-free and
 * DOM-free, so the browser's forms and the server check the very same rule.
 */

/** Longest address accepted anywhere: browsers and proxies commonly stop around 2,000. */
export const URL_MAX_LENGTH = 2048;

/**
 * Content spec §5: "a web-address pattern with optional scheme". The only schemes are http and
 * https (DESIGN.md §4); the host is dot-separated labels ending in a letter-led top-level label
 * (internationalised names allowed), then an optional port and any path, query or fragment
 * without spaces. No user:password@ part: such links only ever serve to disguise the real host.
 */
const WEB_ADDRESS =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]{0,62}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

const HAS_SCHEME = /^https?:\/\//i;

export function isValidWebAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 2 && trimmed.length <= URL_MAX_LENGTH && WEB_ADDRESS.test(trimmed);
}

/**
 * The address as stored: trimmed, and `https://` put in front of a scheme-less one, so every
 * stored URL is http or https. Null when the value is not a valid web address.
 */
export function normalizeWebUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!isValidWebAddress(trimmed)) return null;
  if (HAS_SCHEME.test(trimmed)) return trimmed;
  const withScheme = `https://${trimmed}`;
  return withScheme.length <= URL_MAX_LENGTH ? withScheme : null;
}

/**
 * Files kept by the product's own media store are addressed by a root-relative path
 * `/media/{key}` (the uploads endpoint answers it); a key has no `..` and no odd characters.
 */
const MEDIA_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9._\-/]{1,200}$/;

export function isMediaPath(value: string): boolean {
  return MEDIA_PATH.test(value.trim());
}

/**
 * An image or PDF reference as stored: one of the product's media paths as it is, or a web
 * address normalised like any other. Null when it is neither.
 */
export function normalizeMediaUrl(value: string): string | null {
  const trimmed = value.trim();
  if (isMediaPath(trimmed)) return trimmed;
  return normalizeWebUrl(trimmed);
}
