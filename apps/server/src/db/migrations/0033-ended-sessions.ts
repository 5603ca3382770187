import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Logout ends a session on every server (issue 41): tokens carry a session id (`sid`), and a
 * logout records it here; every signed-in request looks its token's session up by the primary key
 * in the statement that reads the member. A row is kept until its token would have expired
 * (`expires_at`, indexed for the sweep), then swept.
 *
 * `sign_in_tickets.from_provider`: the ticket of an OpenID sign-in (1), whose session's logout
 * sends the browser to the provider's logout too; an LTI launch's is 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ended_sessions_expires_idx')
    .on('ended_sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .alterTable('sign_in_tickets')
    .addColumn('from_provider', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_tickets').dropColumn('from_provider').execute();
  await db.schema.dropTable('ended_sessions').execute();
}
