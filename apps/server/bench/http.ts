/**
 * HTTP benchmark: the built server on a fresh database, the busiest reads measured
 * with autocannon beside the framework's own floor in the same run, each as a share of it.
 *
 * - a bare `node:http` server answering `{"status":"ok"}` (what Node alone does on this machine);
 * - `GET /api/health` (helmet, routing, logging, a database ping: the framework floor);
 * - the latest ten, a search, an inTell with one link, and the busy inTell (200 links, 1,000
 *   interpretations by 1,000 members), read by a signed-in member as the web app reads them.
 *
 * The server runs in its own process, as `npm start` runs it (dist/main.js, production logging),
 * on a database seeded in bulk first (`BENCH_IDEAS` other inTells, 10,000 by default). Its memory
 * (RSS) is sampled through the run. Rate limits are scaled out of the way (RATE_LIMIT_SCALE): they
 * would otherwise stop one client's 64 connections, which is their job. Not part of `npm test`.
 *
 *   npm run bench:http
 *   npm run bench:http -- --json
 *   npm run bench:http -- --duration 5 --connections 64
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:http
 *       (PostgreSQL: a new database on that server, dropped at the end)
 *   BENCH_PROFILE=1 npm run bench:http -- --only latest   (a CPU profile of the server, under
 *       ./profiles: node --cpu-prof; --only measures just the reads whose names hold one of
 *       the comma-separated words)
 */
import fs from 'node:fs';
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { signToken } from '../src/modules/auth/tokens';
import {
  createDatabase,
  logger,
  peakRss,
  SECRET,
  seed,
  startBare,
  startServer,
  stopAll,
  tempDataDir,
} from './http-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(args[at + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};
const JSON_OUTPUT = args.includes('--json');
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 64);
const SEARCH = 'shade';

/** The goals: a share of `/api/health`'s requests per second, p99 under 25 ms. */
const GOALS: Record<string, number> = {
  'latest ten': 0.25,
  search: 0.15,
  'an inTell with one link': 0.25,
  'the busy inTell': 0.1,
  'latest ten, class member': 0.25,
  'an inTell with one link, class member': 0.25,
};
const P99_GOAL_MS = 25;
const RSS_GOAL_MB = 200;
const BUSY_BYTES_GOAL = 60 * 1024;

const log = logger(JSON_OUTPUT);

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** A write: sent as JSON with POST (reads are GETs). */
  body?: unknown;
}

/** What autocannon and fetch send for a target: its headers, and for a write its JSON body. */
function requestOf(target: Target, headers: Record<string, string> = target.headers ?? {}) {
  return target.body === undefined
    ? { method: 'GET' as const, headers }
    : {
        method: 'POST' as const,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(target.body),
      };
}

/** One read's figures, as the table and `--json` give them. */
export interface Figures {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
  gzipBytes: number;
  share: number | null;
  goal: number | null;
}

/** What `--json` prints. */
export interface HttpBenchOutput {
  date: string;
  database: string;
  connections: number;
  durationSeconds: number;
  cpus: number;
  node: string;
  peakRssMb: number;
  results: Figures[];
}

async function measure(target: Target): Promise<autocannon.Result> {
  const common = { url: target.url, connections: CONNECTIONS, ...requestOf(target) };
  await autocannon({ ...common, duration: 1 }); // warm-up: JIT, caches, connection pools
  return autocannon({ ...common, duration: DURATION });
}

