import { sql } from 'kysely';
import type { Db } from './schema';

/** What a counter of `content_versions` counts (migration 0014). */
export type ContentName = 'ideas';

/** Raises a counter; call in the transaction that makes the change. */
export async function bumpContentVersion(db: Db, name: ContentName): Promise<void> {
  await db
    .updateTable('content_versions')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', name)
    .execute();
}

/** A counter as the database has it now (one primary-key read). */
export async function readContentVersion(db: Db, name: ContentName): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Answers kept while their content's counter stands still (decisions.md 'Caches several servers
 * can share'): `get` gives back a value only if it was stored at the version given; the least
 * recently used go past `size`. In one process's memory; correctness comes from the version, read
 * from the database by the caller at each use.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();

  constructor(private readonly size: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
