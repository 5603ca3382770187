import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { hasControlCharacters, LTI_PAGE_MESSAGES as M } from '@thoughtful/shared';
import { CLAIM, LTI_VERSION, MESSAGE_TYPE } from './lti-claims';
import type { PlatformRow } from './lti.repository';
import { keySetFetch, PlatformAddressRefused, type PlatformAddressRules } from './platform-fetch';

/**
 * The checks a tool makes of an LTI 1.3 launch (1EdTech Security Framework 1.0 §5.1.3, LTI Core
 * 1.3 §5.3–5.4, Deep Linking 2.0 §4.4), each refusing with its own words and status: the
 * signature by the platform's key named by `kid` (RS256 only), issuer, audience and authorized
 * party, expiry and issue time, the nonce of this launch, a registered deployment, the message
 * type and version, and the claims each message must carry.
 */

/** Clocks differ a little between a platform and this server. */
export const LAUNCH_CLOCK_TOLERANCE_S = 60;
/**
 * After fetching a platform's key set, an unknown `kid` fetches it again after this long at the
 * earliest: a platform that rotated its key is followed within a second, and a stream of
 * made-up kids costs the platform one request a second, no more.
 */
export const KEY_SET_COOLDOWN_MS = 1_000;
/** Key sets are fetched again after this long even when every kid is known. */
export const KEY_SET_MAX_AGE_MS = 10 * 60_000;

export type LaunchMessageType = (typeof MESSAGE_TYPE)['RESOURCE_LINK' | 'DEEP_LINKING'];

/** A launch refused: the page's status and what it says. */
export class LaunchRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 409 | 502,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'LaunchRefusal';
  }
}

export interface DeepLinkingSettings {
  deep_link_return_url: string;
  accept_types: string[];
  accept_multiple: boolean;
  accept_lineitem: boolean;
  data?: string;
  title?: string;
}

/** A launch whose every check passed: what the landing reads. */
export interface VerifiedLaunch {
  messageType: LaunchMessageType;
  deploymentId: string;
  subject: string;
  roles: string[];
  nonce: string;
  email: string | null;
  name: string | null;
  /** The launch presentation's `locale` ('es-ES'), as the platform gave it. */
  locale: string | null;
  context: { id: string; title: string | null } | null;
  resourceLinkId: string | null;
  custom: Record<string, unknown>;
  membershipsUrl: string | null;
  lineItemsUrl: string | null;
  lineItemUrl: string | null;
  deepLinking: DeepLinkingSettings | null;
  /** Origins the platform named in the launch (its pages that frame the tool). */
  platformOrigins: string[];
}

/** The key set of each platform, fetched and cached by `jose`, one per key set URL. */
export class PlatformKeySets {
  private readonly sets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(private readonly addresses: PlatformAddressRules) {}

  of(platform: PlatformRow): ReturnType<typeof createRemoteJWKSet> {
    const cacheKey = `${platform.id} ${platform.key_set_url}`;
    let set = this.sets.get(cacheKey);
    if (!set) {
      set = createRemoteJWKSet(new URL(platform.key_set_url), {
        cooldownDuration: KEY_SET_COOLDOWN_MS,
        cacheMaxAge: KEY_SET_MAX_AGE_MS,
        [customFetch]: (url, options) => keySetFetch(url, options, this.addresses),
      });
      // A platform's key set URL changed or it was removed: its old entries go.
      for (const key of this.sets.keys())
        if (key.startsWith(`${platform.id} `)) this.sets.delete(key);
      this.sets.set(cacheKey, set);
    }
    return set;
  }

  forget(platformId: string): void {
    for (const key of this.sets.keys()) if (key.startsWith(`${platformId} `)) this.sets.delete(key);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A string claim within `max` characters. One holding a control character refuses the launch:
 * PostgreSQL cannot store U+0000, and nobody can read the others.
 */
function nonEmptyString(value: unknown, max = 2048): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) return false;
  if (hasControlCharacters(value)) throw new LaunchRefusal(400, M.CONTROL_CHARACTERS);
  return true;
}

