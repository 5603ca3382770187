import { createSigner, createVerifier } from 'fast-jwt';

/** How long a login lasts before the user must log in again. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** What a valid token says: whose it is and the user's token version when it was issued. */
export interface TokenClaims {
  userId: string;
  /** Tokens issued before versions existed carry none: they count as version 0. */
  version: number;
}

interface Codec {
  sign: (payload: { sub: string; ver: number }) => string;
  verify: (token: string) => unknown;
}

/**
 * The `x-auth-token` is an HS256 JWT `{ sub, ver, iat, exp }` with the header `{ alg, typ }`.
 * fast-jwt prepares the key once per signer and verifier, so they are built once per secret and
 * kept (jsonwebtoken rebuilt the key object on every call: 38% of a read's CPU time).
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
    };
    codecs.set(secret, codec);
  }
  return codec;
}

export function signToken(userId: string, secret: string, version = 0): string {
  return codecFor(secret).sign({ sub: userId, ver: version });
}

/** The claims of a valid, unexpired token signed with `secret`, or null. */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  if (secret === '') return null;
  let payload: unknown;
  try {
    payload = codecFor(secret).verify(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, ver, exp } = payload as { sub?: unknown; ver?: unknown; exp?: unknown };
  // A token without an expiry never came from this server: refuse it rather than honour it forever.
  if (typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (ver !== undefined && (typeof ver !== 'number' || !Number.isInteger(ver))) return null;
  return { userId: sub, version: ver ?? 0 };
}
