import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, type DatabaseConfig } from '../config';
import { preparedNameOf } from './compiled-once';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: where it is, for a connection of its own (live events' LISTEN). */
  connectionString?: string;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: run in this schema (tests give each suite its own). */
  pgSchema?: string;
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
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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
  pool.on('connect', prepareCompiledOnce);
  // An idle client that loses its connection emits 'error'; without a listener it would crash
  // the process. The next query gets a fresh connection.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    connectionString: config.connectionString,
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
