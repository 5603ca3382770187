import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server refuses to start on PostgreSQL without JWT_SECRET (DESIGN.md §9): each of several
 * servers would sign with a secret of its own. Runs the built server (`npm test` builds first);
 * it stops before reaching the database, so none needs to run.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/dist/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'thoughtful-start-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Only what is given here: nothing of the test's own environment (a JWT_SECRET) leaks in.
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '3999', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe.skipIf(!existsSync(main))('server start-up', () => {
  it('refuses PostgreSQL without JWT_SECRET, naming it', { timeout: 30_000 }, async () => {
    const { code, stderr } = await start({
      DATABASE_URL: 'postgres://thoughtful@127.0.0.1:1/thoughtful',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('JWT_SECRET is required with a PostgreSQL DATABASE_URL');
    // Nothing was generated in its place.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
