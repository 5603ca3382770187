import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  LIVE_COALESCE_MS,
  parseLiveEvents,
  type LiveEvent,
  type LiveEventType,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';

/**
 * Live updates across servers (DESIGN.md §9, docs/decisions/2026-11-23-live-updates.md). A write
 * names what it changed (`publish`); the names gathered over LIVE_COALESCE_MS leave as one message,
 * each item once, however many writes touched it (30 interpretations of one inTell in a second make
 * four messages of one event, not 30); every server's open streams receive every message.
 *
 * The messages travel through a bus: Redis pub/sub when REDIS_URL is set, PostgreSQL
 * LISTEN/NOTIFY otherwise, this process alone with SQLite. A server receives its own messages back
 * from Redis and PostgreSQL like anyone else's, so it delivers only what the bus hands it.
 */
export interface EventBus {
  send(events: readonly LiveEvent[]): Promise<void>;
  /** Called with each message's events, this server's own included. */
  onMessage(listener: (events: LiveEvent[]) => void): void;
  close(): Promise<void>;
}

type Listener = (events: readonly LiveEvent[]) => void;

export class LiveEvents {
  private pending = new Map<string, LiveEvent>();
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly coalesceMs = LIVE_COALESCE_MS,
  ) {
    bus.onMessage((events) => {
      for (const listener of this.listeners) listener(events);
    });
  }

  /** Names a change; it leaves with the others of the next LIVE_COALESCE_MS. */
  publish(type: LiveEventType, ...ids: readonly (string | null | undefined)[]): void {
    for (const id of ids) {
      if (!id) continue;
      this.pending.set(`${type}:${id}`, { type, id });
    }
    if (this.pending.size > 0 && this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.coalesceMs);
      this.timer.unref();
    }
  }

  /** Sends what is gathered now (also at close). */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const events = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.bus.send(events);
    } catch (error) {
      // A lost message costs a live refresh, never a request: screens still refetch on focus.
      this.log.warn({ err: error }, 'live events could not be sent');
    }
  }

  /** Receives every message from now on; returns the way to stop. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    await this.flush();
    this.listeners.clear();
    await this.bus.close();
  }
}

/** This process alone (SQLite, or a test). */
export function inProcessBus(): EventBus {
  let listener: ((events: LiveEvent[]) => void) | null = null;
  return {
    send: async (events) => {
      listener?.([...events]);
    },
    onMessage: (next) => {
      listener = next;
    },
    close: async () => {
      listener = null;
    },
  };
}

/** PostgreSQL's NOTIFY payloads must stay under 8,000 bytes: larger batches go in parts. */
const NOTIFY_MAX_BYTES = 7_000;

function inParts(events: readonly LiveEvent[], maxBytes: number): string[] {
  const parts: string[] = [];
  let current: LiveEvent[] = [];
  let size = 2;
  for (const event of events) {
    const bytes = Buffer.byteLength(JSON.stringify(event)) + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      parts.push(JSON.stringify(current));
      current = [];
      size = 2;
    }
    current.push(event);
    size += bytes;
  }
  if (current.length > 0) parts.push(JSON.stringify(current));
  return parts;
}

/**
 * PostgreSQL LISTEN/NOTIFY on `channel`: one connection of its own listens (reconnecting with
 * back-off when it drops), and messages go out through the pool with `pg_notify`.
 */
export function postgresBus(
  connectionString: string,
  channel: string,
  send: (payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): EventBus {
  let listener: ((events: LiveEvent[]) => void) | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  const listen = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) {
        listener?.(parseLiveEvents(message.payload));
      }
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (closed) return;
      client = null;
      const wait = Math.min(30_000, 250 * 2 ** attempt++);
      setTimeout(() => void listen(), wait).unref();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      client = next;
      attempt = 0;
    } catch (error) {
      log.warn({ err: error }, 'live events: could not listen on PostgreSQL; trying again');
      await next.end().catch(() => undefined);
    }
  };
  const ready = listen();
  return {
    send: async (events) => {
      for (const payload of inParts(events, NOTIFY_MAX_BYTES)) await send(payload);
    },
    onMessage: (next) => {
      listener = next;
    },
    close: async () => {
      closed = true;
      await ready;
      await client?.end().catch(() => undefined);
      listener = null;
    },
  };
}

/** Redis pub/sub on `channel`: a subscriber connection of its own, and one to publish on. */
export async function redisBus(
  redisUrl: string,
  channel: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const { Redis: RedisClient } = await import('ioredis');
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 250, 5_000),
  };
  const publisher: Redis = new RedisClient(redisUrl, { ...options, enableOfflineQueue: false });
  const subscriber: Redis = new RedisClient(redisUrl, options);
  let listener: ((events: LiveEvent[]) => void) | null = null;
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) listener?.(parseLiveEvents(message));
  });
  subscriber.on('error', () => undefined);
  publisher.on('error', () => undefined);
  await Promise.all([
    publisher.connect().catch(() => undefined),
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'live events: Redis did not answer; trying again');
      }),
  ]);
  return {
    send: async (events) => {
      await publisher.publish(channel, JSON.stringify(events));
    },
    onMessage: (next) => {
      listener = next;
    },
    close: async () => {
      listener = null;
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** The channel (Redis, PostgreSQL NOTIFY) the servers and commands share, unless told another. */
export const EVENT_CHANNEL = 'thoughtful_events';

/**
 * The bus the configuration names: Redis when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on a
 * PostgreSQL database, this process alone on SQLite. The servers and the operator commands use
 * the same, so a command's changes reach the servers' streams.
 */
export async function eventBusFor(
  config: { redisUrl?: string | null },
  database: { dialect: string; connectionString?: string; db: Kysely<Database> },
  channel: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (config.redisUrl) return redisBus(config.redisUrl, channel, log);
  if (database.dialect === 'postgres' && database.connectionString) {
    return postgresBus(
      database.connectionString,
      channel,
      async (payload) => {
        await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
      },
      log,
    );
  }
  return inProcessBus();
}
