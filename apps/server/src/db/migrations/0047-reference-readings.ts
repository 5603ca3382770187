import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Readings of an inTell that are never counted in its results (issue 45, DESIGN.md §15): the
 * author's own ('author': how she means it, for 'was I understood?') and a teacher's key ('key':
 * the reading her students' are compared with, and `class_id` the class it is the key for). One
 * per inTell, member and role; -2 is unanswered, as in `idea_scales`. A student's key-distance
 * reads the keys of an inTell (the primary key's idea_id first serves it); a class's agreement
 * reads the interpretations made in the class (a new index on `idea_scales`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('reference_readings')
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.references('classes.id').onDelete('cascade'));
  for (const column of ['my_emotion', 'author_intent', 'sound', 'good_faith']) {
    table = table.addColumn(column, 'double precision', (c) => c.notNull().defaultTo(-2));
  }
  await table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_readings_pk', ['idea_id', 'role', 'user_id'])
    .execute();
  // A class's agreement reads the interpretations made in it, newest first.
  await db.schema
    .createIndex('idea_scales_class_updated_idx')
    .on('idea_scales')
    .columns(['class_id', 'updated_at'])
    .where(sql.ref('class_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idea_scales_class_updated_idx').execute();
  await db.schema.dropTable('reference_readings').execute();
}
