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
    // client_secret_basic is OAuth's default and what a client is registered with unless it
    // says otherwise (Google and Entra accept both); client_secret_post when the provider lists
    // only that.
    const metadata = discovered.serverMetadata();
    const methods = metadata.token_endpoint_auth_methods_supported;
    const auth =
      methods === undefined || methods.includes('client_secret_basic')
        ? client.ClientSecretBasic(this.settings.clientSecret)
        : client.ClientSecretPost(this.settings.clientSecret);
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
