import jwt from 'jsonwebtoken';

/** How long a login lasts before the user must log in again. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export function signToken(userId: string, secret: string): string {
  return jwt.sign({ sub: userId }, secret, { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS });
}

/** The user id a valid, unexpired token names, or null. */
export function verifyToken(token: string, secret: string): string | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
