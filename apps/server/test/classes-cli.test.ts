import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { verifyPassword } from '../src/modules/auth/passwords';

/** The operator's class commands: `class:create`, `class:managed` and `class:roster`. */
describe('npm run cli -- class:*', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('starts a class, makes its managed accounts and prints their sheet and the roster', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-classes-cli-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const printed = () => log.mock.calls.map((args) => args.map(String).join(' '));
    try {
      expect(await runCli(['user:create', 'ms.lee@example.org', 'secret123', '--teacher'])).toBe(0);
      expect(await runCli(['user:create', 'kid@example.org', 'secret123'])).toBe(0);
      log.mockClear();

      expect(await runCli(['class:create', 'Year', '8', '--teacher', 'kid@example.org'])).toBe(1);
      expect(error.mock.calls.flat().join(' ')).toMatch(/Students cannot teach/);
      expect(await runCli(['class:create', 'Year 8'])).toBe(1);
      expect(await runCli(['class:create', 'Year', '8', '--teacher', 'ms.lee@example.org'])).toBe(
        0,
      );
      expect(printed()[0]).toMatch(
        /^Created class "Year 8" \([0-9a-f]{24}\), taught by ms\.lee@example\.org\.$/,
      );
      expect(printed()[1]).toMatch(/^Join code: [2-9A-Z]{5}-[2-9A-Z]{5}$/);
      log.mockClear();

      expect(await runCli(['class:managed', 'Year 8', '101'])).toBe(1);
      expect(await runCli(['class:managed', 'No such class', '2'])).toBe(1);
      expect(await runCli(['class:managed', 'Year 8', '3'])).toBe(0);
      const sheet = printed();
      expect(sheet[0]).toBe('Year 8: 3 new account(s). Login ID, password:');
      const accounts = sheet.slice(1).map((line) => line.split('  '));
      expect(accounts).toHaveLength(3);
      const database = openDatabase(loadConfig(process.env).database);
      for (const [loginId, password] of accounts) {
        expect(loginId).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
        const row = await database.db
          .selectFrom('users')
          .select(['password_hash', 'managed'])
          .where('email', '=', loginId!)
          .executeTakeFirstOrThrow();
        expect(row.managed).toBe(1);
        expect(await verifyPassword(row.password_hash!, password!)).toBe(true);
      }
      await database.close();
      log.mockClear();

      expect(await runCli(['class:roster', 'Year 8'])).toBe(0);
      const roster = printed();
      expect(roster[0]).toBe('Year 8: 3 student(s), 0 activity(ies)');
      for (const [loginId] of accounts) {
        expect(roster.some((line) => line.includes(`${loginId} (managed)  0/0`))).toBe(true);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
