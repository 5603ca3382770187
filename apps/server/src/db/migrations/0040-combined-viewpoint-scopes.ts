import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Classes taught together read as one opinion map (issue 43; DESIGN.md §12): a combined scope's
 * key is 'classes:' and its classes' ids, sorted, joined by '+' (viewpoint-scopes.repository.ts);
 * `viewpoint_scope_classes` lists its classes, so that a write marking a class's scope changed
 * also marks every combined scope holding that class, read by the (class_id) index. A class's
 * deletion takes its rows; the scope's own row takes them all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('viewpoint_scope_classes')
    .addColumn('scope_key', 'text', (col) =>
      col.notNull().references('viewpoint_scopes.scope_key').onDelete('cascade'),
    )
    .addColumn('class_id', 'text', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('viewpoint_scope_classes_pk', ['scope_key', 'class_id'])
    .execute();
  await db.schema
    .createIndex('viewpoint_scope_classes_class_idx')
    .on('viewpoint_scope_classes')
    .columns(['class_id', 'scope_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('viewpoint_scope_classes').execute();
}
