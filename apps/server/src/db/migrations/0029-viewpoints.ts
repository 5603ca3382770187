import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Viewpoint groups (DESIGN.md §12; modules/viewpoints):
 *
 * - `viewpoint_scopes`: one row per opinion map, keyed by a class id or 'public' (the content
 *   outside classes). A write that changes a scope's answers sets `changed_at` in its own
 *   transaction and counts it in `changes`; each server's recompute takes a scope whose `changes`
 *   are past its `computed_changes` by setting `lease_until` (so no two servers work one scope out
 *   at once) and noting the count it saw in `claimed_changes`, which becomes `computed_changes`
 *   once its map is written: a change counted after the claim leaves the scope changed. (A count,
 *   not a time: a write whose time was taken before the claim but which committed after it would
 *   otherwise look worked out.) and writes the map's figures (`silhouette`, `group_sizes` as a JSON array).
 * - `viewpoint_members`: where each placed member sits on her scope's map and her group (null:
 *   a group too small to name), replaced whole with each recompute; read by scope (its primary
 *   key) and by member (a member's rows in every scope).
 * - `idea_scales_user_idx`: a member's interpretations, which the recompute reads a page of
 *   members at a time; the table was only indexed by inTell until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('viewpoint_scopes')
    .addColumn('scope_key', 'text', (col) => col.primaryKey())
    .addColumn('changed_at', 'text')
    .addColumn('computed_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('changes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_changes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('computed_changes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('silhouette', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('group_sizes', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('viewpoint_members')
    .addColumn('scope_key', 'text', (col) =>
      col.notNull().references('viewpoint_scopes.scope_key').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('x', 'double precision', (col) => col.notNull())
    .addColumn('y', 'double precision', (col) => col.notNull())
    .addColumn('group_index', 'integer')
    .addPrimaryKeyConstraint('viewpoint_members_pk', ['scope_key', 'user_id'])
    .execute();
  await db.schema
    .createIndex('viewpoint_members_user_idx')
    .on('viewpoint_members')
    .columns(['user_id', 'scope_key'])
    .execute();
  await db.schema
    .createIndex('idea_scales_user_idx')
    .on('idea_scales')
    .columns(['user_id', 'idea_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idea_scales_user_idx').execute();
  await db.schema.dropTable('viewpoint_members').execute();
  await db.schema.dropTable('viewpoint_scopes').execute();
}
