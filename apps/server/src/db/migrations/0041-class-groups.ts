import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Small groups inside a class (issue 43; DESIGN.md §10): a teacher splits a class into named
 * groups whose students see only each other's work in the class's activities. A student is in at
 * most one group of a class, so her group is a column of her roster row (`class_students.group_id`,
 * null: none); the groups of a class are read by `(class_id, name)`, a group's students by
 * `(class_id, group_id)`. No foreign key on the added column: SQLite cannot drop such a column on
 * the way down (as 0022's class columns).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Unique whatever the case (ASCII on SQLite): the service checks first, this refuses the second
  // of two writes at once; it also serves the reads by class.
  await sql`create unique index class_groups_class_name_unique on class_groups (class_id, lower(name))`.execute(
    db,
  );
  await sql`alter table class_students add column group_id text`.execute(db);
  await db.schema
    .createIndex('class_students_group_idx')
    .on('class_students')
    .columns(['class_id', 'group_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('class_students_group_idx').execute();
  await db.schema.alterTable('class_students').dropColumn('group_id').execute();
  await db.schema.dropTable('class_groups').execute();
}
