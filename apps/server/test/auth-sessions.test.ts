import crypto from 'node:crypto';
import { AUTH_MESSAGES, PublicConfig, type UserDto } from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_TTL_MS, RESET_TTL_MS } from '../src/modules/auth/auth.service';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from '../src/modules/auth/tokens';
import {
  confirmLink,
  createUser,
  invite,
  loginToken,
  mailsTo,
  messages,
  waitForMail,
} from './helpers/auth-helpers';
import { sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Regression tests for the outside security review: account takeovers, sessions and
 * tokens, and the lifetimes and purposes of the mailed codes.
 */

const SECRET = 'test-secret-test-secret-test-secret-!!';

function base64url(value: object | Buffer): string {
  const buffer = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
  return buffer.toString('base64url');
}

/** An HS256 token made by hand, as any JWT library would make it. */
function handMadeToken(
  payload: object,
  secret = SECRET,
  header: object = { alg: 'HS256', typ: 'JWT' },
) {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = crypto.createHmac('sha256', secret).update(signingInput).digest();
  return `${signingInput}.${base64url(signature)}`;
}

describe('x-auth-token format', () => {
  it('keeps the HS256 header, the subject and the 7-day expiry', () => {
    const before = Math.floor(Date.now() / 1000);
    const token = signToken('user-1', SECRET, 3);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: 'user-1', ver: 3 });
    // A session id of its own (issue 41: a logout ends that session); none from a provider.
    expect(payload!.sid).toMatch(/^[\w-]{22}$/);
    expect(payload!.idp).toBeUndefined();
    const iat = payload!.iat as number;
    expect(iat).toBeGreaterThanOrEqual(before);
    expect(payload!.exp).toBe(iat + TOKEN_TTL_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBe(7 * 24 * 3600);
    expect(verifyToken(token, SECRET)).toEqual({
      userId: 'user-1',
      version: 3,
      sessionId: payload!.sid,
      fromProvider: false,
      expiresAt: (payload!.exp as number) * 1000,
    });
  });

  it('accepts the tokens the earlier library issued (no version: version 0)', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = handMadeToken({ sub: 'user-2', iat: now, exp: now + 3600 });
    expect(verifyToken(token, SECRET)).toMatchObject({ userId: 'user-2', version: 0 });
  });

  it('refuses a wrong signature, another algorithm, "none", and a token without expiry', () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: 'user-3', iat: now, exp: now + 3600 };
    expect(
      verifyToken(handMadeToken(claims, 'another-secret-another-secret-!!'), SECRET),
    ).toBeNull();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(verifyToken(unsigned, SECRET)).toBeNull();
    const hs512 = handMadeToken(claims, SECRET, { alg: 'HS512', typ: 'JWT' });
    expect(verifyToken(hs512, SECRET)).toBeNull();
    expect(verifyToken(handMadeToken({ sub: 'user-3', iat: now }), SECRET)).toBeNull();
    expect(verifyToken(signToken('user-3', SECRET), '')).toBeNull();
  });

  describe('expiry, just before and just after', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is valid one second before it expires and refused one second after', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const issuedAt = Date.now();
      const token = signToken('user-4', SECRET);
      vi.setSystemTime(issuedAt + (TOKEN_TTL_SECONDS - 1) * 1000);
      expect(verifyToken(token, SECRET)).toMatchObject({ userId: 'user-4', version: 0 });
      vi.setSystemTime(issuedAt + (TOKEN_TTL_SECONDS + 1) * 1000);
      expect(verifyToken(token, SECRET)).toBeNull();
    });
  });
});

