import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

/**
 * A second process writing the same SQLite file (the CLI beside a running server) between a
 * server transaction's first read and its first write: a deferred transaction fails at the write
 * with SQLITE_BUSY_SNAPSHOT (a 500 seen in the journeys); an immediate one has the lock first.
 */
describe('SQLite transactions beside another writer', () => {
  let dir: string;
  let handle: DatabaseHandle | undefined;
  let other: SqliteDatabase.Database | undefined;

  afterEach(async () => {
    other?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits a read-then-write transaction while another connection writes', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-tx-'));
    const filename = path.join(dir, 'data.db');
    handle = openDatabase({ kind: 'sqlite', filename });
    await sql`create table counters (id integer primary key, n integer)`.execute(handle.db);
    await sql`insert into counters values (1, 0)`.execute(handle.db);
    other = new SqliteDatabase(filename);
    other.pragma('busy_timeout = 5000');
    const writer = other;

    await handle.db.transaction().execute(async (trx) => {
      await sql`select n from counters where id = 1`.execute(trx);
      // The other process tries to write now: with the lock taken at 'begin' it waits (and
      // gives up after a short timeout here); without it, it commits and ours fails below.
      writer.pragma('busy_timeout = 50');
      try {
        writer.prepare('update counters set n = n + 10 where id = 1').run();
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
      }
      await sql`update counters set n = n + 1 where id = 1`.execute(trx);
    });

    const row = other.prepare('select n from counters where id = 1').get() as { n: number };
    expect(row.n).toBe(1);
  });
});
