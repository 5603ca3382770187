import { sql, type Kysely } from 'kysely';
import {
  emptyIdeaScaleAggregates,
  scaleValuesOf,
  updateIdeaScaleAggregates,
  type IdeaScaleAggregates,
} from '@thoughtful/shared';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Stored aggregates of each inTell's interpretations (DESIGN.md §6;
 * docs/decisions/2026-11-23-data-and-speed.md 'Stored aggregates: one row per inTell'), so that
 * reading an inTell never reads its interpretations:
 *
 * - `idea_scales` gains `support_level` (the interconnect rating's level sent with the
 *   interpretation, -2 when none) and `score` (the response's x, null when it has none), so that
 *   every number the plots draw is a column, and a brush can narrow the notes by it.
 * - `idea_scale_aggregates`: one row per inTell with interpretations, holding how many there are
 *   and, per scale, the count, Σ and Σ² as columns and the 47-bin histogram as a JSON array.
 *   The row is locked and rewritten in the transaction of each interpretation.
 * - The newest-first reads (plot data, notes) seek on (idea_id, updated_at, user_id); notes on a
 *   partial index of the interpretations that have one.
 *
 * Existing interpretations are aggregated here, one inTell at a time; their support level is
 * unknown (-2): link ratings sent with them were never tied to them.
 */

const SCALES = [
  'emotion',
  'author_intent',
  'sound',
  'score',
  'good_faith',
  'heart_of_issue',
  'support_level',
] as const;

/** Shared names → column prefixes, in the order of SCALES. */
const SCALE_KEYS = [
  'emotion',
  'authorIntent',
  'sound',
  'score',
  'goodFaith',
  'heartOfIssue',
  'supportLevel',
] as const;

const PAGE = 500;

function aggregateColumns(ideaId: string, count: number, aggregates: IdeaScaleAggregates) {
  const row: Record<string, string | number> = { idea_id: ideaId, interpretation_count: count };
  SCALES.forEach((column, i) => {
    const aggregate = aggregates[SCALE_KEYS[i]!];
    row[`${column}_count`] = aggregate.count;
    row[`${column}_sum`] = aggregate.sum;
    row[`${column}_sum_of_squares`] = aggregate.sumOfSquares;
    row[`${column}_histogram`] = JSON.stringify(aggregate.histogram);
  });
  return row;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idea_scales')
    .addColumn('support_level', 'double precision', (c) => c.notNull().defaultTo(-2))
    .execute();
  await db.schema.alterTable('idea_scales').addColumn('score', 'double precision').execute();

  let table = db.schema
    .createTable('idea_scale_aggregates')
    .addColumn('idea_id', 'text', (c) => c.primaryKey().references('ideas.id').onDelete('cascade'))
    .addColumn('interpretation_count', 'integer', (c) => c.notNull().defaultTo(0));
  for (const column of SCALES) {
    table = table
      .addColumn(`${column}_count`, 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_sum`, 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_sum_of_squares`, 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_histogram`, 'text', (c) => c.notNull());
  }
  await table.execute();

  // Existing interpretations, in key order, so one inTell is in memory at a time.
  let currentId: string | null = null;
  let count = 0;
  let aggregates = emptyIdeaScaleAggregates();
  const flush = async () => {
    if (currentId === null) return;
    await db
      .insertInto('idea_scale_aggregates')
      .values(aggregateColumns(currentId, count, aggregates))
      .execute();
  };
  let after: { ideaId: string; userId: string } | null = null;
  for (;;) {
    let page = db
      .selectFrom('idea_scales')
      .select([
        'idea_id',
        'user_id',
        'my_emotion',
        'author_intent',
        'sound',
        'good_faith',
        'heart_of_issue',
        'divisive',
        'confidence',
      ])
      .orderBy('idea_id')
      .orderBy('user_id')
      .limit(PAGE);
    if (after !== null) {
      const { ideaId, userId } = after;
      page = page.where((eb) =>
        eb(eb.refTuple('idea_id', 'user_id'), '>', eb.tuple(ideaId, userId)),
      );
    }
    const rows = (await page.execute()) as {
      idea_id: string;
      user_id: string;
      my_emotion: number;
      author_intent: number;
      sound: number;
      good_faith: number;
      heart_of_issue: number;
      divisive: number;
      confidence: number | null;
    }[];
    for (const row of rows) {
      if (currentId !== row.idea_id) {
        await flush();
        currentId = row.idea_id;
        count = 0;
        aggregates = emptyIdeaScaleAggregates();
      }
      const values = scaleValuesOf({
        myEmotion: row.my_emotion,
        authorIntent: row.author_intent,
        sound: row.sound,
        goodFaith: row.good_faith,
        heartOfIssue: row.heart_of_issue,
        divisive: row.divisive,
        confidence: row.confidence,
      });
      count += 1;
      aggregates = updateIdeaScaleAggregates(aggregates, null, values);
      if (values.score !== null) {
        await db
          .updateTable('idea_scales')
          .set({ score: values.score })
          .where('idea_id', '=', row.idea_id)
          .where('user_id', '=', row.user_id)
          .execute();
      }
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { ideaId: last.idea_id, userId: last.user_id };
  }
  await flush();

  await db.schema.dropIndex('idea_scales_idea_updated_idx').execute();
  await db.schema
    .createIndex('idea_scales_idea_newest_idx')
    .on('idea_scales')
    .columns(['idea_id', 'updated_at', 'user_id'])
    .execute();
  await db.schema
    .createIndex('idea_scales_idea_notes_idx')
    .on('idea_scales')
    .columns(['idea_id', 'updated_at', 'user_id'])
    .where(sql.ref('note'), '<>', '')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idea_scales_idea_notes_idx').execute();
  await db.schema.dropIndex('idea_scales_idea_newest_idx').execute();
  await db.schema
    .createIndex('idea_scales_idea_updated_idx')
    .on('idea_scales')
    .columns(['idea_id', 'updated_at'])
    .execute();
  await db.schema.dropTable('idea_scale_aggregates').execute();
  await db.schema.alterTable('idea_scales').dropColumn('score').execute();
  await db.schema.alterTable('idea_scales').dropColumn('support_level').execute();
}
