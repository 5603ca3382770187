/**
 * The auth module's public surface for other modules' routes: `authenticate` (every protected
 * route's preHandler) and the signed-in user it found. Passwords and tokens stay inside.
 */
export { authenticate, currentUser } from './auth.hooks';