describe.each(TEST_DIALECTS)('sessions and mailed codes on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { RATE_LIMIT_SCALE: '50', PUBLIC_URL: 'https://thoughtful.test' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { 'x-auth-token': token } });
  const register = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload: { email, password } });
  const login = (email: string, password?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email } });
  const changePassword = (userId: string, confirmationString: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/password-change',
      payload: { userId, confirmationString, password },
    });
  const open = (path: string) => ctx.app.inject({ method: 'GET', url: `/api${path}` });

  it('refuses an expired token with 401 through the API', async () => {
    const id = await createUser(ctx, 'expiring@example.org');
    const now = Math.floor(Date.now() / 1000);
    const expired = handMadeToken({ sub: id, iat: now - 100, exp: now - 1 });
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.TOKEN_INVALID]);
    const fresh = handMadeToken({ sub: id, iat: now, exp: now + 60 });
    expect((await me(fresh)).statusCode).toBe(200);
  });

  describe('a second registration of an unconfirmed e-mail (account takeover)', () => {
    it('never confirms the second password; the mailbox chooses it (registration-takeover.test.ts has the rest)', async () => {
      const email = 'owner@example.org';
      await invite(ctx, email);
      expect((await register(email, 'owners-password')).statusCode).toBe(201);
      expect(await mailsTo(ctx, email)).toHaveLength(1);

      // Answered as any registration, so an unconfirmed address is no different from a new one.
      const attacker = await register(email, 'attackers-password');
      expect(attacker.statusCode).toBe(201);

      // The newest mail lets the mailbox's holder choose the password; the attacker's never works.
      const mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(2);
      const link = confirmLink(mails[1]!);
      expect((await open(link.path)).statusCode).toBe(200);
      expect((await changePassword(link.id, link.code, 'owners-password')).statusCode).toBe(200);
      expect((await login(email, 'attackers-password')).statusCode).toBe(400);
      expect((await login(email, 'owners-password')).statusCode).toBe(200);
    });

    it('answers a registration of a confirmed e-mail the same way, with no mail', async () => {
      const email = 'settled@example.org';
      await invite(ctx, email);
      await createUser(ctx, email, { password: 'settled-pass' });
      const again = await register(email, 'other-password');
      expect(again.statusCode).toBe(409);
      expect(messages(again.body)).toEqual([AUTH_MESSAGES.USER_EXISTS]);
      expect(await mailsTo(ctx, email)).toHaveLength(0);
      expect((await login(email, 'settled-pass')).statusCode).toBe(200);
    });
  });

  describe('a password change ends every session', () => {
    it('refuses tokens issued before a reset; the new login works', async () => {
      const email = 'rotate@example.org';
      const userId = await createUser(ctx, email, { password: 'first-pass' });
      const oldToken = await loginToken(ctx, email, 'first-pass');
      const otherDevice = await loginToken(ctx, email, 'first-pass');
      expect((await me(oldToken)).statusCode).toBe(200);

      expect((await requestReset(email)).statusCode).toBe(200);
      const { code } = confirmLink(await waitForMail(ctx, email));
      expect((await changePassword(userId, code, 'second-pass')).statusCode).toBe(200);

      for (const token of [oldToken, otherDevice]) {
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.TOKEN_INVALID]);
      }
      const newToken = await loginToken(ctx, email, 'second-pass');
      expect((await me(newToken)).json<UserDto>().email).toBe(email);
      // A token signed with an older version stays refused, whoever presents it.
      expect((await me(signToken(userId, SECRET, 0))).statusCode).toBe(401);
    });

    it('ends sessions at a ban too', async () => {
      const email = 'banned-session@example.org';
      const userId = await createUser(ctx, email);
      const token = await loginToken(ctx, email);
      await ctx.database.db
        .updateTable('users')
        .set({ banned: 1 })
        .where('id', '=', userId)
        .execute();
      expect((await me(token)).statusCode).toBe(403);
    });
  });

  describe('the purpose and lifetime of each mailed code', () => {
    it('does not accept a confirmation code for a password change', async () => {
      const email = 'purpose@example.org';
      await invite(ctx, email);
      expect((await register(email, 'original-pass')).statusCode).toBe(201);
      const { id, code } = confirmLink(await waitForMail(ctx, email));
      const res = await changePassword(id, code, 'hijacked-pass');
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([AUTH_MESSAGES.PASSWORD_CHANGE_FAILED]);
      // The code still confirms the account, with the original password.
      expect((await open(`/confirm/${id}/${code}`)).statusCode).toBe(200);
      expect((await login(email, 'hijacked-pass')).statusCode).toBe(400);
      expect((await login(email, 'original-pass')).statusCode).toBe(200);
    });

    it('acknowledges a reset link until one hour has passed, and not after', async () => {
      expect(RESET_TTL_MS).toBe(3600_000);
      const email = 'reset-life@example.org';
      const userId = await createUser(ctx, email);
      vi.useFakeTimers({ toFake: ['Date'] });
      const issuedAt = Date.now();
      await requestReset(email);
      const { code } = confirmLink(await waitForMail(ctx, email));

      vi.setSystemTime(issuedAt + RESET_TTL_MS - 5_000);
      const before = await open(`/confirm/${userId}/${code}`);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ msg: AUTH_MESSAGES.RESET_ACKNOWLEDGED });

      vi.setSystemTime(issuedAt + RESET_TTL_MS + 5_000);
      const after = await open(`/confirm/${userId}/${code}`);
      expect(after.statusCode).toBe(400);
      expect(messages(after.body)).toEqual([AUTH_MESSAGES.PASSWORD_CHANGE_FAILED]);
      const change = await changePassword(userId, code, 'too-late-pass');
      expect(change.statusCode).toBe(400);
    });

    it('changes the password with a reset code just before expiry', async () => {
      const email = 'reset-edge@example.org';
      const userId = await createUser(ctx, email, { password: 'edge-first' });
      vi.useFakeTimers({ toFake: ['Date'] });
      const issuedAt = Date.now();
      await requestReset(email);
      const { code } = confirmLink(await waitForMail(ctx, email));
      vi.setSystemTime(issuedAt + RESET_TTL_MS - 5_000);
      expect((await changePassword(userId, code, 'edge-second')).statusCode).toBe(200);
      vi.useRealTimers();
      expect((await login(email, 'edge-second')).statusCode).toBe(200);
    });

    it('confirms an e-mail until 48 hours have passed; after that it mails a fresh link', async () => {
      expect(CONFIRMATION_TTL_MS).toBe(48 * 3600_000);
      for (const [email, offset, status] of [
        ['confirm-early@example.org', -60_000, 200],
        ['confirm-late@example.org', 60_000, 410],
      ] as const) {
        await invite(ctx, email);
        vi.useFakeTimers({ toFake: ['Date'] });
        const issuedAt = Date.now();
        expect((await register(email, 'confirm-pass')).statusCode).toBe(201);
        const link = confirmLink(await waitForMail(ctx, email));
        vi.setSystemTime(issuedAt + CONFIRMATION_TTL_MS + offset);
        const res = await open(link.path);
        expect(res.statusCode, email).toBe(status);
        if (status === 410) {
          expect(messages(res.body)).toEqual([AUTH_MESSAGES.CONFIRMATION_RESENT]);
          // Read while it is still 48 hours later: the fresh mail is due from then.
          expect(await mailsTo(ctx, email)).toHaveLength(2);
        }
        vi.useRealTimers();
      }
    });

    it('sends no reset mail to a banned user', async () => {
      const banned = 'no-reset-banned@example.org';
      const bannedId = await createUser(ctx, banned);
      await ctx.database.db
        .updateTable('users')
        .set({ banned: 1 })
        .where('id', '=', bannedId)
        .execute();
      const control = 'reset-control@example.org';
      await createUser(ctx, control);

      expect((await requestReset(banned)).statusCode).toBe(200);
      expect((await requestReset(control)).statusCode).toBe(200);
      await waitForMail(ctx, control);
      await sleep(100);
      expect(await mailsTo(ctx, banned)).toHaveLength(0);
    });
  });
});

