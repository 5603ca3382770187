import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('GET /api/health on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 200 with the database dialect when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Without REDIS_URL the rate limits count in-process by design: nothing is degraded.
    expect(res.json()).toEqual({ status: 'ok', database: dialect, redis: 'off' });
  });

  it('has created the users and invitations tables', async () => {
    const db = ctx.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({ id: 'u1', name: 'Ada', email: 'ada@example.org', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('invitations')
      .values({ email: 'bob@example.org', is_teacher: 1, invited_by: 'u1', created_at: now })
      .execute();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      is_student: 1,
      is_admin: 0,
      confirmed: 0,
      banned: 0,
      reputation: 0,
    });
    // E-mails are unique: a second account for the same address is refused by the database.
    await expect(
      db
        .insertInto('users')
        .values({
          id: 'u2',
          name: 'Ada',
          email: 'ada@example.org',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys are enforced on both dialects.
    await expect(
      db
        .insertInto('invitations')
        .values({ email: 'x@example.org', invited_by: 'nobody', created_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with an errors body that says the database is down, and no details', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      await sql`drop table invitations`.execute(ctx.database.db);
      await ctx.database.close();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        errors: [
          {
            msg: 'The database is unavailable; please try again shortly.',
            code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE',
          },
        ],
        status: 'down',
        database: 'sqlite',
        redis: 'off',
      });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await ctx.app.close();
    }
  });
});
