import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { ContentName } from '../../db/content-versions';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import { findSignedInUser, findSignedInUserWithCounter } from '../users';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require it. */
    user: UserRow | null;
    /** The content counter `authenticateReading` read with the member; undefined elsewhere. */
    counterAtAuth?: number;
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
  const claims = verifiedClaims(request, this.config.jwtSecret ?? '');
  request.user = admitted(await findSignedInUser(this.database.db, claims.userId), claims.version);
};

/**
 * `authenticate`, and a content counter read in the same statement, left on the request
 * (`counterAtAuth`) for a route whose answer is kept at it: read before the handler, so what it
 * keeps is never older than the counter says.
 */
export function authenticateReading(counter: ContentName): preHandlerAsyncHookHandler {
  const handler: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
    const claims = verifiedClaims(request, this.config.jwtSecret ?? '');
    const found = await findSignedInUserWithCounter(this.database.db, claims.userId, counter);
    request.user = admitted(found?.user, claims.version);
    request.counterAtAuth = found?.counter;
  };
  authenticators.add(handler);
  return handler;
}

/** Every preHandler that signs a member in (the API reference marks their routes). */
const authenticators = new WeakSet<object>([authenticate]);

/** Whether a preHandler signs a member in: `authenticate` or one of `authenticateReading`. */
export function isAuthenticating(handler: unknown): boolean {
  return typeof handler === 'function' && authenticators.has(handler);
}

function verifiedClaims(request: FastifyRequest, secret: string) {
  const token = request.headers['x-auth-token'];
  if (typeof token !== 'string' || token === '') {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  }
  const claims = verifyToken(token, secret);
  if (!claims) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  return claims;
}

/** The member a valid token names, unless gone, banned, or signed out by a password change. */
function admitted(user: UserRow | undefined, tokenVersion: number): UserRow {
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.USER_GONE);
  // Issued before the latest password change (or reset): that session has ended.
  if (tokenVersion !== user.token_version) {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  }
  if (user.banned) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
  return user;
}
