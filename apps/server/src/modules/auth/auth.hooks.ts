import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, normalizeEmail } from '@thoughtful/shared';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { AUTH_LIMITS, type AuthAction } from '../../security/auth-limits';
import { findUserById } from './users.repository';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require it. */
    user: UserRow | null;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  return request.user;
}

/**
 * Every protected route starts here: a valid, unexpired `x-auth-token` naming an existing user who
 * is not banned, issued since the user's latest password change. The user is read fresh on each
 * request, so a ban or a password change takes effect at once.
 */
export const authenticate: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = request.headers['x-auth-token'];
  if (typeof token !== 'string' || token === '') {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  }
  const claims = verifyToken(token, this.config.jwtSecret ?? '');
  if (!claims) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  const user = await findUserById(this.database.db, claims.userId);
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.USER_GONE);
  // Issued before the latest password change (or reset): that session has ended.
  if (claims.version !== user.token_version) {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  }
  if (user.banned) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
  request.user = user;
};

/** DESIGN.md §3: in the education build, students may not create content outside activities. */
export const requireNonStudent: preHandlerAsyncHookHandler = async function (
  request: FastifyRequest,
) {
  const user = currentUser(request);
  if (this.config.flags.education && user.is_student) {
    throw new ForbiddenError(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
  }
};

export const requireAdmin: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  if (!currentUser(request).is_admin) throw new ForbiddenError(AUTH_MESSAGES.ADMINS_ONLY);
};

/**
 * Counts an attempt at an auth action per client IP and per account, and refuses it (429) past the
 * limit. The account is the e-mail or login ID the request names.
 */
export async function enforceAuthLimit(
  request: FastifyRequest,
  _reply: FastifyReply | undefined,
  action: AuthAction,
  account: string | undefined,
): Promise<void> {
  const { rateLimiter, config } = request.server;
  const limit = AUTH_LIMITS[action];
  const scale = config.rateLimitScale;
  const ipOk = await rateLimiter.hit(
    `${action}:ip:${request.ip}`,
    limit.perIp * scale,
    limit.windowMs,
  );
  const accountOk =
    account === undefined ||
    (await rateLimiter.hit(
      `${action}:acct:${normalizeEmail(account)}`,
      limit.perAccount * scale,
      limit.windowMs,
    ));
  if (!ipOk || !accountOk) throw new TooManyRequestsError(AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
}
