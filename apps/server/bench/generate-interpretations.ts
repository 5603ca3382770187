/**
 * The interpretations and links of the data-scale benchmark, generated in bulk inside the
 * database (insert … select, never through the API): `perIdea` interpretations of every inTell by
 * as many different members, and one link from each inTell to the next. The aggregates each
 * inTell's read shows are then worked out with the server's own rules in one pass over the
 * interpretations in key order.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  aggregateOf,
  SCALE_NAMES,
  scaleValuesOf,
  type IdeaScaleAggregates,
  type ScaleName,
} from '@thoughtful/shared';
import type { DatabaseHandle } from '../src/db/database';
import { ideaScaleAggregatesRow } from '../src/modules/interpretations/idea-scale-aggregates.repository';

/** Ideas per insert … select: a progress line each, and transactions of a sensible size. */
const CHUNK = 50_000;
/** Interpretations read per page when the aggregates are worked out. */
const PAGE = 20_000;

const progress = (what: string, done: number, began: number) =>
  process.stdout.write(
    `  ${done.toLocaleString('en')} ${what} (${((performance.now() - began) / 1000).toFixed(1)} s)\n`,
  );

/**
 * Numbers the inTells (`bench_order`: n from 1, by id) and the members (`bench_members`: idx from
 * 0) in tables of the benchmark's own, so that both dialects can pair them in plain SQL.
 */
async function numberRows(database: DatabaseHandle): Promise<{ ideas: number; members: number }> {
  const { db } = database;
  await sql`create table bench_order as
    select row_number() over (order by id) as n, id, created_at from ideas`.execute(db);
  await sql`create index bench_order_n on bench_order (n)`.execute(db);
  await sql`create table bench_members as
    select row_number() over (order by id) - 1 as idx, id from users`.execute(db);
  await sql`create index bench_members_idx on bench_members (idx)`.execute(db);
  await sql`create table bench_slots (k integer primary key)`.execute(db);
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
        .n,
    );
  return { ideas: await count('bench_order'), members: await count('bench_members') };
}

export async function dropNumbering(database: DatabaseHandle): Promise<void> {
  for (const table of ['bench_order', 'bench_members', 'bench_slots']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(database.db);
  }
}

/** A slider answer at the web's 0.01 step, from the database's own random numbers. */
function slider(database: DatabaseHandle, min: number, max: number) {
  const unit =
    database.dialect === 'sqlite' ? sql`((abs(random()) % 1000000) / 1000000.0)` : sql`random()`;
  return database.dialect === 'sqlite'
    ? sql`round(${sql.lit(min)} + ${unit} * ${sql.lit(max - min)}, 2)`
    : sql`round((${sql.lit(min)} + ${unit} * ${sql.lit(max - min)})::numeric, 2)::float8`;
}

/**
 * `perIdea` interpretations of each inTell: member (7n + 13k) mod M for k < perIdea, all different
 * for one inTell while perIdea ≤ M / gcd(13, M). Returns how many were written.
 */
