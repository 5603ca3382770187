import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, BadRequestError, ForbiddenError, TooManyRequestsError } from '../http/errors';
import {
  AUTH_LIMITS,
  enforceAuthLimit,
  InvalidCredentialsError,
  LOGIN_FAILURE_LIMITS,
  LOGIN_SLOWDOWN,
  loginSlowdown,
  slowdownMs,
  withLoginLimits,
} from './auth-limits';
import { RateLimitStore } from './rate-limit-store';

/**
 * Which outcomes of a login count against LOGIN_FAILURE_LIMITS: wrong credentials (and, in
 * anonymous mode, an ID not invited) do; a server error, a ban, an unconfirmed account or any
 * other refusal do not, so nobody is slowed by what is not a guess. Past a limit an attempt waits,
 * a wrong one is refused and a right one gets in.
 * (test/rate-limits.test.ts and test/login-limits-shared-address.test.ts prove it through the routes.)
 */

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

// The waits are recorded, not slept.
const wait = vi.spyOn(loginSlowdown, 'wait').mockResolvedValue(undefined);
afterEach(() => {
  wait.mockClear();
});

async function requestFrom(ip: string): Promise<FastifyRequest> {
  const rateLimits = await RateLimitStore.open({ redisUrl: undefined, scale: 1, log: silent });
  return { server: { rateLimits }, ip } as unknown as FastifyRequest;
}

const outcome = <T>(promise: Promise<T>) => promise.catch((e: unknown) => e);

/** Runs `times` logins at `account` from `request` that end in `error`; none is refused. */
async function fail(
  request: FastifyRequest,
  error: () => Error,
  times: number,
  account = 'Someone@Example.org',
) {
  for (let i = 0; i < times; i++) {
    const result = await outcome(withLoginLimits(request, account, () => Promise.reject(error())));
    expect(result, `attempt ${i + 1}`).not.toBeInstanceOf(TooManyRequestsError);
  }
}

const PAIR_MAX = LOGIN_FAILURE_LIMITS.perPair.max;
const ADDRESS_MAX = LOGIN_FAILURE_LIMITS.perAddress.max;

describe('withLoginLimits: what counts as a failed login', () => {
  it.each([
    ['wrong credentials', () => new BadRequestError(AUTH_MESSAGES.INVALID_CREDENTIALS)],
    ['wrong credentials of a known account', () => new InvalidCredentialsError(true)],
    ['an unknown account', () => new InvalidCredentialsError(false)],
    [
      'an ID that is not invited (anonymous mode)',
      () => new ForbiddenError(AUTH_MESSAGES.USER_NOT_INVITED),
    ],
  ])(
    'counts %s: past the pair limit a guess waits and is refused, the right password waits and gets in',
    async (_name, error) => {
      const request = await requestFrom('203.0.113.77');
      await fail(request, error, PAIR_MAX);
      expect(wait).not.toHaveBeenCalled();

      const guess = await outcome(
        withLoginLimits(request, 'someone@example.org', () => Promise.reject(error())),
      );
      expect(guess).toBeInstanceOf(TooManyRequestsError);
      expect(wait).toHaveBeenCalledWith(LOGIN_SLOWDOWN.firstDelayMs);

      wait.mockClear();
      const right = await withLoginLimits(request, 'someone@example.org', () =>
        Promise.resolve('token'),
      );
      expect(right).toBe('token');
      expect(wait).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['a server error', () => new Error('database unreachable')],
    ['another 400', () => new BadRequestError('Something else was wrong')],
    ['a ban', () => new ForbiddenError(AUTH_MESSAGES.BANNED)],
    ['an unconfirmed account', () => new ForbiddenError(AUTH_MESSAGES.UNCONFIRMED_LOGIN)],
    ['a 500', () => new AppError(500, 'Internal error')],
  ])('does not count %s', async (_name, error) => {
    const request = await requestFrom('203.0.113.78');
    await fail(request, error, PAIR_MAX * 2);
    const guess = await outcome(
      withLoginLimits(request, 'someone@example.org', () =>
        Promise.reject(new InvalidCredentialsError(true)),
      ),
    );
    expect(guess).toBeInstanceOf(BadRequestError);
    expect(guess).not.toBeInstanceOf(TooManyRequestsError);
    expect(wait).not.toHaveBeenCalled();
  });

  it('counts per address only the failures at accounts that exist', async () => {
    const request = await requestFrom('203.0.113.79');
    for (let i = 0; i < ADDRESS_MAX * 2; i++) {
      await fail(request, () => new InvalidCredentialsError(false), 1, `nobody-${i}`);
    }
    await fail(request, () => new InvalidCredentialsError(true), 1, 'member');
    expect(wait).not.toHaveBeenCalled();

    for (let i = 0; i < ADDRESS_MAX - 1; i++) {
      await fail(request, () => new InvalidCredentialsError(true), 1, `member-${i}`);
    }
    const guess = await outcome(
      withLoginLimits(request, 'yet-another', () =>
        Promise.reject(new InvalidCredentialsError(true)),
      ),
    );
    expect(guess).toBeInstanceOf(TooManyRequestsError);
    // Everyone at the address still gets in with the right password.
    expect(await withLoginLimits(request, 'pupil', () => Promise.resolve('token'))).toBe('token');
  });

  it('clears the pair on a success below its limit, and keeps a guesser’s count above it', async () => {
    const request = await requestFrom('203.0.113.80');
    await fail(request, () => new InvalidCredentialsError(true), PAIR_MAX - 1);
    await withLoginLimits(request, 'someone@example.org', () => Promise.resolve('token'));
    await fail(request, () => new InvalidCredentialsError(true), PAIR_MAX);
    expect(wait).not.toHaveBeenCalled();

    // Now at the limit: the owner's login is over it, and leaves the guesser's count alone.
    await withLoginLimits(request, 'someone@example.org', () => Promise.resolve('token'));
    const guess = await outcome(
      withLoginLimits(request, 'someone@example.org', () =>
        Promise.reject(new InvalidCredentialsError(true)),
      ),
    );
    expect(guess).toBeInstanceOf(TooManyRequestsError);
  });
});

describe('slowdownMs', () => {
  it('waits longer the further past the limit, up to the cap', () => {
    const { firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
    expect(slowdownMs(1, 10)).toBe(firstDelayMs);
    expect(slowdownMs(10, 10)).toBe(firstDelayMs);
    expect(slowdownMs(11, 10)).toBe(2 * firstDelayMs);
    expect(slowdownMs(21, 10)).toBe(4 * firstDelayMs);
    expect(slowdownMs(1_000_000, 10)).toBe(maxDelayMs);
  });
});

describe('enforceAuthLimit', () => {
  it('counts per address alone when the request names no account', async () => {
    const request = await requestFrom('198.51.100.77');
    for (let i = 0; i < AUTH_LIMITS.confirm.perIp; i++) {
      await enforceAuthLimit(request, undefined, 'confirm', undefined);
    }
    await expect(enforceAuthLimit(request, undefined, 'confirm', undefined)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });
});
