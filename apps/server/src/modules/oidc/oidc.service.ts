import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import {
  normalizeEmail,
  OIDC_PROBLEMS,
  type Language,
  type SignInProblem,
} from '@thoughtful/shared';
import { acceptedLanguage } from '../../mail/mail-language';
import type { AppConfig, OidcConfig } from '../../config';
import type { Db, UserRow } from '../../db/schema';
import { findInvitation, isBanned } from '../invitations';
import {
  createExternalUser,
  findIdentityUser,
  issueSignInTicket,
  linkIdentity,
  newBrowserBinding,
  safeNextPath,
} from '../sign-in';
import { unknownPasswordHash } from '../auth';
import { findUserByEmail, setPassword } from '../users';
import { sameState } from './flow-cookie';
import { storeFlow, takeFlow } from './oidc-flows.repository';
import { oidcCallbackUrl, oidcPostLogoutUrl, schoolSignInOf } from './oidc-settings';
import { ProviderClient } from './provider-client';

/** The scopes asked for: who she is, her e-mail (and whether the provider vouches for it), her name. */
export const OIDC_SCOPE = 'openid email profile';

/** A sign-in that cannot go on: the page the person sees, with its status. */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    readonly problem: SignInProblem,
  ) {
    super(problem.title);
    this.name = 'SignInRefused';
  }
}

/** What the accounts made by a first sign-in join: an invited student's class (services.ts). */
export interface SignInClasses {
  enrolNewStudent(userId: string, classIds: readonly (string | null | undefined)[]): Promise<void>;
}

export interface OidcDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  clock: () => Date;
  classes: SignInClasses;
}

/** The claims of the signed-in person this module reads, from the ID token or userinfo. */
interface PersonClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra's 'the e-mail's domain is verified by its owner' (its own claim). */
  xms_edov?: unknown;
  name?: unknown;
  /** OpenID's standard claim of the person's language ('es-ES'), where the provider sends it. */
  locale?: unknown;
}

/**
 * OpenID Connect sign-in beside passwords (DESIGN.md §13): authorization code with PKCE, state and
 * nonce, through openid-client. Who signs in is found by (issuer, subject), else by an e-mail the
 * provider vouches for; a first sign-in makes an account only for an invited e-mail or one of an
 * allowed domain. Ends with a single-use ticket for the web app (modules/sign-in).
 */
export class OidcService {
  private readonly settings: OidcConfig | undefined;
  private readonly provider: ProviderClient | undefined;

  constructor(private readonly deps: OidcDeps) {
    this.settings = schoolSignInOf(deps.config);
    this.provider = this.settings ? new ProviderClient(this.settings, deps.clock) : undefined;
    if (deps.config.oidc && !this.settings) {
      deps.log.warn('OIDC_ISSUER is set but school sign-in is off in anonymous mode');
    }
  }

  get enabled(): boolean {
    return this.settings !== undefined;
  }

  private get providerName(): string {
    return this.settings?.name ?? '';
  }

  private providerClient(): ProviderClient {
    if (!this.provider) throw new SignInRefused(404, OIDC_PROBLEMS.notConfigured());
    return this.provider;
  }

