import crypto from 'node:crypto';

/** The types an upload may have, decided from its bytes, and the extension its key ends with. */
export const MEDIA_TYPES = Object.freeze({
  png: { contentType: 'image/png', kind: 'image' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  avif: { contentType: 'image/avif', kind: 'image' },
  pdf: { contentType: 'application/pdf', kind: 'pdf' },
} as const);
export type MediaExtension = keyof typeof MEDIA_TYPES;

/**
 * A key is 128 random bits (22 base64url characters) and the extension of the detected type. The
 * pattern is strict, so a key can never name a path outside the store ('/', '..', NUL).
 */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.(png|jpg|gif|webp|avif|pdf)$/;

/**
 * A file's address wherever it appears in text (`/media/<key>`, alone or inside a full URL), the
 * key captured; the same key pattern, unanchored.
 */
export const MEDIA_PATH_IN_TEXT = /\/media\/([A-Za-z0-9_-]{22}\.(?:png|jpg|gif|webp|avif|pdf))/g;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

export function newMediaKey(extension: MediaExtension): string {
  return `${crypto.randomBytes(16).toString('base64url')}.${extension}`;
}

export function extensionOfKey(key: string): MediaExtension {
  const match = MEDIA_KEY_PATTERN.exec(key);
  if (!match) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
  return match[1] as MediaExtension;
}

/** The path a stored file is served at (`GET /media/{key}`). */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}
