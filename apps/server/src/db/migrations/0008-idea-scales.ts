import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Interpretations of inTells (content §3 'Scale'): one per member and inTell, replaced when the
 * member interprets again. -2 is unanswered; `value_codes` holds the picked values as a JSON
 * array (a handful of small integers, never queried into). The idea screen lists an inTell's
 * interpretations newest first: the (idea_id, updated_at) index answers that without a sort.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('idea_scales')
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
  for (const column of [
    'my_emotion',
    'author_intent',
    'sound',
    'good_faith',
    'heart_of_issue',
    'divisive',
    'have_changed',
    'would_change',
    'answer_questions',
    'public_engagement',
  ]) {
    table = table.addColumn(column, 'double precision', (c) => c.notNull().defaultTo(-2));
  }
  for (const column of ['note', 'why_manipulative', 'my_expertise', 'other_side', 'solution']) {
    table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await table
    .addColumn('confidence', 'double precision')
    .addColumn('value_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('values_agent', 'text', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('idea_created', 'text', (c) => c.references('ideas.id').onDelete('set null'))
    .addColumn('activity_type', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idea_scales_pk', ['idea_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('idea_scales_idea_updated_idx')
    .on('idea_scales')
    .columns(['idea_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idea_scales').execute();
}
