import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loginSlowdown } from '../src/security/auth-limits';
import { RateLimitStore } from '../src/security/rate-limit-store';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, simpleIdea } from './helpers/content-helpers';
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  TEST_DIALECTS,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

/** A Redis server runs here and in CI (the machine's own service). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: connections are refused at once. */
const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/**
 * Whether a Redis server answers. CI starts one (.ci/run) and sets CI=true: there the suite that
 * needs it always runs and fails without it. A newcomer's machine without Redis skips only that.
 */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const RUN_REDIS_SUITE = process.env.CI === 'true' || (await redisAnswers());

/** The keys of this run in Redis. */
async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    return await redis.keys(`${prefix}:*`);
  } finally {
    redis.disconnect();
  }
}

// Logins past a limit wait before their check; here the waits are recorded, not slept.
const wait = vi.spyOn(loginSlowdown, 'wait').mockResolvedValue(undefined);

const login = (app: App, email: string, password: string, ip = '203.0.113.50') =>
  app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: { email, password } });

describe.each(TEST_DIALECTS)('rate limits with Redis unreachable on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { REDIS_URL: UNREACHABLE_REDIS_URL } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reports the degraded state in /api/health, still 200', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: dialect, redis: 'down' });
  });

  it('logs in and creates content, with the limits counted in this process', async () => {
    await createUser(ctx, 'member@example.org', { student: false });
    const ok = await login(ctx.app, 'member@example.org', 'secret123');
    expect(ok.statusCode).toBe(200);
    const token = await loginToken(ctx, 'member@example.org');
    const idea = await api(ctx, 'POST', '/api/ideas', token, simpleIdea());
    expect(idea.statusCode).toBe(201);
    const report = await api(ctx, 'POST', '/api/report', token, { message: 'It still works' });
    expect(report.statusCode).toBe(201);

    for (let i = 0; i < 10; i++) {
      expect((await login(ctx.app, 'member@example.org', 'wrong-guess')).statusCode).toBe(400);
    }
    const refused = await login(ctx.app, 'member@example.org', 'wrong-guess');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe.skipIf(!RUN_REDIS_SUITE).each(TEST_DIALECTS)(
  'rate limits shared through Redis on %s',
  (dialect) => {
    // A prefix of this run's own: suites running in parallel never share counts.
    const keyPrefix = `thoughtful-test:${crypto.randomBytes(6).toString('hex')}`;
    let database: TestDatabase;
    const apps: App[] = [];
    const dataDirs: string[] = [];

    async function server(): Promise<App> {
      const config = testConfig({ REDIS_URL });
      dataDirs.push(config.dataDir);
      const app = await buildApp(config, {
        database,
        logger: false,
        rateLimitKeyPrefix: keyPrefix,
      });
      await app.ready();
      apps.push(app);
      return app;
    }

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      const keys = await redisKeys(keyPrefix);
      const redis = new Redis(REDIS_URL);
      try {
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    });

    it('counts login failures and member caps in Redis, shared by every server', async () => {
      const first = await server();
      const second = await server();
      for (const app of [first, second]) {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.json()).toEqual({ status: 'ok', database: dialect, redis: 'ok' });
      }
      const ctx = { app: first, database, config: first.config, close: async () => {} };
      await createUser(ctx, 'shared@example.org', { student: false });

      // Ten failures of one pair, half on each server: the next guess is refused on either
      // (after a wait), and the right password still gets in.
      wait.mockClear();
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? first : second;
        expect((await login(app, 'shared@example.org', 'wrong-guess')).statusCode).toBe(400);
      }
      for (const app of [first, second]) {
        const refused = await login(app, 'shared@example.org', 'wrong-guess');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(wait).toHaveBeenCalledTimes(2);
      expect((await login(second, 'shared@example.org', 'secret123')).statusCode).toBe(200);
      // The counts are Redis keys under this run's prefix.
      expect(await redisKeys(keyPrefix)).toContain(
        `${keyPrefix}:login-failures:pair:203.0.113.50/shared@example.org`,
      );

      // The owner from another address; ten reports, five on each server, then the cap.
      const token = await loginToken(ctx, 'shared@example.org');
      const report = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/report',
          headers: { 'x-auth-token': token },
          payload: { message: 'Shared counts' },
        });
      for (let i = 0; i < 10; i++) {
        expect((await report(i % 2 === 0 ? first : second)).statusCode).toBe(201);
      }
      expect((await report(first)).statusCode).toBe(429);
      expect((await report(second)).statusCode).toBe(429);
    });
  },
);

describe('RateLimitStore with Redis unreachable', () => {
  let store: RateLimitStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('warns once, not per request, and answers from process memory at once', async () => {
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    store = await RateLimitStore.open({ redisUrl: UNREACHABLE_REDIS_URL, scale: 1, log });
    expect(store.redisState).toBe('down');
    const limiter = store.limiter('test', { max: 20, windowMs: 60_000 });
    const started = Date.now();
    for (let i = 0; i < 20; i++) await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(vi.mocked(log.warn)).toHaveBeenCalledTimes(1);
  });
});
