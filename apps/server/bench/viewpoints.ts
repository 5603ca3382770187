/**
 * Viewpoints benchmark (issue 31, DESIGN.md §12). Prints, for docs/benchmarks.md:
 *
 * - quality on generated data: planted groups recovered (adjusted Rand index ≥ 0.8) in 100
 *   classes of 30 × 40 inTells with 2 and with 3 groups, splits reported with none planted, the
 *   kind of disagreement named right, planted cruxes in the top three of 100 trees;
 * - cost: the background recompute of a class of 30 students × 50 inTells (median of 20) and of
 *   an installation of 10,000 members × 1,000 inTells (30 interpretations each, 300,000 in all),
 *   each beside a baseline measured in the same run: reading the same interpretations in one plain
 *   statement, so the ratio says what placing them costs beyond reading them;
 * - the event loop during a recompute (issue 42): the longest a 20 ms timer came late while a class
 *   of 1,000 × 200 inTells and the installation of 10,000 × 1,000 were worked out, the old way
 *   (pages of 300 members read back to back, the maths on this thread) beside the new (pages
 *   sized to ~8 ms with the loop let go between them, the maths in the bundled worker thread).
 *
 * Not a timed test and not part of `npm test`.
 *
 *   npm run bench:viewpoints
 *   BENCH_DATABASE_URL=postgres://… npm run bench:viewpoints   # a temporary schema
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  findCruxes,
  seededRandom,
  summariseIdeaViewpoints,
  workOutOpinionMap,
  type MemberAnswers,
  type ViewpointScale,
} from '@thoughtful/shared';
import pino from 'pino';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { ViewpointRecompute } from '../src/modules/viewpoints';
import { bundledMathsWorker } from '../src/modules/viewpoints/viewpoint-maths-runner';
import { markScopes } from '../src/modules/viewpoints/viewpoint-scopes.repository';
import {
  adjustedRandIndex,
  generateScope,
  generateSplitIdea,
} from '../../../packages/shared/src/viewpoints/testing/generated-answers';
import { plantedTree } from '../../../packages/shared/src/viewpoints/testing/generated-trees';
import { openBenchDatabase } from './bench-support';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function quality(): void {
  const planted = { members: 30, ideas: 40, noise: 0.35, differRate: 0.4 };
  for (const groups of [2, 3]) {
    let good = 0;
    for (let run = 0; run < 100; run += 1) {
      const scope = generateScope(seededRandom(1_000 * groups + run), { ...planted, groups });
      const map = workOutOpinionMap(scope.members, scope.ideaCount);
      const found = new Map(map.placed.map((p) => [p.memberId, p.group ?? -1]));
      const ari = adjustedRandIndex(
        scope.truth,
        scope.members.map((m) => found.get(m.memberId) ?? -2),
      );
      if (ari >= 0.8) good += 1;
    }
    console.log(`  ${groups} planted groups: recovered (ARI ≥ 0.8) in ${good} of 100 classes`);
  }
  let splits = 0;
  for (let run = 0; run < 100; run += 1) {
    const scope = generateScope(seededRandom(77_000 + run), { ...planted, groups: 1 });
    if (workOutOpinionMap(scope.members, scope.ideaCount).groupSizes.length > 0) splits += 1;
  }
  console.log(`  no planted groups: a split reported in ${splits} of 100 classes`);
  const kinds: [ViewpointScale, string][] = [
    ['values', 'values'],
    ['sound', 'facts'],
    ['goodFaith', 'trust'],
    ['emotion', 'tone'],
  ];
  for (const [scale, kind] of kinds) {
    let right = 0;
    for (let run = 0; run < 100; run += 1) {
      if (
        summariseIdeaViewpoints(generateSplitIdea(seededRandom(500 + run), scale)).disagreement
          ?.kind === kind
      )
        right += 1;
    }
    console.log(`  groups apart only on ${scale}: said '${kind}' in ${right} of 100`);
  }
  let found = 0;
  for (let run = 0; run < 100; run += 1) {
    const { tree, crux, groupOf } = plantedTree(seededRandom(4_000 + run), run);
    if (findCruxes(tree, groupOf).some((c) => c.ideaId === crux)) found += 1;
  }
  console.log(`  planted crux in the top three: ${found} of 100 trees`);
}

const at = new Date().toISOString();

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Stores a generated scope: its members as users, its inTells (in `classId`), their answers. */
async function store(
  database: DatabaseHandle,
  members: readonly MemberAnswers[],
  ideaCount: number,
  classId: string | null,
): Promise<{ userIds: string[]; rows: number }> {
  const { db } = database;
  const userIds = members.map(() => newId());
  await insertChunks(userIds, (chunk) =>
    db
      .insertInto('users')
      .values(
        chunk.map((id) => ({
          id,
          name: `member-${id}`,
          email: `${id}@example.org`,
          password_hash: null,
          is_student: classId ? 1 : 0,
          is_admin: 0,
          confirmed: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  );
  const ideaIds = Array.from({ length: ideaCount }, () => newId());
  await insertChunks(ideaIds, (chunk) =>
    db
      .insertInto('ideas')
      .values(
        chunk.map((id, i) => ({
          ...newIdeaRow({ id, user_id: userIds[0]!, my_point: `inTell ${i}`, created_at: at }),
          class_id: classId,
        })),
      )
      .execute(),
  );
  const rows = members.flatMap((m, i) =>
    m.answers.map(({ ideaIndex, answer }) => ({
      idea_id: ideaIds[ideaIndex]!,
      user_id: userIds[i]!,
      my_emotion: answer.emotion ?? -2,
      author_intent: answer.authorIntent ?? -2,
      sound: answer.sound ?? -2,
      good_faith: answer.goodFaith ?? -2,
      heart_of_issue: -2,
      divisive: 0,
      have_changed: -2,
      would_change: -2,
      answer_questions: -2,
      public_engagement: -2,
      note: '',
      why_manipulative: '',
      my_expertise: '',
      other_side: '',
      solution: '',
      confidence: 0.5,
      value_codes: JSON.stringify(
        answer.values === null
          ? []
          : answer.values > 0.33
            ? [1]
            : answer.values < -0.33
              ? [-1]
              : [1, -1],
      ),
      values_agent: null,
      idea_created: null,
      class_id: classId,
      activity_type: null,
      support_level: answer.supportLevel ?? -2,
      score: null,
      created_at: at,
      updated_at: at,
    })),
  );
  await insertChunks(rows, (chunk) => db.insertInto('idea_scales').values(chunk).execute(), 200);
  return { userIds, rows: rows.length };
}

/**
 * Generates a scope and stores it; the generated answers are not kept (a server holds none of
 * them: held, they would lengthen the collections the event-loop probe sees).
 */
async function storeGenerated(
  database: DatabaseHandle,
  seed: number,
  options: Parameters<typeof generateScope>[1],
  classId: string | null,
): Promise<{ userIds: string[]; rows: number }> {
  const scope = generateScope(seededRandom(seed), options);
  return store(database, scope.members, scope.ideaCount, classId);
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await run();
  return performance.now() - began;
}

/** The probe's period: a timer due every PROBE_MS; its lateness is how long the loop was held. */
const PROBE_MS = 20;

/**
 * Runs `run` with a timer due every PROBE_MS, and answers the longest it came late (the longest
 * the event loop was held), how many times it fired, and how long `run` took.
 */
async function withLoopProbe(
  run: () => Promise<unknown>,
): Promise<{ stallMs: number; ticks: number; ms: number }> {
  let longest = 0;
  let ticks = 0;
  let last = performance.now();
  const probe = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last - PROBE_MS);
    last = now;
  };
  const timer = setInterval(() => {
    probe();
    ticks += 1;
  }, PROBE_MS);
  const began = performance.now();
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - began;
  // A hold at the very end, the timer never got to see.
  probe();
  return { stallMs: Math.max(0, longest), ticks, ms };
}

/** A class of `students` rostered students, their ids. */
async function makeClass(database: DatabaseHandle, classId: string, userIds: string[]) {
  const { db } = database;
  await db
    .insertInto('classes')
    .values({
      id: classId,
      name: `Bench class ${classId}`,
      code: classId.slice(-6).toUpperCase(),
      archived: 0,
      pseudonyms: 0,
      auto_follow_ups: 0,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await insertChunks(userIds, (chunk) =>
    db
      .insertInto('class_students')
      .values(
        chunk.map((user_id, i) => ({
          class_id: classId,
          user_id,
          pseudonym: `Student ${i}`,
          joined_at: at,
        })),
      )
      .execute(),
  );
}

/**
 * The longest event-loop stall while a scope is worked out, the old way and the new, alternating
 * (`runs` each): the median of each way's runs. Beside them the probe on an idle loop for as long
 * as the new way took: the floor the machine itself sets (a loaded machine's scheduler delays a
 * timer too, with nothing running).
 */
async function stalls(database: DatabaseHandle, label: string, scopeKey: string, runs: number) {
  const { db } = database;
  const log = pino({ level: 'warn' });
  const ways = {
    old: new ViewpointRecompute({ db, log, blocking: true }),
    new: new ViewpointRecompute({ db, log }),
  };
  const results: Record<
    keyof typeof ways | 'idle',
    { stallMs: number; ticks: number; ms: number }[]
  > = { old: [], new: [], idle: [] };
  // One run of each first: the worker started, the statements prepared, the pages warm.
  for (const warm of [true, ...Array.from({ length: runs }, () => false)]) {
    for (const way of ['old', 'new'] as const) {
      await markScopes(db, [scopeKey], new Date(Date.now() + 1_000).toISOString());
      let done: unknown;
      const probed = await withLoopProbe(async () => {
        done = await ways[way].recomputeScope(scopeKey);
      });
      if (!done) throw new Error(`${scopeKey} was not worked out`);
      if (!warm) results[way].push(probed);
    }
    const idleMs = results.new.at(-1)?.ms ?? 500;
    const idle = await withLoopProbe(() => new Promise((resolve) => setTimeout(resolve, idleMs)));
    if (!warm) results.idle.push(idle);
  }
  const line = (way: keyof typeof results) => {
    const stall = median(results[way].map((r) => r.stallMs));
    const worst = Math.max(...results[way].map((r) => r.stallMs));
    const ms = median(results[way].map((r) => r.ms));
    const ticks = median(results[way].map((r) => r.ticks));
    return (
      `${way}: longest stall ${stall.toFixed(0)} ms (worst of ${runs} ${worst.toFixed(0)} ms), ` +
      `${way === 'idle' ? 'waited' : 'recompute'} ${ms.toFixed(0)} ms, probe fired ${ticks} times`
    );
  };
  console.log(`  ${label}\n    ${line('old')}\n    ${line('new')}\n    ${line('idle')}`);
  await ways.old.close();
  await ways.new.close();
}

async function cost(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const log = pino({ level: 'warn' });
  const recompute = new ViewpointRecompute({ db, log });
  /** Marks the scope changed, then times its recompute alone. */
  const again = async (scopeKey: string) => {
    await markScopes(db, [scopeKey], new Date(Date.now() + 1_000).toISOString());
    const began = performance.now();
    const done = await recompute.recomputeChanged();
    const ms = performance.now() - began;
    const result = done.find((d) => d.scopeKey === scopeKey);
    if (!result) throw new Error(`${scopeKey} was not worked out`);
    return { ...result, ms };
  };

  // A class of 30 students × 50 inTells.
  const classId = newId();
  await db
    .insertInto('classes')
    .values({
      id: classId,
      name: 'Bench class',
      code: 'BENCH1',
      archived: 0,
      pseudonyms: 0,
      auto_follow_ups: 0,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const small = generateScope(seededRandom(11), {
    members: 30,
    ideas: 50,
    groups: 3,
    answerRate: 0.8,
  });
  const { userIds, rows } = await store(database, small.members, small.ideaCount, classId);
  await db
    .insertInto('class_students')
    .values(
      userIds.map((user_id, i) => ({
        class_id: classId,
        user_id,
        pseudonym: `Student ${i}`,
        joined_at: at,
      })),
    )
    .execute();
  // A live database's planner has statistics (autovacuum, PRAGMA optimize); fresh bulk rows have none.
  await sql`analyze`.execute(db);
  await again(classId);
  const classTimes: number[] = [];
  const classReads: number[] = [];
  let placed = 0;
  for (let i = 0; i < 20; i += 1) {
    classReads.push(
      await time(() =>
        db.selectFrom('idea_scales').selectAll().where('class_id', '=', classId).execute(),
      ),
    );
    const run = await again(classId);
    placed = run.placed;
    classTimes.push(run.ms);
  }
  const classMs = median(classTimes);
  const classRead = median(classReads);
  console.log(
    `  class of 30 × 50 inTells (${rows} interpretations, ${placed} placed): recompute ${classMs.toFixed(1)} ms ` +
      `(goal < 50 ms), plain read ${classRead.toFixed(1)} ms, ratio ${(classMs / classRead).toFixed(1)}×`,
  );

  // A class of 1,000 students × 200 inTells, 30 interpretations each (issue 42's stalls).
  const largeClassId = newId();
  const largeStored = await storeGenerated(
    database,
    13,
    { members: 1_000, ideas: 200, groups: 3, answerRate: 0.15 },
    largeClassId,
  );
  await makeClass(database, largeClassId, largeStored.userIds);

  // An installation of 10,000 members × 1,000 inTells, 30 interpretations each.
  const seeding = performance.now();
  const stored = await storeGenerated(
    database,
    12,
    { members: 10_000, ideas: 1_000, groups: 3, answerRate: 0.03 },
    null,
  );
  console.log(
    `  seeded ${stored.rows.toLocaleString('en')} public interpretations in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  await sql`analyze`.execute(db);
  const bigRead = await time(() =>
    sql`select s.user_id, s.idea_id, s.sound, s.my_emotion from idea_scales s join ideas i on i.id = s.idea_id where i.class_id is null`.execute(
      db,
    ),
  );
  const runs: number[] = [];
  let result = { placed: 0, groups: 0, ms: 0 };
  for (let i = 0; i < 3; i += 1) {
    result = await again('public');
    runs.push(result.ms);
  }
  const bigMs = median(runs);
  console.log(
    `  installation of 10,000 × 1,000 (${result.placed.toLocaleString('en')} placed, ${result.groups} groups): ` +
      `recompute ${(bigMs / 1000).toFixed(2)} s (median of 3; goal < 10 s), plain read ${(bigRead / 1000).toFixed(2)} s, ` +
      `ratio ${(bigMs / bigRead).toFixed(1)}×`,
  );
  await recompute.close();

  console.log(
    `Event loop during a recompute (${database.dialect}; a timer due every ${PROBE_MS} ms, its ` +
      `lateness; median of 3; maths worker: ${bundledMathsWorker() ? 'bundled' : 'none found, inline'})`,
  );
  await stalls(
    database,
    `class of 1,000 × 200 inTells (${largeStored.rows.toLocaleString('en')} interpretations)`,
    largeClassId,
    3,
  );
  await stalls(
    database,
    `installation of 10,000 × 1,000 (${stored.rows.toLocaleString('en')} interpretations)`,
    'public',
    3,
  );
}

async function main(): Promise<void> {
  console.log('Viewpoints on generated data');
  quality();
  const { database, cleanup } = await openBenchDatabase('viewpoints');
  try {
    await migrateToLatest(database.db);
    console.log(`Recompute cost (${database.dialect})`);
    await cost(database);
  } finally {
    await database.close();
    await cleanup();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
