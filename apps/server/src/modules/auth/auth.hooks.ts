import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import { findUserById } from '../users';
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
