import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, BadRequestError, ForbiddenError, TooManyRequestsError } from '../http/errors';
import {
  AUTH_LIMITS,
  enforceAuthLimit,
  LOGIN_FAILURE_LIMITS,
  withLoginLimits,
} from './auth-limits';
import { RateLimitStore } from './rate-limit-store';

/**
 * Which outcomes of a login count against LOGIN_FAILURE_LIMITS: wrong credentials (and, in
 * anonymous mode, an ID not invited) do; a server error, a ban, an unconfirmed account or any
 * other refusal do not, so nobody is locked out by what is not a guess.
 * (test/rate-limits.test.ts proves the numbers through the routes.)
 */

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

async function requestFrom(ip: string): Promise<FastifyRequest> {
  const rateLimits = await RateLimitStore.open({ redisUrl: undefined, scale: 1, log: silent });
  return { server: { rateLimits }, ip } as unknown as FastifyRequest;
}

/** Runs `times` logins that end in `error`, and answers the next login's outcome. */
async function afterFailures(error: () => Error, times: number): Promise<unknown> {
  const request = await requestFrom('203.0.113.77');
  for (let i = 0; i < times; i++) {
    const outcome = await withLoginLimits(request, 'Someone@Example.org', () =>
      Promise.reject(error()),
    ).catch((e: unknown) => e);
    expect(outcome, `attempt ${i + 1}`).not.toBeInstanceOf(TooManyRequestsError);
  }
  return withLoginLimits(request, 'someone@example.org', () => Promise.resolve('token')).catch(
    (e: unknown) => e,
  );
}

const PAIR_MAX = LOGIN_FAILURE_LIMITS.perPair.max;

describe('withLoginLimits: what counts as a failed login', () => {
  it('counts wrong credentials: past the pair limit even the right password waits', async () => {
    const next = await afterFailures(
      () => new BadRequestError(AUTH_MESSAGES.INVALID_CREDENTIALS),
      PAIR_MAX,
    );
    expect(next).toBeInstanceOf(TooManyRequestsError);
  });

  it('counts an ID that is not invited (anonymous mode)', async () => {
    const next = await afterFailures(
      () => new ForbiddenError(AUTH_MESSAGES.USER_NOT_INVITED),
      PAIR_MAX,
    );
    expect(next).toBeInstanceOf(TooManyRequestsError);
  });

  it.each([
    ['a server error', () => new Error('database unreachable')],
    ['another 400', () => new BadRequestError('Something else was wrong')],
    ['a ban', () => new ForbiddenError(AUTH_MESSAGES.BANNED)],
    ['an unconfirmed account', () => new ForbiddenError(AUTH_MESSAGES.UNCONFIRMED_LOGIN)],
    ['a 500', () => new AppError(500, 'Internal error')],
  ])('does not count %s', async (_name, error) => {
    expect(await afterFailures(error, PAIR_MAX * 2)).toBe('token');
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
