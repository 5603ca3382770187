import { sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { Db } from './schema';

/**
 * What a counter of `content_versions` counts: 'ideas' new inTells (migration 0014), at which the
 * latest lists and searches are kept. (Migration 0016's 'writes' counter, raised by every write,
 * is no longer raised or read: each change now raises what it touched.)
 */
export type ContentName = 'ideas';

/** Raises a counter; call in the transaction that makes the change. */
export async function bumpContentVersion(db: Db, name: ContentName): Promise<void> {
  await db
    .updateTable('content_versions')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', name)
    .execute();
}

/**
 * Ends every kept copy on every server: after a migration, which changes data no change names.
 * One statement over the inTells; migrations are rare and run while servers start.
 */
export async function raiseEveryKeptVersion(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpContentVersion(trx, 'ideas');
    await trx
      .updateTable('ideas')
      .set({ kept_version: sql`kept_version + 1` })
      .execute();
  });
}

/** A counter as the database has it now (one primary-key read). */
export async function readContentVersion(db: Db, name: ContentName): Promise<number> {
  const [row] = await versionOf(db, name);
  return Number(row?.version ?? 0);
}

/**
 * Raises the kept versions of these inTells, in the transaction of the change that touched them
 * (kept-versions.listener.ts). One row at a time in the order of their ids, so two changes that
 * share an inTell lock its row in the same order.
 */
export async function raiseIdeaKeptVersions(db: Db, ideaIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(ideaIds)].sort()) {
    await db
      .updateTable('ideas')
      .set({ kept_version: sql`kept_version + 1` })
      .where('id', '=', id)
      .execute();
  }
}

/** One counter (compiled once). */
const versionOf = compiledOnce((db: Db, name: string) =>
  db.selectFrom('content_versions').select('version').where('name', '=', name),
);

/**
 * Answers kept while their content's counter stands still (docs/decisions/2026-11-23-speed.md
 * 'Kept copies at versions each change raises'): `get` gives back a value only if it was stored
 * at the version given; the least recently used go past `size`. In one process's memory;
 * correctness comes from the version, read from the database by the caller at each use.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<
    string,
    { version: number | string; value: V; weight: number }
  >();
  private totalWeight = 0;

  /**
   * At most `size` entries and, when `weight` is given, at most `weight.max` of their summed
   * `weight.of` (bytes, say): the least recently used go first.
   */
  constructor(
    private readonly size: number,
    private readonly weight?: { of: (value: V) => number; max: number },
  ) {}

  /** Whether an entry is kept for this key, at whatever version (a read does not refresh it). */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string, version: number | string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.remove(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    this.totalWeight += entry.weight;
    return entry.value;
  }

  set(key: string, version: number | string, value: V): void {
    this.remove(key);
    const weight = this.weight?.of(value) ?? 0;
    if (this.weight !== undefined && weight > this.weight.max) return;
    this.entries.set(key, { version, value, weight });
    this.totalWeight += weight;
    while (
      this.entries.size > this.size ||
      (this.weight !== undefined && this.totalWeight > this.weight.max)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  /** How many entries are kept, and their summed weight. */
  get stats(): { entries: number; weight: number } {
    return { entries: this.entries.size, weight: this.totalWeight };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
