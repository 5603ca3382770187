import crypto from 'node:crypto';
import type { Db } from '../../db/schema';
import { hashCode, newSecretCode } from '../../lib/ids';

/** How long a sign-in ticket may wait for the web app to trade it: one redirect's time. */
export const SIGN_IN_TICKET_TTL_MS = 60_000;

/**
 * A sign-in finished by a redirect (an OpenID provider's callback, an LTI launch) ends on a page
 * of the web app, which must get the member's token. The token never travels in a URL (logs,
 * history, Referer): the redirect carries a single-use ticket in the fragment, which the page
 * trades once, within a minute, for the token (`POST /api/auth/ticket`).
 */
export async function issueSignInTicket(
  db: Db,
  userId: string,
  nextPath: string,
  now: Date,
  /** The browser's binding (browser-binding.ts), when the sign-in ran as a first party. */
  browserBinding?: string,
  /** Signed in through the school's OpenID provider (not an LTI launch). */
  options: { fromProvider?: boolean } = {},
): Promise<string> {
  const ticket = newSecretCode();
  await db
    .insertInto('sign_in_tickets')
    .values({
      ticket_hash: hashCode(ticket),
      user_id: userId,
      next_path: safeNextPath(nextPath),
      browser_hash: browserBinding === undefined ? null : hashCode(browserBinding),
      from_provider: options.fromProvider === true ? 1 : 0,
      expires_at: new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS).toISOString(),
    })
    .execute();
  return ticket;
}

/**
 * The ticket's member and destination, spending it; null when unknown, spent, expired, or bound
 * to a browser other than the one trading it (`browserBinding`, its sign-in cookie). A trade
 * refused for the browser leaves the ticket as it was: else anyone who saw the `/signin#ticket=…`
 * address (a shared screen, a screenshot) could cancel that sign-in by trading it first.
 */
export async function redeemSignInTicket(
  db: Db,
  ticket: string,
  now: Date,
  browserBinding?: string,
): Promise<{ userId: string; nextPath: string; fromProvider: boolean } | null> {
  const hash = hashCode(ticket);
  const row = await db
    .selectFrom('sign_in_tickets')
    .select(['user_id', 'next_path', 'expires_at', 'browser_hash', 'from_provider'])
    .where('ticket_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  if (
    row.browser_hash !== null &&
    (browserBinding === undefined || !sameHash(hashCode(browserBinding), row.browser_hash))
  ) {
    return null;
  }
  // Whoever deletes it spends it: two trades of one ticket at once let one through.
  const deleted = await db
    .deleteFrom('sign_in_tickets')
    .where('ticket_hash', '=', hash)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  // Expired tickets of others are swept on the way (there are few: one per sign-in).
  await db.deleteFrom('sign_in_tickets').where('expires_at', '<', now.toISOString()).execute();
  return {
    userId: row.user_id,
    nextPath: row.next_path,
    fromProvider: Number(row.from_provider) === 1,
  };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * A destination inside this app only: a path starting with one `/` (not `//host`, not `/\host`),
 * else the home page. Guards every `next` a sign-in carries against being an open redirect.
 */
export function safeNextPath(next: string | undefined | null): string {
  if (typeof next !== 'string' || next.length > 500) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return '/';
  return next;
}
