import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The name a teacher's pasted To line gave an invited address (`Ana Ruiz <ana@school.org>`; issue
 * 43): the invitation mail greets her by it and her account takes it on registering, instead of
 * her e-mail. Null when the paste named nobody, and for invitations from before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invitations').dropColumn('name').execute();
}
