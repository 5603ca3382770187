import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` stops when it is told to: SIGTERM to the npm process stops the server,
 * rather than leaving it orphaned and listening. Runs the built app (`npm test` builds first).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const built =
  existsSync(path.join(root, 'apps/server/dist/main.js')) &&
  existsSync(path.join(root, 'apps/web/dist/index.html'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'thoughtful-start-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function health(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.skipIf(!built)('npm start', () => {
  it('stops the server when the npm process gets SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      START_SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    // Its own process group, so that the clean-up below reaches a server left behind.
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    try {
      expect(await until(() => health(port), 30_000)).toBe(true);
      npm.kill('SIGTERM');
      await exited;
      // The server went with it: nothing answers on its port any more.
      expect(await until(async () => !(await health(port)), 10_000)).toBe(true);
    } finally {
      try {
        if (npm.pid !== undefined) process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
});
