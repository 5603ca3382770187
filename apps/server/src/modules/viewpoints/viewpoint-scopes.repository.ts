import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/**
 * The opinion maps' state (DESIGN.md §12, migration 0029): which scopes changed since they were
 * last worked out, the recompute's lease on one, and the placed members it writes.
 */

/** The scope of content outside classes; a class's scope is its id. */
export const PUBLIC_SCOPE_KEY = 'public';

/** The scope whose map an inTell of `classId` (null: public) is read against. */
export function scopeKeyOf(classId: string | null): string {
  return classId ?? PUBLIC_SCOPE_KEY;
}

/** What marks a combined scope's key: no class id holds a ':'. */
const COMBINED_PREFIX = 'classes:';

/**
 * The scope of classes taught together, read as one map (issue 43): one class's is its id; more
 * classes' is 'classes:' and their ids, sorted, joined by '+', so the same classes in any order
 * are one scope, worked out once.
 */
export function combinedScopeKey(classIds: readonly string[]): string {
  const sorted = [...new Set(classIds)].sort();
  return sorted.length === 1 ? sorted[0]! : `${COMBINED_PREFIX}${sorted.join('+')}`;
}

export function isCombinedScope(scopeKey: string): boolean {
  return scopeKey.startsWith(COMBINED_PREFIX);
}

/** The classes whose students a scope holds; null for the public scope. */
export function classesOfScope(scopeKey: string): string[] | null {
  if (scopeKey === PUBLIC_SCOPE_KEY) return null;
  if (isCombinedScope(scopeKey)) return scopeKey.slice(COMBINED_PREFIX.length).split('+');
  return [scopeKey];
}

/**
 * Makes a combined scope known, so that writes to its classes mark it (its row and its classes'
 * rows, none written twice), and marks it changed when it is new: true then, and the caller asks
 * for its recompute.
 */
export async function registerCombinedScope(
  db: Db,
  scopeKey: string,
  now: string,
): Promise<boolean> {
  const known = await db
    .selectFrom('viewpoint_scopes')
    .select('scope_key')
    .where('scope_key', '=', scopeKey)
    .executeTakeFirst();
  if (known !== undefined) return false;
  const inserted = await db
    .insertInto('viewpoint_scopes')
    .values({ scope_key: scopeKey, changed_at: now, changes: 1 })
    .onConflict((oc) => oc.column('scope_key').doNothing())
    .returning('scope_key')
    .executeTakeFirst();
  // Another request registered it meanwhile: its classes are that request's to write.
  if (inserted === undefined) return false;
  await db
    .insertInto('viewpoint_scope_classes')
    .values((classesOfScope(scopeKey) ?? []).map((class_id) => ({ scope_key: scopeKey, class_id })))
    .execute();
  return true;
}

/** The combined scopes holding any of these classes, by the (class_id) index. */
export async function combinedScopesOf(db: Db, classIds: readonly string[]): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('viewpoint_scope_classes')
    .select('scope_key')
    .distinct()
    .where('class_id', 'in', [...classIds])
    .execute();
  return rows.map((row) => row.scope_key);
}

/** A value as text: PostgreSQL cannot type a bare parameter in a union's columns. */
function asText(value: string) {
  return sql<string>`cast(${value} as text)`;
}

/**
 * Marks the scopes an interpretation changes, in one statement: the public scope for a public
 * inTell, and each class whose roster holds the interpreter when the inTell is public or that
 * class's (a class's map is its students' answers to its inTells and the public ones). Read
 * through the primary key of `ideas` and the (user_id) index of `class_students`. Rows are
 * written in key order, so two transactions marking the same scopes lock them in one order.
 */
export async function markInterpretationScopes(
  db: Db,
  ideaId: string,
  userId: string,
  now: string,
): Promise<string[]> {
  const rosters = db
    .selectFrom('class_students')
    .innerJoin('ideas', (join) => join.on('ideas.id', '=', ideaId))
    .select(['class_students.class_id as scope_key', asText(now).as('changed_at')])
    .where('class_students.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('ideas.class_id', 'is', null),
        eb('ideas.class_id', '=', eb.ref('class_students.class_id')),
      ]),
    );
  const everyone = db
    .selectFrom('ideas')
    .select([asText(PUBLIC_SCOPE_KEY).as('scope_key'), asText(now).as('changed_at')])
    .where('id', '=', ideaId)
    .where('class_id', 'is', null);
  const marked = await db
    .insertInto('viewpoint_scopes')
    .columns(['scope_key', 'changed_at', 'changes'])
    .expression(
      db
        .selectFrom(rosters.unionAll(everyone).as('marked'))
        .select(['marked.scope_key', 'marked.changed_at', sql<number>`1`.as('changes')])
        // SQLite reads `on conflict` after a bare FROM as a join's: a WHERE ends the select.
        .where(sql<boolean>`1 = 1`)
        .orderBy('marked.scope_key'),
    )
    .onConflict((oc) =>
      oc.column('scope_key').doUpdateSet((eb) => ({
        changed_at: eb.ref('excluded.changed_at'),
        changes: sql<number>`viewpoint_scopes.changes + 1`,
      })),
    )
    .returning('scope_key')
    .execute();
  return marked.map((row) => row.scope_key);
}

