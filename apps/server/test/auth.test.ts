import { AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmLink,
  createUser,
  invite,
  loginToken,
  mailsTo,
  messages,
  waitForMail,
} from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const PASSWORD = 'secret123';

describe.each(TEST_DIALECTS)('accounts API on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { RATE_LIMIT_SCALE: '50', PUBLIC_URL: 'https://thoughtful.test' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const register = (email: string, password = PASSWORD, name?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload: { email, password, name } });
  const login = (email: string, password?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const confirm = (p: string) => ctx.app.inject({ method: 'GET', url: `/api${p}` });

  describe('POST /api/users (registration)', () => {
    it('refuses an e-mail that is not on the invitation list', async () => {
      const res = await register('stranger@example.org');
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual(['User not invited']);
      expect(await mailsTo(ctx, 'stranger@example.org')).toHaveLength(0);
    });

    it('registers an invited student, mails a confirmation link from PUBLIC_URL', async () => {
      await invite(ctx, 'ann@example.org');
      const res = await register('Ann@Example.org ');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ msg: AUTH_MESSAGES.REGISTERED });
      const [mail] = await mailsTo(ctx, 'ann@example.org');
      expect(mail!.subject).toContain('Confirm');
      expect(mail!.text).toContain('https://thoughtful.test/confirm/');
      expect(mail!.html).toContain('href="https://thoughtful.test/confirm/');
      const user = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'ann@example.org')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ is_student: 1, confirmed: 0, name: 'ann@example.org' });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('gives a teacher invitation a non-student account', async () => {
      await invite(ctx, 'tess@example.org', true);
      expect((await register('tess@example.org')).statusCode).toBe(201);
      const user = await ctx.database.db
        .selectFrom('users')
        .select('is_student')
        .where('email', '=', 'tess@example.org')
        .executeTakeFirstOrThrow();
      expect(user.is_student).toBe(0);
    });

    it('refuses a banned e-mail', async () => {
      await invite(ctx, 'bad@example.org');
      await ctx.database.db
        .insertInto('bans')
        .values({ email: 'bad@example.org', created_at: new Date().toISOString() })
        .execute();
      const res = await register('bad@example.org');
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)[0]).toContain('banned');
    });

    it('lists every validation problem with the spec wording', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email: 'not-an-email', password: '123' },
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        AUTH_VALIDATION.EMAIL_INVALID,
        AUTH_VALIDATION.PASSWORD_TOO_SHORT,
      ]);
    });

    it('refuses a second account for a confirmed e-mail', async () => {
      await invite(ctx, 'dup@example.org');
      await createUser(ctx, 'dup@example.org');
      const res = await register('dup@example.org');
      expect(res.statusCode).toBe(409);
      expect(messages(res.body)).toEqual(['User already exists']);
    });
  });

  describe('GET /api/confirm/{id}/{code}', () => {
    it('confirms once, then says the address is already confirmed', async () => {
      await invite(ctx, 'cara@example.org');
      await register('cara@example.org');
      const link = confirmLink((await mailsTo(ctx, 'cara@example.org'))[0]!);
      const first = await confirm(link.path);
      expect(first.statusCode).toBe(200);
      expect(first.json<{ msg: string }>().msg).toContain('Email address confirmed');
      const again = await confirm(link.path);
      expect(again.statusCode).toBe(409);
      expect(messages(again.body)[0]).toContain('already been confirmed');
    });

    it('mails a fresh link for an expired one and answers Resent', async () => {
      await invite(ctx, 'late@example.org');
      await register('late@example.org');
      const link = confirmLink((await mailsTo(ctx, 'late@example.org'))[0]!);
      await ctx.database.db
        .updateTable('auth_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', link.id)
        .execute();
      const res = await confirm(link.path);
      expect(res.statusCode).toBe(410);
      expect(messages(res.body)[0]).toContain('Resent');
      const fresh = confirmLink((await mailsTo(ctx, 'late@example.org'))[1]!);
      expect(fresh.code).not.toBe(link.code);
      expect((await confirm(link.path)).statusCode).toBe(400);
      expect((await confirm(fresh.path)).statusCode).toBe(200);
    });

    it('answers banned and not invited for those accounts', async () => {
      await invite(ctx, 'gone@example.org');
      await register('gone@example.org');
      const gone = confirmLink((await mailsTo(ctx, 'gone@example.org'))[0]!);
      await ctx.database.db
        .deleteFrom('invitations')
        .where('email', '=', 'gone@example.org')
        .execute();
      const notInvited = await confirm(gone.path);
      expect(notInvited.statusCode).toBe(403);
      expect(messages(notInvited.body)[0]).toContain('not invited');

      await invite(ctx, 'later-banned@example.org');
      await register('later-banned@example.org');
      const link = confirmLink((await mailsTo(ctx, 'later-banned@example.org'))[0]!);
      await ctx.database.db
        .insertInto('bans')
        .values({ email: 'later-banned@example.org', created_at: new Date().toISOString() })
        .execute();
      const banned = await confirm(link.path);
      expect(banned.statusCode).toBe(403);
      expect(messages(banned.body)[0]).toContain('banned');
    });

    it('refuses made-up links without revealing anything', async () => {
      const unknownUser = await confirm('/confirm/000000000000aaaaaaaaaaaa/abc');
      expect(unknownUser.statusCode).toBe(404);
      const id = await createUser(ctx, 'made-up@example.org');
      const wrongCode = await confirm(`/confirm/${id}/not-a-code`);
      expect(wrongCode.statusCode).toBe(400);
      expect(messages(wrongCode.body)).toEqual([AUTH_MESSAGES.INVALID_LINK]);
    });
  });

  describe('POST /api/auth and GET /api/auth', () => {
    it('tells an unconfirmed account to confirm its e-mail', async () => {
      await invite(ctx, 'uma@example.org');
      await register('uma@example.org');
      const res = await login('uma@example.org', PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)[0]).toContain(AUTH_MESSAGES.CONFIRM_EMAIL_NOTICE);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      await createUser(ctx, 'wes@example.org');
      const wrong = await login('wes@example.org', 'not-the-password');
      const unknown = await login('nobody-here@example.org', 'whatever1');
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(messages(wrong.body)).toEqual(['Invalid credentials']);
      expect(unknown.body).toBe(wrong.body);
    });

    it('gives a token that loads the user, and refuses missing or bad tokens', async () => {
      await createUser(ctx, 'tom@example.org', { student: false });
      const token = await loginToken(ctx, 'TOM@example.org');
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { 'x-auth-token': token },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'tom@example.org',
        isStudent: false,
        isAdmin: false,
        reputation: 0,
      });
      expect(me.json<{ _id: string }>()._id).toMatch(/^[0-9a-f]{24}$/);
      expect(me.body).not.toContain('password');

      const none = await ctx.app.inject({ method: 'GET', url: '/api/auth' });
      expect(none.statusCode).toBe(401);
      expect(messages(none.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
      const bad = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { 'x-auth-token': `${token}x` },
      });
      expect(bad.statusCode).toBe(401);
      expect(messages(bad.body)).toEqual([AUTH_MESSAGES.TOKEN_INVALID]);
    });

    it('ends a banned user’s session at once and refuses the login', async () => {
      await createUser(ctx, 'ben@example.org');
      const token = await loginToken(ctx, 'ben@example.org');
      await ctx.database.db
        .updateTable('users')
        .set({ banned: 1 })
        .where('email', '=', 'ben@example.org')
        .execute();
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { 'x-auth-token': token },
      });
      expect(me.statusCode).toBe(403);
      const again = await login('ben@example.org', PASSWORD);
      expect(again.statusCode).toBe(403);
      expect(messages(again.body)[0]).toContain('banned');
    });
  });

  describe('password reset', () => {
    const reset = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email } });
    const change = (userId: string, confirmationString: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/password-change',
        payload: { userId, confirmationString, password },
      });

    it('answers the same for unknown and known e-mails', async () => {
      await createUser(ctx, 'rita@example.org');
      const unknown = await reset('no-such-user@example.org');
      const known = await reset('rita@example.org');
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ msg: AUTH_MESSAGES.RESET_REQUESTED });
      await waitForMail(ctx, 'rita@example.org');
      expect(await mailsTo(ctx, 'no-such-user@example.org')).toHaveLength(0);
    });

    it('acknowledges the link, changes the password once, and refuses the link again', async () => {
      await createUser(ctx, 'pete@example.org');
      await reset('pete@example.org');
      const link = confirmLink(await waitForMail(ctx, 'pete@example.org'));
      const ack = await confirm(link.path);
      expect(ack.statusCode).toBe(200);
      expect(ack.json<{ msg: string }>().msg).toContain('acknowledged');

      const changed = await change(link.id, link.code, 'brand-new-pw');
      expect(changed.statusCode).toBe(200);
      expect((await login('pete@example.org', PASSWORD)).statusCode).toBe(400);
      expect((await login('pete@example.org', 'brand-new-pw')).statusCode).toBe(200);

      const reused = await change(link.id, link.code, 'another-pw');
      expect(reused.statusCode).toBe(400);
      expect(messages(reused.body)).toEqual(['Password change attempt failed']);
      const reopened = await confirm(link.path);
      expect(reopened.statusCode).toBe(400);
      expect(messages(reopened.body)[0]).toContain('Password change attempt failed');
    });

    it('refuses an expired link and an older link once a newer one was sent', async () => {
      await createUser(ctx, 'olga@example.org');
      await reset('olga@example.org');
      const older = confirmLink(await waitForMail(ctx, 'olga@example.org', 1));
      await reset('olga@example.org');
      const newer = confirmLink(await waitForMail(ctx, 'olga@example.org', 2));
      expect((await change(older.id, older.code, 'pw-older')).statusCode).toBe(400);
      await ctx.database.db
        .updateTable('auth_codes')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('user_id', '=', newer.id)
        .execute();
      const expired = await change(newer.id, newer.code, 'pw-newer');
      expect(expired.statusCode).toBe(400);
      expect(messages(expired.body)).toEqual(['Password change attempt failed']);
    });

    it('confirms the e-mail of an unconfirmed account that resets its password', async () => {
      await invite(ctx, 'forgetful@example.org');
      await register('forgetful@example.org');
      await reset('forgetful@example.org');
      const link = confirmLink(await waitForMail(ctx, 'forgetful@example.org', 2));
      expect((await change(link.id, link.code, 'fresh-pw-1')).statusCode).toBe(200);
      expect((await login('forgetful@example.org', 'fresh-pw-1')).statusCode).toBe(200);
    });
  });
});

