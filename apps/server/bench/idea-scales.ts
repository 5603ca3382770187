/**
 * Interpretations benchmark (decisions.md 'Data and speed'): one inTell with 200 links (150 to
 * other inTells, 50 to waveMakers) and 1,000 interpretations, then 10,000. Prints the answer
 * sizes beside their budgets, and how long the reads and a write take (median of 30 runs):
 *
 * - `GET /api/ideas/{id}` at 1,000 interpretations: budget < 60 KB;
 * - `GET /api/ideas/{id}/scales` at 10,000: budget < 100 KB;
 *
 * each as a browser receives it (gzip) and uncompressed, with what makes up the inTell's read;
 * - for information: the inTell's read at 10,000, a page of notes, the CSV download, and one
 *   interpretation written (its aggregates moved) at 10,000.
 *
 * Not a timed test and not part of `npm test`.
 *
 *   npm run bench:scales -w apps/server
 *   BENCH_DATABASE_URL=postgres://… npm run bench:scales -w apps/server   # a temporary schema
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  computeIdeaAgentFigures,
  computeIdeaIdeaFigures,
  linkPairKey,
  scaleValuesOf,
  updateIdeaScaleAggregates,
  type IdeaDto,
  type IdeaScalePlotData,
  type LinkRating,
} from '@thoughtful/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { signToken } from '../src/modules/auth/tokens';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { toIdeaScale } from '../src/modules/interpretations';
import {
  lockIdeaScaleAggregates,
  writeIdeaScaleAggregates,
} from '../src/modules/interpretations/idea-scale-aggregates.repository';
import { openBenchDatabase, seededRandom } from './bench-support';

const IDEA_LINKS = 150;
const AGENT_LINKS = 50;
const FIRST = 1_000;
const ALL = 10_000;
const RUNS = 30;
const WARMUP = 3;
const BUDGET = { idea: 60 * 1024, plot: 100 * 1024 };

const random = seededRandom(20240611);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** A slider answer at the web's 0.01 step, or none (-2) with the given chance. */
const slider = (min: number, max: number, none = 0.05) =>
  random() < none ? -2 : Math.round((min + random() * (max - min)) * 100) / 100;
const WORDS =
  'trees shade heat city council budget summer streets health cost upkeep evidence'.split(' ');
const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');

/** Ten members' ratings of a link, as the links benchmark makes them: figures like real ones. */
function ratings(): LinkRating[] {
  return Array.from({ length: 10 }, () => {
    const kind = random();
    return {
      level: kind < 0.5 ? 1 : kind < 0.8 ? -1 : 0,
      confidence: pick([0.1, 0.5, 1]),
      isSimilar: kind >= 0.8 && kind < 0.9,
      isComplex: kind >= 0.9,
      isReversed: random() < 0.2,
    };
  });
}

