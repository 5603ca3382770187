import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../http/errors';

/**
 * Where every rate-limit counter lives (rate-limiter-flexible). Without REDIS_URL: in this
 * process. With it: in Redis, so several servers share the counts (DESIGN.md §2), each Redis
 * limiter insured by an in-process one that answers while Redis does not, so an unreachable Redis
 * costs the sharing of the counts, never a request (docs/decisions/2026-11-21-accounts.md "Rate
 * limits").
 */

/** The most `max` events per `windowMs`, before RATE_LIMIT_SCALE. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** `/api/health`'s `redis`: not configured, answering, or unreachable (limits count in-process). */
export type RedisState = 'off' | 'ok' | 'down';

export type Limiter = RateLimiterAbstract;

/** RATE_LIMIT_SCALE applied to a maximum: the one place it is applied, never below 1. */
export function scaledMax(max: number, scale: number): number {
  return Math.max(1, Math.round(max * scale));
}

/** Whole seconds for `Retry-After`, at least 1. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * The 429 for a limiter's refusal (a RateLimiterRes), carrying when to retry; any other rejection
 * (a store error no insurance caught) is returned as it is.
 */
export function refusalFrom(rejections: unknown[], message?: string): unknown {
  const error = rejections.find((r) => !(r instanceof RateLimiterRes));
  if (error !== undefined) return error;
  const waitMs = Math.max(...rejections.map((r) => (r as RateLimiterRes).msBeforeNext));
  return new TooManyRequestsError(retryAfterSeconds(waitMs), message);
}

/** Takes one point from `key`; a 429 with `Retry-After` once the window's points are spent. */
export async function consumeOrRefuse(
  limiter: Limiter,
  key: string,
  message?: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    throw refusalFrom([rejection], message);
  }
}

/** The in-process insurance of a Redis limiter; it tells the store each time it has to answer. */
class FallbackLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    this.onUse();
    return super.penalty(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.onUse();
    return super.reward(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.onUse();
    return super.get(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
}

export interface RateLimitStoreOptions {
  redisUrl: string | undefined;
  /** RATE_LIMIT_SCALE. */
  scale: number;
  log: FastifyBaseLogger;
  /** Prefix of every Redis key; tests give each run its own so parallel suites never share counts. */
  keyPrefix?: string;
}

export class RateLimitStore {
  private readonly limiters = new Map<string, Limiter>();
  private readonly keyPrefix: string;
  /** Set once the fallback has been announced; cleared when Redis is ready again. */
  private fallbackAnnounced = false;

  private constructor(
    private readonly options: RateLimitStoreOptions,
    private readonly redis: Redis | undefined,
  ) {
    this.keyPrefix = options.keyPrefix ?? 'thoughtful:rl';
    redis?.on('error', (error: Error) => this.announceFallback(error));
    redis?.on('ready', () => {
      if (this.fallbackAnnounced) {
        this.options.log.info('Redis answers again: rate limits are shared again');
      }
      this.fallbackAnnounced = false;
    });
  }

  /**
   * Opens the store; with a Redis URL it waits for the first connection attempt (at most the
   * connect timeout) so the first requests already count in Redis. An unreachable Redis is not
   * an error: the client keeps reconnecting in the background.
   */
  static async open(options: RateLimitStoreOptions): Promise<RateLimitStore> {
    if (!options.redisUrl) return new RateLimitStore(options, undefined);
    const { Redis } = await import('ioredis');
    const redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      // A command while disconnected fails at once (the in-process insurance answers) instead of
      // waiting in a queue: requests never hang on Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 500,
      // Keeps trying in the background, at most every 5 s.
      retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
    });
    const store = new RateLimitStore(options, redis);
    await redis.connect().catch(() => undefined);
    return store;
  }

  get redisState(): RedisState {
    if (!this.redis) return 'off';
    return this.redis.status === 'ready' ? 'ok' : 'down';
  }

  /**
   * The limiter named `name` (one per action and dimension), `limit.max` scaled by
   * RATE_LIMIT_SCALE. The same name always gives the same limiter.
   */
  limiter(name: string, limit: Limit): Limiter {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.keyPrefix}:${name}`,
        points: scaledMax(limit.max, this.options.scale),
        duration: Math.ceil(limit.windowMs / 1000),
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            // Not connected: straight to the insurance, no round trip attempted.
            rejectIfRedisNotReady: true,
            insuranceLimiter: new FallbackLimiter(options, () => this.announceFallback()),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** One warning per outage, however many requests the fallback answers meanwhile. */
  private announceFallback(error?: Error) {
    if (this.fallbackAnnounced) return;
    this.fallbackAnnounced = true;
    this.options.log.warn(
      { err: error },
      'Redis does not answer: rate limits count in this process only until it does',
    );
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    this.redis.removeAllListeners('ready');
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis?.disconnect());
    } else {
      this.redis.disconnect();
    }
  }
}
