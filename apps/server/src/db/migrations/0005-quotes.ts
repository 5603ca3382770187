import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Quotes and key points are inTells that reference another (`idea_referenced`). An idea screen
 * lists those of its idea newest first: this index answers that list without a sort (ids are
 * time-ordered, lib/ids.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ideas_idea_referenced_idx')
    .on('ideas')
    .columns(['idea_referenced', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ideas_idea_referenced_idx').execute();
}
