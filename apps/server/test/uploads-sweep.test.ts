import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_TEMP_FILE_MS } from '../src/modules/media/disk-media-storage';
import { createTestApp, testConfig } from './helpers/test-app';

describe('server start', () => {
  it('sweeps the unfinished uploads an earlier run left behind', async () => {
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const stale = path.join(uploads, '.tmp-0123456789abcdef');
    fs.writeFileSync(stale, 'half a file');
    const when = new Date(Date.now() - STALE_TEMP_FILE_MS - 60_000);
    fs.utimesSync(stale, when, when);
    const ctx = await createTestApp('sqlite', { config });
    try {
      expect(fs.existsSync(stale)).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
