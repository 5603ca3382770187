import * as client from 'openid-client';
import { isLoopbackHost, type OidcConfig } from '../../config';

/** How long a discovery is kept before the next sign-in reads the provider's metadata again. */
export const DISCOVERY_MAX_AGE_MS = 24 * 3600_000;
/** Seconds any one request to the provider may take (discovery, keys, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The provider as openid-client knows it: discovered on the first sign-in, not at start (a
 * provider down then must not stop the server), and kept for a day. A failed discovery is not
 * kept: the next sign-in tries again. openid-client fetches the provider's keys when an ID token
 * first needs them and keeps them with the configuration (again when a new key id appears).
 */
export class ProviderClient {
  private discovered: Promise<client.Configuration> | undefined;
  private discoveredAt = 0;

  constructor(
    private readonly settings: OidcConfig,
    private readonly clock: () => Date,
  ) {}

  configuration(): Promise<client.Configuration> {
    const now = this.clock().getTime();
    if (this.discovered === undefined || now - this.discoveredAt > DISCOVERY_MAX_AGE_MS) {
      this.discoveredAt = now;
      const discovering = this.discover();
      this.discovered = discovering;
      discovering.catch(() => {
        if (this.discovered === discovering) this.discovered = undefined;
      });
    }
    return this.discovered;
  }

  private async discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this machine (tests); the config refuses any other.
    const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
    const discovered = await client.discovery(
      issuer,
      this.settings.clientId,
      this.settings.clientSecret,
      undefined,
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    );
    const metadata = discovered.serverMetadata();
    const auth = clientAuthentication(
      metadata.token_endpoint_auth_methods_supported,
      this.settings.clientId,
      this.settings.clientSecret,
    );
    const configuration = new client.Configuration(
      metadata,
      this.settings.clientId,
      this.settings.clientSecret,
      auth,
    );
    if (insecure) client.allowInsecureRequests(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return configuration;
  }
}

/** What form-decoding changes: a credential without these reads the same decoded or not. */
const CHANGED_BY_FORM_DECODING = /[%+]/;

/**
 * How the client proves itself at the token endpoint. client_secret_basic stays the default (OAuth's
 * default, what most registrations say, and what strict providers such as Ory Hydra then insist
 * on). RFC 6749 §2.3.1 has the id and secret form-encoded before base64, and openid-client does so
 * (`-` becomes `%2D`), but some providers (LemonLDAP::NG) never decode them: a secret with
 * `-_.~!*'()` then fails. Form-decoding leaves every character but `%` and `+` as it is, so such
 * credentials are sent as they are, which decoding and non-decoding providers read alike. Only a
 * secret (or id) with `%` or `+` (or an id with `:`) cannot be read alike both ways: it goes in the
 * body (client_secret_post, form-encoded as every server decodes) when the provider offers that,
 * else in Basic as the RFC says. A provider listing only client_secret_post gets that.
 */
export function clientAuthentication(
  methods: readonly string[] | undefined,
  clientId: string,
  clientSecret: string,
): client.ClientAuth {
  const offersBasic = methods === undefined || methods.includes('client_secret_basic');
  const offersPost = methods?.includes('client_secret_post') === true;
  if (!offersBasic) return client.ClientSecretPost(clientSecret);
  const ambiguous =
    CHANGED_BY_FORM_DECODING.test(clientId) ||
    clientId.includes(':') ||
    CHANGED_BY_FORM_DECODING.test(clientSecret);
  if (!ambiguous) return basicAsSent(clientSecret);
  return offersPost
    ? client.ClientSecretPost(clientSecret)
    : client.ClientSecretBasic(clientSecret);
}

/** client_secret_basic with the id and secret as they are (no `%` or `+` in them to decode). */
function basicAsSent(clientSecret: string): client.ClientAuth {
  return (_server, clientMetadata, _body, headers) => {
    const credentials = `${clientMetadata.client_id}:${clientSecret}`;
    headers.set('authorization', `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`);
  };
}
