import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { verifyPassword } from '../src/modules/auth/passwords';

/**
 * The operator's class commands: `class:create`, `class:managed`, `class:roster`, and `invite`
 * into a class.
 */
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
  it('invites e-mails into a class: existing students join it, the others are mailed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-classes-cli-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SMTP_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const printed = () => log.mock.calls.map((args) => args.map(String).join(' '));
    try {
      expect(await runCli(['user:create', 'ms.lee@example.org', 'secret123', '--teacher'])).toBe(0);
      expect(await runCli(['user:create', 'kid@example.org', 'secret123'])).toBe(0);
      expect(await runCli(['class:create', 'Year 8', '--teacher', 'ms.lee@example.org'])).toBe(0);
      log.mockClear();

      // All or none: one entry that is not an address refuses the command.
      expect(
        await runCli(['invite', 'ana@example.org', 'not-an-address', '--class', 'Year 8']),
      ).toBe(1);
      expect(error.mock.calls.flat().join(' ')).toMatch(/Not an e-mail: not-an-address/);
      expect(await runCli(['invite', 'ana@example.org', '--class', 'Year 8', '--teacher'])).toBe(1);
      expect(await runCli(['invite', 'ana@example.org', '--class', 'No such class'])).toBe(1);
      expect(await runCli(['invite', 'ana@example.org', '--class'])).toBe(1);
      const database = openDatabase(loadConfig(process.env).database);
      try {
        expect(await database.db.selectFrom('invitations').selectAll().execute()).toEqual([]);
        log.mockClear();

        expect(
          await runCli([
            'invite',
            'Ana Lopez <ana@example.org>;',
            'kid@example.org',
            'ms.lee@example.org',
            '--class',
            'Year 8',
          ]),
        ).toBe(0);
        expect(printed()).toEqual([
          'Added to Year 8: ana@example.org, kid@example.org',
          'Left out, not students: ms.lee@example.org',
        ]);
        const invited = await database.db
          .selectFrom('invitations')
          .innerJoin('classes', 'classes.id', 'invitations.class_id')
          .select(['invitations.email', 'invitations.is_teacher', 'classes.name'])
          .execute();
        expect(invited).toEqual([{ email: 'ana@example.org', is_teacher: 0, name: 'Year 8' }]);
        const outbox = path.join(dataDir, 'outbox');
        const mailedTo = fs
          .readdirSync(outbox)
          .map(
            (file) =>
              (JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string }).to,
          );
        expect(mailedTo).toEqual(['ana@example.org']);
      } finally {
        await database.close();
      }
      log.mockClear();
      expect(await runCli(['class:roster', 'Year 8'])).toBe(0);
      expect(printed()).toEqual([
        'Year 8: 1 student(s), 0 activity(ies)',
        '  kid@example.org  kid@example.org  0/0',
        'Invited, not registered yet: ana@example.org',
      ]);
      expect(await runCli(['invite', 'kid@example.org', '--class', 'Year 8'])).toBe(0);
      expect(printed().at(-1)).toBe('Already in Year 8: kid@example.org');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
