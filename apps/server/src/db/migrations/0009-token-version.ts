import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Sessions end when a password changes: every token carries the user's token version, and a
 * password change or reset raises it, so tokens issued before stop working
 * (docs/decisions/2026-11-23-security-review.md 'Sessions end with a password change').
 * Tokens issued before this migration carry no version and count as version 0, as do the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
