/**
 * Mixed soak: many members at once against the built server for a while, each member a
 * loop that reads and writes as people do (the latest ten, a search as they type, inTells, an
 * interpretation, a link rating), one request after another. Prints counts by status and latency
 * percentiles per kind of request, and the server's peak memory. Not part of `npm test`.
 *
 *   npm run bench:soak                                   # 200 members for 90 s on SQLite
 *   npm run bench:soak -- --members 100 --duration 30
 *   npm run bench:soak -- --json
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak
 *       (PostgreSQL: a new database on that server, dropped at the end)
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../src/db/database';
import { signToken } from '../src/modules/auth/tokens';
import { seededRandom } from './bench-support';
import {
  createDatabase,
  logger,
  peakRss,
  SECRET,
  seed,
  startServer,
  stopAll,
  type EventLoopDelay,
  stopAndReadKeptCopies,
  tempDataDir,
} from './http-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(args[at + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};
const JSON_OUTPUT = args.includes('--json');
const MEMBERS = option('members', 200);
const DURATION_S = option('duration', 90);
const P99_GOAL_MS = 250;
/** Reads of an inTell answered from its kept copy, of all reads of one. */
const HIT_RATIO_GOAL = 0.9;
/** The longest the server's event loop may stall under the soak (issue 42). */
const STALL_GOAL_MS = 50;
const log = logger(JSON_OUTPUT);

export type Kind =
  'latest ten' | 'search' | 'inTell' | 'busy inTell' | 'interpretation' | 'link rating';

/** How often each kind comes up: mostly reading, as in a class. */
const MIX: readonly [Kind, number][] = [
  ['latest ten', 0.25],
  ['search', 0.2],
  ['inTell', 0.27],
  ['busy inTell', 0.05],
  ['interpretation', 0.15],
  ['link rating', 0.08],
];
const SEARCHES = ['sh', 'sha', 'shade', 'climate', 'school ener', 'budget', 'trees', 'heat w'];

/** One kind of request's figures, as the table and `--json` give them. */
export interface SoakRow {
  kind: Kind;
  requests: number;
  /** How many answers of each status code. */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** What `--json` prints. */
export interface SoakOutput {
  date: string;
  database: string;
  members: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  failed: number;
  peakRssMb: number;
  /** Reads of an inTell answered from a kept copy, of all its reads (null: the server did not say). */
  keptInTellHitRatio: number | null;
  /** The same, leaving out reads that found no copy at all (first reads): what changes cost. */
  keptInTellHitRatioWarm: number | null;
  /** When (seconds into the run) each request that took over a second was sent. */
  slowSentAt: number[];
  /** The server's event-loop delay over the run, in ms (null: the server did not say). */
  eventLoopDelayMs: EventLoopDelay | null;
  rows: SoakRow[];
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: MEMBERS });

