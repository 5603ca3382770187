import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * A member's guesses of where her class will land on an inTell's scales, made before she sees
 * its results (issue 45, DESIGN.md §15 'Perception gap'): one per member, inTell and scale, its
 * `predicted` value in the scale's units and, when she guessed it, the share she thinks will agree.
 * The member's trend reads hers newest last (the primary key's user_id first serves it); a class's
 * gap reads an inTell's guesses (the (idea_id, scale) index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scale_predictions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('scale', 'text', (c) => c.notNull())
    .addColumn('predicted', 'double precision', (c) => c.notNull())
    .addColumn('predicted_agree_share', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scale_predictions_pk', ['user_id', 'idea_id', 'scale'])
    .execute();
  await db.schema
    .createIndex('scale_predictions_idea_idx')
    .on('scale_predictions')
    .columns(['idea_id', 'scale'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scale_predictions').execute();
}
