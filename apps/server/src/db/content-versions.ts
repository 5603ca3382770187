import { sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { Db } from './schema';

/**
 * What a counter of `content_versions` counts: 'ideas' new inTells (migration 0014), 'writes'
 * every request or command that may have written anything (migration 0016, `WriteCounter`).
 */
export type ContentName = 'ideas' | 'writes';

/** Both counters, as read at one moment. */
export type ContentVersions = Record<ContentName, number>;

/** Raises a counter; call in the transaction that makes the change. */
export async function bumpContentVersion(db: Db, name: ContentName): Promise<void> {
  await db
    .updateTable('content_versions')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', name)
    .execute();
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may have written (and so raises the 'writes' counter): a write method on a
 * route that exists, unless it was refused (4xx: checked and turned away before any change). A
 * 5xx counts: what failed half-way is read afresh rather than trusted.
 */
export function mayHaveWritten(method: string, route: string | undefined, status: number): boolean {
  if (READ_METHODS.has(method) || route === undefined) return false;
  return status < 400 || status >= 500;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a route whose write leaves every kept copy good but those it ended itself, so the
     * 'writes' counter stays where it is: an interpretation without a link rating, which changes
     * the inTell's aggregates and the member's own interpretation (`IdeasService.partsFor` reads
     * both for each request), and a link's rating, which raised its two inTells' own kept
     * versions in its transaction (`raiseIdeaKeptVersions`). Every other write raises it.
     */
    keptCopiesStillTrue: boolean;
  }
}

/**
 * Raises the 'writes' counter for one server's requests (app.ts): one raise in flight at a time,
 * and those asked for meanwhile share the next one, which starts after they asked, so each
 * caller's committed change is visible before the counter moves. On PostgreSQL every raise
 * waits for the row's lock and a commit: sharing them keeps writes from queueing one by one on
 * the row. A raise that fails is tried again; `raise` never rejects (the write it follows has
 * been made and must be answered), it reports the failure to `onError` and empties this
 * server's own kept copies through `onFailed`.
 */
export class WriteCounter {
  private inFlight: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly hooks: { onError: (error: unknown) => void; onFailed?: () => void },
    private readonly attempts = 3,
  ) {}

  raise(): Promise<void> {
    if (this.inFlight === undefined) return this.start();
    this.next ??= this.inFlight.then(() => {
      this.next = undefined;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<void> {
    const run = this.raiseWithRetries().finally(() => {
      if (this.inFlight === run) this.inFlight = undefined;
    });
    this.inFlight = run;
    return run;
  }

  private async raiseWithRetries(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await bumpContentVersion(this.db, 'writes');
        return;
      } catch (error) {
        if (attempt >= this.attempts) {
          this.hooks.onError(error);
          this.hooks.onFailed?.();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  }
}

/** A counter as the database has it now (one primary-key read). */
export async function readContentVersion(db: Db, name: ContentName): Promise<number> {
  const [row] = await versionOf(db, name);
  return Number(row?.version ?? 0);
}

/**
 * Raises the kept versions of these inTells, in the transaction of the change that leaves the
 * 'writes' counter alone (the route marks its request `keptCopiesStillTrue`). One row at a time in
 * the order of their ids, so two changes that share an inTell lock its row in the same order.
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

/** Both counters, in one read: the search answers are kept at the two together. */
export async function readContentVersions(db: Db): Promise<ContentVersions> {
  const versions: ContentVersions = { ideas: 0, writes: 0 };
  for (const row of await bothVersions(db)) {
    versions[row.name as ContentName] = Number(row.version);
  }
  return versions;
}

const bothVersions = compiledOnce((db: Db) =>
  db
    .selectFrom('content_versions')
    .select(['name', 'version'])
    .where('name', 'in', ['ideas', 'writes']),
);

/** One counter (compiled once); the requests read both with the member's row (`findSignedInUser`). */
const versionOf = compiledOnce((db: Db, name: string) =>
  db.selectFrom('content_versions').select('version').where('name', '=', name),
);

/**
 * Answers kept while their content's counter stands still (decisions.md 'Caches several servers
 * can share'): `get` gives back a value only if it was stored at the version given; the least
 * recently used go past `size`. In one process's memory; correctness comes from the version, read
 * from the database by the caller at each use.
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
