import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/** Brings the schema to the latest migration; returns the names of the ones that ran now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      results,
      { cause: error },
    );
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
