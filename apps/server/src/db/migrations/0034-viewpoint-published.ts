import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Viewpoint figures published in steps (DESIGN.md §12; docs/decisions/2026-11-29-viewpoints.md
 * 'Figures change in steps of three answers'):
 *
 * - `viewpoint_published`: an inTell's viewpoint figures in a scope as readers get them (JSON),
 *   and the time of the answers they were worked out from (`answers_at`); replaced by the
 *   recompute only when at least three of its answers are newer than that, or on a release.
 *   Read by its primary key (scope_key, idea_id).
 * - `viewpoint_published_cruxes`: a question's cruxes in a scope as its students get them, worked
 *   out at the first read after a recompute published figures (`published_at`, the scope's).
 * - `viewpoint_scopes.release_at`: when a class's teacher last asked for its figures to be shown
 *   as they stand; `released_at`, the release the last published figures include; `published_at`,
 *   when a recompute last published any.
 *
 * Existing scopes are marked changed and released, so their first recompute publishes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('viewpoint_published')
    .addColumn('scope_key', 'text', (col) =>
      col.notNull().references('viewpoint_scopes.scope_key').onDelete('cascade'),
    )
    .addColumn('idea_id', 'text', (col) => col.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('answers_at', 'text', (col) => col.notNull())
    .addColumn('figures', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('viewpoint_published_pk', ['scope_key', 'idea_id'])
    .execute();
  await db.schema
    .createTable('viewpoint_published_cruxes')
    .addColumn('scope_key', 'text', (col) =>
      col.notNull().references('viewpoint_scopes.scope_key').onDelete('cascade'),
    )
    .addColumn('idea_id', 'text', (col) => col.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('cruxes', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('viewpoint_published_cruxes_pk', ['scope_key', 'idea_id'])
    .execute();
  await db.schema.alterTable('viewpoint_scopes').addColumn('release_at', 'text').execute();
  await db.schema.alterTable('viewpoint_scopes').addColumn('published_at', 'text').execute();
  await db.schema.alterTable('viewpoint_scopes').addColumn('released_at', 'text').execute();
  const now = new Date().toISOString();
  await db
    .updateTable('viewpoint_scopes')
    .set({ release_at: now, changes: sql`changes + 1` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('viewpoint_scopes').dropColumn('published_at').execute();
  await db.schema.alterTable('viewpoint_scopes').dropColumn('released_at').execute();
  await db.schema.alterTable('viewpoint_scopes').dropColumn('release_at').execute();
  await db.schema.dropTable('viewpoint_published_cruxes').execute();
  await db.schema.dropTable('viewpoint_published').execute();
}
