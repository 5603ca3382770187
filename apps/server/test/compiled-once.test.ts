import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, compiledOnce } from '../src/db/compiled-once';
import type { Db } from '../src/db/schema';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

/** Queries compiled once and run with each call's arguments (src/db/compiled-once.ts). */
describe.each(TEST_DIALECTS)('compiledOnce on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const now = new Date().toISOString();
    for (const [id, name, student] of [
      ['u1', 'Ada', 0],
      ['u2', 'Ben', 1],
      ['u3', 'Cai', 1],
    ] as const) {
      await database.db
        .insertInto('users')
        .values({
          id,
          name,
          email: `${name.toLowerCase()}@example.org`,
          password_hash: null,
          is_student: student,
          is_admin: 0,
          confirmed: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers each call with its own arguments, keeping the query’s own constants', async () => {
    const students = compiledOnce((db: Db, name: string) =>
      db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('is_student', '=', 1)
        .where('name', '>=', name)
        .orderBy('name')
        .limit(5),
    );
    expect(await students(database.db, 'A')).toEqual([
      { id: 'u2', name: 'Ben' },
      { id: 'u3', name: 'Cai' },
    ]);
    expect(await students(database.db, 'C')).toEqual([{ id: 'u3', name: 'Cai' }]);
    expect(await students(database.db, 'Z')).toEqual([]);
    // The same answers as the query built afresh.
    const built = await database.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('is_student', '=', 1)
      .where('name', '>=', 'B')
      .orderBy('name')
      .limit(5)
      .execute();
    expect(await students(database.db, 'B')).toEqual(built);
  });

  it('works inside a transaction, which is a handle of its own', async () => {
    const byId = compiledOnce((db: Db, id: string) =>
      db.selectFrom('users').select('name').where('id', '=', id),
    );
    expect(await byId(database.db, 'u1')).toEqual([{ name: 'Ada' }]);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Ada L.' }).where('id', '=', 'u1').execute();
      expect(await byId(trx, 'u1')).toEqual([{ name: 'Ada L.' }]);
      expect(await byId(trx, 'u2')).toEqual([{ name: 'Ben' }]);
    });
    expect(await byId(database.db, 'u1')).toEqual([{ name: 'Ada L.' }]);
  });

  it('refuses an argument that shapes the query instead of being bound to it', async () => {
    const shaped = compiledOnce((db: Db, column: string) =>
      db.selectFrom('users').select(column === 'name' ? 'name' : 'email'),
    );
    await expect(shaped(database.db, 'name')).rejects.toThrow(/argument 0 is not a parameter/);
  });

  it('lists every column of a row with columnsOf, and a list with one missing does not compile', () => {
    type Row = { id: string; name: string; email: string };
    expect(columnsOf<Row>()(['id', 'name', 'email'])).toEqual(['id', 'name', 'email']);
    // @ts-expect-error: 'email' is missing (npm run typecheck fails if this compiles).
    expect(columnsOf<Row>()(['id', 'name'])).toHaveLength(2);
  });
});
