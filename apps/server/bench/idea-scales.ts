/**
 * Interpretations benchmark (docs/decisions/2026-11-23-data-and-speed.md): one inTell with 200
 * links (150 to other inTells, 50 to waveMakers) and 1,000 interpretations, then 10,000. Prints the
 * answer sizes beside their budgets, and how long the reads and a write take (median of 30 runs):
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
import type { IdeaDto, IdeaScalePlotData } from '@thoughtful/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { signToken } from '../src/modules/auth/tokens';
import { toIdeaScale } from '../src/modules/interpretations';
import { openBenchDatabase } from './bench-support';
import { AGENT_LINKS, IDEA_LINKS, seedIdea, seedInterpretations } from './busy-idea';

const FIRST = 1_000;
const ALL = 10_000;
const RUNS = 30;
const WARMUP = 3;
const BUDGET = { idea: 60 * 1024, plot: 100 * 1024 };

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
