import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpBenchOutput } from '../bench/http';
import type { SoakOutput } from '../bench/soak';
import { TEST_DIALECTS } from './helpers/test-app';

/**
 * What the benchmarks promise: `npm run bench:http` and the data-scale benchmark run from a clean clone
 * and print every figure; `npm run bench:soak` (its last bullet) likewise. All three run here, as their npm scripts run them (bundled by `build.mjs
 * --bench`, the built server for `bench:http`), at a tiny size and on each database the suite
 * has. Their figures are not judged here: speed is the benchmarks' to print (docs/benchmarks.md),
 * not a test's to time. What is checked is that each figure is there, measured without errors.
 * Runs the built server (`npm test` builds first).
 */
const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const built = existsSync(path.join(serverDir, 'dist/main.js'));

/** Every read (and the two writes) bench:http measures, by the names its table and JSON give them. */
const HTTP_READS = [
  'bare node:http',
  '/api/health',
  'latest ten',
  'search',
  'an inTell with one link',
  'the busy inTell',
  'latest ten, class member',
  'an inTell with one link, class member',
  'a profile saved',
  'an interpretation written',
];
/** Every kind of request the soak sends, by the names its table and JSON give them. */
const SOAK_KINDS = [
  'latest ten',
  'search',
  'inTell',
  'busy inTell',
  'interpretation',
  'link rating',
];
/** The data-scale benchmark's rows that carry one of the goals. */
const SCALE_ROWS = [
  'latest ten (GET /api/ideas?limitSize=10)',
  'search ideas "climate ch"',
  'search ideas "school energy"',
  'an inTell read (GET /api/ideas/{id})',
  'an interpretation written (POST /api/ideas/scale/{id})',
];

function benchEnv(dialect: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_IDEAS: '300' };
  delete env.BENCH_DATABASE_URL;
  delete env.BENCH_PROFILE;
  if (dialect === 'postgres') env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
  return env;
}

beforeAll(async () => {
  if (built) await run(process.execPath, ['build.mjs', '--bench'], { cwd: serverDir });
}, 60_000);

describe.skipIf(!built).each(TEST_DIALECTS)('the benchmarks on %s', (dialect) => {
  it('bench:http measures every read and prints its figures, without an error', async () => {
    const { stdout } = await run(
      process.execPath,
      ['dist/bench/http.js', '--duration', '1', '--connections', '4', '--json'],
      { cwd: serverDir, env: benchEnv(dialect), maxBuffer: 16 * 1024 * 1024, timeout: 150_000 },
    );
    const figures = JSON.parse(stdout) as HttpBenchOutput;
    expect(figures.database).toBe(dialect);
    expect(figures.results.map((each) => each.name)).toEqual(HTTP_READS);
    for (const each of figures.results) {
      expect(each.requestsPerSecond, each.name).toBeGreaterThan(0);
      expect(each.errors, each.name).toBe(0);
      expect(each.non2xx, each.name).toBe(0);
      expect(each.p99, each.name).toBeGreaterThanOrEqual(each.p50);
      expect(Number.isFinite(each.share), each.name).toBe(true);
    }
    const health = figures.results.find((each) => each.name === '/api/health');
    expect(health?.share).toBe(1);
    expect(figures.results.filter((each) => each.goal !== null).map((each) => each.name)).toEqual([
      'latest ten',
      'search',
      'an inTell with one link',
      'the busy inTell',
      'latest ten, class member',
      'an inTell with one link, class member',
    ]);
    expect(figures.peakRssMb).toBeGreaterThan(0);
    // The busy inTell (200 links, 1,000 interpretations) answers in under 60 KB, as the issue asks.
    const busy = figures.results.find((each) => each.name === 'the busy inTell');
    expect(busy?.bytes).toBeGreaterThan(10 * 1024);
    expect(busy?.bytes).toBeLessThan(60 * 1024);
  }, 180_000);

  it('bench:soak sends every kind of request and prints counts by status and percentiles', async () => {
    const { stdout } = await run(
      process.execPath,
      ['dist/bench/soak.js', '--members', '8', '--duration', '3', '--json'],
      { cwd: serverDir, env: benchEnv(dialect), maxBuffer: 16 * 1024 * 1024, timeout: 150_000 },
    );
    const figures = JSON.parse(stdout) as SoakOutput;
    expect(figures.database).toBe(dialect);
    expect(figures.members).toBe(8);
    expect(figures.failed).toBe(0);
    expect(figures.requests).toBeGreaterThan(0);
    // The server says how often its kept inTells answered (its goal: docs/benchmarks.md).
    expect(figures.keptInTellHitRatio).toBeGreaterThanOrEqual(0);
    expect(figures.keptInTellHitRatio).toBeLessThanOrEqual(1);
    expect(figures.rows.map((each) => each.kind)).toEqual(SOAK_KINDS);
    for (const each of figures.rows) {
      expect(each.requests, each.kind).toBeGreaterThan(0);
      const answered = Object.values(each.statuses).reduce((sum, count) => sum + count, 0);
      expect(answered, each.kind).toBe(each.requests);
      expect(each.p50, each.kind).toBeLessThanOrEqual(each.p95);
      expect(each.p95, each.kind).toBeLessThanOrEqual(each.p99);
      expect(each.p99, each.kind).toBeLessThanOrEqual(each.max);
    }
  }, 180_000);

  it('the data-scale benchmark prints every goal row with its median and p95', async () => {
    const { stdout } = await run(process.execPath, ['dist/bench/ideas-scale.js'], {
      cwd: serverDir,
      env: { ...benchEnv(dialect), BENCH_INTERPRETATIONS_PER_IDEA: '2' },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 150_000,
    });
    expect(stdout).toContain(`on ${dialect}`);
    for (const row of SCALE_ROWS) {
      const line = stdout.split('\n').find((each) => each.startsWith(row));
      expect(line, row).toBeDefined();
      // results, median ms, p95 ms, then the goal and whether it is met.
      expect(line, row).toMatch(/\s\d+\s+\d+\.\d+\s+\d+\.\d+\s+< \d+ ms: (met|NOT met)/);
    }
  }, 180_000);
});
