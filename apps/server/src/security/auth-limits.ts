import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, normalizeEmail } from '@thoughtful/shared';
import { AppError } from '../http/errors';
import { refusalFrom, type Limiter } from './rate-limit-store';

/**
 * How many attempts each auth action other than login allows, per client IP and per account (the
 * e-mail or login ID given), in a window; every attempt counts. RATE_LIMIT_SCALE multiplies every
 * maximum (browser tests raise it). Login counts failures only: LOGIN_FAILURE_LIMITS.
 */
export const AUTH_LIMITS = {
  register: { perIp: 10, perAccount: 5, windowMs: 60 * 60_000 },
  passwordReset: { perIp: 10, perAccount: 3, windowMs: 60 * 60_000 },
  passwordChange: { perIp: 20, perAccount: 10, windowMs: 60 * 60_000 },
  confirm: { perIp: 60, perAccount: 20, windowMs: 15 * 60_000 },
  /** The anonymous-mode login screen asking whether a typed ID needs a password. */
  loginIdCheck: { perIp: 120, perAccount: 30, windowMs: 15 * 60_000 },
} as const;

export type AuthAction = keyof typeof AUTH_LIMITS;

/**
 * Failed logins (wrong password, unknown account) allowed before a caller is refused, before its
 * password is checked (decisions.md "Login-limit policy: numbers and why"). Successful logins
 * never count, and one clears its (account, address) pair.
 */
export const LOGIN_FAILURE_LIMITS = {
  /** One account from one address: the guesser's budget. */
  perPair: { max: 10, windowMs: 15 * 60_000 },
  /** One account from every address together: guessing spread over many addresses. */
  perAccount: { max: 100, windowMs: 60 * 60_000 },
  /** One address over every account: one address trying a list of accounts. */
  perAddress: { max: 100, windowMs: 15 * 60_000 },
} as const;

/** Settles every limiter's take, then refuses (429) if any of them refused. */
async function takeFromAll(
  takes: { limiter: Limiter; key: string }[],
  message: string,
): Promise<void> {
  const results = await Promise.allSettled(takes.map((t) => t.limiter.consume(t.key)));
  const rejections = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (rejections.length > 0) throw refusalFrom(rejections, message);
}

/**
 * Counts an attempt at an auth action per client IP and per account, and refuses it (429 with
 * Retry-After) past the limit. The account is the e-mail or login ID the request names.
 */
export async function enforceAuthLimit(
  request: FastifyRequest,
  _reply: FastifyReply | undefined,
  action: AuthAction,
  account: string | undefined,
): Promise<void> {
  const { rateLimits } = request.server;
  const { perIp, perAccount, windowMs } = AUTH_LIMITS[action];
  const takes = [
    { limiter: rateLimits.limiter(`${action}:ip`, { max: perIp, windowMs }), key: request.ip },
  ];
  if (account !== undefined) {
    takes.push({
      limiter: rateLimits.limiter(`${action}:account`, { max: perAccount, windowMs }),
      key: normalizeEmail(account),
    });
  }
  await takeFromAll(takes, AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
}

/** Wrong password or unknown account; in anonymous mode an ID that is not invited. */
function isFailedLogin(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return (
    (error.statusCode === 400 && error.messages.includes(AUTH_MESSAGES.INVALID_CREDENTIALS)) ||
    (error.statusCode === 403 && error.messages.includes(AUTH_MESSAGES.USER_NOT_INVITED))
  );
}

/**
 * `POST /api/auth`: runs `attempt` (the credential check) under LOGIN_FAILURE_LIMITS. Each attempt
 * holds one place in the (account, address), account and address counters while it runs, taken
 * atomically, so a burst of parallel guesses cannot slip past a limit; a caller over any limit is
 * refused (429 with Retry-After) before its password is checked. A failed login keeps its places;
 * anything else gives them back, and a successful one clears the pair's count.
 */
export async function withLoginLimits<T>(
  request: FastifyRequest,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const { rateLimits } = request.server;
  const id = normalizeEmail(account);
  const pair = {
    limiter: rateLimits.limiter('login-failures:pair', LOGIN_FAILURE_LIMITS.perPair),
    // An address never holds '/', so the pair key is unambiguous.
    key: `${request.ip}/${id}`,
  };
  const counters = [
    pair,
    {
      limiter: rateLimits.limiter('login-failures:account', LOGIN_FAILURE_LIMITS.perAccount),
      key: id,
    },
    {
      limiter: rateLimits.limiter('login-failures:address', LOGIN_FAILURE_LIMITS.perAddress),
      key: request.ip,
    },
  ];
  const giveBack = (which: typeof counters) =>
    Promise.all(which.map((c) => c.limiter.reward(c.key)));

  try {
    await takeFromAll(counters, AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
  } catch (refusal) {
    // A refused attempt is no failed login: the counts stay where they were.
    await giveBack(counters);
    throw refusal;
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isFailedLogin(error)) await giveBack(counters);
    throw error;
  }
  await pair.limiter.delete(pair.key);
  await giveBack(counters.slice(1));
  return result;
}
