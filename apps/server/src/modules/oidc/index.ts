/**
 * The OpenID Connect module's public surface (DESIGN.md §13): the service the composition root
 * builds, its routes, and whether a server offers the school sign-in.
 */
export { OidcService, SignInRefused, type SignInClasses } from './oidc.service';
export { oidcRoutes } from './oidc.routes';
export { schoolSignInOf } from './oidc-settings';
