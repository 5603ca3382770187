import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, invite, loginToken, messages } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('invitations and reports API on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  let student: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'admin@example.org', { admin: true });
    await createUser(ctx, 'teacher@example.org', { student: false });
    await createUser(ctx, 'student@example.org');
    admin = await loginToken(ctx, 'admin@example.org');
    teacher = await loginToken(ctx, 'teacher@example.org');
    student = await loginToken(ctx, 'student@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(token ? { headers: { 'x-auth-token': token } } : {}),
      ...(payload ? { payload } : {}),
    });

  it.each([
    ['GET', '/api/invitations'],
    ['POST', '/api/invitations'],
    ['DELETE', '/api/invitations/a%40example.org'],
    ['POST', '/api/invitations/remove'],
    ['POST', '/api/invitations/a%40example.org/mail'],
  ] as const)(
    '%s %s: 401 without a token, 403 for a teacher and a student',
    async (method, url) => {
      const body =
        url === '/api/invitations'
          ? { emails: ['x@example.org'], role: 'student' }
          : url.endsWith('/remove')
            ? { emails: ['x@example.org'] }
            : undefined;
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      for (const token of [teacher, student]) {
        const res = await call(method, url, token, body);
        expect(res.statusCode).toBe(403);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.ADMINS_ONLY]);
      }
    },
  );

  it('lets an admin add many entries at once, see who registered, and remove one', async () => {
    await invite(ctx, 'already@example.org');
    const added = await call('POST', '/api/invitations', admin, {
      emails: ['New1@example.org', 'new2@example.org', 'already@example.org', 'new1@example.org'],
      role: 'teacher',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      added: ['new1@example.org', 'new2@example.org'],
      updated: ['already@example.org'],
    });
    await invite(ctx, 'student@example.org');
    const list = await call('GET', '/api/invitations', admin);
    expect(list.statusCode).toBe(200);
    const rows =
      list.json<{ email: string; role: string; registered: boolean; confirmed: boolean }[]>();
    expect(rows.find((r) => r.email === 'new1@example.org')).toMatchObject({
      role: 'teacher',
      registered: false,
    });
    expect(rows.find((r) => r.email === 'student@example.org')).toMatchObject({
      role: 'student',
      registered: true,
      confirmed: true,
    });
    const removed = await call('DELETE', '/api/invitations/new2%40example.org', admin);
    expect(removed.statusCode).toBe(200);
    const again = await call('DELETE', '/api/invitations/new2%40example.org', admin);
    expect(again.statusCode).toBe(404);
  });

  it('validates the invitation body', async () => {
    const res = await call('POST', '/api/invitations', admin, { emails: [], role: 'king' });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toHaveLength(2);
  });

  it('takes a report from any signed-in user and refuses a too-short one', async () => {
    expect(
      (await call('POST', '/api/report', undefined, { message: 'Broken button' })).statusCode,
    ).toBe(401);
    const short = await call('POST', '/api/report', student, { message: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(messages(short.body)).toEqual(['Invalid message. Please be more descriptive.']);
    const ok = await call('POST', '/api/report', student, {
      message: 'The menu overlaps on my phone',
    });
    expect(ok.statusCode).toBe(201);
    const stored = await ctx.database.db.selectFrom('reports').selectAll().execute();
    expect(stored.map((r) => r.message)).toContain('The menu overlaps on my phone');
  });
});
