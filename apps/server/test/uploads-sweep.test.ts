import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STALE_TEMP_FILE_MS,
  TEMP_SWEEP_INTERVAL_MS,
} from '../src/modules/media/disk-media-storage';
import { sleep } from './helpers/content-helpers';
import { createTestApp, testConfig } from './helpers/test-app';

function staleFile(uploads: string, name: string): string {
  fs.mkdirSync(uploads, { recursive: true });
  const file = path.join(uploads, name);
  fs.writeFileSync(file, 'half a file');
  const when = new Date(Date.now() - STALE_TEMP_FILE_MS - 60_000);
  fs.utimesSync(file, when, when);
  return file;
}

describe('server start', () => {
  it('sweeps the unfinished uploads an earlier run left behind', async () => {
    const config = testConfig();
    const stale = staleFile(path.join(config.dataDir, 'uploads'), '.tmp-0123456789abcdef');
    const ctx = await createTestApp('sqlite', { config });
    try {
      expect(fs.existsSync(stale)).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});

describe('a running server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps again every quarter of an hour, not only at start', async () => {
    expect(TEMP_SWEEP_INTERVAL_MS).toBe(15 * 60_000);
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    const started = Date.now();
    const ctx = await createTestApp('sqlite', { config });
    const sweepJob = () =>
      ctx.database.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'media.sweepUnfinished')
        .executeTakeFirstOrThrow();
    try {
      // One recurring job, due a quarter of an hour after the server started.
      const due = Date.parse((await sweepJob()).run_at);
      expect(due - started).toBeGreaterThanOrEqual(TEMP_SWEEP_INTERVAL_MS);
      expect(due - Date.now()).toBeLessThanOrEqual(TEMP_SWEEP_INTERVAL_MS);
      // Another server sharing the folder crashed mid-write while this one was running.
      const stale = staleFile(uploads, '.tmp-fedcba9876543210');
      const fresh = path.join(uploads, '.tmp-in-progress-now');
      fs.writeFileSync(fresh, 'being written');
      await sleep(100);
      expect(fs.existsSync(stale)).toBe(true);
      // The quarter of an hour has passed (the job made due now): the runner sweeps.
      await ctx.database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('kind', '=', 'media.sweepUnfinished')
        .execute();
      ctx.app.services.jobs.wake();
      for (let i = 0; i < 50 && fs.existsSync(stale); i++) await sleep(20);
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      await expect
        .poll(async () => Date.parse((await sweepJob()).run_at) - Date.now())
        .toBeGreaterThan(TEMP_SWEEP_INTERVAL_MS - 60_000);
    } finally {
      await ctx.close();
    }
  });
});
