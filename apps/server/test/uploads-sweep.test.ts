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
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    const ctx = await createTestApp('sqlite', { config });
    try {
      // Another server sharing the folder crashed mid-write while this one was running.
      const stale = staleFile(uploads, '.tmp-fedcba9876543210');
      const fresh = path.join(uploads, '.tmp-in-progress-now');
      fs.writeFileSync(fresh, 'being written');
      vi.advanceTimersByTime(TEMP_SWEEP_INTERVAL_MS - 1_000);
      await sleep(100);
      expect(fs.existsSync(stale)).toBe(true);
      vi.advanceTimersByTime(1_000);
      for (let i = 0; i < 50 && fs.existsSync(stale); i++) await sleep(20);
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