describe('accounts API with the name field on', () => {
  it('requires a user name', async () => {
    const ctx = await createTestApp('sqlite', {
      env: { NAME_FIELD: 'true', INVITE_ONLY: 'false' },
    });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email: 'named@example.org', password: PASSWORD, name: '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([AUTH_VALIDATION.NAME_REQUIRED]);
      const ok = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email: 'named@example.org', password: PASSWORD, name: 'Nadia' },
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  });
});

describe.each(TEST_DIALECTS)('anonymous mode on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'Head-Admin' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lets an invited student in with the ID alone and creates the account once', async () => {
    await invite(ctx, 'student-17');
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'Student-17' },
    });
    expect(first.statusCode).toBe(200);
    const token = first.json<{ token: string }>().token;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { 'x-auth-token': token },
    });
    expect(me.json()).toMatchObject({ email: 'student-17', isStudent: true });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'student-17' },
    });
    expect(second.statusCode).toBe(200);
    const count = await ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'student-17')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses an ID that is not invited', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'student-99' },
    });
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual(['User not invited']);
  });

  it('makes the admin ID use its password', async () => {
    await createUser(ctx, 'head-admin', { admin: true, password: 'admin-pass' });
    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'head-admin' },
    });
    expect(noPassword.statusCode).toBe(400);
    const withPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'HEAD-ADMIN', password: 'admin-pass' },
    });
    expect(withPassword.statusCode).toBe(200);
  });
});