export async function generateInterpretations(
  database: DatabaseHandle,
  perIdea: number,
): Promise<number> {
  const { db } = database;
  const { ideas, members } = await numberRows(database);
  if (perIdea > members) throw new Error(`${perIdea} interpretations per inTell need more members`);
  await db
    .insertInto('bench_slots' as never)
    .values(Array.from({ length: perIdea }, (_, k) => ({ k })))
    .execute();
  const began = performance.now();
  for (let from = 1; from <= ideas; from += CHUNK) {
    const to = Math.min(ideas, from + CHUNK - 1);
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into idea_scales (idea_id, user_id, my_emotion, author_intent, sound, good_faith,
          confidence, activity_type, support_level, created_at, updated_at)
        select o.id, m.id, ${slider(database, -1, 1)}, ${slider(database, 0, 1)},
          ${slider(database, 0, 1)}, ${slider(database, 0, 1)}, 0.5, 102, -2,
          o.created_at, o.created_at
        from bench_order o
        cross join bench_slots s
        join bench_members m on m.idx = (o.n * 7 + s.k * 13) % ${sql.lit(members)}
        where o.n between ${from} and ${to}`.execute(trx);
    });
    progress('inTells interpreted', to, began);
  }
  return ideas * perIdea;
}

/** One link from each inTell to the next (the last to the first): as many links as inTells. */
export async function generateLinks(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  const ideas = Number(
    (await sql<{ n: number }>`select count(*) as n from bench_order`.execute(db)).rows[0]!.n,
  );
  const id =
    database.dialect === 'sqlite'
      ? sql`printf('L%023x', a.n)`
      : sql`'L' || lpad(to_hex(a.n), 23, '0')`;
  const began = performance.now();
  for (let from = 1; from <= ideas; from += CHUNK) {
    const to = Math.min(ideas, from + CHUNK - 1);
    await sql`
      insert into link_idea_idea (id, idea_cause, idea_effect, pair_key,
        significance_support_oppose, significance_similar, significance_complex,
        avg_level_support_oppose, avg_level_reversed, created_at)
      select ${id}, a.id, b.id,
        case when a.id < b.id then a.id || ':' || b.id else b.id || ':' || a.id end,
        ${slider(database, 0, 1)}, 0, 0, ${slider(database, -1, 1)}, 0, a.created_at
      from bench_order a
      join bench_order b on b.n = case when a.n = ${ideas} then 1 else a.n + 1 end
      where a.n between ${from} and ${to}`.execute(db);
    progress('links', to, began);
  }
  return ideas;
}

/** Aggregate rows per insert: 30 values each, under SQLite's 32,766 variables. */
const AGGREGATES_BATCH = 1_000;

/**
 * Every inTell's stored aggregates, from its interpretations, with the server's rules
 * (`scaleValuesOf`, and `aggregateOf` over each scale's values: what adding them one by one with
 * `updateIdeaScaleAggregates` gives, in one step), read in key order a page at a time.
 */
export async function generateAggregates(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const began = performance.now();
  let after: { ideaId: string; userId: string } | null = null;
  let current: string | null = null;
  let values = new Map<ScaleName, number[]>();
  let count = 0;
  let batch: ReturnType<typeof ideaScaleAggregatesRow>[] = [];
  let done = 0;
  let shown = 0;
  const insert = async () => {
    for (let at = 0; at < batch.length; at += AGGREGATES_BATCH) {
      await db
        .insertInto('idea_scale_aggregates')
        .values(batch.slice(at, at + AGGREGATES_BATCH))
        .execute();
    }
    batch = [];
  };
  const close = () => {
    if (current === null) return;
    const aggregates = Object.fromEntries(
      SCALE_NAMES.map((name) => [name, aggregateOf(values.get(name) ?? [])]),
    ) as IdeaScaleAggregates;
    batch.push(ideaScaleAggregatesRow(current, { count, aggregates }));
    done++;
  };
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
        'support_level',
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
    const rows = await page.execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.idea_id !== current) {
        close();
        current = row.idea_id;
        count = 0;
        values = new Map();
      }
      count++;
      const scaleValues = scaleValuesOf(
        {
          myEmotion: row.my_emotion,
          authorIntent: row.author_intent,
          sound: row.sound,
          goodFaith: row.good_faith,
          heartOfIssue: row.heart_of_issue,
          divisive: row.divisive,
          confidence: row.confidence,
        },
        row.support_level,
      );
      for (const name of SCALE_NAMES) {
        const value = scaleValues[name];
        if (value === null) continue;
        const list = values.get(name);
        if (list) list.push(value);
        else values.set(name, [value]);
      }
    }
    if (batch.length >= AGGREGATES_BATCH) await insert();
    const last = rows[rows.length - 1]!;
    after = { ideaId: last.idea_id, userId: last.user_id };
    if (done - shown >= 100_000) {
      progress('inTells’ aggregates', done, began);
      shown = done;
    }
  }
  close();
  await insert();
  progress('inTells’ aggregates', done, began);
}
