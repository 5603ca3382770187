import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import type { LtiPlatformsTable } from '../../db/schema';
import { platformRequest, type PlatformAddressRules } from './platform-fetch';
import { TOOL_KEY_ALGORITHM, type SigningKey } from './tool-keys';

/** The scopes the tool asks a platform for (1EdTech NRPS 2.0, AGS 2.0). */
export const LTI_SCOPES = Object.freeze({
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
});

/** The platform as its services need it: where its token endpoint is, and who the tool is there. */
export type ServicePlatform = Pick<
  LtiPlatformsTable,
  'id' | 'issuer' | 'client_id' | 'auth_token_url' | 'token_audience'
>;

/** How long a client assertion is good for (Security Framework §4.1.1: short, a few minutes). */
const ASSERTION_LIFETIME_S = 5 * 60;
/** A token is used until this long before it expires, so it never expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
/** A token answer without `expires_in` is taken to last this long (1EdTech's usual hour). */
const DEFAULT_TOKEN_LIFETIME_S = 3600;
const DEFAULT_TIMEOUT_MS = 30_000;
/** An answer longer than this is refused: a token or a score answer is a few hundred bytes. */
const DEFAULT_MAX_BYTES = 1024 * 1024;
/** How much of a refusal's body is kept for the log and the outbox's `last_error`. */
const ERROR_BODY_KEPT = 300;

export type PlatformFailureKind =
  /** The platform could not be reached, or did not answer in time. */
  | 'unreachable'
  /** It answered with a status outside 2xx (`status`). */
  | 'status'
  /** Its answer was too long or not what the specification says. */
  | 'malformed';

/**
 * A platform service call that did not work, never thrown to a person as a 500: the roster sync
 * answers a 502 with a clear message, the score outbox keeps it as `last_error` and retries.
 */
export class PlatformServiceError extends Error {
  constructor(
    readonly kind: PlatformFailureKind,
    message: string,
    /** The HTTP status, for `status` failures. */
    readonly status?: number,
    /** Whether it came from the token endpoint rather than the service. */
    readonly atTokenEndpoint = false,
  ) {
    super(message);
    this.name = 'PlatformServiceError';
  }
}

export interface PlatformCall {
  method: 'GET' | 'POST';
  url: string;
  accept: string;
  contentType?: string;
  body?: string;
  /** The longest answer read; longer is a `malformed` failure. */
  maxBytes?: number;
}

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface PlatformServicesDeps {
  /** The tool's signing key (ToolKeys.signingKey): the client assertion is signed with it. */
  signingKey: () => Promise<SigningKey>;
  clock: () => Date;
  /** Each request (token, service) fails after this long. */
  timeoutMs?: number;
  /**
   * The address policy of every request (config.scrape): the URLs come from the platform's
   * registration and its launches.
   */
  addresses: PlatformAddressRules;
}

interface CachedToken {
  token: string;
  /** When it stops being used (its expiry less the margin), in ms. */
  usableUntil: number;
}

/**
 * The tool's calls to a platform's services (1EdTech Security Framework §4: OAuth 2 client
 * credentials with a signed JWT client assertion, RFC 7523). Tokens are kept per platform and
 * scopes until a minute before they expire, in this process only: a token is an optimisation,
 * and another server asks for its own. Every call has a time limit and a size limit, and every
 * failure is a PlatformServiceError.
 */
export class PlatformServices {
  private readonly tokens = new Map<string, CachedToken>();
  /** Token requests under way, so calls at once share one. */
  private readonly pending = new Map<string, Promise<CachedToken>>();
  private readonly timeoutMs: number;