async function seedIdea(database: DatabaseHandle): Promise<{ ideaId: string; posterId: string }> {
  const { db } = database;
  const at = new Date().toISOString();
  const posterId = newId();
  await db
    .insertInto('users')
    .values({
      id: posterId,
      name: 'Poster',
      email: 'poster@example.org',
      password_hash: null,
      is_student: 0,
      is_admin: 0,
      confirmed: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const ideaIds = Array.from({ length: IDEA_LINKS + 1 }, () => newId());
  await db
    .insertInto('ideas')
    .values(
      ideaIds.map((id, i) =>
        newIdeaRow({
          id,
          user_id: posterId,
          my_point: `Linked inTell ${i}: ${sentence(6)}`.slice(0, 60),
          my_content: sentence(60),
          url: `https://example.org/articles/${i}`,
          good_intent_level: 1,
          created_at: at,
        }),
      ),
    )
    .execute();
  const [ideaId, ...others] = ideaIds as [string, ...string[]];
  await db
    .insertInto('link_idea_idea')
    .values(
      others.map((other, i) => {
        const f = computeIdeaIdeaFigures(ratings());
        return {
          id: newId(),
          idea_cause: i % 2 === 0 ? ideaId : other,
          idea_effect: i % 2 === 0 ? other : ideaId,
          pair_key: linkPairKey(ideaId, other),
          significance_support_oppose: f.significanceSupportOppose,
          significance_similar: f.significanceSimilar,
          significance_complex: f.significanceComplex,
          avg_level_support_oppose: f.avgLevelSupportOppose,
          avg_level_reversed: f.avgLevelReversed,
          created_at: at,
        };
      }),
    )
    .execute();
  const agentIds = Array.from({ length: AGENT_LINKS }, () => newId());
  await db
    .insertInto('agents')
    .values(
      agentIds.map((id, i) => ({
        id,
        name: `Institute for ${pick(WORDS)} ${i}`,
        url: `https://example.org/agents/${i}`,
        image: '',
        user_id: posterId,
        member_user_id: null,
        created_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('link_idea_agent')
    .values(
      agentIds.map((agentId) => ({
        id: newId(),
        idea_id: ideaId,
        agent_id: agentId,
        avg_level: computeIdeaAgentFigures(
          ratings().map((r) => ({ ...r, isSimilar: false, isComplex: false })),
        ).avgLevel,
        created_at: at,
      })),
    )
    .execute();
  return { ideaId, posterId };
}

/**
 * Members `from` … `to` - 1 interpret the inTell: rows written straight to the table, the
 * aggregates moved with the same shared rule the server uses, one row at a time.
 */
async function seedInterpretations(
  database: DatabaseHandle,
  ideaId: string,
  from: number,
  to: number,
): Promise<string[]> {
  const { db } = database;
  const start = Date.now() - 30 * 86_400_000;
  const ids: string[] = [];
  let stored = await lockIdeaScaleAggregates(db, ideaId);
  for (let batch = from; batch < to; batch += 500) {
    const size = Math.min(500, to - batch);
    const users = Array.from({ length: size }, (_, k) => {
      const at = new Date(start).toISOString();
      const id = newId(start + batch + k);
      ids.push(id);
      return {
        id,
        name: `member${batch + k}@example.org`,
        email: `member${batch + k}@example.org`,
        password_hash: null,
        is_student: 0,
        is_admin: 0,
        confirmed: 1,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('users').values(users).execute();
    const rows = users.map((user, k) => {
      const at = new Date(start + (batch + k) * 60_000).toISOString();
      const skipped = random() < 0.05;
      const answer = (min: number, max: number, none?: number) =>
        skipped ? -2 : slider(min, max, none);
      const confidence = skipped ? null : pick([null, 0.1, 0.5, 1, 1, 2, 3, 4]);
      const values = {
        my_emotion: answer(-1, 1),
        author_intent: answer(0, 1),
        sound: answer(0, 1),
        good_faith: answer(0, 1, 0.5),
        heart_of_issue: answer(0, 1, 0.5),
        divisive: skipped ? -2 : random() < 0.1 ? 1 : 0,
        confidence,
      };
      const supportLevel =
        skipped || random() < 0.5 ? null : pick([-1, -0.66, -0.33, 0, 0.33, 0.66, 1]);
      const scaleValues = scaleValuesOf(
        {
          myEmotion: values.my_emotion,
          authorIntent: values.author_intent,
          sound: values.sound,
          goodFaith: values.good_faith,
          heartOfIssue: values.heart_of_issue,
          divisive: values.divisive,
          confidence,
        },
        supportLevel,
      );
      stored = {
        count: stored.count + 1,
        aggregates: updateIdeaScaleAggregates(stored.aggregates, null, scaleValues),
      };
      const hasNote = !skipped && random() < 0.4;
      return {
        idea_id: ideaId,
        user_id: user.id,
        ...values,
        have_changed: pick([-2, -1, 0, 1]),
        would_change: pick([-2, -1, 0, 1]),
        answer_questions: pick([-2, -1, 0, 1]),
        public_engagement: pick([-2, -1, 0, 1]),
        note: hasNote ? sentence(5 + Math.floor(random() * 60)) : '',
        why_manipulative: '',
        my_expertise: hasNote && (confidence ?? 0) > 1 ? sentence(12) : '',
        other_side: hasNote ? sentence(10) : '',
        solution: '',
        value_codes: JSON.stringify(random() < 0.5 ? [1, 2] : []),
        values_agent: null,
        idea_created: null,
        activity_type: 102,
        support_level: supportLevel ?? -2,
        score: scaleValues.score,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('idea_scales').values(rows).execute();
  }
  await writeIdeaScaleAggregates(db, ideaId, stored);
  return ids;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await run();
    times.push(performance.now() - began);
  }
  return median(times);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (bytes: number, budget: number) =>
  `${kb(bytes)} (budget < ${kb(budget)}: ${bytes < budget ? 'within' : 'OVER'})`;

async function main(): Promise<void> {
  const { database, cleanup } = await openBenchDatabase('scales');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-bench-data-'));
  try {
    await migrateToLatest(database.db);
    const { ideaId } = await seedIdea(database);
    const members = await seedInterpretations(database, ideaId, 0, FIRST);
    const secret = 'bench-secret-bench-secret-bench-secret!!';
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000' },
      { webDistDir: path.join(dataDir, 'no-web-build') },
    );
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const reader = members[members.length - 1]!;
    const token = signToken(reader, secret);
    const get = (url: string, gzip = false) =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'x-auth-token': token, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      });

    console.log(
      `${database.dialect}: one inTell with ${IDEA_LINKS} linked inTells and ${AGENT_LINKS} ` +
        `linked waveMakers; load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs`,
    );
    const idea = await get(`/api/ideas/${ideaId}`);
    const ideaZipped = await get(`/api/ideas/${ideaId}`, true);
    const ideaDto = idea.json<IdeaDto>();
    if (ideaDto.scaleCount !== FIRST || ideaDto.myScale === null) {
      throw new Error(`scaleCount ${ideaDto.scaleCount}, own ${ideaDto.myScale !== null}`);
    }
    const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
    // What the read carried before this change: every interpretation (at most 1,000).
    const everyInterpretation = await database.db
      .selectFrom('idea_scales')
      .innerJoin('users', 'users.id', 'idea_scales.user_id')
      .selectAll('idea_scales')
      .select('users.name as user_name')
      .where('idea_id', '=', ideaId)
      .execute();
    console.log(
      `  GET /api/ideas/{id} at ${FIRST.toLocaleString('en')} interpretations: as a browser ` +
        `receives it (gzip) ${verdict(ideaZipped.rawPayload.length, BUDGET.idea)}; uncompressed ` +
        `${verdict(idea.rawPayload.length, BUDGET.idea)}; median ` +
        `${(await timed(() => get(`/api/ideas/${ideaId}`, true))).toFixed(1)} ms`,
    );
    console.log(
      `    of it: linked inTells ${kb(bytes(ideaDto.linkedIdeas))}, linked waveMakers ` +
        `${kb(bytes(ideaDto.linkedAgents))}, aggregates ${kb(bytes(ideaDto.scaleAggregates))}, ` +
        `own interpretation ${kb(bytes(ideaDto.myScale))}; the ${FIRST.toLocaleString('en')} ` +
        `interpretations the read used to list: ${kb(bytes(everyInterpretation.map(toIdeaScale)))}`,
    );

    await seedInterpretations(database, ideaId, FIRST, ALL);
    const ideaAtAll = await get(`/api/ideas/${ideaId}`, true);
    console.log(
      `  GET /api/ideas/{id} at ${ALL.toLocaleString('en')}: ${kb(ideaAtAll.rawPayload.length)} ` +
        `(gzip); median ${(await timed(() => get(`/api/ideas/${ideaId}`, true))).toFixed(1)} ms`,
    );

    const plain = await get(`/api/ideas/${ideaId}/scales`);
    const zipped = await get(`/api/ideas/${ideaId}/scales`, true);
    const plot = plain.json<IdeaScalePlotData>();
    if (plot.emotion.length !== ALL || zipped.headers['content-encoding'] !== 'gzip') {
      throw new Error('unexpected plot data');
    }
    console.log(
      `  GET /api/ideas/{id}/scales at ${ALL.toLocaleString('en')}: as a browser receives it ` +
        `(gzip) ${verdict(zipped.rawPayload.length, BUDGET.plot)}; uncompressed ` +
        `${kb(plain.rawPayload.length)}; median ` +
        `${(await timed(() => get(`/api/ideas/${ideaId}/scales`, true))).toFixed(1)} ms`,
    );

    const notes = await get(`/api/ideas/${ideaId}/notes?limit=20`);
    console.log(
      `  GET /api/ideas/{id}/notes?limit=20: ${kb(notes.rawPayload.length)}; median ` +
        `${(await timed(() => get(`/api/ideas/${ideaId}/notes?limit=20`))).toFixed(1)} ms; ` +
        `brushed (score ≥ 0.5): ${(await timed(() => get(`/api/ideas/${ideaId}/notes?limit=20&scale=score&min=0.5`))).toFixed(1)} ms`,
    );

    const heapBefore = process.memoryUsage().heapUsed;
    const began = performance.now();
    const csv = await get(`/api/ideas/${ideaId}/scales.csv`);
    const csvMs = performance.now() - began;
    console.log(
      `  GET /api/ideas/{id}/scales.csv at ${ALL.toLocaleString('en')}: ${kb(csv.rawPayload.length)} ` +
        `in ${csvMs.toFixed(0)} ms (heap grew ${kb(process.memoryUsage().heapUsed - heapBefore)}, ` +
        `inject buffers the whole answer)`,
    );

    // A change of an interpretation at 10,000: its aggregates move in O(1).
    let k = 0;
    const write = () => {
      k += 1;
      return app.inject({
        method: 'POST',
        url: `/api/ideas/scale/${ideaId}`,
        headers: { 'x-auth-token': signToken(members[k % members.length]!, secret) },
        payload: { myEmotion: (k % 21) / 10 - 1, sound: (k % 11) / 10, note: 'Changed my mind' },
      });
    };
    console.log(
      `  POST /api/ideas/scale/{id} (a change) at ${ALL.toLocaleString('en')}: median ` +
        `${(await timed(write)).toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
