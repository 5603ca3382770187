import type { Kysely } from 'kysely';

// Migrations use `Kysely<any>` on purpose: they describe the schema at their point in history,
// not the current `Database` interface.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('is_student', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reputation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The profiles list and the newest-members views read users by join date.
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('is_teacher', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitations_created_at_idx')
    .on('invitations')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('users').execute();
}
