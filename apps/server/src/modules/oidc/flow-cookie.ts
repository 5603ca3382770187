import crypto from 'node:crypto';
import { cookieHeader, readCookie } from '../sign-in';
import { OIDC_FLOW_TTL_MS } from './oidc-flows.repository';

/**
 * The cookie that binds a sign-in to the browser that started it: it holds the flow's state, and
 * the callback goes on only when the state it receives is this browser's. A callback URL made by
 * someone else (login CSRF: their code, their state) then fails in the victim's browser. Only
 * sent to the sign-in's own routes; Lax, so the provider's top-level redirect back carries it.
 */
export const FLOW_COOKIE = 'thoughtful_oidc_flow';
const COOKIE_PATH = '/api/auth/oidc';

export function flowCookie(state: string, secure: boolean): string {
  return serialize(state, Math.floor(OIDC_FLOW_TTL_MS / 1000), secure);
}

/** Spent at the callback, whatever its outcome. */
export function clearedFlowCookie(secure: boolean): string {
  return serialize('', 0, secure);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return cookieHeader(FLOW_COOKIE, value, { maxAgeSeconds, path: COOKIE_PATH, secure });
}

/** The flow cookie's value from a Cookie header, if any. */
export function readFlowCookie(header: string | undefined): string | undefined {
  return readCookie(header, FLOW_COOKIE);
}

/** Whether the callback's state is the cookie's, in constant time. */
export function sameState(fromCallback: string, fromCookie: string | undefined): boolean {
  if (fromCookie === undefined) return false;
  const a = Buffer.from(fromCallback);
  const b = Buffer.from(fromCookie);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
