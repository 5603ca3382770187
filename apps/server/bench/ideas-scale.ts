/**
 * Data-scale benchmark: 1,000,000 inTells, 10 interpretations of each (10,000,000)
 * and one link from each to the next (1,000,000), generated in bulk in a temporary database,
 * then what a person waits for: the latest ten, search-as-you-type, a busy waveMaker's screen, an
 * inTell read (`GET /api/ideas/{id}`) and an interpretation written (`POST /api/ideas/scale/{id}`,
 * its aggregates moved). Prints median and p95 over 50 runs each beside the goals. Not part of
 * `npm test`. The full size takes a while to generate (see docs/benchmarks.md).
 *
 *   npm run bench -w apps/server
 *   BENCH_IDEAS=100000 npm run bench -w apps/server                 # a smaller data set
 *   BENCH_INTERPRETATIONS_PER_IDEA=2 npm run bench -w apps/server   # fewer interpretations
 *   BENCH_DATABASE_URL=postgres://… npm run bench -w apps/server    # PostgreSQL (a temporary schema)
 *   BENCH_KEEP=1 npm run bench -w apps/server                       # keep the SQLite file to explore
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { migrateToLatest } from '../src/db/migrate';
import { signToken } from '../src/modules/auth/tokens';
import { ChangeDispatcher, Writes } from '../src/changes/changes';
import { AgentsService } from '../src/modules/agents/agents.service';
import { AccessPolicy } from '../src/modules/access';
import { AgentReads } from '../src/modules/reads/agent-reads';
import { IdeaReadModel } from '../src/modules/reads/idea-reads';
import { openBenchDatabase } from './bench-support';
import { generateIdeas } from './generate-ideas';
import {
  dropNumbering,
  generateAggregates,
  generateInterpretations,
  generateLinks,
} from './generate-interpretations';

const IDEAS = Number(process.env.BENCH_IDEAS ?? 1_000_000);
const PER_IDEA = Number(process.env.BENCH_INTERPRETATIONS_PER_IDEA ?? 10);
const RUNS = 50;
const WARMUP = 5;
const TARGET_MS = 50;
/** The goals for the median, by dialect where they differ. */
const GOALS = {
  latest: 5,
  search: { sqlite: 15, postgres: 25 },
  read: 10,
  write: 5,
};

interface Timing {
  name: string;
  results: number;
  median: number;
  p95: number;
}

/** The list a JSON answer holds (what a client parses). */
const parsedList = (json: string): unknown[] => JSON.parse(json) as unknown[];

async function measure(name: string, run: () => Promise<unknown[]>): Promise<Timing> {
  let results = 0;
  for (let i = 0; i < WARMUP; i++) results = (await run()).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = (times[Math.floor((RUNS - 1) / 2)]! + times[Math.ceil((RUNS - 1) / 2)]!) / 2;
  const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
  return { name, results, median, p95 };
}

