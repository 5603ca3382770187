import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_TTL_MS, RESET_TTL_MS } from '../src/modules/auth/auth.service';
import { signToken } from '../src/modules/auth/tokens';
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

/**
 * The accounts rules that mutation testing (docs/testing.md) found untested: who is turned away by
 * a token, the exact end of each mailed code's lifetime, confirmation after a reset, bans and
 * password-less accounts in anonymous mode, and confirmation when invitations are off.
 */

const SECRET = 'test-secret-test-secret-test-secret-!!';

function setUp(env: Record<string, string>, dialect: 'sqlite' | 'postgres') {
  const state = { ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    state.ctx = await createTestApp(dialect, {
      env: { RATE_LIMIT_SCALE: '50', PUBLIC_URL: 'https://thoughtful.test', ...env },
    });
  });
  afterAll(async () => {
    await state.ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const ctx = () => state.ctx;
  return {
    ctx,
    me: (token: string) =>
      ctx().app.inject({ method: 'GET', url: '/api/auth', headers: { 'x-auth-token': token } }),
    register: (email: string, password = 'secret123') =>
      ctx().app.inject({ method: 'POST', url: '/api/users', payload: { email, password } }),
    login: (email: string, password?: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } }),
    requestReset: (email: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email } }),
    changePassword: (userId: string, confirmationString: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/users/password-change',
        payload: { userId, confirmationString, password },
      }),
    open: (path: string) => ctx().app.inject({ method: 'GET', url: `/api${path}` }),
    setUser: (id: string, values: { banned?: number; password_hash?: string | null }) =>
      ctx().database.db.updateTable('users').set(values).where('id', '=', id).execute(),
  };
}