  /**
   * `GET /api/auth/oidc/start`: stores the flow (its state only as a hash) and answers the
   * provider's authorization URL, and the state for the browser's cookie.
   */
  async start(next: string | undefined): Promise<{ url: string; state: string }> {
    const configuration = await this.discovered();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await storeFlow(
      this.deps.db,
      state,
      { codeVerifier, nonce, nextPath: safeNextPath(next) },
      this.deps.clock(),
    );
    const url = client.buildAuthorizationUrl(configuration, {
      response_type: 'code',
      redirect_uri: oidcCallbackUrl(this.deps.config),
      scope: OIDC_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  private async discovered(): Promise<client.Configuration> {
    try {
      return await this.providerClient().configuration();
    } catch (error) {
      if (error instanceof SignInRefused) throw error;
      this.deps.log.warn({ err: error }, 'the OpenID provider could not be discovered');
      throw new SignInRefused(503, OIDC_PROBLEMS.providerUnreachable(this.providerName));
    }
  }

  /**
   * `GET /api/auth/oidc/callback`: checks the state against this browser's (`cookieState`),
   * spends the flow, trades the code (openid-client checks the ID token: signature, issuer,
   * audience, expiry, nonce), finds or makes the member, and answers where the browser goes: the
   * web app's `/signin` with a ticket in the fragment.
   */
  async callback(
    query: Record<string, string>,
    cookieState: string | undefined,
    /** What the browser's Accept-Language asks for among the languages offered. */
    browserLanguage: Language | null = null,
  ): Promise<{ to: string; browserBinding: string }> {
    this.providerClient();
    const state = query.state;
    if (typeof state !== 'string' || state === '' || !sameState(state, cookieState)) {
      throw new SignInRefused(400, OIDC_PROBLEMS.notThisBrowser());
    }
    // Spent before anything else is checked: this state never opens a second callback.
    const flow = await takeFlow(this.deps.db, state, this.deps.clock());
    if (query.error !== undefined) {
      throw new SignInRefused(400, OIDC_PROBLEMS.providerRefused(this.providerName));
    }
    if (!flow) throw new SignInRefused(400, OIDC_PROBLEMS.flowGone());

    const configuration = await this.discovered();
    const claims = await this.verifiedClaims(configuration, query, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const user = await this.memberFor(
      configuration.serverMetadata().issuer,
      claims,
      browserLanguage,
    );
    // The ticket works only in this browser: its sign-in cookie goes with the redirect.
    const browserBinding = newBrowserBinding();
    const ticket = await issueSignInTicket(
      this.deps.db,
      user.id,
      flow.nextPath,
      this.deps.clock(),
      browserBinding,
      { fromProvider: true },
    );
    return {
      to: `${this.deps.config.publicUrl}/signin#ticket=${encodeURIComponent(ticket)}`,
      browserBinding,
    };
  }

  /**
   * The logout of a session that came from the provider: where the browser goes to end the
   * provider's session too (its `end_session_endpoint`, OpenID RP-initiated logout, with our
   * `client_id` and the login page to come back to), or null when the provider has none or cannot
   * be discovered now. No `id_token_hint`: the ID token is not kept (docs/decisions).
   */
  async providerLogout(): Promise<{ name: string; logoutUrl: string | null }> {
    const name = this.providerName;
    let configuration: client.Configuration;
    try {
      configuration = await this.providerClient().configuration();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the OpenID provider could not be discovered at a logout');
      return { name, logoutUrl: null };
    }
    if (typeof configuration.serverMetadata().end_session_endpoint !== 'string') {
      return { name, logoutUrl: null };
    }
    const url = client.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: oidcPostLogoutUrl(this.deps.config),
    });
    return { name, logoutUrl: url.href };
  }

  /** The code traded for tokens, and the person's claims from the ID token (and userinfo). */
  private async verifiedClaims(
    configuration: client.Configuration,
    query: Record<string, string>,
    checks: client.AuthorizationCodeGrantChecks,
  ): Promise<PersonClaims> {
    // The URL the provider sent the browser to, as registered: the token request repeats it.
    const currentUrl = new URL(oidcCallbackUrl(this.deps.config));
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, checks);
      const idToken = tokens.claims();
      if (!idToken) throw new SignInRefused(400, OIDC_PROBLEMS.answerInvalid(this.providerName));
      let claims: PersonClaims = idToken;
      // Some providers put the e-mail in the ID token (Google, Entra), others only in userinfo
      // (the ID token then holds what it must): asked for with the access token, for this `sub`.
      if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          idToken.sub,
        );
        claims = {
          ...userInfo,
          ...idToken,
          email: userInfo.email,
          email_verified: userInfo.email_verified,
        };
      }
      return claims;
    } catch (error) {
      throw this.providerFailure(error);
    }
  }

  private providerFailure(error: unknown): SignInRefused {
    if (error instanceof SignInRefused) return error;
    const name = this.providerName;
    if (error instanceof client.AuthorizationResponseError) {
      return new SignInRefused(400, OIDC_PROBLEMS.providerRefused(name));
    }
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
      // The code was used already, has expired, or is not this flow's (PKCE): a replay.
      this.deps.log.info({ error: error.error }, 'the OpenID provider refused a code');
      return new SignInRefused(400, OIDC_PROBLEMS.codeRefused(name));
    }
    if (isNetworkFailure(error)) {
      this.deps.log.warn({ err: error }, 'the OpenID provider did not answer');
      return new SignInRefused(502, OIDC_PROBLEMS.providerUnreachable(name));
    }
    // An ID token that failed a check, or the provider refusing this client (its secret).
    this.deps.log.warn({ err: error }, 'an OpenID sign-in failed its checks');
    return new SignInRefused(400, OIDC_PROBLEMS.answerInvalid(name));
  }

  /**
   * The member this person is: by (issuer, subject) once linked; else by the e-mail, which the
   * provider must vouch for, linking an account of that address or making one when the address
   * is invited or of an allowed domain.
   */
  private async memberFor(
    issuer: string,
    claims: PersonClaims,
    browserLanguage: Language | null,
  ): Promise<UserRow> {
    const { db } = this.deps;
    const linked = await findIdentityUser(db, issuer, claims.sub);
    if (linked) {
      await this.refuseBanned(linked.email, linked);
      return linked;
    }
    const email = verifiedEmailOf(claims);
    if (email === undefined) {
      throw new SignInRefused(403, OIDC_PROBLEMS.emailNotVerified(this.providerName));
    }
    await this.refuseBanned(email, undefined);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await this.refuseBanned(email, existing);
      // A platform may claim any address for the accounts it makes: such an account is never
      // handed to whoever proves the address here (the platform's user opens it too).
      if (await hasIdentityOfAnotherIssuer(db, existing.id, issuer)) {
        throw new SignInRefused(403, OIDC_PROBLEMS.openedFromPlatform());
      }
      if (!existing.confirmed) await this.takeOver(existing);
      return this.link(issuer, claims.sub, existing);
    }
    return this.link(issuer, claims.sub, await this.firstSignIn(email, claims, browserLanguage));
  }

  private async refuseBanned(email: string, user: UserRow | undefined): Promise<void> {
    if (user?.banned || (await isBanned(this.deps.db, email))) {
      throw new SignInRefused(403, OIDC_PROBLEMS.banned());
    }
  }

  /**
   * An unconfirmed account of an address the provider vouches for: whoever registered it may not
   * own the mailbox (a pre-registration hijack), so the password they chose stops working and
   * their sessions end; the address is confirmed, since its owner has just proved it.
   */
  private async takeOver(user: UserRow): Promise<void> {
    // setPassword bumps the token version: every session of the registrant ends too.
    await setPassword(this.deps.db, user.id, await unknownPasswordHash(), { confirmed: 1 });
    this.deps.log.warn(
      { userId: user.id },
      'an unconfirmed account was confirmed by a school sign-in of its address: its registration password no longer works',
    );
  }

  private async link(issuer: string, subject: string, user: UserRow): Promise<UserRow> {
    await linkIdentity(this.deps.db, issuer, subject, user.id, this.deps.clock());
    // Two first sign-ins of one person at once: the first link stands.
    return (await findIdentityUser(this.deps.db, issuer, subject)) ?? user;
  }

  /** A first sign-in: an account for an invited address or one of an allowed domain, else none. */
  private async firstSignIn(
    email: string,
    claims: PersonClaims,
    browserLanguage: Language | null,
  ): Promise<UserRow> {
    const { db, config } = this.deps;
    const invitation = await findInvitation(db, email);
    const allowedDomain = this.settings?.allowedDomains.includes(domainOf(email)) ?? false;
    if (!invitation && !allowedDomain) {
      throw new SignInRefused(403, OIDC_PROBLEMS.notInvited(email));
    }
    // As a password registration: students unless invited as teachers in the education build.
    const isStudent = config.flags.education && !invitation?.is_teacher;
    const name =
      typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : email;
    let user: UserRow;
    try {
      // Her language as a registration takes it: the provider's locale claim, else the browser's.
      const language =
        (typeof claims.locale === 'string' ? acceptedLanguage(claims.locale) : null) ??
        browserLanguage;
      user = await createExternalUser(db, { email, name, isStudent, language }, this.deps.clock());
    } catch (error) {
      // Two first sign-ins of one address at once: the unique index let the other through.
      const winner = await findUserByEmail(db, email);
      if (!winner) throw error;
      await this.refuseBanned(email, winner);
      if (!winner.confirmed) await this.takeOver(winner);
      return winner;
    }
    if (isStudent) await this.deps.classes.enrolNewStudent(user.id, [invitation?.class_id]);
    return user;
  }
}

/**
 * The e-mail when the provider vouches for it: `email_verified` true; or, from a provider that
 * never says `email_verified` (Microsoft Entra), its `xms_edov` true: the address's domain is one
 * the tenant has proved it owns, so the tenant, which the school runs, assigned the address.
 */
export function verifiedEmailOf(claims: PersonClaims): string | undefined {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) return undefined;
  const vouched =
    claims.email_verified === true ||
    (claims.email_verified === undefined && claims.xms_edov === true);
  return vouched ? normalizeEmail(claims.email) : undefined;
}

async function hasIdentityOfAnotherIssuer(
  db: Db,
  userId: string,
  issuer: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('external_identities')
    .select('issuer')
    .where('user_id', '=', userId)
    .where('issuer', '!=', issuer)
    .executeTakeFirst();
  return row !== undefined;
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return true;
  }
  return (
    error instanceof client.ClientError &&
    (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON')
  );
}
