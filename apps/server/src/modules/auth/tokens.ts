import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** How long a login lasts before the user must log in again. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** What a valid token says: whose it is and the user's token version when it was issued. */
export interface TokenClaims {
  userId: string;
  /** Tokens issued before versions existed carry none: they count as version 0. */
  version: number;
  /**
   * The session's id (`sid`), which a logout ends on every server (the `ended_sessions` table).
   * Tokens issued before sessions had ids carry none.
   */
  sessionId: string | undefined;
  /** The session came from the school's OpenID provider (`idp`): its logout ends that one's too. */
  fromProvider: boolean;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** What a session is besides its member and version. */
export interface SessionOptions {
  /** Signed in through the school's OpenID provider. */
  fromProvider?: boolean;
}

interface Codec {
  sign: (payload: { sub: string; ver: number; sid: string; idp?: 1 }) => string;
  verify: (token: string) => unknown;
  /** Tokens verified lately, least recently used first, each with its claims and when it ends. */
  verified: Map<string, { claims: TokenClaims; until: number }>;
}

/** How many verified tokens are remembered per secret (about one per member signed in at once). */
export const VERIFIED_TOKENS_KEPT = 10_000;
/** How long a verified token is remembered at most, in milliseconds. */
export const VERIFIED_TOKEN_KEPT_MS = 10 * 60 * 1000;

/**
 * The `x-auth-token` is an HS256 JWT `{ sub, ver, sid, idp?, iat, exp }` with the header
 * `{ alg, typ }`: `sid` a random session id, `idp: 1` when the session came from the school's
 * OpenID provider.
 * fast-jwt prepares the key once per signer and verifier, so they are built once per secret and
 * kept (jsonwebtoken rebuilt the key object on every call: 38% of a read's CPU time).
 *
 * The claims of each token verified are remembered (least recently used dropped past
 * VERIFIED_TOKENS_KEPT), until the token expires and at most VERIFIED_TOKEN_KEPT_MS: a member sends
 * the same token with every request, and decoding and checking it again was 9% of a read
 * (docs/benchmarks.md). Only the exact token string finds its entry; failures are not remembered.
 * (fast-jwt's own cache hashes each token first, which costs about what verifying does, or warns at
 * every start when keyed by the token.) What a token may do is still decided per request: the
 * user's row (ban, token version) is read every time.
 */
const codecs = new Map<string, Codec>();

function codecFor(secret: string): Codec {
  let codec = codecs.get(secret);
  if (!codec) {
    codec = {
      sign: createSigner({
        key: secret,
        algorithm: 'HS256',
        expiresIn: TOKEN_TTL_SECONDS * 1000,
      }),
      verify: createVerifier({ key: secret, algorithms: ['HS256'] }),
      verified: new Map(),
    };
    codecs.set(secret, codec);
  }
  return codec;
}

/** A new session's token: a fresh session id each time. */
export function signToken(
  userId: string,
  secret: string,
  version = 0,
  options: SessionOptions = {},
): string {
  const sid = crypto.randomBytes(16).toString('base64url');
  return codecFor(secret).sign({
    sub: userId,
    ver: version,
    sid,
    ...(options.fromProvider === true ? { idp: 1 as const } : {}),
  });
}

/** The claims of a valid, unexpired token signed with `secret`, or null. */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  if (secret === '') return null;
  const codec = codecFor(secret);
  const now = Date.now();
  const kept = codec.verified.get(token);
  if (kept !== undefined) {
    codec.verified.delete(token);
    if (now < kept.until) {
      codec.verified.set(token, kept);
      return kept.claims;
    }
  }
  let payload: unknown;
  try {
    payload = codec.verify(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, ver, exp, sid, idp } = payload as Record<string, unknown>;
  // A token without an expiry never came from this server: refuse it rather than honour it forever.
  if (typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (ver !== undefined && (typeof ver !== 'number' || !Number.isInteger(ver))) return null;
  if (sid !== undefined && (typeof sid !== 'string' || sid === '')) return null;
  const claims: TokenClaims = {
    userId: sub,
    version: ver ?? 0,
    sessionId: sid,
    fromProvider: idp === 1,
    expiresAt: exp * 1000,
  };
  codec.verified.set(token, { claims, until: Math.min(exp * 1000, now + VERIFIED_TOKEN_KEPT_MS) });
  if (codec.verified.size > VERIFIED_TOKENS_KEPT) {
    const oldest = codec.verified.keys().next();
    if (!oldest.done) codec.verified.delete(oldest.value);
  }
  return claims;
}
