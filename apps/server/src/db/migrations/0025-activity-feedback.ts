import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * `activity_feedback`: a class's teachers' comment and grade on one student's completion of one
 * activity (DESIGN.md §14), the latest one counting. A draft (`released` 0) is the teachers'
 * alone; `released_at` says when the student was shown it. Read by the primary key for a
 * teacher's view of an activity, and by the student for her own list (`activity_feedback_user_idx`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_feedback')
    .addColumn('activity_id', 'text', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('grade', 'integer')
    .addColumn('released', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('released_at', 'text')
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('activity_feedback_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('activity_feedback_user_idx')
    .on('activity_feedback')
    .columns(['user_id', 'activity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_feedback').execute();
}
