import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';
import type { DialectName } from './database';

/**
 * Which database a Kysely instance talks to. Migrations receive only the Kysely instance, and the
 * few statements that differ (full-text search) must choose their dialect from it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use Kysely<any>
export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}
