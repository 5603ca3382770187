// The accounts feature's public face: who is signed in, and the route access policy app/ guards
// routes with. Screens are reached through app/router, never from here.
export { AuthProvider, useAuth, type AuthState } from './auth/auth-provider';
export { GUARD_TEXT } from './auth/auth-text';
export { guardOutcome, type RouteRule } from './auth/route-access';
export { readStoredToken } from './auth/token-storage';
