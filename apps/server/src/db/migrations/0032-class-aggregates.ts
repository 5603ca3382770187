import type { Kysely } from 'kysely';
import {
  emptyIdeaScaleAggregates,
  scaleValuesOf,
  updateIdeaScaleAggregates,
  type IdeaScaleAggregates,
} from '@thoughtful/shared';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * An inTell's stored aggregates by scope (DESIGN.md §10; docs/decisions/2026-11-28-classes.md
 * 'Public figures leave every class's interpretations out'): `idea_scale_aggregates` keeps the
 * interpretations made outside classes (`idea_scales.class_id` null) and
 * `class_idea_scale_aggregates` one row per inTell and class with that class's, so that a reader's
 * figures are the public row and the rows of her classes, each kept on write.
 *
 * The inTells that have class interpretations (read once, here) are aggregated again from their
 * rows, one inTell at a time.
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

const SCALE_KEYS = [
  'emotion',
  'authorIntent',
  'sound',
  'score',
  'goodFaith',
  'heartOfIssue',
  'supportLevel',
] as const;

function aggregateColumns(count: number, aggregates: IdeaScaleAggregates) {
  const row: Record<string, string | number> = { interpretation_count: count };
  SCALES.forEach((column, i) => {
    const aggregate = aggregates[SCALE_KEYS[i]!];
    row[`${column}_count`] = aggregate.count;
    row[`${column}_sum`] = aggregate.sum;
    row[`${column}_sum_of_squares`] = aggregate.sumOfSquares;
    row[`${column}_histogram`] = JSON.stringify(aggregate.histogram);
  });
  return row;
}

interface Row {
  class_id: string | null;
  my_emotion: number;
  author_intent: number;
  sound: number;
  good_faith: number;
  heart_of_issue: number;
  divisive: number;
  confidence: number | null;
  support_level: number;
}

/** An inTell's interpretations as scale values, each with its class ('' outside classes). */
async function interpretationsOf(
  db: Kysely<any>,
  ideaId: string,
): Promise<{ classKey: string; values: ReturnType<typeof scaleValuesOf> }[]> {
  const rows = (await db
    .selectFrom('idea_scales')
    .select([
      'class_id',
      'my_emotion',
      'author_intent',
      'sound',
      'good_faith',
      'heart_of_issue',
      'divisive',
      'confidence',
      'support_level',
    ])
    .where('idea_id', '=', ideaId)
    .execute()) as Row[];
  return rows.map((row) => ({
    classKey: row.class_id ?? '',
    values: scaleValuesOf(
      {
        myEmotion: row.my_emotion,
        authorIntent: row.author_intent,
        sound: row.sound,
        goodFaith: row.good_faith,
        heartOfIssue: row.heart_of_issue,
        divisive: row.divisive,
        confidence: row.confidence,
      },
      Number(row.support_level) === -2 ? null : Number(row.support_level),
    ),
  }));
}

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('class_idea_scale_aggregates')
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('interpretation_count', 'integer', (c) => c.notNull().defaultTo(0));
  for (const column of SCALES) {
    table = table
      .addColumn(`${column}_count`, 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_sum`, 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_sum_of_squares`, 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn(`${column}_histogram`, 'text', (c) => c.notNull());
  }
  await table
    .addPrimaryKeyConstraint('class_idea_scale_aggregates_pk', ['idea_id', 'class_id'])
    .execute();

  const ideas = (await db
    .selectFrom('idea_scales')
    .select('idea_id')
    .distinct()
    .where('class_id', 'is not', null)
    .orderBy('idea_id')
    .execute()) as { idea_id: string }[];
  for (const { idea_id: ideaId } of ideas) {
    const byScope = new Map<string, { count: number; aggregates: IdeaScaleAggregates }>();
    byScope.set('', { count: 0, aggregates: emptyIdeaScaleAggregates() });
    for (const { classKey, values } of await interpretationsOf(db, ideaId)) {
      const held = byScope.get(classKey) ?? { count: 0, aggregates: emptyIdeaScaleAggregates() };
      byScope.set(classKey, {
        count: held.count + 1,
        aggregates: updateIdeaScaleAggregates(held.aggregates, null, values),
      });
    }
    for (const [key, { count, aggregates }] of byScope) {
      if (key === '') {
        await db
          .updateTable('idea_scale_aggregates')
          .set(aggregateColumns(count, aggregates))
          .where('idea_id', '=', ideaId)
          .execute();
      } else {
        await db
          .insertInto('class_idea_scale_aggregates')
          .values({ idea_id: ideaId, class_id: key, ...aggregateColumns(count, aggregates) })
          .execute();
      }
    }
  }
}

/** Back to one row per inTell: each class's figures added to the public row again. */
export async function down(db: Kysely<any>): Promise<void> {
  const ideas = (await db
    .selectFrom('class_idea_scale_aggregates')
    .select('idea_id')
    .distinct()
    .execute()) as { idea_id: string }[];
  for (const { idea_id: ideaId } of ideas) {
    const interpretations = await interpretationsOf(db, ideaId);
    let aggregates = emptyIdeaScaleAggregates();
    for (const { values } of interpretations) {
      aggregates = updateIdeaScaleAggregates(aggregates, null, values);
    }
    await db
      .updateTable('idea_scale_aggregates')
      .set(aggregateColumns(interpretations.length, aggregates))
      .where('idea_id', '=', ideaId)
      .execute();
  }
  await db.schema.dropTable('class_idea_scale_aggregates').execute();
}
