import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Activities (content §3 'Activity'; DESIGN.md §8; docs/decisions/2026-11-23-activities.md):
 *
 * - `activities`: every field of the spec's activity. `position` is the spec's `order` (a word
 *   SQL reserves): 1, 2, 3 … without gaps, kept so by every write under the sequence's lock. The
 *   guiding question (`community_topic`) and the inTell (`in_tell_existing`) are inTell ids;
 *   `linkIdeaIdea` is their pair (the inTell the cause, the question the effect), so it has no
 *   columns of its own. `follow_up_of` names the activity whose student's new inTell a follow-up
 *   102 interprets. Read whole, in order: the (position) index; students read the live ones, the
 *   (enabled, position) index.
 * - `activity_completions`: who completed which activity and when, one row per pair (the primary
 *   key makes a completion idempotent, even when two arrive at once), with the inTell the student
 *   added in it. A student's own completions: the (user_id, activity_id) index.
 * - `activity_sequence`: one row, updated by every write that changes positions, so that such
 *   writes take turns on PostgreSQL (SQLite has one writer anyway) and positions stay gap-free.
 *
 * Where the answers live: an activity's interpretations, link ratings and inTells are the
 * interpretations', links' and ideas' own rows; 101's answer is the student's interpretation of
 * the guiding question (support_level the position, confidence, note), so the question's stored
 * aggregates and plots count it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('selection', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('community_topic', 'text', (c) => c.references('ideas.id').onDelete('set null'))
    .addColumn('in_tell_existing', 'text', (c) => c.references('ideas.id').onDelete('set null'));
  for (const column of ['instructions1', 'instructions101', 'instructions102', 'instructions201']) {
    table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  for (const column of [
    'new_intell_self_evaluate',
    'after_option_interpret_new_intell',
    'after_option_add_new_intell_after',
    'after_option_interconnect_new_intell',
    'interpret_confirm_deeper_understanding',
    'interpret_evaluate_values',
    'interpret_pause_emotion_flow',
  ]) {
    table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await table
    .addColumn('interpret_intent_words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('follow_up_of', 'text', (c) => c.references('activities.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activities_position_idx')
    .on('activities')
    .column('position')
    .execute();
  await db.schema
    .createIndex('activities_enabled_position_idx')
    .on('activities')
    .columns(['enabled', 'position'])
    .execute();

  await db.schema
    .createTable('activity_completions')
    .addColumn('activity_id', 'text', (c) =>
      c.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idea_id', 'text', (c) => c.references('ideas.id').onDelete('set null'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_completions_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('activity_completions_user_idx')
    .on('activity_completions')
    .columns(['user_id', 'activity_id'])
    .execute();

  await db.schema
    .createTable('activity_sequence')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('activity_sequence').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_sequence').execute();
  await db.schema.dropTable('activity_completions').execute();
  await db.schema.dropTable('activities').execute();
}
