import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The values the author means her inTell to touch (issue 45, 'was I understood?' on the values):
 * a JSON array of value codes, as `idea_scales.value_codes` holds a reader's; '[]' when none was
 * said (a teacher's key has none). Read with the row by its primary key: no index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reference_readings')
    .addColumn('value_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reference_readings').dropColumn('value_codes').execute();
}
