import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInTicket, newBrowserBinding, SIGN_IN_COOKIE } from '../src/modules/sign-in';
import { createUser, messages } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** `POST /api/auth/ticket`: how a sign-in finished by a redirect reaches the web app. */
describe.each(TEST_DIALECTS)('sign-in tickets over HTTP on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const trade = (ticket: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/ticket', payload: { ticket } });

  it('trades a ticket once for a token that signs its member in, and says where to go', async () => {
    const userId = await createUser(ctx, 'ticketed@example.org');
    const ticket = await issueSignInTicket(ctx.database.db, userId, '/activities', new Date());
    const res = await trade(ticket);
    expect(res.statusCode).toBe(200);
    const { token, next } = res.json<{ token: string; next: string }>();
    expect(next).toBe('/activities');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { 'x-auth-token': token },
    });
    expect(me.json<{ _id: string }>()._id).toBe(userId);

    const again = await trade(ticket);
    expect(again.statusCode).toBe(401);
    expect(messages(again.body)).toEqual([AUTH_MESSAGES.SIGN_IN_TICKET_INVALID]);
  });

  it('leaves a ticket to its own browser after trades without its cookie or with another (issue 41)', async () => {
    const userId = await createUser(ctx, 'bound-ticket@example.org');
    const binding = newBrowserBinding();
    const ticket = await issueSignInTicket(
      ctx.database.db,
      userId,
      '/activities',
      new Date(),
      binding,
    );
    const withCookie = (value: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/ticket',
        payload: { ticket },
        headers: { cookie: `${SIGN_IN_COOKIE}=${value}` },
      });
    // Someone who saw the address tries it, more often than the per-ticket limit allows.
    for (let attempt = 0; attempt < 8; attempt++) {
      const refused = attempt % 2 === 0 ? await trade(ticket) : await withCookie('not-this-one');
      expect(refused.statusCode, refused.body).toBe(401);
      expect(messages(refused.body)).toEqual([AUTH_MESSAGES.SIGN_IN_TICKET_INVALID]);
    }
    const own = await withCookie(binding);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ next: string }>().next).toBe('/activities');
    // Still single use.
    expect((await withCookie(binding)).statusCode).toBe(401);
  });

  it("refuses a banned member's ticket", async () => {
    const userId = await createUser(ctx, 'banned-ticket@example.org');
    await ctx.database.db
      .updateTable('users')
      .set({ banned: 1 })
      .where('id', '=', userId)
      .execute();
    const ticket = await issueSignInTicket(ctx.database.db, userId, '/', new Date());
    const res = await trade(ticket);
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.BANNED]);
  });

  it.each([[''], [42], ['x'.repeat(201)], [null]])(
    'answers 400 to the ticket %j',
    async (ticket) => {
      const res = await trade(ticket);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body).length).toBeGreaterThan(0);
    },
  );
});
