import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../http/errors';
import { RateLimitStore } from './rate-limit-store';
import { countUploadedBytes, enforceUploadBudget, USER_RATE_LIMITS } from './user-limits';

/**
 * The hour's upload byte budget, at its edge: what a member may still store, and when to retry.
 * (test/rate-limits.test.ts proves the budget through the upload route.)
 */

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const BUDGET = USER_RATE_LIMITS.uploadBytes.perUser;
const HOUR_SECONDS = USER_RATE_LIMITS.uploadBytes.windowMs / 1000;

async function memberRequest(id: string): Promise<FastifyRequest> {
  const rateLimits = await RateLimitStore.open({ redisUrl: undefined, scale: 1, log: silent });
  return { server: { rateLimits }, user: { id } } as unknown as FastifyRequest;
}

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the upload byte budget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 100 MB per member and hour', () => {
    expect(BUDGET).toBe(100_000_000);
    expect(HOUR_SECONDS).toBe(3600);
  });

  it('lets an upload fill the budget exactly, and refuses one byte more', async () => {
    const request = await memberRequest('filler');
    await countUploadedBytes(request, BUDGET - 5_000);
    await expect(enforceUploadBudget(request, 5_000)).resolves.toBeUndefined();
    const refused = await refusal(enforceUploadBudget(request, 5_001));
    expect(refused).toBeInstanceOf(TooManyRequestsError);
  });

  it('refuses with the time left until the hour that counted the bytes is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const request = await memberRequest('waiter');
    await countUploadedBytes(request, BUDGET - 1_000);
    vi.setSystemTime(start + 20 * 60_000);
    const refused = await refusal(enforceUploadBudget(request, 10_000));
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(40 * 60);
  });

  it('counts each member on their own', async () => {
    const request = await memberRequest('busy');
    await countUploadedBytes(request, BUDGET);
    await expect(refusal(enforceUploadBudget(request, 1))).resolves.toBeInstanceOf(
      TooManyRequestsError,
    );
    (request as unknown as { user: { id: string } }).user = { id: 'calm' };
    await expect(enforceUploadBudget(request, 10_000_000)).resolves.toBeUndefined();
  });
});
