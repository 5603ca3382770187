import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../http/errors';
import {
  consumeOrRefuse,
  RateLimitStore,
  refusalFrom,
  retryAfterSeconds,
  scaledMax,
} from './rate-limit-store';

/** The pieces every limit's refusal is made of: the scaled maximum and the 429's Retry-After. */

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

describe('scaledMax (RATE_LIMIT_SCALE)', () => {
  it('multiplies, rounds, and never goes below one', () => {
    expect(scaledMax(10, 1)).toBe(10);
    expect(scaledMax(10, 2.5)).toBe(25);
    expect(scaledMax(10, 0.26)).toBe(3);
    expect(scaledMax(10, 0.01)).toBe(1);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(900_000)).toBe(900);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});

describe('refusalFrom', () => {
  const refusal = (msBeforeNext: number) => new RateLimiterRes(0, msBeforeNext, 11, false);

  it('asks the caller to wait for the limit that frees up last', () => {
    const error = refusalFrom([refusal(60_000), refusal(3_600_000), refusal(900_000)], 'Slow down');
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(3600);
    expect((error as TooManyRequestsError).messages).toEqual(['Slow down']);
  });

  it('hands back a store failure as it is, never as a 429', () => {
    const failure = new Error('store down');
    expect(refusalFrom([refusal(60_000), failure])).toBe(failure);
    expect(refusalFrom([failure])).toBe(failure);
  });
});

describe('consumeOrRefuse', () => {
  it('refuses past the maximum with the time left in the window', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 3600 });
    await consumeOrRefuse(limiter, 'member');
    await consumeOrRefuse(limiter, 'member');
    const refused: unknown = await consumeOrRefuse(limiter, 'member').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    const seconds = (refused as TooManyRequestsError).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    // Another key has its own count.
    await expect(consumeOrRefuse(limiter, 'other')).resolves.toBeUndefined();
  });
});

describe('RateLimitStore without Redis', () => {
  it('applies RATE_LIMIT_SCALE to each limiter once, and keeps one limiter per name', async () => {
    const store = await RateLimitStore.open({ redisUrl: undefined, scale: 3, log: silent });
    const limiter = store.limiter('test:scaled', { max: 2, windowMs: 90_500 });
    expect(limiter.points).toBe(6);
    expect(limiter.duration).toBe(91);
    expect(store.limiter('test:scaled', { max: 50, windowMs: 1000 })).toBe(limiter);
    expect(store.redisState).toBe('off');
    await store.close();
  });
});
