import { newSecretCode } from '../../lib/ids';
import { SIGN_IN_TICKET_TTL_MS } from './sign-in-tickets';

/**
 * A ticket can be bound to the browser its sign-in ran in: the redirect that carries it also
 * sets this cookie, and the trade needs it. Someone who finished a sign-in of their own and sends
 * the `/signin#ticket=…` address to another person (login CSRF: she would work signed in as
 * them) then gets nothing. Only sent to the trade itself; Lax, since the redirect is top-level.
 */
export const SIGN_IN_COOKIE = 'thoughtful_sign_in';
const COOKIE_PATH = '/api/auth/ticket';

export function newBrowserBinding(): string {
  return newSecretCode();
}

export function signInCookie(binding: string, secure: boolean): string {
  return serialize(binding, Math.ceil((2 * SIGN_IN_TICKET_TTL_MS) / 1000), secure);
}

export function clearedSignInCookie(secure: boolean): string {
  return serialize('', 0, secure);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return cookieHeader(SIGN_IN_COOKIE, value, { maxAgeSeconds, path: COOKIE_PATH, secure });
}

/** A `Set-Cookie` value of the sign-ins' cookies: HttpOnly, SameSite=Lax, Secure on https. */
export function cookieHeader(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; path: string; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A cookie's value from a Cookie header (the server has no cookie plugin), if any. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}
