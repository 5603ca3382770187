import type { Migration } from 'kysely';
import { migrationProvider } from '../../src/db/migrations';

/**
 * The migrations that run after `name`, oldest first, with their modules: tests that undo and
 * redo a migration take the later ones from the list, so a new migration needs no edit of them.
 */
export async function migrationsAfter(
  name: string,
): Promise<{ name: string; module: Migration }[]> {
  const all = await migrationProvider.getMigrations();
  return Object.keys(all)
    .sort()
    .filter((each) => each > name)
    .map((each) => ({ name: each, module: all[each]! }));
}

/** Their names only, oldest first. */
export async function migrationNamesAfter(name: string): Promise<string[]> {
  return (await migrationsAfter(name)).map((each) => each.name);
}
