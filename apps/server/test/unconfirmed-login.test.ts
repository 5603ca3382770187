import { AUTH_MESSAGES, AUTH_VALIDATION, type UserDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_RESEND_LIMIT } from '../src/modules/auth/auth.service';
import { confirmLink, invite, mailsTo, messages } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * An unconfirmed member who logged in was told to find a mail, and none was sent. A login
 * with the right password now mails the link again, for the registration the account holds now,
 * up to CONFIRMATION_RESEND_LIMIT; past it the answer says the last mail is still valid. And
 * registration refuses an address that could never be invited (`<a@b.org>`, `a,b@x.org`).
 */
describe.each(TEST_DIALECTS)('an unconfirmed member logging in on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { NAME_FIELD: 'true' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const register = (email: string, password: string, name: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload: { email, password, name } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const open = (path: string) => ctx.app.inject({ method: 'GET', url: `/api${path}` });
  const me = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { 'x-auth-token': token } })
    ).json<UserDto>();

  it('mails a new confirmation link, which confirms the registration', async () => {
    const email = 'uma@school.org';
    await invite(ctx, email);
    expect((await register(email, 'umas-password', 'Uma')).statusCode).toBe(201);
    expect(await mailsTo(ctx, email)).toHaveLength(1);

    const refused = await login(email, 'umas-password');
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([AUTH_MESSAGES.UNCONFIRMED_LOGIN]);
    expect(AUTH_MESSAGES.UNCONFIRMED_LOGIN).toContain(AUTH_MESSAGES.CONFIRM_EMAIL_NOTICE);
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(mails[0]!.subject);

    const confirmed = await open(confirmLink(mails[1]!).path);
    expect(confirmed.json()).toEqual({ msg: AUTH_MESSAGES.EMAIL_CONFIRMED });
    const signedIn = await login(email, 'umas-password');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json<{ token: string }>().token)).name).toBe('Uma');
    // The first link is spent with the address confirmed.
    expect((await open(confirmLink(mails[0]!).path)).statusCode).toBe(409);
  });

  it('mails nothing for a wrong password', async () => {
    const email = 'wrong@school.org';
    await invite(ctx, email);
    await register(email, 'right-password', 'Wes');
    const refused = await login(email, 'wrong-password');
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
    expect(await mailsTo(ctx, email)).toHaveLength(1);
  });

  it('says the last mail is still valid once the limit is reached, and mails nothing more', async () => {
    const email = 'many@school.org';
    await invite(ctx, email);
    await register(email, 'manys-password', 'Many');
    for (let i = 0; i < CONFIRMATION_RESEND_LIMIT.max; i++) {
      expect(messages((await login(email, 'manys-password')).body)).toEqual([
        AUTH_MESSAGES.UNCONFIRMED_LOGIN,
      ]);
    }
    const sent = await mailsTo(ctx, email);
    expect(sent).toHaveLength(1 + CONFIRMATION_RESEND_LIMIT.max);

    const over = await login(email, 'manys-password');
    expect(over.statusCode).toBe(403);
    expect(messages(over.body)).toEqual([AUTH_MESSAGES.UNCONFIRMED_LOGIN_LAST_MAIL_VALID]);
    // The web client still moves to 'waiting for confirmation' (spec accounts §4).
    expect(AUTH_MESSAGES.UNCONFIRMED_LOGIN_LAST_MAIL_VALID).toContain(
      AUTH_MESSAGES.CONFIRM_EMAIL_NOTICE,
    );
    expect(await mailsTo(ctx, email)).toHaveLength(sent.length);
    // It is: the last link confirms.
    expect((await open(confirmLink(sent.at(-1)!).path)).json()).toEqual({
      msg: AUTH_MESSAGES.EMAIL_CONFIRMED,
    });
  });

  it('after a second registration, mails a link to choose the password, never one confirming it', async () => {
    const email = 'contested@school.org';
    await invite(ctx, email);
    await register(email, 'owners-password', 'Owner');
    await register(email, 'attackers-password', 'Attacker');
    expect(await mailsTo(ctx, email)).toHaveLength(2);

    // The second registrant's login is answered as any unconfirmed login…
    const early = await login(email, 'attackers-password');
    expect(messages(early.body)).toEqual([AUTH_MESSAGES.UNCONFIRMED_LOGIN]);
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(3);
    // …but what it mails is the re-registration's mail: the mailbox's holder chooses the password.
    expect(mails[2]!.subject).toBe(mails[1]!.subject);
    const link = confirmLink(mails[2]!);
    expect((await open(link.path)).json()).toEqual({ msg: AUTH_MESSAGES.RESET_ACKNOWLEDGED });
    // The earlier registration-password link is replaced by the newest.
    expect((await open(confirmLink(mails[1]!).path)).statusCode).toBe(400);
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/password-change',
      payload: { userId: link.id, confirmationString: link.code, password: 'owners-password' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await login(email, 'attackers-password')).statusCode).toBe(400);
    const signedIn = await login(email, 'owners-password');
    expect(signedIn.statusCode).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('registration addresses on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { INVITE_ONLY: 'false', RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(['<a@b.org>', 'a,b@x.org', 'ana lopez <ana@b.org>', 'a;b@x.org', '"a"@b.org'])(
    'refuses %s, which could never be invited',
    async (email) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email, password: 'secret123' },
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([AUTH_VALIDATION.EMAIL_INVALID]);
      const stored = await ctx.database.db.selectFrom('users').select('email').execute();
      expect(stored).toEqual([]);
      expect(await mailsTo(ctx, email.toLowerCase())).toEqual([]);
    },
  );

  it('still registers an ordinary address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: ' Ana.Lopez+class@School.org ', password: 'secret123' },
    });
    expect(res.statusCode).toBe(201);
  });
});
