// The accounts feature's public face: who is signed in, what the access policy lets them do
// (`useCan`), and the route guard app/ guards routes with. Screens are reached through app/router,
// never from here.
export { AuthProvider, useAuth, type AuthState } from './auth/auth-provider';
export { GUARD_TEXT } from './auth/auth-text';
export { canWith, type AccessUser, type Can } from './auth/access';
export { guardOutcome, type RouteRule } from './auth/route-access';
export { readStoredToken } from './auth/token-storage';
export { useCan } from './auth/use-can';
export { RegisterForm } from './auth/components/register-form';
export { ConfirmationStatusView } from './auth/components/confirmation-status-view';
export { AuthPage } from './auth/components/auth-page';
export { forgetPathAfterSignIn, rememberPathAfterSignIn } from './auth/after-sign-in';
