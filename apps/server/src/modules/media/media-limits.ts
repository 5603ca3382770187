import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../http/errors';
import { currentUser } from '../auth/auth.hooks';

/**
 * Per-user caps on the two calls that make the server do work for a user: storing files and
 * fetching other sites' pages. Generous for people, a brake on scripts. RATE_LIMIT_SCALE
 * multiplies them like the auth limits.
 */
export const MEDIA_RATE_LIMITS = Object.freeze({
  upload: { perUser: 100, windowMs: 60 * 60_000 },
  scrape: { perUser: 300, windowMs: 60 * 60_000 },
} as const);

export async function enforceUserLimit(
  request: FastifyRequest,
  action: keyof typeof MEDIA_RATE_LIMITS,
): Promise<void> {
  const { rateLimiter, config } = request.server;
  const limit = MEDIA_RATE_LIMITS[action];
  const ok = await rateLimiter.hit(
    `${action}:user:${currentUser(request).id}`,
    limit.perUser * config.rateLimitScale,
    limit.windowMs,
  );
  if (!ok) throw new TooManyRequestsError();
}
