import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for the auth endpoints (per IP and per account). In one process they live
 * in memory; with REDIS_URL they live in Redis so several servers share them (DESIGN.md §2).
 */
export interface RateLimiter {
  /** Counts one attempt under `key`; true while the count stays within `max` for the window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired windows are dropped once a minute so the map cannot grow without bound.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return Promise.resolve(1 <= max);
    }
    window.count += 1;
    return Promise.resolve(window.count <= max);
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
    return Promise.resolve();
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const redisKey = `thoughtful:rl:${key}`;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    return count <= max;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export async function createRateLimiter(redisUrl: string | undefined): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const { Redis } = await import('ioredis');
  return new RedisRateLimiter(new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }));
}
