import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

describe('SQLite statements prepared once (withStatementCache)', () => {
  const opened: SqliteDatabase.Database[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });
  const open = () => {
    const db = new SqliteDatabase(':memory:');
    opened.push(db);
    return db;
  };

  it('gives back the same statement for the same text, a new one for another', () => {
    const cached = withStatementCache(open());
    const first = cached.prepare('select 1 as n');
    expect(cached.prepare('select 1 as n')).toBe(first);
    expect(cached.prepare('select 2 as n')).not.toBe(first);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now the most recent
    cached.prepare('select 3'); // drops 'select 2'
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('answers correctly through Kysely, again and again, across a schema change', async () => {
    const sqlite = open();
    const db = new Kysely<{ t: { id: number; name?: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table t (id integer primary key)`.execute(db);
    for (let id = 1; id <= 3; id++) await db.insertInto('t').values({ id }).execute();
    const read = () => db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(await read()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await read()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    await sql`alter table t add column name text not null default 'x'`.execute(db);
    expect(await read()).toEqual([
      { id: 1, name: 'x' },
      { id: 2, name: 'x' },
      { id: 3, name: 'x' },
    ]);
    // A failed statement leaves the kept one usable.
    await expect(db.insertInto('t').values({ id: 1 }).execute()).rejects.toThrow(/UNIQUE/);
    await db.insertInto('t').values({ id: 4 }).execute();
    expect(await read()).toHaveLength(4);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
