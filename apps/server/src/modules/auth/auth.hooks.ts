import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import type { ContentVersions } from '../../db/content-versions';
import { findSignedInUser } from '../users';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require it. */
    user: UserRow | null;
    /**
     * The content counters, read with the member's row by `authenticate` (before the handler, so
     * a list kept at them is never older than they say); undefined where it did not run.
     */
    contentVersions?: ContentVersions;
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
 * request, so a ban or a password change takes effect at once; the content counters come with it
 * (`findSignedInUser`).
 */
export const authenticate: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = request.headers['x-auth-token'];
  if (typeof token !== 'string' || token === '') {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  }
  const claims = verifyToken(token, this.config.jwtSecret ?? '');
  if (!claims) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  const found = await findSignedInUser(this.database.db, claims.userId);
  if (!found) throw new UnauthorizedError(AUTH_MESSAGES.USER_GONE);
  const { user, versions } = found;
  // Issued before the latest password change (or reset): that session has ended.
  if (claims.version !== user.token_version) {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  }
  if (user.banned) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
  request.user = user;
  request.contentVersions = versions;
};