/** Marks whole scopes (classes whose roster changed), in key order. */
export async function markScopes(db: Db, scopeKeys: readonly string[], now: string): Promise<void> {
  if (scopeKeys.length === 0) return;
  await db
    .insertInto('viewpoint_scopes')
    .values([...scopeKeys].sort().map((scope_key) => ({ scope_key, changed_at: now, changes: 1 })))
    .onConflict((oc) =>
      oc.column('scope_key').doUpdateSet((eb) => ({
        changed_at: eb.ref('excluded.changed_at'),
        changes: sql<number>`viewpoint_scopes.changes + 1`,
      })),
    )
    .execute();
}

export interface ScopeState {
  scope_key: string;
  changed_at: string | null;
  computed_at: string | null;
  lease_until: string | null;
  silhouette: number;
  group_sizes: string;
  release_at: string | null;
  released_at: string | null;
  published_at: string | null;
}

/** A scope's state; undefined for one nothing has marked yet. */
export function findScope(db: Db, scopeKey: string): Promise<ScopeState | undefined> {
  return db
    .selectFrom('viewpoint_scopes')
    .select([
      'scope_key',
      'changed_at',
      'computed_at',
      'lease_until',
      'silhouette',
      'group_sizes',
      'release_at',
      'released_at',
      'published_at',
    ])
    .where('scope_key', '=', scopeKey)
    .executeTakeFirst();
}

/**
 * A class's teacher asks for its figures to be shown as they stand: the scope is marked changed
 * and released, so the next recompute publishes every inTell's figures (one upsert).
 */
export async function releaseScope(db: Db, scopeKey: string, now: string): Promise<void> {
  await db
    .insertInto('viewpoint_scopes')
    .values({ scope_key: scopeKey, changed_at: now, changes: 1, release_at: now })
    .onConflict((oc) =>
      oc.column('scope_key').doUpdateSet((eb) => ({
        changed_at: eb.ref('excluded.changed_at'),
        release_at: eb.ref('excluded.release_at'),
        changes: sql<number>`viewpoint_scopes.changes + 1`,
      })),
    )
    .execute();
}

export interface PublishedRow {
  idea_id: string;
  answers_at: string;
  figures: string;
}

/** The figures a scope's readers get of an inTell (its primary key); undefined: none yet. */
export function findPublished(
  db: Db,
  scopeKey: string,
  ideaId: string,
): Promise<PublishedRow | undefined> {
  return db
    .selectFrom('viewpoint_published')
    .select(['idea_id', 'answers_at', 'figures'])
    .where('scope_key', '=', scopeKey)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
}

/** A question's cruxes as kept for the scope's students, and the publication they follow. */
export function findPublishedCruxes(
  db: Db,
  scopeKey: string,
  ideaId: string,
): Promise<{ published_at: string; cruxes: string } | undefined> {
  return db
    .selectFrom('viewpoint_published_cruxes')
    .select(['published_at', 'cruxes'])
    .where('scope_key', '=', scopeKey)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
}

/** Keeps a question's cruxes for the scope's students, after the publication `publishedAt`. */
export async function keepPublishedCruxes(
  db: Db,
  scopeKey: string,
  ideaId: string,
  publishedAt: string,
  cruxes: string,
): Promise<void> {
  await db
    .insertInto('viewpoint_published_cruxes')
    .values({ scope_key: scopeKey, idea_id: ideaId, published_at: publishedAt, cruxes })
    .onConflict((oc) =>
      oc.columns(['scope_key', 'idea_id']).doUpdateSet((eb) => ({
        published_at: eb.ref('excluded.published_at'),
        cruxes: eb.ref('excluded.cruxes'),
      })),
    )
    .execute();
}

/** When each inTell's published figures in the scope were read (its primary key's range). */
export async function publishedTimes(db: Db, scopeKey: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('viewpoint_published')
    .select(['idea_id', 'answers_at'])
    .where('scope_key', '=', scopeKey)
    .execute();
  return new Map(rows.map((row) => [row.idea_id, row.answers_at]));
}

/**
 * Scopes changed since they were last worked out and held by no live lease, longest waiting
 * first. The table holds a row per class and one more: read whole.
 */
