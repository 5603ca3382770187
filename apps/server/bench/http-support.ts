/**
 * What the HTTP benchmarks share (`bench:http`, `bench:soak`): a fresh database seeded in bulk, the
 * built server in its own process as `npm start` runs it, a bare `node:http` server beside it, and
 * the server's memory sampled through a run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config';
import { linkPairKey } from '@thoughtful/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { migrateToLatest } from '../src/db/migrate';
import { seedIdea, seedInterpretations } from './busy-idea';
import { generateIdeas } from './generate-ideas';

/** The secret the server signs with, so that a benchmark can sign its members' tokens. */
export const SECRET = 'bench-http-secret-bench-http-secret!!';
/** Other inTells besides the busy one (`BENCH_IDEAS`). */
export const IDEAS = Number(process.env.BENCH_IDEAS ?? 10_000);
/** The busy inTell's interpretations, each by a member of its own. */
export const INTERPRETATIONS = 1_000;

/** Progress lines: on stdout, or on stderr when stdout carries JSON. */
export function logger(toStderr: boolean) {
  return (line: string) => {
    (toStderr ? process.stderr : process.stdout).write(`${line}\n`);
  };
}

/** A database for the server: a SQLite file, or a new PostgreSQL database on BENCH_DATABASE_URL. */
export async function createDatabase(): Promise<{
  url: string;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-bench-http-'));
    const filename = path.join(dir, 'bench.db');
    return {
      url: `sqlite:${filename}`,
      config: { kind: 'sqlite', filename },
      drop: async () => {
        if (process.env.BENCH_KEEP) console.log(`Kept the database: ${filename}`);
        else fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_http_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    config: { kind: 'postgres', connectionString: url.toString() },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** Seeds the data; returns the ids the reads need and a member to read as. */
export async function seed(config: DatabaseConfig, log: (line: string) => void) {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    log(`Seeding ${IDEAS.toLocaleString('en')} inTells and the busy inTell on ${config.kind} …`);
    await generateIdeas(database, IDEAS);
    const { ideaId: busyId } = await seedIdea(database);
    const members = await seedInterpretations(database, busyId, 0, INTERPRETATIONS);
    const link = await database.db
      .selectFrom('link_idea_idea')
      .select(['idea_cause', 'idea_effect'])
      .where('idea_cause', '=', busyId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const classReader = await seedClass(database, members, link.idea_effect, busyId);
    return {
      busyId,
      oneLinkId: link.idea_effect,
      reader: members[members.length - 1]!,
      classReader,
      members,
    };
  } finally {
    await database.close();
  }
}

/** Students in the bench's class, each with one inTell made in it. */
const CLASS_SIZE = 30;

/**
 * A class of 30 with pseudonyms on (DESIGN.md §10), its students some of the busy inTell's
 * interpreters: each has made one inTell in the class, one a key point on the inTell with one link
 * and one a link to the busy inTell, so a class member's reads take their longest path (her
 * scope's page, kept per scope, with pseudonyms). Returns the student whose reads are measured.
 */
async function seedClass(
  database: DatabaseHandle,
  members: readonly string[],
  oneLinkId: string,
  busyId: string,
): Promise<string> {
  const { db } = database;
  const at = new Date().toISOString();
  const classId = newId();
  const students = members.slice(0, CLASS_SIZE);
  await db
    .insertInto('classes')
    .values({
      id: classId,
      name: 'Bench 7B',
      code: 'BENCHCODE2',
      pseudonyms: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('class_students')
    .values(
      students.map((user_id, i) => ({
        class_id: classId,
        user_id,
        pseudonym: `Teal Otter ${i}`,
        joined_at: at,
      })),
    )
    .execute();
  const ideaIds = students.map(() => newId());
  await db
    .insertInto('ideas')
    .values(
      students.map((user_id, i) =>
        newIdeaRow({
          id: ideaIds[i]!,
          user_id,
          my_point: i === 0 ? 'Shade cuts the heat' : '',
          my_content: `Class inTell ${i} about shade and summer heat`,
          good_intent_level: 1,
          created_at: at,
          class_id: classId,
          idea_referenced: i === 0 ? oneLinkId : null,
        }),
      ),
    )
    .execute();
  await db
    .insertInto('link_idea_idea')
    .values({
      id: newId(),
      idea_cause: ideaIds[1]!,
      idea_effect: busyId,
      pair_key: linkPairKey(ideaIds[1]!, busyId),
      significance_support_oppose: 1,
      significance_similar: 0,
      significance_complex: 0,
      avg_level_support_oppose: 1,
      avg_level_reversed: 0,
      created_at: at,
    })
    .execute();
  return students[CLASS_SIZE - 1]!;
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${what} exited (${code}): ${seen.slice(-2000)}`)),
    );
  });
}

/** A bare node:http server in its own process: the most this machine's Node does per request. */
export async function startBare(port: number): Promise<ChildProcess> {
  const code = `
    const body = JSON.stringify({ status: 'ok' });
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await waitForLine(child, /listening/, 'the bare server');
  return child;
}

/**
 * Code preloaded into the server (`--require`) by `bench:soak`: an event-loop delay monitor that
 * starts afresh when the soak sends SIGUSR2 (its members are about to start) and logs, as the
 * process exits, the loop's delay over the soak (docs/benchmarks.md 'Issue 42: the soak, the
 * stall and the kept copies'). The monitor's timer fires every 10 ms, so its figures are the
 * delay beyond those 10 ms: the longest stall is how long the loop did nothing else.
 */
const EVENT_LOOP_MONITOR = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const resolutionMs = 10;
const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
histogram.enable();
process.on('SIGUSR2', () => histogram.reset());
const ms = (ns) => Math.max(0, ns / 1e6 - resolutionMs);
process.on('exit', () => {
  process.stdout.write(JSON.stringify({ eventLoopDelayMs: {
    p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)),
    max: ms(histogram.max), samples: histogram.count,
  } }) + ' event loop over the soak\\n');
});
`;

export async function startServer(
  port: number,
  databaseUrl: string,
  dataDir: string,
  log: (line: string) => void,
  options: { eventLoopMonitor?: boolean } = {},
) {
  const main = fileURLToPath(new URL('../main.js', import.meta.url));
  const profileDir = path.join(process.cwd(), 'profiles');
  // The flags `npm start` gives the server (apps/server/node-flags.json).
  const startFlags = JSON.parse(
    fs.readFileSync(fileURLToPath(new URL('../../node-flags.json', import.meta.url)), 'utf8'),
  ) as string[];
  const flags = [
    ...startFlags,
    ...(process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--enable-source-maps']
      : []),
    ...(options.eventLoopMonitor ? ['--require', eventLoopMonitorFile(dataDir)] : []),
    // Node's own flags for the server (a heap limit to try, say), space-separated.
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...flags, main], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      RATE_LIMIT_SCALE: '1000000',
      // PostgreSQL's pool per server, when a run tries another (docs/deploying.md).
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
    },
  });
  await waitForLine(child, /Thoughtful is running/, 'the server');
  if (process.env.BENCH_PROFILE) log(`CPU profile of the server goes to ${profileDir}`);
  return child;
}

/** Writes the event-loop monitor beside the server's data, for `--require`. */
function eventLoopMonitorFile(dataDir: string): string {
  const file = path.join(dataDir, 'bench-event-loop-monitor.cjs');
  fs.writeFileSync(file, EVENT_LOOP_MONITOR);
  return file;
}

/** The event loop's delay over a soak, as the preloaded monitor logs it at exit (ms). */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

/** The highest resident set size of a process while `run` runs, in MB (Linux /proc). */
export async function peakRss<T>(
  pid: number,
  run: () => Promise<T>,
): Promise<{ result: T; mb: number }> {
  let peak = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // Not Linux, or the process ended: no figure.
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  try {
    const result = await run();
    sample();
    return { result, mb: peak };
  } finally {
    clearInterval(timer);
  }
}

/** Stops the processes a benchmark started, waiting for each to end. */
export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Stops a server and gives back the kept inTell reads it logged as it closed (app.ts): how many
 * reads of an inTell were answered from a kept copy and how many built one.
 */
export async function stopAndReadKeptCopies(child: ChildProcess): Promise<{
  keptReads: {
    kept: number;
    built: number;
    rebuilt: number;
    joined: number;
    /** Built after a commit, before any read asked (servers before issue 42 did not). */
    warmed?: number;
  } | null;
  eventLoop: EventLoopDelay | null;
}> {
  let seen = '';
  const onData = (chunk: Buffer) => {
    seen += chunk.toString();
  };
  child.stdout?.on('data', onData);
  // 'close', not 'exit': the last lines may still be in the pipe when the process has exited.
  const closed = new Promise((resolve) => child.once('close', resolve));
  await stopAll([child]);
  await closed;
  child.stdout?.off('data', onData);
  let keptReads = null;
  let eventLoop = null;
  for (const line of seen.split('\n')) {
    if (line.includes('kept inTell copies at close')) {
      try {
        const parsed = JSON.parse(line) as {
          keptInTellReads?: {
            kept: number;
            built: number;
            rebuilt: number;
            joined?: number;
            warmed?: number;
          };
        };
        // `joined`: servers before it counted those reads in `built`.
        if (parsed.keptInTellReads) keptReads = { joined: 0, ...parsed.keptInTellReads };
      } catch {
        // Not a JSON line: read on.
      }
    } else if (line.endsWith(' event loop over the soak')) {
      const parsed = JSON.parse(line.slice(0, -' event loop over the soak'.length)) as {
        eventLoopDelayMs: EventLoopDelay;
      };
      eventLoop = parsed.eventLoopDelayMs;
    }
  }
  return { keptReads, eventLoop };
}

/** A temporary data folder for the server. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-bench-http-data-'));
}