describe.each(TEST_DIALECTS)('accounts rules on %s', (dialect) => {
  const t = setUp({}, dialect);

  it('tells an empty token from a bad one, and refuses a token whose user is gone', async () => {
    const empty = await t.me('');
    expect(empty.statusCode).toBe(401);
    expect(messages(empty.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
    const gone = await t.me(signToken('000000000000bbbbbbbbbbbb', SECRET));
    expect(gone.statusCode).toBe(401);
    expect(messages(gone.body)).toEqual([AUTH_MESSAGES.USER_GONE]);
  });

  it('logs nobody in whose stored hash cannot be read, whatever the password', async () => {
    const id = await createUser(t.ctx(), 'odd-hash@example.org');
    for (const hash of [
      'not-a-hash',
      '$2b$10$abcdefghijklmnopqrstuuDyO5ueQ6T1SMyJ4i6o0YkDkHPiY1G8W',
    ]) {
      await t.setUser(id, { password_hash: hash });
      for (const password of ['secret123', 'anything', '']) {
        const res = await t.login('odd-hash@example.org', password);
        expect(res.statusCode, `${hash} / ${password}`).toBe(400);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
      }
    }
  });

  it('says in the mails how long each link lives', async () => {
    await invite(t.ctx(), 'lifetimes@example.org');
    expect((await t.register('lifetimes@example.org')).statusCode).toBe(201);
    const confirmation = await waitForMail(t.ctx(), 'lifetimes@example.org', 1);
    expect(confirmation.text).toContain(`valid for ${CONFIRMATION_TTL_MS / 3600_000} hours`);
    expect(confirmation.text).toContain('valid for 48 hours');
    await t.requestReset('lifetimes@example.org');
    const reset = await waitForMail(t.ctx(), 'lifetimes@example.org', 2);
    expect(reset.text).toContain('valid for 60 minutes');
  });

  it('refuses a reset link at the very millisecond its hour is over', async () => {
    const email = 'reset-end@example.org';
    const userId = await createUser(t.ctx(), email, { password: 'end-first' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = Date.now();
    await t.requestReset(email);
    const { code } = confirmLink(await waitForMail(t.ctx(), email));
    vi.setSystemTime(issuedAt + RESET_TTL_MS);
    const ack = await t.open(`/confirm/${userId}/${code}`);
    expect(ack.statusCode).toBe(400);
    expect(messages(ack.body)).toEqual([AUTH_MESSAGES.PASSWORD_CHANGE_FAILED]);
    const change = await t.changePassword(userId, code, 'end-second');
    expect(change.statusCode).toBe(400);
    vi.useRealTimers();
    expect((await t.login(email, 'end-first')).statusCode).toBe(200);
  });

  it('mails a fresh confirmation link at the very millisecond the 48 hours are over', async () => {
    const email = 'confirm-end@example.org';
    await invite(t.ctx(), email);
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = Date.now();
    expect((await t.register(email)).statusCode).toBe(201);
    const link = confirmLink(await waitForMail(t.ctx(), email));
    vi.setSystemTime(issuedAt + CONFIRMATION_TTL_MS);
    const res = await t.open(link.path);
    expect(res.statusCode).toBe(410);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.CONFIRMATION_RESENT]);
  });

  it('does not confirm again an account a reset link already confirmed', async () => {
    const email = 'reset-first@example.org';
    await invite(t.ctx(), email);
    expect((await t.register(email)).statusCode).toBe(201);
    const confirmation = confirmLink(await waitForMail(t.ctx(), email, 1));
    await t.requestReset(email);
    const reset = confirmLink(await waitForMail(t.ctx(), email, 2));
    expect((await t.changePassword(reset.id, reset.code, 'after-reset')).statusCode).toBe(200);

    const late = await t.open(confirmation.path);
    expect(late.statusCode).toBe(409);
    expect(messages(late.body)).toEqual([AUTH_MESSAGES.ALREADY_CONFIRMED]);
  });
});

describe.each(TEST_DIALECTS)('confirmation with invitations off on %s', (dialect) => {
  const t = setUp({ INVITE_ONLY: 'false' }, dialect);

  it('confirms an e-mail that was never invited', async () => {
    const email = 'walk-in@example.org';
    expect((await t.register(email)).statusCode).toBe(201);
    const res = await t.open(confirmLink(await waitForMail(t.ctx(), email)).path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.EMAIL_CONFIRMED });
    expect((await t.login(email, 'secret123')).statusCode).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('anonymous mode accounts on %s', (dialect) => {
  const t = setUp({ ANONYMOUS: 'true', EDU_ADMIN_ID: 'Head-Admin' }, dialect);

  it('asks for the admin ID’s password before its account exists', async () => {
    const res = await t.login('head-admin');
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
  });

  it('asks a non-student account without a password for one (no login by ID alone)', async () => {
    const id = await createUser(t.ctx(), 'promoted-teacher', { student: false });
    await t.setUser(id, { password_hash: null });
    const res = await t.login('promoted-teacher');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('token');
  });

  it('turns away a student whose ID is banned, on the ban list or on the account', async () => {
    await invite(t.ctx(), 'listed-pupil');
    await invite(t.ctx(), 'flagged-pupil');
    expect((await t.login('listed-pupil')).statusCode).toBe(200);
    const flagged = await t.login('flagged-pupil');
    expect(flagged.statusCode).toBe(200);

    await t
      .ctx()
      .database.db.insertInto('bans')
      .values({ email: 'listed-pupil', created_at: new Date().toISOString() })
      .execute();
    const { token } = flagged.json<{ token: string }>();
    const flaggedId = (await t.me(token)).json<{ _id: string }>()._id;
    await t.setUser(flaggedId, { banned: 1 });

    for (const id of ['listed-pupil', 'flagged-pupil']) {
      const res = await t.login(id);
      expect(res.statusCode, id).toBe(403);
      expect(messages(res.body)).toEqual([AUTH_MESSAGES.BANNED]);
    }
  });

  it('mails no reset link to a student who has no password', async () => {
    await invite(t.ctx(), 'pupil@school.org');
    expect((await t.login('pupil@school.org')).statusCode).toBe(200);
    await createUser(t.ctx(), 'member@school.org', { password: 'member-pass' });
    expect((await t.requestReset('pupil@school.org')).statusCode).toBe(200);
    expect((await t.requestReset('member@school.org')).statusCode).toBe(200);
    // The member's mail was asked for second; by the time it arrives the first request is done.
    await waitForMail(t.ctx(), 'member@school.org');
    expect(await mailsTo(t.ctx(), 'pupil@school.org')).toHaveLength(0);
    const codes = await t
      .ctx()
      .database.db.selectFrom('auth_codes')
      .innerJoin('users', 'users.id', 'auth_codes.user_id')
      .select('auth_codes.id')
      .where('users.email', '=', 'pupil@school.org')
      .execute();
    expect(codes).toEqual([]);
    // The member's own login is unaffected.
    expect(await loginToken(t.ctx(), 'member@school.org', 'member-pass')).toBeTruthy();
  });
});
