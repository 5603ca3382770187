import crypto from 'node:crypto';

/**
 * New ids: 24 hex characters, the first 12 the creation time in milliseconds, so ids sort roughly
 * by age and new rows land at the end of the primary-key index; the rest random.
 */
export function newId(now: number = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + crypto.randomBytes(6).toString('hex');
}

/** A random secret for links in mails: 256 bits, URL-safe. */
export function newSecretCode(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Codes are kept only as this hash; a fast hash is right for 256-bit random input. */
export function hashCode(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}