async function main() {
  const { database, cleanup } = await openBenchDatabase('scale');
  try {
    await migrateToLatest(database.db);
    console.log(`Generating ${IDEAS.toLocaleString('en')} ideas on ${database.dialect} …`);
    const t0 = performance.now();
    const { busyAgentId } = await generateIdeas(database, IDEAS);
    console.log(`Generating ${PER_IDEA} interpretations of each and a link from each …`);
    const interpretations = await generateInterpretations(database, PER_IDEA);
    const links = await generateLinks(database);
    await generateAggregates(database);
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.log(
      `Generated ${IDEAS.toLocaleString('en')} inTells, ${interpretations.toLocaleString('en')} ` +
        `interpretations and ${links.toLocaleString('en')} links in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s.\n`,
    );

    const search = fullTextSearchFor(database.dialect);
    const deps = {
      db: database.db,
      dialect: database.dialect,
      search,
      access: new AccessPolicy({ education: true }),
      clock: () => new Date(),
    };
    const agents = new AgentsService({
      ...deps,
      writes: new Writes(database.db, new ChangeDispatcher(() => undefined)),
    });
    /** A member reading, as the routes pass the signed-in user. */
    const reader = { id: 'bench-reader', is_student: 0, is_admin: 0, banned: 0 };
    const timings: Timing[] = [];
    timings.push(
      // A fresh service each run: this times the query, not the kept copy.
      await measure('latest ten (GET /api/ideas?limitSize=10)', async () =>
        parsedList(await new IdeaReadModel(deps).listJson(reader, { limitSize: 10 })),
      ),
    );
    for (const query of [
      'c',
      'cl',
      'clim',
      'climate ch',
      'school energy',
      'the',
      'artificial intel',
      'zzqx',
    ]) {
      // A service of its own each time: its kept searches start empty, so this times the search
      // itself, not the cache (docs/decisions/2026-11-23-speed.md 'Kept copies at versions each
      // change raises').
      timings.push(
        await measure(`search ideas "${query}"`, async () =>
          parsedList(
            await new IdeaReadModel(deps).listJson(reader, { searchString: query, limitSize: 10 }),
          ),
        ),
      );
    }
    for (const query of ['f', 'foundation cl', 'council for heat']) {
      timings.push(
        await measure(`search agents "${query}"`, () =>
          agents.list(reader, { searchString: query, limitSize: 10 }),
        ),
      );
    }
    timings.push(
      await measure('busy waveMaker screen (GET /api/agents/{id})', async () => {
        const dto = await new AgentReads(deps).get(busyAgentId);
        return [...dto.attributed, ...dto.proxied];
      }),
    );

    // Through the app (routing, validation, serialisation; no network), as a member: an inTell
    // read and an interpretation written, each on an inTell picked at random.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-bench-data-'));
    const secret = 'bench-secret-bench-secret-bench-secret!!';
    const app = await buildApp(
      loadConfig(
        { DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000000' },
        { webDistDir: path.join(dataDir, 'no-web-build') },
      ),
      { database, logger: process.env.BENCH_LOG === '1' ? undefined : false },
    );
    await app.ready();
    const member = (
      await sql<{ id: string }>`select id from bench_members where idx = 0`.execute(database.db)
    ).rows[0]!;
    const token = signToken(member.id, secret);
    const every = Math.max(1, Math.floor(IDEAS / 5000));
    const sample = (
      await sql<{ id: string }>`select id from bench_order where n % ${every} = 0`.execute(
        database.db,
      )
    ).rows.map((r) => r.id);
    let turn = 0;
    const nextIdea = () => sample[(turn++ * 7919) % sample.length]!;
    const expectOk = (res: { statusCode: number; body: string }) => {
      if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
      return [res];
    };
    timings.push(
      await measure('an inTell read (GET /api/ideas/{id})', async () =>
        expectOk(
          await app.inject({
            method: 'GET',
            url: `/api/ideas/${nextIdea()}`,
            headers: { 'x-auth-token': token },
          }),
        ),
      ),
    );
    timings.push(
      await measure('an interpretation written (POST /api/ideas/scale/{id})', async () =>
        expectOk(
          await app.inject({
            method: 'POST',
            url: `/api/ideas/scale/${nextIdea()}`,
            headers: { 'x-auth-token': token },
            payload: { myEmotion: 0.4, authorIntent: 0.7, sound: 0.6, confidence: 0.5 },
          }),
        ),
      ),
    );
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropNumbering(database);

    const goalOf = (name: string): number | null => {
      if (name.startsWith('latest ten')) return GOALS.latest;
      if (name.startsWith('search ideas')) return GOALS.search[database.dialect];
      if (name.startsWith('an inTell read')) return GOALS.read;
      if (name.startsWith('an interpretation written')) return GOALS.write;
      return null;
    };
    const width = Math.max(...timings.map((t) => t.name.length));
    console.log(`${'query'.padEnd(width)}  results  median ms   p95 ms  goal (median)`);
    for (const t of timings) {
      const goal = goalOf(t.name);
      const verdict =
        goal === null
          ? t.p95 > TARGET_MS
            ? '  over target'
            : ''
          : `  < ${goal} ms: ${t.median < goal ? 'met' : 'NOT met'}`;
      console.log(
        `${t.name.padEnd(width)}  ${String(t.results).padStart(7)}  ${t.median.toFixed(2).padStart(9)}  ${t.p95.toFixed(2).padStart(7)}${verdict}`,
      );
    }
    console.log(
      `\n${RUNS} runs each after ${WARMUP} warm-up runs; without a goal of its own, a read ` +
        `stays under ${TARGET_MS} ms at p95.`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
