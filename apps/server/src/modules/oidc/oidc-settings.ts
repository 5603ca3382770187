import type { AppConfig, OidcConfig } from '../../config';

/**
 * The school's OpenID provider when sign-in through it is offered: configured, and not in
 * anonymous mode, where students sign in with the ID their teacher gave them and have no e-mail
 * a provider could vouch for.
 */
export function schoolSignInOf(config: AppConfig): OidcConfig | undefined {
  if (config.flags.education && config.flags.anonymous) return undefined;
  return config.oidc;
}

/**
 * Where the provider sends the browser after its logout (OpenID RP-initiated logout's
 * `post_logout_redirect_uri`): the login page, registered with the provider as it is.
 */
export function oidcPostLogoutUrl(config: AppConfig): string {
  return `${config.publicUrl}/login`;
}

/** Where the provider sends the browser back: registered with the provider as it is. */
export function oidcCallbackUrl(config: AppConfig): string {
  return `${config.publicUrl}/api/auth/oidc/callback`;
}
