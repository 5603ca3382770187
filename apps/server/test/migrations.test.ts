import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('are recorded and run once: a second run applies nothing', async () => {
    database = await createTestDatabase(dialect);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'invitations']));
  });
});
