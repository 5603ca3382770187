import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The member's language (issue 44): 'en' or 'es', chosen in her profile or on the login screen's
 * switch, or taken from her browser's Accept-Language when she registered. Her mails and
 * notifications use it; null (never chosen, and every account from before this migration) means
 * the installation's DEFAULT_LANGUAGE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