export async function changedScopes(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('viewpoint_scopes')
    .select('scope_key')
    .where('changes', '>', (eb) => eb.ref('computed_changes'))
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('changed_at')
    .orderBy('scope_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.scope_key);
}

/** Whether a scope is still changed after a recompute, and until when a lease holds it. */
export async function scopeStillChanged(
  db: Db,
  scopeKey: string,
): Promise<{ changed: boolean; leaseUntil: string | null }> {
  const row = await db
    .selectFrom('viewpoint_scopes')
    .select(['changes', 'computed_changes', 'lease_until'])
    .where('scope_key', '=', scopeKey)
    .executeTakeFirst();
  if (!row) return { changed: false, leaseUntil: null };
  return { changed: row.changes > row.computed_changes, leaseUntil: row.lease_until };
}

/**
 * Claims a changed scope until `leaseUntil`; false when it is no longer changed or another server
 * holds it. One statement: of two servers claiming at once, one matches (PostgreSQL re-reads the
 * row the other changed; SQLite writes one at a time).
 */
export async function claimScope(
  db: Db,
  scopeKey: string,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('viewpoint_scopes')
    // The count seen now: changes counted after this are past it when the map is written.
    .set((eb) => ({ lease_until: leaseUntil, claimed_changes: eb.ref('changes') }))
    .where('scope_key', '=', scopeKey)
    .where('changes', '>', (eb) => eb.ref('computed_changes'))
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed scope up (its work failed): it stays changed, for the next look. */
export async function giveUpScope(db: Db, scopeKey: string, leaseUntil: string): Promise<void> {
  await db
    .updateTable('viewpoint_scopes')
    .set({ lease_until: null })
    .where('scope_key', '=', scopeKey)
    .where('lease_until', '=', leaseUntil)
    .execute();
}

export interface PlacedRow {
  user_id: string;
  x: number;
  y: number;
  group_index: number | null;
}

/** Rows a statement inserts at most (5 parameters each: well under both databases' limits). */
const INSERT_CHUNK = 500;

/** Thrown inside writeScopeMap's transaction to roll it back when the lease was lost. */
class LeaseLost extends Error {}

/**
 * Writes a worked-out map in one transaction: its placed members replaced whole, then the scope's
 * figures, only while this server's lease holds; false (nothing written) when another server took
 * the scope over and writes its own. `between` is awaited between its statements: the recompute
 * lets the event loop go there (better-sqlite3 runs a transaction's statements back to back,
 * issue 42), while the transaction keeps the map whole for readers.
 */
export async function writeScopeMap(
  db: Db,
  scopeKey: string,
  leaseUntil: string,
  map: { computedAt: string; silhouette: number; groupSizes: readonly number[] },
  placed: readonly PlacedRow[],
  published: Published = { rows: [], releasedAt: null },
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<boolean> {
  try {
    await db
      .transaction()
      .execute((trx) =>
        writeScopeMapWithin(trx, scopeKey, leaseUntil, map, placed, published, between),
      );
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return false;
    throw error;
  }
}

/** The inTells' figures a recompute publishes, and the release they include (null: none). */
export interface Published {
  rows: readonly PublishedRow[];
  releasedAt: string | null;
}

async function writeScopeMapWithin(
  trx: Db,
  scopeKey: string,
  leaseUntil: string,
  map: { computedAt: string; silhouette: number; groupSizes: readonly number[] },
  placed: readonly PlacedRow[],
  published: Published,
  between: () => Promise<void>,
): Promise<void> {
  // The members first, the scope's row last: an interpretation's mark waits on that row only
  // for the moment of this update, not while thousands of members are written.
  await trx.deleteFrom('viewpoint_members').where('scope_key', '=', scopeKey).execute();
  for (let start = 0; start < placed.length; start += INSERT_CHUNK) {
    await between();
    await trx
      .insertInto('viewpoint_members')
      .values(
        placed.slice(start, start + INSERT_CHUNK).map((row) => ({ scope_key: scopeKey, ...row })),
      )
      .execute();
  }
  for (let start = 0; start < published.rows.length; start += INSERT_CHUNK) {
    await between();
    await trx
      .insertInto('viewpoint_published')
      .values(
        published.rows
          .slice(start, start + INSERT_CHUNK)
          .map((row) => ({ scope_key: scopeKey, ...row })),
      )
      .onConflict((oc) =>
        oc.columns(['scope_key', 'idea_id']).doUpdateSet((eb) => ({
          answers_at: eb.ref('excluded.answers_at'),
          figures: eb.ref('excluded.figures'),
        })),
      )
      .execute();
  }
  await between();
  const updated = await trx
    .updateTable('viewpoint_scopes')
    .set((eb) => ({
      computed_at: map.computedAt,
      computed_changes: eb.ref('claimed_changes'),
      lease_until: null,
      silhouette: map.silhouette,
      group_sizes: JSON.stringify(map.groupSizes),
      ...(published.releasedAt === null ? {} : { released_at: published.releasedAt }),
      ...(published.rows.length === 0 ? {} : { published_at: map.computedAt }),
    }))
    .where('scope_key', '=', scopeKey)
    .where('lease_until', '=', leaseUntil)
    .executeTakeFirst();
  // Another server took the scope over: its own map stands, this one is rolled back.
  if (Number(updated.numUpdatedRows) !== 1) throw new LeaseLost();
}
