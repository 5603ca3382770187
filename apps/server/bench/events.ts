/**
 * Live events under load: the built server with 1,000 open `GET /api/events` streams,
 * each a different member. Prints the server's memory (RSS) before and with the streams open,
 * what one stream costs, and how long a change takes to reach every stream while 30 members
 * interpret one inTell at once (a class answering). Not part of `npm test`.
 *
 *   npm run bench:events -w apps/server
 *   npm run bench:events -w apps/server -- --streams 500
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:events -w apps/server
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { signToken } from '../src/modules/auth/tokens';
import {
  createDatabase,
  logger,
  SECRET,
  seed,
  startServer,
  stopAll,
  tempDataDir,
} from './http-support';

const args = process.argv.slice(2);
const at = args.indexOf('--streams');
const STREAMS = at === -1 ? 1_000 : Number(args[at + 1]);
const WRITERS = 30;
const log = logger(false);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const database = await createDatabase();
  const dataDir = tempDataDir();
  const children: ChildProcess[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const { busyId, members } = await seed(database.config, log);
    const port = 3800 + Math.floor(Math.random() * 100);
    const server = await startServer(port, database.url, dataDir, log);
    children.push(server);
    const pid = server.pid!;
    const tokens = members.slice(0, STREAMS).map((id) => signToken(id, SECRET));
    // Warm the server up with a few reads, then let it settle.
    for (let i = 0; i < 50; i++) {
      await fetch(`http://127.0.0.1:${port}/api/ideas/${busyId}`, {
        headers: { 'x-auth-token': tokens[0]! },
      });
    }
    await sleep(1_000);
    const idle = rssMb(pid);

    // Each stream notes when it first saw the busy inTell named after `since`.
    let since = Infinity;
    const seenAt: number[] = [];
    const requests: http.ClientRequest[] = [];
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(
              {
                host: '127.0.0.1',
                port,
                path: '/api/events',
                agent,
                headers: { 'x-auth-token': token },
              },
              (res) => {
                if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
                res.setEncoding('utf8');
                let noted = false;
                res.on('data', (chunk: string) => {
                  if (!noted && performance.now() >= since && chunk.includes(busyId)) {
                    noted = true;
                    seenAt.push(performance.now() - since);
                  }
                });
                resolve();
              },
            );
            req.on('error', reject);
            requests.push(req);
          }),
      ),
    );
    await sleep(2_000);
    const open = rssMb(pid);

    since = performance.now();
    const writes = await Promise.all(
      tokens.slice(0, WRITERS).map((token, i) =>
        fetch(`http://127.0.0.1:${port}/api/ideas/scale/${busyId}`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ myEmotion: (i % 10) / 10, authorIntent: 0.5, sound: 0.5 }),
        }).then((res) => res.status),
      ),
    );
    const writesDone = performance.now() - since;
    const deadline = performance.now() + 10_000;
    while (seenAt.length < tokens.length && performance.now() < deadline) await sleep(50);
    const after = rssMb(pid);
    seenAt.sort((a, b) => a - b);
    const pct = (p: number) =>
      seenAt[Math.min(seenAt.length - 1, Math.ceil(p * seenAt.length) - 1)];

    log('');
    log(`${database.config.kind}, node ${process.version}, ${os.cpus().length} CPUs:`);
    log(`  server RSS idle: ${idle.toFixed(0)} MB`);
    log(
      `  with ${tokens.length} streams open: ${open.toFixed(0)} MB ` +
        `(${(((open - idle) * 1024) / tokens.length).toFixed(1)} KB a stream)`,
    );
    log(
      `  ${WRITERS} interpretations of one inTell at once: written in ${writesDone.toFixed(0)} ms ` +
        `(statuses ${[...new Set(writes)].join(', ')}); reached ${seenAt.length} of ${tokens.length} ` +
        `streams: p50 ${pct(0.5)?.toFixed(0)} ms, p99 ${pct(0.99)?.toFixed(0)} ms, last ` +
        `${seenAt.at(-1)?.toFixed(0)} ms after the first write`,
    );
    log(`  RSS after: ${after.toFixed(0)} MB`);
    for (const req of requests) req.destroy();
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
