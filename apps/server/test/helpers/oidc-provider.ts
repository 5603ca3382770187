import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test's provider: her subject and what the provider says of her. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  /** Microsoft Entra's 'the e-mail's domain owner is verified' (an optional claim there). */
  xms_edov?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by subject; a test adds and changes them. */
  accounts: Map<string, ProviderAccount>;
  /** The person the next login at the provider signs in as (the interaction completes for her). */
  signInAs(sub: string): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** The app's callback, registered for the client as it is. */
  redirectUri: string;
  /**
   * The e-mail and name in the ID token too (as Google's and Entra's): by default the provider
   * conforms to OpenID Connect Core and gives scope-requested claims at userinfo only when an
   * access token is issued.
   */
  claimsInIdToken?: boolean;
  /** A port of the test's choosing (a provider that was down, now up); else a free one. */
  port?: number;
  /** The client's secret; else a random one of letters, digits, `-` and `_`. */
  clientSecret?: string;
  /**
   * Compares the id and secret of `client_secret_basic` as they are, without form-decoding them
   * first (as LemonLDAP::NG does); `client_secret_post` bodies are form-decoded as everywhere.
   */
  basicCredentialsAsSent?: boolean;
  /** Where the app asks to come back after the provider's logout (registered for the client). */
  postLogoutRedirectUri?: string;
  /** No `end_session_endpoint` (as Google): RP-initiated logout switched off. */
  withoutEndSession?: boolean;
}

/**
 * A real OpenID provider (oidc-provider, the certified one) on 127.0.0.1 at a random port: one
 * confidential client whose redirect URI is the app's callback, PKCE required, the e-mail and
 * name claims, accounts from a map the test controls, and an interaction handler that completes
 * the login and consent at once for the account the test chose.
 */
export async function startOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let nextAccount: string | undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'thoughtful-test';
  const clientSecret = options.clientSecret ?? crypto.randomBytes(24).toString('base64url');
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        ...(options.postLogoutRedirectUri === undefined
          ? {}
          : { post_logout_redirect_uris: [options.postLogoutRedirectUri] }),
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken !== true,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: options.withoutEndSession !== true },
    },
    jwks: {
      keys: [
        { ...signingKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' },
      ],
    },
    cookies: { keys: [crypto.randomBytes(24).toString('base64url')] },
    // Lifetimes set (in seconds), so the provider does not notice its defaults in the test output.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  const providerHandler = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = nextAccount;
    if (accountId === undefined) {
      res.statusCode = 400;
      res.end('the test chose no account');
      return;
    }
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  handle = (req, res) => {
    if (options.basicCredentialsAsSent === true && req.url?.startsWith('/token')) {
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
      if (basic) {
        const credentials = Buffer.from(basic[1]!, 'base64').toString('utf8');
        const at = credentials.indexOf(':');
        if (credentials.slice(0, at) !== clientId || credentials.slice(at + 1) !== clientSecret) {
          res.statusCode = 401;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ error: 'invalid_client', error_description: 'wrong secret' }));
          return;
        }
        // Right as sent: handed on in the form the provider itself decodes.
        req.headers.authorization = `Basic ${Buffer.from(
          `${formEncode(clientId)}:${formEncode(clientSecret)}`,
        ).toString('base64')}`;
      }
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      providerHandler(req, res);
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (sub) => {
      nextAccount = sub;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** OAuth's form-encoding of a Basic credential (RFC 6749 §2.3.1, Appendix B). */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * A browser's cookies at one host, as fetch does not keep them: every cookie the host set, sent
 * back on every request (paths are not told apart: the provider's cookies have distinct names).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the cookies an answer sets, forgets those it expires. */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        if (k === 'max-age') return Number(raw) <= 0;
        if (k === 'expires') return new Date(raw.trim()).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects in a browser's stead (its login and consent complete by
 * themselves for the account chosen) until it sends the browser to `callbackPrefix`: that URL.
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  callbackPrefix: string,
  jar: CookieJar = new CookieJar(),
): Promise<string> {
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.take(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) {
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    }
    const next = new URL(location, url).href;
    if (next.startsWith(callbackPrefix)) return next;
    url = next;
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * Follows the provider's logout page (OpenID RP-initiated logout) as a person would: its
 * 'Do you want to sign out?' form confirmed, then its redirects, until it sends the browser to
 * `backPrefix`: that URL.
 */
export async function logoutAtProvider(
  logoutUrl: string,
  backPrefix: string,
  jar: CookieJar,
): Promise<string> {
  const page = await fetch(logoutUrl, { headers: { cookie: jar.header() } });
  jar.take(page.headers.getSetCookie());
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no logout form: ${html}`);
  const form = new URLSearchParams({ logout: 'yes' });
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    form.set(name!, value!);
  }
  let url = new URL(action, logoutUrl).href;
  let response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  for (let hop = 0; hop < 10; hop++) {
    jar.take(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location === null) {
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    }
    const next = new URL(location, url).href;
    if (next.startsWith(backPrefix)) return next;
    url = next;
    response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  }
  throw new Error('the provider never sent the browser back');
}
