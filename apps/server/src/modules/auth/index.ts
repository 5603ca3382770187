/**
 * The auth module's public surface for other modules' routes: `authenticate` (every protected
 * route's preHandler; `authenticateReading` for a route kept at a content counter) and the
 * signed-in user it found, and the unknown password of an account made by a school sign-in.
 * Passwords and tokens stay inside.
 */
export { authenticate, authenticateReading, currentUser, isAuthenticating } from './auth.hooks';
export { unknownPasswordHash } from './passwords';
