import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Follow-ups that run themselves (DESIGN.md §14). A class says whether its follow-ups go live by
 * themselves (`auto_follow_ups`) and how many classmates' inTells each student is asked to
 * interpret (`follow_ups_per_student`, 3 by default). `follow_up_readers` holds who is asked to do
 * which follow-up: a follow-up with readers is theirs only; one without (made before this
 * migration) is every classmate's but its author's, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('auto_follow_ups', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('follow_ups_per_student', 'integer', (col) => col.notNull().defaultTo(3))
    .execute();
  await db.schema
    .createTable('follow_up_readers')
    .addColumn('activity_id', 'text', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assigned_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follow_up_readers_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('follow_up_readers_user_idx')
    .on('follow_up_readers')
    .columns(['user_id', 'activity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follow_up_readers').execute();
  await db.schema.alterTable('classes').dropColumn('follow_ups_per_student').execute();
  await db.schema.alterTable('classes').dropColumn('auto_follow_ups').execute();
}
