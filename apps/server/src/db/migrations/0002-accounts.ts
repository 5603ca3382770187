import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/** Accounts and access: one-time codes for confirmation and password reset, bans, reports. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'confirm' (e-mail confirmation) or 'reset' (password reset). */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** SHA-256 of the code: the code itself is only ever in the mail. */
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_codes_user_purpose_idx')
    .on('auth_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('bans')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reports_created_at_idx')
    .on('reports')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('bans').execute();
  await db.schema.dropTable('auth_codes').execute();
}
