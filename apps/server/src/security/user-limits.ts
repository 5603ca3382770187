import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../http/errors';
import { currentUser } from '../modules/auth/auth.hooks';

/**
 * Per-user caps on the calls that make the server store or fetch something for a user: files,
 * other sites' pages, new inTells, waveMakers, quotes and key points, and links. Generous for
 * people (a teacher preparing a lesson makes a few dozen items an hour), a brake on scripts.
 * RATE_LIMIT_SCALE multiplies them like the auth limits.
 */
export const USER_RATE_LIMITS = Object.freeze({
  upload: { perUser: 100, windowMs: 60 * 60_000 },
  scrape: { perUser: 300, windowMs: 60 * 60_000 },
  /** inTells, waveMakers, quotes and key points, counted together. */
  content: { perUser: 300, windowMs: 60 * 60_000 },
  /** Links of the three kinds, counted together. */
  link: { perUser: 600, windowMs: 60 * 60_000 },
} as const);

export type UserLimitedAction = keyof typeof USER_RATE_LIMITS;

/** Counts one `action` for the signed-in user; a 429 once the window's cap is reached. */
export async function enforceUserLimit(
  request: FastifyRequest,
  action: UserLimitedAction,
): Promise<void> {
  const { rateLimiter, config } = request.server;
  const limit = USER_RATE_LIMITS[action];
  const ok = await rateLimiter.hit(
    `${action}:user:${currentUser(request).id}`,
    Math.max(1, Math.round(limit.perUser * config.rateLimitScale)),
    limit.windowMs,
  );
  if (!ok) throw new TooManyRequestsError();
}

/** The same as a route's preHandler, after `authenticate` and the role checks. */
export function limitPerUser(action: UserLimitedAction): preHandlerAsyncHookHandler {
  return async (request) => enforceUserLimit(request, action);
}
