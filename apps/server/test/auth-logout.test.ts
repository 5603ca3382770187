import crypto from 'node:crypto';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** An HS256 token made by hand, as the server made them before sessions had ids. */
function tokenWithoutSession(userId: string, secret: string, version = 0): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, ver: version, iat: now, exp: now + 3600 })}`;
  const signature = crypto.createHmac('sha256', secret).update(input).digest('base64url');
  return `${input}.${signature}`;
}

/**
 * `POST /api/auth/logout` (issue 41): a logout ends that session on the server, on every server
 * (they share only the database), and no other session of the member.
 */
describe.each(TEST_DIALECTS)('logout on %s', (dialect) => {
  let ctx: TestContext;
  let other: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth', headers: { 'x-auth-token': token } });
  const logout = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-auth-token': token } });

  it('ends the session on every server, and not the member’s other sessions', async () => {
    await createUser(ctx, 'leaver@example.org');
    const token = await loginToken(ctx, 'leaver@example.org');
    const elsewhere = await loginToken(ctx, 'leaver@example.org');
    // Both servers know the token, so both may have it among their verified tokens.
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);

    const res = await logout(ctx.app, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.LOGGED_OUT });

    for (const app of [ctx.app, other]) {
      const after = await me(app, token);
      expect(after.statusCode).toBe(401);
      expect(messages(after.body)).toEqual([AUTH_MESSAGES.TOKEN_INVALID]);
    }
    // Another device (another login) stays signed in.
    expect((await me(other, elsewhere)).statusCode).toBe(200);
    // Logging out twice: the token is no session any more.
    expect((await logout(other, token)).statusCode).toBe(401);
  });

  it('keeps a token from before sessions had ids working, and a logout with it ends every session of its member', async () => {
    const userId = await createUser(ctx, 'old-token@example.org');
    const old = tokenWithoutSession(userId, ctx.config.jwtSecret!);
    const fresh = await loginToken(ctx, 'old-token@example.org');
    expect((await me(ctx.app, old)).statusCode).toBe(200);
    expect((await logout(other, old)).statusCode).toBe(200);
    expect((await me(ctx.app, old)).statusCode).toBe(401);
    // Such a session cannot be told apart from the others: all of them end (once per member).
    expect((await me(ctx.app, fresh)).statusCode).toBe(401);
    expect((await me(ctx.app, await loginToken(ctx, 'old-token@example.org'))).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
  });

  it('sweeps ended sessions once their tokens have expired', async () => {
    await createUser(ctx, 'sweep@example.org');
    const first = await loginToken(ctx, 'sweep@example.org');
    expect((await logout(ctx.app, first)).statusCode).toBe(200);
    await ctx.database.db
      .updateTable('ended_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const second = await loginToken(ctx, 'sweep@example.org');
    expect((await logout(ctx.app, second)).statusCode).toBe(200);
    const rows = await ctx.database.db.selectFrom('ended_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});