const optionalString = (value: unknown, max = 2048): string | null =>
  nonEmptyString(value, max) ? value : null;

function httpUrl(value: unknown): string | null {
  if (!nonEmptyString(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function originOf(value: unknown): string | null {
  const url = httpUrl(value);
  return url === null ? null : new URL(url).origin;
}

/** What a failed `jwtVerify` means for the person launching. */
function refusalOfJoseError(error: unknown): LaunchRefusal {
  if (error instanceof joseErrors.JWTExpired) return new LaunchRefusal(401, M.EXPIRED);
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey ||
    error instanceof joseErrors.JWKSMultipleMatchingKeys
  ) {
    return new LaunchRefusal(401, M.SIGNATURE_INVALID);
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return new LaunchRefusal(401, M.ALGORITHM);
  if (error instanceof PlatformAddressRefused) return new LaunchRefusal(502, M.KEY_SET_REFUSED);
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) {
    return new LaunchRefusal(502, M.KEY_SET_UNAVAILABLE);
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if ((error.claim === 'iat' || error.claim === 'nbf') && error.reason === 'check_failed') {
      return new LaunchRefusal(401, M.ISSUED_IN_FUTURE);
    }
    // A claim missing (exp, iat) or of the wrong type.
    return new LaunchRefusal(400, M.TOKEN_MALFORMED);
  }
  if (
    error instanceof joseErrors.JWTInvalid ||
    error instanceof joseErrors.JWSInvalid ||
    error instanceof joseErrors.JOSENotSupported
  ) {
    return new LaunchRefusal(400, M.TOKEN_MALFORMED);
  }
  // jose's fetch failures (the key set unreachable, not JSON, not 200) are its generic error.
  return new LaunchRefusal(502, M.KEY_SET_UNAVAILABLE);
}

/**
 * Verifies an id_token for the launch `platform` started with `nonce`: every check of the
 * specifications, in the order a reader would make them; the first that fails refuses.
 */
export async function verifyLaunchToken(
  idToken: string,
  launch: {
    platform: PlatformRow;
    nonce: string;
    keySets: PlatformKeySets;
    isDeployment: (deploymentId: string) => Promise<boolean>;
    now: Date;
  },
): Promise<VerifiedLaunch> {
  const { platform } = launch;
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(idToken);
  } catch {
    throw new LaunchRefusal(400, M.TOKEN_MALFORMED);
  }
  if (header.alg !== 'RS256') throw new LaunchRefusal(401, M.ALGORITHM);
  if (!nonEmptyString(header.kid, 512)) throw new LaunchRefusal(401, M.KID_MISSING);

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, launch.keySets.of(platform), {
      algorithms: ['RS256'],
      clockTolerance: LAUNCH_CLOCK_TOLERANCE_S,
      currentDate: launch.now,
      requiredClaims: ['exp', 'iat'],
    }));
  } catch (error) {
    throw refusalOfJoseError(error);
  }

  if (payload.iss !== platform.issuer) throw new LaunchRefusal(401, M.ISSUER);
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(platform.client_id)) throw new LaunchRefusal(401, M.AUDIENCE);
  // Several audiences: the token must say it was issued for this tool (OIDC Core §3.1.3.7).
  if (audiences.length > 1 || payload.azp !== undefined) {
    if (payload.azp !== platform.client_id) throw new LaunchRefusal(401, M.AUTHORIZED_PARTY);
  }
  const nowS = launch.now.getTime() / 1000;
  if (typeof payload.iat !== 'number' || payload.iat > nowS + LAUNCH_CLOCK_TOLERANCE_S) {
    throw new LaunchRefusal(401, M.ISSUED_IN_FUTURE);
  }
  if (payload.nonce !== launch.nonce) throw new LaunchRefusal(401, M.NONCE);

  const deploymentId = payload[CLAIM.DEPLOYMENT_ID];
  if (!nonEmptyString(deploymentId, 255) || !(await launch.isDeployment(deploymentId))) {
    throw new LaunchRefusal(403, M.DEPLOYMENT);
  }
  const messageType = payload[CLAIM.MESSAGE_TYPE];
  if (messageType !== MESSAGE_TYPE.RESOURCE_LINK && messageType !== MESSAGE_TYPE.DEEP_LINKING) {
    throw new LaunchRefusal(400, M.MESSAGE_TYPE);
  }
  if (payload[CLAIM.VERSION] !== LTI_VERSION) throw new LaunchRefusal(400, M.VERSION);
  const roles = payload[CLAIM.ROLES];
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) {
    throw new LaunchRefusal(400, M.ROLES);
  }
  if (!nonEmptyString(payload.sub, 255)) throw new LaunchRefusal(400, M.SUBJECT);

  let resourceLinkId: string | null = null;
  let deepLinking: DeepLinkingSettings | null = null;
  if (messageType === MESSAGE_TYPE.RESOURCE_LINK) {
    const link = payload[CLAIM.RESOURCE_LINK];
    if (!isObject(link) || !nonEmptyString(link.id, 255)) {
      throw new LaunchRefusal(400, M.RESOURCE_LINK);
    }
    resourceLinkId = link.id;
  } else {
    deepLinking = deepLinkingSettingsOf(payload[CLAIM.DEEP_LINKING_SETTINGS]);
    if (deepLinking === null) throw new LaunchRefusal(400, M.DEEP_LINKING_SETTINGS);
  }

  const context = payload[CLAIM.CONTEXT];
  const nrps = payload[CLAIM.NRPS];
  const ags = payload[CLAIM.AGS];
  const custom = payload[CLAIM.CUSTOM];
  const presentation = payload[CLAIM.LAUNCH_PRESENTATION];
  const toolPlatform = payload[CLAIM.TOOL_PLATFORM];
  const origins = [
    isObject(presentation) ? originOf(presentation.return_url) : null,
    isObject(toolPlatform) ? originOf(toolPlatform.url) : null,
    deepLinking ? originOf(deepLinking.deep_link_return_url) : null,
  ].filter((origin): origin is string => origin !== null);
  const given = optionalString(payload.given_name, 200);
  const family = optionalString(payload.family_name, 200);
  return {
    messageType,
    deploymentId,
    subject: payload.sub,
    roles,
    nonce: launch.nonce,
    email: optionalString(payload.email, 254),
    name:
      optionalString(payload.name, 200) ??
      ([given, family].filter((part) => part !== null).join(' ') || null),
    locale: isObject(presentation) ? optionalString(presentation.locale, 35) : null,
    context:
      isObject(context) && nonEmptyString(context.id, 255)
        ? {
            id: context.id,
            title: optionalString(context.title, 500) ?? optionalString(context.label, 500),
          }
        : null,
    resourceLinkId,
    custom: isObject(custom) ? custom : {},
    membershipsUrl: isObject(nrps) ? httpUrl(nrps.context_memberships_url) : null,
    lineItemsUrl: isObject(ags) ? httpUrl(ags.lineitems) : null,
    lineItemUrl: isObject(ags) ? httpUrl(ags.lineitem) : null,
    deepLinking,
    platformOrigins: [...new Set(origins)],
  };
}

function deepLinkingSettingsOf(value: unknown): DeepLinkingSettings | null {
  if (!isObject(value)) return null;
  const returnUrl = httpUrl(value.deep_link_return_url);
  const acceptTypes = value.accept_types;
  if (returnUrl === null || !Array.isArray(acceptTypes)) return null;
  return {
    deep_link_return_url: returnUrl,
    accept_types: acceptTypes.filter((type): type is string => typeof type === 'string'),
    // Absent, a platform has not said it takes several: one is sent.
    accept_multiple: value.accept_multiple === true,
    accept_lineitem: value.accept_lineitem !== false,
    ...(typeof value.data === 'string' && value.data.length <= 4096 ? { data: value.data } : {}),
    ...(nonEmptyString(value.title, 500) ? { title: value.title } : {}),
  };
}
