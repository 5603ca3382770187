import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, normalizeEmail } from '@thoughtful/shared';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, BadRequestError } from '../http/errors';
import { refusalFrom, type Limiter } from './rate-limit-store';

/**
 * How many attempts each auth action other than login allows, per client IP and per account (the
 * e-mail or login ID given), in a window; every attempt counts. RATE_LIMIT_SCALE multiplies every
 * maximum (browser tests raise it). Login counts failures only and slows guesses rather than
 * refusing a correct password: LOGIN_FAILURE_LIMITS.
 */
export const AUTH_LIMITS = {
  register: { perIp: 10, perAccount: 5, windowMs: 60 * 60_000 },
  passwordReset: { perIp: 10, perAccount: 3, windowMs: 60 * 60_000 },
  passwordChange: { perIp: 20, perAccount: 10, windowMs: 60 * 60_000 },
  confirm: { perIp: 60, perAccount: 20, windowMs: 15 * 60_000 },
  /** A school sign-in's ticket: a whole school behind one address signs in at 8:30. */
  signInTicket: { perIp: 600, perAccount: 5, windowMs: 15 * 60_000 },
  /** The login-ID question: the same answer for every ID, limited all the same. */
  loginIdCheck: { perIp: 120, perAccount: 30, windowMs: 15 * 60_000 },
} as const;

export type AuthAction = keyof typeof AUTH_LIMITS;

/**
 * Failed logins (wrong password, unknown account) allowed in a window before further attempts are
 * slowed down and their failures refused (docs/decisions/2026-11-21-accounts.md "Login-limit
 * policy: numbers and why"). Successful logins never count, and a correct password always gets in
 *.
 */
export const LOGIN_FAILURE_LIMITS = {
  /** One account from one address: the guesser's budget. */
  perPair: { max: 10, windowMs: 15 * 60_000 },
  /** One account from every address together: guessing spread over many addresses. */
  perAccount: { max: 100, windowMs: 60 * 60_000 },
  /** One address over every account that exists: one address trying a list of accounts. */
  perAddress: { max: 100, windowMs: 15 * 60_000 },
} as const;

/**
 * How long an attempt over a limit waits before its password is checked: the first delay for the
 * first `max` attempts past the limit, doubled for each further `max`, up to the cap.
 */
export const LOGIN_SLOWDOWN = { firstDelayMs: 1_000, maxDelayMs: 8_000 } as const;

/** The wait itself; tests replace it so they need not sleep. */
export const loginSlowdown = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The delay of an attempt `excess` places past a limit of `max` (both already scaled). */
export function slowdownMs(excess: number, max: number): number {
  const doublings = Math.min(16, Math.floor((Math.max(1, excess) - 1) / Math.max(1, max)));
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.firstDelayMs * 2 ** doublings);
}

/**
 * A wrong password or an unknown account: 400 'Invalid credentials' either way. Whether the
 * account exists is for the per-address count only (it counts failures at real accounts), never
 * for the answer.
 */
export class InvalidCredentialsError extends BadRequestError {
  constructor(readonly knownAccount: boolean) {
    super(AUTH_MESSAGES.INVALID_CREDENTIALS);
  }
}

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

/**
 * A failed login, and whether it was at an account that exists: a wrong password or an unknown
 * account; in anonymous mode an ID that is not invited (no account). Anything else (a ban, an
 * unconfirmed account, a server error) is no guess and counts nowhere.
 */
function failedLogin(error: unknown): { knownAccount: boolean } | undefined {
  if (error instanceof InvalidCredentialsError) return { knownAccount: error.knownAccount };
  if (!(error instanceof AppError)) return undefined;
  if (error.statusCode === 400 && error.messages.includes(AUTH_MESSAGES.INVALID_CREDENTIALS)) {
    return { knownAccount: true };
  }
  if (error.statusCode === 403 && error.messages.includes(AUTH_MESSAGES.USER_NOT_INVITED)) {
    return { knownAccount: false };
  }
  return undefined;
}

/**
 * `POST /api/auth`: runs `attempt` (the credential check) under LOGIN_FAILURE_LIMITS, so that
 * guessing stays slow and nobody can keep another from a correct login (one address
 * shared by a school, a guesser on the teacher's network).
 *
 * Each attempt takes its place in the (account, address), account and address counters before the
 * check, atomically, so a burst of parallel guesses is counted as it comes. An attempt over any
 * limit waits (LOGIN_SLOWDOWN, longer the further over) and is then checked: a correct password
 * gets in, a wrong one is refused (429 with Retry-After). A failed login keeps its places, except
 * the address's when the account does not exist; anything else gives them back. A successful
 * login gives its places back, and clears the pair's count unless the pair was over its limit
 * (then someone else is guessing from the same network, and keeps his count).
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
  const perAccount = {
    limiter: rateLimits.limiter('login-failures:account', LOGIN_FAILURE_LIMITS.perAccount),
    key: id,
  };
  const perAddress = {
    limiter: rateLimits.limiter('login-failures:address', LOGIN_FAILURE_LIMITS.perAddress),
    key: request.ip,
  };
  const counters = [pair, perAccount, perAddress];
  const giveBack = (which: typeof counters) =>
    Promise.all(which.map((c) => c.limiter.reward(c.key)));

  const takes = await Promise.allSettled(counters.map((c) => c.limiter.consume(c.key)));
  const over: { counter: (typeof counters)[number]; res: RateLimiterRes }[] = [];
  for (const [i, take] of takes.entries()) {
    if (take.status === 'fulfilled') continue;
    if (!(take.reason instanceof RateLimiterRes)) {
      // A store error no insurance caught: nothing is counted, the request fails.
      await giveBack(counters);
      throw take.reason;
    }
    over.push({ counter: counters[i]!, res: take.reason });
  }
  if (over.length > 0) {
    const delays = over.map(({ counter, res }) =>
      slowdownMs(res.consumedPoints - counter.limiter.points, counter.limiter.points),
    );
    await loginSlowdown.wait(Math.max(...delays));
  }

  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const failure = failedLogin(error);
    if (!failure) {
      await giveBack(counters);
      throw error;
    }
    // Mistyped or made-up accounts do not count against a school's shared address.
    if (!failure.knownAccount) await giveBack([perAddress]);
    if (over.length > 0) {
      throw refusalFrom(
        over.map((o) => o.res),
        AUTH_MESSAGES.TOO_MANY_ATTEMPTS,
      );
    }
    throw error;
  }
  if (over.some((o) => o.counter === pair)) await giveBack([pair]);
  else await pair.limiter.delete(pair.key);
  await giveBack([perAccount, perAddress]);
  return result;
}
