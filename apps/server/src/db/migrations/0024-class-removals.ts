import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * `removed_students`: a student a teacher took off a class's roster and who is then in no class.
 * A student in no class is otherwise the installation's only class's (docs/decisions/
 * 2026-11-28-classes.md): without this row, taking her off the only class's roster would leave her
 * in it all the same. Joining any class again makes her a member by her roster row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('removed_students')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('removed_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('removed_students').execute();
}