  constructor(private readonly deps: PlatformServicesDeps) {
    this.timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * A service call with a bearer token for `scopes`. A 401 drops the kept token and tries once
   * more with a new one (the platform may have revoked it); any other answer is the caller's.
   */
  async call(
    platform: ServicePlatform,
    scopes: readonly string[],
    request: PlatformCall,
  ): Promise<PlatformAnswer> {
    let token = await this.accessToken(platform, scopes);
    let answer = await this.send(request, token);
    if (answer.status === 401) {
      this.forgetToken(platform, scopes);
      token = await this.accessToken(platform, scopes);
      answer = await this.send(request, token);
    }
    return answer;
  }

  /** A token for these scopes: the kept one while it is good, else a new one. */
  async accessToken(platform: ServicePlatform, scopes: readonly string[]): Promise<string> {
    const key = cacheKey(platform, scopes);
    const kept = this.tokens.get(key);
    if (kept && kept.usableUntil > this.deps.clock().getTime()) return kept.token;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.requestToken(platform, scopes).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    const fresh = await pending;
    this.tokens.set(key, fresh);
    return fresh.token;
  }

  forgetToken(platform: ServicePlatform, scopes: readonly string[]): void {
    this.tokens.delete(cacheKey(platform, scopes));
  }

  /** The client assertion (Security Framework §4.1.1), signed by the tool's key, naming it by kid. */
  async clientAssertion(platform: ServicePlatform): Promise<string> {
    const { kid, key } = await this.deps.signingKey();
    const now = Math.floor(this.deps.clock().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: TOOL_KEY_ALGORITHM, kid, typ: 'JWT' })
      .setIssuer(platform.client_id)
      .setSubject(platform.client_id)
      .setAudience(platform.token_audience ?? platform.auth_token_url)
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_LIFETIME_S)
      .setJti(crypto.randomBytes(16).toString('base64url'))
      .sign(key);
  }

  private async requestToken(
    platform: ServicePlatform,
    scopes: readonly string[],
  ): Promise<CachedToken> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await this.clientAssertion(platform),
      scope: [...scopes].sort().join(' '),
    });
    const asked = this.deps.clock().getTime();
    let answer: PlatformAnswer;
    try {
      answer = await this.send({
        method: 'POST',
        url: platform.auth_token_url,
        accept: 'application/json',
        contentType: 'application/x-www-form-urlencoded',
        body: form.toString(),
      });
    } catch (error) {
      if (error instanceof PlatformServiceError) {
        throw new PlatformServiceError(
          error.kind,
          `token endpoint: ${error.message}`,
          error.status,
          true,
        );
      }
      throw error;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new PlatformServiceError(
        'status',
        `token endpoint answered ${answer.status}: ${excerpt(answer.body)}`,
        answer.status,
        true,
      );
    }
    const parsed = parseJson(answer.body) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    const token = parsed?.access_token;
    if (typeof token !== 'string' || token === '') {
      throw new PlatformServiceError(
        'malformed',
        'token endpoint: no access_token',
        undefined,
        true,
      );
    }
    const lifetime =
      typeof parsed?.expires_in === 'number' && parsed.expires_in > 0
        ? parsed.expires_in
        : DEFAULT_TOKEN_LIFETIME_S;
    return { token, usableUntil: asked + lifetime * 1000 - TOKEN_MARGIN_MS };
  }

  /** One HTTP exchange within the time limit, the answer read up to its size limit. */
  private async send(request: PlatformCall, token?: string): Promise<PlatformAnswer> {
    const headers: Record<string, string> = { accept: request.accept };
    if (request.contentType) headers['content-type'] = request.contentType;
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      // Redirects are not followed: one would carry the bearer token elsewhere.
      response = await platformRequest(
        request.url,
        { method: request.method, headers, body: request.body, signal },
        this.deps.addresses,
      );
    } catch (error) {
      throw new PlatformServiceError('unreachable', `${request.url}: ${reason(error)}`);
    }
    const body = await readCapped(response, request.maxBytes ?? DEFAULT_MAX_BYTES, request.url);
    return { status: response.status, headers: response.headers, body };
  }
}

function cacheKey(platform: ServicePlatform, scopes: readonly string[]): string {
  return `${platform.id} ${[...new Set(scopes)].sort().join(' ')}`;
}

/** The body as text, refused past `maxBytes` (read as it streams, never wholly buffered first). */
async function readCapped(response: Response, maxBytes: number, url: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new PlatformServiceError('malformed', `${url}: answer longer than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof PlatformServiceError) throw error;
    throw new PlatformServiceError('unreachable', `${url}: ${reason(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The start of an answer's body, on one line, for a log or an error kept. */
export function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > ERROR_BODY_KEPT ? `${line.slice(0, ERROR_BODY_KEPT)}…` : line || '(empty)';
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
