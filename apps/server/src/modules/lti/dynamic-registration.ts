import {
  hasControlCharacters,
  LTI_PLATFORM_NAME_MAX_LENGTH,
  LTI_REGISTRATION_MESSAGES as R,
} from '@thoughtful/shared';
import { LaunchRefusal } from './launch-checks';
import {
  MESSAGE_TYPE,
  PLATFORM_CONFIGURATION_CLAIM,
  TOOL_CONFIGURATION_CLAIM,
  TOOL_SCOPES,
} from './lti-claims';
import {
  fetchPlatformJson,
  PlatformAddressRefused,
  PlatformFetchError,
  type PlatformAddressRules,
} from './platform-fetch';

/**
 * 1EdTech LTI Dynamic Registration 1.0, the tool's side: the platform opens the tool's
 * registration URL with `openid_configuration` and `registration_token`; the tool reads the
 * platform's configuration, checks its issuer, and posts its own registration (an OpenID Connect
 * client with the LTI tool configuration) to the platform's registration endpoint, bearing the
 * registration token. What comes back (the client id, the deployment id) is the platform's entry.
 */

export interface ToolUrls {
  loginUrl: string;
  launchUrl: string;
  keySetUrl: string;
  domain: string;
}

/** A platform as Dynamic Registration found it, ready to be stored. */
export interface RegisteredPlatform {
  name: string;
  issuer: string;
  clientId: string;
  authLoginUrl: string;
  authTokenUrl: string;
  keySetUrl: string;
  tokenAudience: string | null;
  deploymentId: string | null;
}

/** A string the platform gave that may be stored: PostgreSQL cannot hold U+0000. */
function storable(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' && value !== '' && value.length <= max && !hasControlCharacters(value)
  );
}

function httpUrl(value: unknown): string | null {
  if (!storable(value, 2048)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** The registration the tool asks for (LTI-DR §3.5.2, OpenID Connect Dynamic Registration). */
export function toolRegistration(
  tool: ToolUrls,
  scopesSupported: unknown,
): Record<string, unknown> {
  // Ask only for the scopes the platform says it has, when it says (Moodle lists them).
  const offered = Array.isArray(scopesSupported)
    ? TOOL_SCOPES.filter((scope) => scopesSupported.includes(scope))
    : [...TOOL_SCOPES];
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: tool.loginUrl,
    redirect_uris: [tool.launchUrl],
    client_name: 'Thoughtful',
    jwks_uri: tool.keySetUrl,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: offered.join(' '),
    [TOOL_CONFIGURATION_CLAIM]: {
      domain: tool.domain,
      target_link_uri: tool.launchUrl,
      description: 'Thoughtful: a class’s activities, opened from the course.',
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: MESSAGE_TYPE.RESOURCE_LINK, target_link_uri: tool.launchUrl },
        {
          type: MESSAGE_TYPE.DEEP_LINKING,
          target_link_uri: tool.launchUrl,
          label: 'Thoughtful activities',
        },
      ],
    },
  };
}

/** The platform's name for the admin's list: its product and host ('Moodle (moodle.school.org)'). */
function platformName(configuration: Record<string, unknown>, issuer: string): string {
  const platform = configuration[PLATFORM_CONFIGURATION_CLAIM];
  const product =
    typeof platform === 'object' && platform !== null
      ? (platform as Record<string, unknown>).product_family_code
      : undefined;
  const host = new URL(issuer).host;
  const named =
    storable(product, LTI_PLATFORM_NAME_MAX_LENGTH) && product.trim() !== ''
      ? `${product.trim().charAt(0).toUpperCase()}${product.trim().slice(1)} (${host})`
      : host;
  return named.slice(0, LTI_PLATFORM_NAME_MAX_LENGTH);
}

/**
 * Reads the platform's configuration and registers the tool with it. Refusals carry a page's
 * status and words; nothing is stored here (the caller stores the platform and spends its link).
 */
export async function registerWithPlatform(options: {
  openidConfigurationUrl: string;
  registrationToken: string | null;
  tool: ToolUrls;
  /** The address policy every request to the platform follows. */
  addresses: PlatformAddressRules;
}): Promise<RegisteredPlatform> {
  const configurationUrl = httpUrl(options.openidConfigurationUrl);
  if (configurationUrl === null) throw new LaunchRefusal(400, R.MISSING_CONFIGURATION);
  const bearer: Record<string, string> = options.registrationToken
    ? { authorization: `Bearer ${options.registrationToken}` }
    : {};

  let configuration: Record<string, unknown>;
  try {
    configuration = (
      await fetchPlatformJson(configurationUrl, { headers: bearer }, options.addresses)
    ).body;
  } catch (error) {
    if (error instanceof PlatformAddressRefused) throw new LaunchRefusal(400, R.ADDRESS_REFUSED);
    if (error instanceof PlatformFetchError) {
      throw new LaunchRefusal(502, R.CONFIGURATION_UNAVAILABLE);
    }
    throw error;
  }
  const issuer = httpUrl(configuration.issuer);
  const authLoginUrl = httpUrl(configuration.authorization_endpoint);
  const authTokenUrl = httpUrl(configuration.token_endpoint);
  const keySetUrl = httpUrl(configuration.jwks_uri);
  const registrationEndpoint = httpUrl(configuration.registration_endpoint);
  if (!issuer || !authLoginUrl || !authTokenUrl || !keySetUrl || !registrationEndpoint) {
    throw new LaunchRefusal(502, R.CONFIGURATION_UNAVAILABLE);
  }
  // LTI-DR §3.5.1: the configuration's issuer is on the host the configuration was read from,
  // so a configuration cannot speak for another platform.
  if (new URL(issuer).host !== new URL(configurationUrl).host) {
    throw new LaunchRefusal(400, R.ISSUER_MISMATCH);
  }

  let answer: Record<string, unknown>;
  try {
    answer = (
      await fetchPlatformJson(
        registrationEndpoint,
        {
          method: 'POST',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify(toolRegistration(options.tool, configuration.scopes_supported)),
        },
        options.addresses,
      )
    ).body;
  } catch (error) {
    if (error instanceof PlatformAddressRefused) throw new LaunchRefusal(502, R.ADDRESS_REFUSED);
    if (error instanceof PlatformFetchError) throw new LaunchRefusal(502, R.REFUSED);
    throw error;
  }
  const clientId = answer.client_id;
  if (!storable(clientId, 255)) {
    throw new LaunchRefusal(502, R.REFUSED);
  }
  const toolConfiguration = answer[TOOL_CONFIGURATION_CLAIM];
  const deploymentId =
    typeof toolConfiguration === 'object' && toolConfiguration !== null
      ? (toolConfiguration as Record<string, unknown>).deployment_id
      : undefined;
  return {
    name: platformName(configuration, issuer),
    issuer,
    clientId,
    authLoginUrl,
    authTokenUrl,
    keySetUrl,
    tokenAudience: httpUrl(configuration.authorization_server),
    deploymentId: storable(deploymentId, 255) ? deploymentId : null,
  };
}
