import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationResult } from 'kysely';
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

/** The migrator of this database, its own tables in its own schema (see postgresSchemaOf). */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await postgresSchemaOf(db),
  });
}

/** Brings the schema to the latest migration; returns the names of the ones that ran now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = await createMigrator(db);
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

/**
 * On PostgreSQL, the schema the migrations create their tables in (the first of the search path).
 * Kysely looks for its migration tables in every schema unless it is told which: a database with
 * several installations in schemas of their own (the tests' PostgreSQL run, one schema a suite,
 * suites in parallel) would find another's tables and never make its own.
 */
async function postgresSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
