import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { consumeOrRefuse, retryAfterSeconds, type Limiter } from './rate-limit-store';

const HOUR = 60 * 60_000;

/**
 * Per-member caps on the calls that make the server store or fetch something for a member: files
 * (by count and by bytes), other sites' pages, new inTells, waveMakers, quotes and key points,
 * links, interpretations and reports; and on downloads, which read a lot. Generous for people (a
 * teacher preparing a lesson makes a few dozen items an hour), a brake on scripts.
 * RATE_LIMIT_SCALE multiplies them like the auth limits. docs/decisions/2026-11-21-accounts.md
 * "Rate limits" gives the reasons for each number.
 */
export const USER_RATE_LIMITS = Object.freeze({
  upload: { perUser: 50, windowMs: HOUR },
  /** Bytes stored by uploads: ten files of the largest size (UPLOAD_MAX_BYTES), fifty photos. */
  uploadBytes: { perUser: 100_000_000, windowMs: HOUR },
  scrape: { perUser: 300, windowMs: HOUR },
  /** inTells, waveMakers, quotes and key points, counted together. */
  content: { perUser: 300, windowMs: HOUR },
  /** Links of the three kinds, counted together. */
  link: { perUser: 600, windowMs: HOUR },
  /** Interpretations of inTells and ratings of waveMakers, counted together. */
  interpretation: { perUser: 300, windowMs: HOUR },
  /** Downloads of an inTell's interpretations (CSV): each reads them all. */
  export: { perUser: 60, windowMs: HOUR },
  /** Bug reports and suggestions (`POST /api/report`). */
  report: { perUser: 10, windowMs: HOUR },
  /**
   * A class's managed accounts made (up to 100 a request) or a password reset: each hashes
   * passwords, which costs the server most of a second per ten.
   */
  accounts: { perUser: 30, windowMs: HOUR },
} as const);

export type UserLimitedAction = Exclude<keyof typeof USER_RATE_LIMITS, 'uploadBytes'>;

/** The member a request was authenticated as (the `authenticate` hook ran before). */
function memberId(request: FastifyRequest): string {
  if (!request.user) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  return request.user.id;
}

function limiterFor(request: FastifyRequest, action: keyof typeof USER_RATE_LIMITS): Limiter {
  const { perUser, windowMs } = USER_RATE_LIMITS[action];
  return request.server.rateLimits.limiter(`user:${action}`, { max: perUser, windowMs });
}

/** Counts one `action` for the signed-in member; a 429 with Retry-After past the window's cap. */
export async function enforceUserLimit(
  request: FastifyRequest,
  action: UserLimitedAction,
): Promise<void> {
  await consumeOrRefuse(limiterFor(request, action), memberId(request));
}

/** The same as a route's preHandler, after `authenticate` and the role checks. */
export function limitPerUser(action: UserLimitedAction): preHandlerAsyncHookHandler {
  return async (request) => enforceUserLimit(request, action);
}

/**
 * Refuses (429 with Retry-After) an upload that could take the member past the hour's byte
 * budget: the bytes stored this hour plus `incomingBytes`, the most this request can store.
 */
export async function enforceUploadBudget(
  request: FastifyRequest,
  incomingBytes: number,
): Promise<void> {
  const limiter = limiterFor(request, 'uploadBytes');
  const used = await limiter.get(memberId(request));
  if ((used?.consumedPoints ?? 0) + incomingBytes > limiter.points) {
    throw new TooManyRequestsError(
      retryAfterSeconds(used?.msBeforeNext ?? USER_RATE_LIMITS.uploadBytes.windowMs),
    );
  }
}

/** Adds a stored upload's bytes to the member's budget for the hour. */
export async function countUploadedBytes(request: FastifyRequest, bytes: number): Promise<void> {
  if (bytes > 0) await limiterFor(request, 'uploadBytes').penalty(memberId(request), bytes);
}
