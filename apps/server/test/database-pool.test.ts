import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { compiledOnce } from '../src/db/compiled-once';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/schema';
import { TEST_DIALECTS } from './helpers/test-app';

/**
 * DATABASE_POOL_SIZE (DESIGN.md §9): how many PostgreSQL connections one server opens at most,
 * so that servers × pool stays under the database's max_connections.
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('the PostgreSQL pool', () => {
  /** The distinct connections that served `queries` queries sent all at once. */
  async function connectionsUsed(poolSize: string | undefined, queries: number) {
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      ...(poolSize === undefined ? {} : { DATABASE_POOL_SIZE: poolSize }),
    });
    const database = openDatabase(config.database);
    try {
      const pids = await Promise.all(
        Array.from({ length: queries }, async () => {
          // Each query holds its connection a while, so the pool opens all it may.
          const { rows } = await sql<{ pid: number }>`
            select pg_backend_pid() as pid, pg_sleep(0.2)::text as slept`.execute(database.db);
          return rows[0]!.pid;
        }),
      );
      return new Set(pids).size;
    } finally {
      await database.close();
    }
  }

  it('opens at most DATABASE_POOL_SIZE connections', async () => {
    expect(await connectionsUsed('2', 6)).toBe(2);
    expect(await connectionsUsed('3', 6)).toBe(3);
  });

  it('opens up to 10 without it', async () => {
    expect(await connectionsUsed(undefined, 12)).toBe(10);
  });

  /** A server's own pool of one connection, so `pg_prepared_statements` shows all it prepared. */
  function onePool() {
    return openDatabase(
      loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '1' })
        .database,
    );
  }
  const prepared = async (db: Db) =>
    (
      await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(db)
    ).rows;

  it('prepares the queries compiled once, and no others', async () => {
    const database = onePool();
    const echo = compiledOnce((db, word: string) =>
      db.selectNoFrom(sql<string>`${word}::text || '!'`.as('said')),
    );
    try {
      expect(await echo(database.db, 'one')).toEqual([{ said: 'one!' }]);
      expect(await echo(database.db, 'two')).toEqual([{ said: 'two!' }]);
      await sql`select ${'other'}::text as plain`.execute(database.db);
      const rows = await prepared(database.db);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^compiled_once_\d+$/);
      expect(rows[0]!.statement).toContain("|| '!'");
    } finally {
      await database.close();
    }
  });

  it('keeps answering when a migration adds a column while the server runs', async () => {
    const database = onePool();
    const table = `prepared_probe_${Date.now()}`;
    // Tables outside the app's schema type, as a later migration's would be.
    const any = database.db as unknown as Kysely<Record<string, { id: string; word: string }>>;
    const named = compiledOnce((db: Db, id: string) =>
      (db as unknown as typeof any).selectFrom(table).select(['id', 'word']).where('id', '=', id),
    );
    const starred = compiledOnce((db: Db, id: string) =>
      (db as unknown as typeof any).selectFrom(table).selectAll().where('id', '=', id),
    );
    try {
      await sql`create table ${sql.table(table)} (id text primary key, word text)`.execute(any);
      await sql`insert into ${sql.table(table)} values ('a', 'apple')`.execute(any);
      expect(await named(database.db, 'a')).toEqual([{ id: 'a', word: 'apple' }]);
      expect(await starred(database.db, 'a')).toEqual([{ id: 'a', word: 'apple' }]);
      // Only the query that names its columns was prepared: `*` would be fixed at preparing.
      expect((await prepared(database.db)).map((row) => row.statement)).toEqual([
        expect.stringContaining('"word"'),
      ]);

      await sql`alter table ${sql.table(table)} add column ripe integer`.execute(any);
      expect(await named(database.db, 'a')).toEqual([{ id: 'a', word: 'apple' }]);
      expect(await starred(database.db, 'a')).toEqual([{ id: 'a', word: 'apple', ripe: null }]);
    } finally {
      await sql`drop table if exists ${sql.table(table)}`.execute(any);
      await database.close();
    }
  });
});
