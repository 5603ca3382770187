import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * What a student of a class split into groups sees follows who is in which group now (issue 43,
 * docs/decisions/2026-12-05-a-class-second-week.md 'Small groups inside a class'), so kept copies
 * of what she reads depend on the class's groups: `groups_version` is raised by every change of
 * them (and of the class's members), and is part of the keys those copies are kept under.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('groups_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('classes').dropColumn('groups_version').execute();
}
