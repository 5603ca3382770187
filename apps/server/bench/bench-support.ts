import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';

/** What the benchmarks share: a throw-away database and a repeatable random source. */

/** A small deterministic PRNG (mulberry32), so every run builds the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A database of the benchmark's own: a new schema on BENCH_DATABASE_URL (PostgreSQL), else a
 * temporary SQLite file. `cleanup` removes it, unless BENCH_KEEP is set (to explore the data).
 */
export async function openBenchDatabase(name: string): Promise<{
  database: DatabaseHandle;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = openDatabase(
      { kind: 'postgres', connectionString: url },
      { pgSchema: schema },
    );
    return {
      database,
      cleanup: async () => {
        await database.close();
        if (process.env.BENCH_KEEP) {
          console.log(`Kept the schema: ${schema}`);
          return;
        }
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop schema ${schema} cascade`);
        await cleaner.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `thoughtful-bench-${name}-`));
  const filename = path.join(dir, 'bench.db');
  const database = openDatabase({ kind: 'sqlite', filename });
  return {
    database,
    cleanup: async () => {
      await database.close();
      if (process.env.BENCH_KEEP) console.log(`Kept the database: ${filename}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
