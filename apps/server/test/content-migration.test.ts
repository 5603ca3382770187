import { afterEach, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

describe.each(TEST_DIALECTS)('content migration (0003) on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it("creates the content tables and the 'Original' setting, and can be undone and redone", async () => {
    database = await createTestDatabase(dialect);
    const names = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ideas',
        'agents',
        'idea_agents',
        'profiles',
        'settings',
        'setting_agents',
        ...(dialect === 'sqlite' ? ['ideas_fts', 'agents_fts'] : []),
      ]),
    );
    const settings = await database.db.selectFrom('settings').select('name').execute();
    expect(settings).toEqual([{ name: 'Original' }]);

    const migrator = await createMigrator(database.db);
    // Every later migration builds on these tables, so all of them go down first, newest first,
    // and each must be able to.
    const fromContent = Object.keys(await migrationProvider.getMigrations())
      .sort()
      .filter((name) => name >= '0003-content');
    expect(fromContent.slice(0, 2)).toEqual(['0003-content', '0004-links']);
    const down = await migrator.migrateTo('0002-accounts');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([...fromContent].reverse());
    const after = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(after).not.toContain('ideas');
    expect(after).not.toContain('ideas_fts');
    expect(await migrateToLatest(database.db)).toEqual(fromContent);
  });
});
