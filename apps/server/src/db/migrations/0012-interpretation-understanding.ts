import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * The author's point in the member's own words, written before interpreting when an activity asks
 * for a deeper understanding (`interpretConfirmDeeperUnderstanding`;
 * docs/decisions/2026-11-23-student-activities-screen.md 'Confirming a deeper understanding').
 * Empty when not asked; never queried into.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idea_scales')
    .addColumn('understanding', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idea_scales').dropColumn('understanding').execute();
}
