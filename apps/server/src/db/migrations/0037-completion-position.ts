import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * A guiding question's (101) answer kept with its completion (issue 43; docs/decisions/
 * 2026-12-05-a-class-second-week.md): the position (-1, 0, 1) and its confidence (null for unsure)
 * as the student gave them in this activity. Her interpretation of the topic in `idea_scales` still
 * carries them for the plots, but a later interpretation of the same inTell (a 102 on the question)
 * replaces it; the teacher's answers read the completion's. Null for other activities and for
 * completions from before this migration, whose answer is read from `idea_scales` as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activity_completions')
    .addColumn('position', 'double precision')
    .execute();
  await db.schema
    .alterTable('activity_completions')
    .addColumn('position_confidence', 'double precision')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_completions').dropColumn('position_confidence').execute();
  await db.schema.alterTable('activity_completions').dropColumn('position').execute();
}