async function answerSize(target: Target): Promise<{ bytes: number; gzipBytes: number }> {
  const response = await fetch(target.url, requestOf(target));
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${target.name}: ${response.status} ${body.toString()}`);
  return { bytes: body.length, gzipBytes: gzipSync(body).length };
}

function table(rows: Figures[]): string {
  const header = ['request', 'requests/s', 'p50', 'p99', 'share of /api/health', 'goal', 'answer'];
  const lines = rows.map((r) => [
    r.name,
    Math.round(r.requestsPerSecond).toLocaleString('en'),
    `${r.p50} ms`,
    `${r.p99} ms`,
    r.share === null ? '' : r.share.toFixed(3),
    r.goal === null
      ? ''
      : `≥ ${r.goal} ${r.share !== null && r.share >= r.goal && r.p99 < P99_GOAL_MS ? 'met' : 'NOT met'}`,
    `${(r.bytes / 1024).toFixed(1)} KB (${(r.gzipBytes / 1024).toFixed(1)} KB gzipped)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

async function main(): Promise<void> {
  const database = await createDatabase();
  const dataDir = tempDataDir();
  const children: ChildProcess[] = [];
  try {
    const { busyId, oneLinkId, reader, classReader } = await seed(database.config, log);
    const barePort = 3400 + Math.floor(Math.random() * 200);
    const port = barePort + 1;
    children.push(await startBare(barePort));
    const server = await startServer(port, database.url, dataDir, log);
    children.push(server);

    const base = `http://127.0.0.1:${port}`;
    // As the web app asks: signed in, accepting compressed answers.
    const member = {
      'x-auth-token': signToken(reader, SECRET),
      'accept-encoding': 'gzip, deflate, br',
    };
    const student = { ...member, 'x-auth-token': signToken(classReader, SECRET) };
    const targets: Target[] = [
      { name: 'bare node:http', url: `http://127.0.0.1:${barePort}/` },
      { name: '/api/health', url: `${base}/api/health` },
      { name: 'latest ten', url: `${base}/api/ideas?limitSize=10`, headers: member },
      { name: 'search', url: `${base}/api/ideas?searchString=${SEARCH}`, headers: member },
      { name: 'an inTell with one link', url: `${base}/api/ideas/${oneLinkId}`, headers: member },
      { name: 'the busy inTell', url: `${base}/api/ideas/${busyId}`, headers: member },
      // A student of a class with pseudonyms: her scope's lists and pages (DESIGN.md §10).
      { name: 'latest ten, class member', url: `${base}/api/ideas?limitSize=10`, headers: student },
      {
        name: 'an inTell with one link, class member',
        url: `${base}/api/ideas/${oneLinkId}`,
        headers: student,
      },
      {
        name: 'a profile saved',
        url: `${base}/api/profile`,
        headers: member,
        body: { aka: 'Reader', bio: 'Reads the busy inTell.' },
      },
      {
        name: 'an interpretation written',
        url: `${base}/api/ideas/scale/${oneLinkId}`,
        headers: member,
        body: { myEmotion: 1, sound: 0.5, goodFaith: 0.75 },
      },
    ];
    log(
      `${database.config.kind}: ${CONNECTIONS} connections, ${DURATION} s each; load average ` +
        `${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs; node ${process.version}`,
    );
    // `--only health,latest`: just the reads whose names contain one of these (to profile them).
    const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : [];
    const chosen = targets.filter((t) => only.length === 0 || only.some((o) => t.name.includes(o)));
    const results: Figures[] = [];
    const { mb } = await peakRss(server.pid!, async () => {
      for (const target of chosen) {
        const size = await answerSize({
          ...target,
          headers: { ...target.headers, 'accept-encoding': 'identity' },
        });
        const result = await measure(target);
        results.push({
          name: target.name,
          path: new URL(target.url).pathname + new URL(target.url).search,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          ...size,
          share: null,
          goal: GOALS[target.name] ?? null,
        });
        log(`  ${target.name}: ${Math.round(result.requests.average)} requests/s`);
      }
    });
    const floor = results.find((r) => r.name === '/api/health')?.requestsPerSecond;
    for (const r of results) r.share = floor === undefined ? null : r.requestsPerSecond / floor;
    const busy = results.find((r) => r.name === 'the busy inTell');
    const failures = results.filter((r) => r.errors > 0 || r.non2xx > 0);

    if (JSON_OUTPUT) {
      process.stdout.write(
        `${JSON.stringify(
          {
            date: new Date().toISOString(),
            database: database.config.kind,
            connections: CONNECTIONS,
            durationSeconds: DURATION,
            cpus: os.cpus().length,
            node: process.version,
            peakRssMb: Math.round(mb),
            results,
          } satisfies HttpBenchOutput,
          null,
          2,
        )}\n`,
      );
    } else {
      log('');
      log(table(results));
      log('');
      log(
        `Server memory (peak RSS): ${Math.round(mb)} MB (goal < ${RSS_GOAL_MB} MB: ${mb < RSS_GOAL_MB ? 'met' : 'NOT met'}).`,
      );
      if (busy) {
        log(
          `The busy inTell's answer: ${(busy.bytes / 1024).toFixed(1)} KB (goal < 60 KB: ${busy.bytes < BUSY_BYTES_GOAL ? 'met' : 'NOT met'}).`,
        );
      }
      log(`p99 goal: under ${P99_GOAL_MS} ms for each read.`);
    }
    if (failures.length > 0) {
      throw new Error(
        `Errors or non-2xx answers: ${failures.map((f) => `${f.name} ${f.errors}/${f.non2xx}`).join(', ')}`,
      );
    }
  } finally {
    await stopAll(children);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
