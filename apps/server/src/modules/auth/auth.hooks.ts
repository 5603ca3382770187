import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { ContentName } from '../../db/content-versions';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import { findSignedInUser, findSignedInUserWithCounter, type SignedInRow } from '../users';
import { verifyToken, type TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require it. */
    user: UserRow | null;
    /** The content counter `authenticateReading` read with the member; undefined elsewhere. */
    counterAtAuth?: number;
    /** The signed-in request's token claims (its session); set by `authenticate`. */
    session?: TokenClaims;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_MISSING);
  return request.user;
}

/**
 * Every protected route starts here: a valid, unexpired `x-auth-token` naming an existing user who
 * is not banned, issued since the user's latest password change, of a session not ended by a
 * logout. The user is read fresh on each request (with whether the session has ended, in the same
 * statement), so a ban, a password change or a logout on any server takes effect at once.
 */
export const authenticate: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const claims = verifiedClaims(request, this.config.jwtSecret ?? '');
  request.user = admitted(
    await findSignedInUser(this.database.db, claims.userId, claims.sessionId ?? ''),
    claims,
  );
  request.session = claims;
};

/**
 * `authenticate`, and a content counter read in the same statement, left on the request
 * (`counterAtAuth`) for a route whose answer is kept at it: read before the handler, so what it
 * keeps is never older than the counter says.
 */
export function authenticateReading(counter: ContentName): preHandlerAsyncHookHandler {
  const handler: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
    const claims = verifiedClaims(request, this.config.jwtSecret ?? '');
    const found = await findSignedInUserWithCounter(
      this.database.db,
      claims.userId,
      claims.sessionId ?? '',
      counter,
    );
    request.user = admitted(found, claims);
    request.counterAtAuth = found?.counter;
    request.session = claims;
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

/**
 * The member a valid token names, unless gone, banned, or signed out by a password change or by
 * this session's logout.
 */
function admitted(found: SignedInRow | undefined, claims: TokenClaims): UserRow {
  if (!found) throw new UnauthorizedError(AUTH_MESSAGES.USER_GONE);
  const { user } = found;
  // Issued before the latest password change (or reset), or logged out: that session has ended.
  if (claims.version !== user.token_version || found.sessionEnded) {
    throw new UnauthorizedError(AUTH_MESSAGES.TOKEN_INVALID);
  }
  if (user.banned) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
  return user;
}
