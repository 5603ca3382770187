import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, type DatabaseConfig } from '../config';
import { DatabaseUnavailableError } from '../http/errors';
import { preparedNameOf } from './compiled-once';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: where it is, for a connection of its own (live events' LISTEN). */
  connectionString?: string;
  /** PostgreSQL: the pool's connections now, for the metrics (SQLite has one, and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: run in this schema (tests give each suite its own). */
  pgSchema?: string;
}

/**
 * SQLite transactions begin IMMEDIATE: they take the write lock at the start, waiting under the
 * busy timeout. A deferred one reads from a snapshot and, when another process (the CLI, a second
 * server on the same file) commits before its first write, fails at that write with
 * SQLITE_BUSY_SNAPSHOT, which no timeout retries: a 500. The server has one connection, whose
 * transactions Kysely already runs one at a time, so taking the lock early costs it nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

export function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (config.kind === 'sqlite') {
    if (config.filename !== ':memory:') {
      fs.mkdirSync(path.dirname(config.filename), { recursive: true });
    }
    const sqlite = new SqliteDatabase(config.filename);
    // WAL lets readers go on while one writer writes; the busy timeout makes a second writer wait
    // instead of failing at once; SQLite leaves foreign keys off unless asked.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }

  const pool = new pg.Pool({
    connectionString: config.connectionString,
    // DATABASE_POOL_SIZE: every server opens up to this many, so servers × pool must stay under
    // PostgreSQL's max_connections (100 by default).
    max: config.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema},public` } : {}),
  });
  pool.on('connect', (client) => {
    // A connection that drops (PostgreSQL restarting, failing over, an administrator ending it)
    // makes its client emit 'error', and an 'error' nobody listens to ends the process. The pool
    // listens only while the client is idle; this listens while a request holds it too. The
    // query it was running fails on its own, and the pool drops the client when it comes back.
    client.on('error', () => undefined);
    prepareCompiledOnce(client);
    failConnectionLossAsUnavailable(client);
  });
  // The pool re-emits an idle client's 'error': the next query gets a fresh connection.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: () =>
          pool.connect().then(discardOnReleaseIfLost, (error: unknown) => {
            throw asUnavailableIfConnectionLost(error);
          }),
        end: () => pool.end(),
      },
    }),
  });
  return {
    db,
    dialect: 'postgres',
    connectionString: config.connectionString,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => db.destroy(),
  };
}

/** How many prepared statements a SQLite connection keeps (the app has a few hundred queries). */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * better-sqlite3 behind Kysely with each SQL text prepared once (docs/benchmarks.md: preparing
 * took 9% of a read's time). Kysely prepares a statement for every query it runs; the same
 * query text comes back on every request, so its statement is kept, the least recently used
 * dropped past `size`. A statement is only ever used by one query at a time: better-sqlite3 runs
 * each to completion synchronously (the app streams no query, which would hold its statement).
 * SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): { close: () => void; prepare: (text: string) => SqliteDatabase.Statement } {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept !== undefined) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs the texts `compiledOnce` made as named prepared statements on this connection (pg prepares
 * a name on its first use per connection and afterwards only binds and runs it); every other
 * query goes as Kysely sent it. The hottest reads (the member's row on every request, the content
 * counters, an inTell's fresh parts) are then not parsed and planned again for every call, which
 * was PostgreSQL's share of a read when both shared two cores (docs/benchmarks.md, fifth round).
 */
export function prepareCompiledOnce(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' ? preparedNameOf(text) : undefined;
    if (name === undefined) return query(text, values, callback);
    // `query(text, callback)`: the callback came second.
    if (typeof values === 'function') return query({ name, text }, values);
    const config = { name, text, values: values as unknown[] | undefined };
    return callback === undefined ? query(config) : query(config, callback);
  }) as typeof client.query;
}

/**
 * SQLSTATEs that mean the connection, not the query, failed: class 08 (connection exception),
 * the server shutting down (57P01 by an administrator or a fast shutdown, 57P02 after a crash),
 * starting up or recovering (57P03), and too many connections already (53300).
 */
const CONNECTION_LOSS_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket's errors when PostgreSQL is down, restarting or out of reach. */
const CONNECTION_LOSS_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's and pg-pool's own errors for a connection that ended or never came (they carry no code). */
const CONNECTION_LOSS_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether a PostgreSQL driver error means the database could not be reached (so the request may
 * succeed when tried again), not that the query was wrong. Looks into `cause` (pg-pool wraps a
 * connect timeout) and into an AggregateError's `errors` (Node tries each address of a host).
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (CONNECTION_LOSS_STATES.has(code) || CONNECTION_LOSS_SOCKET_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && CONNECTION_LOSS_MESSAGES.some((m) => message.startsWith(m))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((each) => isConnectionLoss(each, depth + 1))) {
    return true;
  }
  return isConnectionLoss(cause, depth + 1);
}

/**
 * Clients whose connection was seen lost by a query. PostgreSQL ends a backend by sending its
 * query an error (57P01) before the socket closes, so pg still thinks the client usable when
 * Kysely hands it back, and the pool would lend the dead connection to the next query.
 */
const clientsWithLostConnection = new WeakSet<pg.PoolClient>();

/** The pool drops a client released with an error: one whose connection was lost is released so. */
export function discardOnReleaseIfLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) =>
    release(
      error ??
        (clientsWithLostConnection.has(client) ? new Error('The connection was lost') : undefined),
    );
  return client;
}

function asUnavailableIfConnectionLost(error: unknown): unknown {
  return isConnectionLoss(error) ? new DatabaseUnavailableError(error) : error;
}

/**
 * Makes this connection's failed queries whose connection was lost fail with a
 * DatabaseUnavailableError (the error handler answers 503 and Retry-After), every other failure
 * as it was. Only the promise form is wrapped: it is the one Kysely uses.
 */
export function failConnectionLossAsUnavailable(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise
      ? result.catch((error: unknown) => {
          if (isConnectionLoss(error)) clientsWithLostConnection.add(client);
          throw asUnavailableIfConnectionLost(error);
        })
      : result;
  }) as typeof client.query;
}