describe.each(TEST_DIALECTS)('anonymous mode logins on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'Head-Admin', RATE_LIMIT_SCALE: '50' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (email: string, password?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const needsPassword = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login-id', payload: { email } });

  it('never logs anyone into an account that has a password without it (takeover)', async () => {
    await createUser(ctx, 'head-admin', { admin: true, password: 'admin-pass' });
    await createUser(ctx, 'teacher@school.org', { student: false, password: 'teacher-pass' });
    await createUser(ctx, 'keen-student@school.org', { password: 'student-pass' });
    for (const [email, password] of [
      ['head-admin', 'admin-pass'],
      ['teacher@school.org', 'teacher-pass'],
      ['keen-student@school.org', 'student-pass'],
    ] as const) {
      for (const wrong of [undefined, '', 'wrong-password']) {
        const res = await login(email, wrong);
        expect(res.statusCode, `${email} with ${String(wrong)}`).toBe(400);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
        expect(res.body).not.toContain('token');
      }
      expect((await login(email.toUpperCase(), password)).statusCode).toBe(200);
    }
  });

  it('lets a password-less student in with the ID alone', async () => {
    await invite(ctx, 'pupil-1');
    expect((await login('pupil-1')).statusCode).toBe(200);
    expect((await login('Pupil-1', 'anything-at-all')).statusCode).toBe(200);
  });

  it('does not make an ID invited as a teacher into a password-less account', async () => {
    await invite(ctx, 'new-teacher', true);
    const res = await login('new-teacher');
    expect(res.statusCode).toBe(400);
    const rows = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new-teacher')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('tells the login screen nothing about an ID (login-id-probe.test.ts has the rest)', async () => {
    await invite(ctx, 'pupil-2');
    await invite(ctx, 'teacher-2', true);
    await createUser(ctx, 'member-2', { password: 'member-pass' });
    for (const id of ['HEAD-ADMIN', 'pupil-2', 'never-heard-of', 'teacher-2', 'member-2']) {
      const res = await needsPassword(id);
      expect(res.statusCode, id).toBe(200);
      expect(res.json(), id).toEqual({ passwordRequired: false });
    }
    const bad = await needsPassword('');
    expect(bad.statusCode).toBe(400);
  });

  it('publishes no hash of the admin ID in /api/config', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    const body = res.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('eduAdminIdSha256');
    const adminHash = crypto.createHash('sha256').update('head-admin').digest('hex');
    expect(res.body).not.toContain(adminHash);
    expect(res.body.toLowerCase()).not.toContain('head-admin');
    expect(() => PublicConfig.parse(body)).not.toThrow();
  });
});

describe('the login-id question outside anonymous mode', () => {
  it('always answers that a password is needed', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login-id',
        payload: { email: 'someone@example.org' },
      });
      expect(res.json()).toEqual({ passwordRequired: true });
    } finally {
      await ctx.close();
    }
  });
});