function send(port: number, token: string, request: Request): Promise<number> {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          'x-auth-token': token,
          'accept-encoding': 'gzip',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const database = await createDatabase();
  const dataDir = tempDataDir();
  const children: ChildProcess[] = [];
  try {
    const { busyId, members } = await seed(database.config, log);
    // Some inTells to read and interpret, and the busy inTell's links to rate.
    const handle = openDatabase(database.config);
    const ideaIds = (
      await handle.db.selectFrom('ideas').select('id').orderBy('id').limit(2_000).execute()
    ).map((r) => r.id);
    // Its links to public inTells: the one from the class's inTell is rightly refused (404) to
    // members outside the class, who are the soak's members.
    const linkIds = (
      await handle.db
        .selectFrom('link_idea_idea as l')
        .innerJoin('ideas as cause', 'cause.id', 'l.idea_cause')
        .innerJoin('ideas as effect', 'effect.id', 'l.idea_effect')
        .select('l.id')
        .where((eb) => eb.or([eb('l.idea_cause', '=', busyId), eb('l.idea_effect', '=', busyId)]))
        .where('cause.class_id', 'is', null)
        .where('effect.class_id', 'is', null)
        .execute()
    ).map((r) => r.id);
    await handle.close();

    const port = 3600 + Math.floor(Math.random() * 200);
    const server = await startServer(port, database.url, dataDir, log, { eventLoopMonitor: true });
    children.push(server);
    const tokens = members.slice(0, MEMBERS).map((id) => signToken(id, SECRET));
    log(
      `${database.config.kind}: ${tokens.length} members for ${DURATION_S} s; load average ` +
        `${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs; node ${process.version}`,
    );

    const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
    const statuses = new Map<Kind, Map<number, number>>(MIX.map(([kind]) => [kind, new Map()]));
    const random = seededRandom(20261123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const slider = () => Math.round(random() * 100) / 100;

    function nextRequest(): [Kind, Request] {
      let roll = random();
      let kind: Kind = MIX[0]![0];
      for (const [candidate, share] of MIX) {
        kind = candidate;
        roll -= share;
        if (roll < 0) break;
      }
      switch (kind) {
        case 'latest ten':
          return [kind, { method: 'GET', path: '/api/ideas?limitSize=10' }];
        case 'search':
          return [
            kind,
            {
              method: 'GET',
              path: `/api/ideas?searchString=${encodeURIComponent(pick(SEARCHES))}`,
            },
          ];
        case 'inTell':
          return [kind, { method: 'GET', path: `/api/ideas/${pick(ideaIds)}` }];
        case 'busy inTell':
          return [kind, { method: 'GET', path: `/api/ideas/${busyId}` }];
        case 'interpretation':
          return [
            kind,
            {
              method: 'POST',
              path: `/api/ideas/scale/${pick(ideaIds)}`,
              body: {
                myEmotion: Math.round((random() * 2 - 1) * 100) / 100,
                authorIntent: slider(),
                sound: slider(),
                confidence: pick([0.1, 0.5, 1]),
              },
            },
          ];
        case 'link rating':
          return [
            kind,
            {
              method: 'POST',
              path: `/api/linkIdeaIdeas/${pick(linkIds)}/scale`,
              body: { level: pick([-1, -0.66, 0, 0.66, 1]), confidence: pick([0.1, 0.5, 1]) },
            },
          ];
      }
    }

    // The server's event-loop monitor counts from here (http-support.ts).
    server.kill('SIGUSR2');
    const starts = performance.now();
    const ends = starts + DURATION_S * 1000;
    /** When (seconds into the run) each request that took over a second was sent. */
    const slowSentAt: number[] = [];
    async function member(token: string): Promise<void> {
      while (performance.now() < ends) {
        const [kind, request] = nextRequest();
        const began = performance.now();
        const status = await send(port, token, request);
        const took = performance.now() - began;
        latencies.get(kind)!.push(took);
        if (took > 1_000) slowSentAt.push((began - starts) / 1_000);
        const counts = statuses.get(kind)!;
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }

    const { mb } = await peakRss(server.pid!, () => Promise.all(tokens.map(member)));
    const { keptReads, eventLoop } = await stopAndReadKeptCopies(server);
    const keptRatio =
      keptReads && keptReads.kept + keptReads.built + keptReads.joined > 0
        ? keptReads.kept / (keptReads.kept + keptReads.built + keptReads.joined)
        : null;
    // Leaving out first reads: how often a change ended a copy that was then read.
    const keptRatioWarm =
      keptReads && keptReads.kept + keptReads.rebuilt > 0
        ? keptReads.kept / (keptReads.kept + keptReads.rebuilt)
        : null;

    const rows = MIX.map(([kind]): SoakRow => {
      const sorted = latencies.get(kind)!.sort((a, b) => a - b);
      const counts = Object.fromEntries(
        [...statuses.get(kind)!].sort((a, b) => a[0] - b[0]).map(([s, n]) => [String(s), n]),
      );
      return {
        kind,
        requests: sorted.length,
        statuses: counts,
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    });
    const total = rows.reduce((n, r) => n + r.requests, 0);
    const failed = rows.reduce(
      (n, r) =>
        n +
        Object.entries(r.statuses)
          .filter(([s]) => !s.startsWith('2'))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    if (JSON_OUTPUT) {
      process.stdout.write(
        `${JSON.stringify(
          {
            date: new Date().toISOString(),
            database: database.config.kind,
            members: tokens.length,
            durationSeconds: DURATION_S,
            requests: total,
            requestsPerSecond: Math.round(total / DURATION_S),
            failed,
            peakRssMb: Math.round(mb),
            keptInTellHitRatio: keptRatio,
            keptInTellHitRatioWarm: keptRatioWarm,
            slowSentAt,
            eventLoopDelayMs: eventLoop,
            rows,
          } satisfies SoakOutput,
          null,
          2,
        )}\n`,
      );
    } else {
      log('');
      log('| kind | requests | statuses | p50 | p95 | p99 | max |');
      log('|---|---|---|---|---|---|---|');
      for (const r of rows) {
        const counts = Object.entries(r.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ');
        log(
          `| ${r.kind} | ${r.requests} | ${counts} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms |`,
        );
      }
      log('');
      log(
        `${total} requests (${Math.round(total / DURATION_S)}/s), ${failed} not 2xx; ` +
          `p99 goal under ${P99_GOAL_MS} ms: ${rows.every((r) => r.p99 < P99_GOAL_MS) ? 'met' : 'NOT met'}; ` +
          `server peak RSS ${Math.round(mb)} MB.`,
      );
      log(
        keptReads === null
          ? 'Kept inTell copies: the server did not say.'
          : `Kept inTell copies: ${keptReads.kept} reads from a kept copy, ${keptReads.built} built ` +
              `one (${keptReads.rebuilt} after a change ended the copy), ${keptReads.joined} waited ` +
              `for one being built, ${keptReads.warmed ?? 0} built after a commit before any read; hit ratio ` +
              `${keptRatio?.toFixed(3) ?? '–'} (goal at least ${HIT_RATIO_GOAL}: ` +
              `${keptRatio !== null && keptRatio >= HIT_RATIO_GOAL ? 'met' : 'NOT met'}), ` +
              `${keptRatioWarm?.toFixed(3) ?? '–'} leaving out first reads.`,
      );
      log(
        eventLoop === null
          ? 'Event loop: the server did not say.'
          : `Event loop over the run: delay p50 ${eventLoop.p50.toFixed(1)} ms, p99 ` +
              `${eventLoop.p99.toFixed(1)} ms, longest stall ${eventLoop.max.toFixed(1)} ms ` +
              `(goal under ${STALL_GOAL_MS} ms: ${eventLoop.max < STALL_GOAL_MS ? 'met' : 'NOT met'}).`,
      );
      if (slowSentAt.length > 0) {
        const sorted = [...slowSentAt].sort((a, b) => a - b);
        log(
          `${sorted.length} requests took over 1 s, sent ${sorted[0]!.toFixed(1)}–` +
            `${sorted.at(-1)!.toFixed(1)} s into the run (median ${percentile(sorted, 50).toFixed(1)} s).`,
        );
      }
    }
  } finally {
    agent.destroy();
    await stopAll(children);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
