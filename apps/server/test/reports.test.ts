import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportsPage } from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Reports from 'Suggestions and Bug Reporting' are read by someone: admins through
 * `GET /api/report`, the operator through `npm run cli -- reports`; newest first, who and when.
 */
describe.each(TEST_DIALECTS)('GET /api/report on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  let student: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100' } });
    await createUser(ctx, 'admin@example.org', { student: false, admin: true });
    await createUser(ctx, 'teacher@example.org', { student: false });
    await createUser(ctx, 'ana@example.org', { student: true });
    admin = await loginToken(ctx, 'admin@example.org');
    teacher = await loginToken(ctx, 'teacher@example.org');
    student = await loginToken(ctx, 'ana@example.org');
    for (const [token, message] of [
      [student, 'The first report: the plot is hard to read.'],
      [teacher, 'The second: please add a print button.'],
      [student, 'The third and newest one.'],
    ] as const) {
      const sent = await api(ctx, 'POST', '/api/report', token, { message });
      expect(sent.statusCode).toBe(201);
      // Distinct times, so that newest-first is a real order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  afterAll(() => ctx.close());

  it('lists them newest first for an admin, with who sent each and when', async () => {
    const res = await api(ctx, 'GET', '/api/report', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json<ReportsPage>();
    expect(page.reports.map((r) => r.message)).toEqual([
      'The third and newest one.',
      'The second: please add a print button.',
      'The first report: the plot is hard to read.',
    ]);
    expect(page.reports[0]!.user).toMatchObject({ email: 'ana@example.org' });
    expect(page.reports[1]!.user).toMatchObject({ email: 'teacher@example.org' });
    expect(Date.parse(page.reports[0]!.date)).toBeGreaterThan(Date.parse(page.reports[2]!.date));
    expect(page.nextCursor).toBeNull();
  });

  it('pages by cursor without repeating or skipping a report', async () => {
    const first = (await api(ctx, 'GET', '/api/report?limit=2', admin)).json<ReportsPage>();
    expect(first.reports).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await api(ctx, 'GET', `/api/report?limit=2&cursor=${first.nextCursor}`, admin)
    ).json<ReportsPage>();
    expect(second.reports.map((r) => r.message)).toEqual([
      'The first report: the plot is hard to read.',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await api(ctx, 'GET', '/api/report', teacher)).statusCode).toBe(403);
    expect((await api(ctx, 'GET', '/api/report', student)).statusCode).toBe(403);
    expect((await api(ctx, 'GET', '/api/report')).statusCode).toBe(401);
  });

  it.each([
    ['a cursor this server did not write', '/api/report?cursor=bm9wZQ'],
    ['a malformed cursor', '/api/report?cursor=%00%01'],
    ['a limit of 0', '/api/report?limit=0'],
    ['a limit above 200', '/api/report?limit=201'],
    ['a limit that is not a number', '/api/report?limit=many'],
  ])('answers %s with 400 and a message', async (_, url) => {
    const res = await api(ctx, 'GET', url, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { msg: string }[] }>().errors[0]!.msg).toMatch(/cursor|limit/);
  });
});

describe('npm run cli -- reports', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prints the reports newest first, or says there are none', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-reports-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runCli(['reports'])).toBe(0);
      expect(log.mock.calls.flat()).toContain('No reports yet.');
      log.mockClear();
      expect(await runCli(['user:create', 'ada@example.org', 'secret123'])).toBe(0);
      const { openDatabase } = await import('../src/db/database');
      const { loadConfig } = await import('../src/config');
      const database = openDatabase(loadConfig(process.env).database);
      const [user] = await database.db.selectFrom('users').select('id').execute();
      await database.db
        .insertInto('reports')
        .values([
          {
            id: 'r1',
            user_id: user!.id,
            message: 'Older one',
            created_at: '2026-01-01T00:00:00.000Z',
          },
          {
            id: 'r2',
            user_id: null,
            message: 'Newer\nsecond line',
            created_at: '2026-02-01T00:00:00.000Z',
          },
        ])
        .execute();
      await database.close();
      log.mockClear();
      expect(await runCli(['reports', '--all'])).toBe(0);
      expect(await runCli(['reports', 'extra'])).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(log.mock.calls.map((args) => args.map(String).join(' '))).toEqual([
      '2026-02-01T00:00:00.000Z  (deleted account)',
      '  Newer\n  second line',
      '2026-01-01T00:00:00.000Z  ada <ada@example.org>',
      '  Older one',
    ]);
  });
});
