import { AUTH_MESSAGES, type UserDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmLink, invite, mailsTo, messages } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Pre-registration hijack. Someone registers an invited address that is not yet
 * registered, with a password of his choosing, before or after the mailbox's owner does. No link
 * in the owner's mailbox may confirm a password someone else chose: a link confirms only the
 * registration it was mailed for, and once an unconfirmed address is registered again its earlier
 * links stop working and the new link lets the mailbox's holder choose the password.
 */
describe.each(TEST_DIALECTS)('registering an unconfirmed address on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The name field on, so each registration carries a name of its own.
    ctx = await createTestApp(dialect, { env: { NAME_FIELD: 'true', RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const register = (email: string, password: string, name: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload: { email, password, name } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  const open = (path: string) => ctx.app.inject({ method: 'GET', url: `/api${path}` });
  const choosePassword = (link: { id: string; code: string }, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/password-change',
      payload: { userId: link.id, confirmationString: link.code, password },
    });
  const linkOfMail = async (email: string, n: number) =>
    confirmLink((await mailsTo(ctx, email))[n]!);
  const me = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { 'x-auth-token': token } })
    ).json<UserDto>();

  it('lets an invited teacher take her address back from an earlier registration', async () => {
    const email = 'teacher@school.org';
    await invite(ctx, email, true);
    expect((await register(email, 'attackers-password', 'Attacker')).statusCode).toBe(201);

    const owner = await register(email, 'owners-password', 'Ms Teacher');
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toEqual({ msg: AUTH_MESSAGES.REGISTERED });
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(2);

    // The link mailed for the attacker's registration no longer confirms anything.
    const stale = await open((await linkOfMail(email, 0)).path);
    expect(stale.statusCode).toBe(400);
    expect(messages(stale.body)).toEqual([AUTH_MESSAGES.INVALID_LINK]);
    // Hers lets her choose the password (the confirmation screen's password form).
    const link = await linkOfMail(email, 1);
    const opened = await open(link.path);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ msg: AUTH_MESSAGES.RESET_ACKNOWLEDGED });
    expect((await choosePassword(link, 'owners-password')).statusCode).toBe(200);

    const attacker = await login(email, 'attackers-password');
    expect(attacker.statusCode).toBe(400);
    expect(messages(attacker.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
    const signedIn = await login(email, 'owners-password');
    expect(signedIn.statusCode).toBe(200);
    const user = await me(signedIn.json<{ token: string }>().token);
    expect(user.name).toBe('Ms Teacher');
    expect(user.isStudent).toBe(false);
  });

  it("gives a later registrant nothing: no link in the owner's mailbox confirms his password", async () => {
    const email = 'first@school.org';
    await invite(ctx, email, true);
    await register(email, 'owners-password', 'Owner');
    expect((await register(email, 'attackers-password', 'Attacker')).statusCode).toBe(201);
    // Before the owner acts, the attacker is only told to confirm the e-mail.
    const early = await login(email, 'attackers-password');
    expect(early.statusCode).toBe(403);
    expect(messages(early.body)).toEqual([AUTH_MESSAGES.UNCONFIRMED_LOGIN]);
    // That login mailed the owner the registration-password link again, replacing it.
    expect(await mailsTo(ctx, email)).toHaveLength(3);
    expect((await open((await linkOfMail(email, 1)).path)).statusCode).toBe(400);

    // Whichever mail she follows, the attacker's password never confirms.
    expect((await open((await linkOfMail(email, 0)).path)).statusCode).toBe(400);
    const newest = await linkOfMail(email, 2);
    expect((await open(newest.path)).statusCode).toBe(200);
    expect((await choosePassword(newest, 'owners-password')).statusCode).toBe(200);
    expect((await login(email, 'attackers-password')).statusCode).toBe(400);
    expect((await login(email, 'owners-password')).statusCode).toBe(200);
  });

  it('confirms the password of the registration a link was mailed for, not what the row holds', async () => {
    const email = 'bound@school.org';
    await invite(ctx, email);
    await register(email, 'owners-password', 'Owner');
    // The account row's pending password changes under the link (as a later registration did
    // before the fix); the link still confirms its own registration.
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: 'someone-else', name: 'Someone else' })
      .where('email', '=', email)
      .execute();
    const confirmed = await open((await linkOfMail(email, 0)).path);
    expect(confirmed.json()).toEqual({ msg: AUTH_MESSAGES.EMAIL_CONFIRMED });
    const signedIn = await login(email, 'owners-password');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json<{ token: string }>().token)).name).toBe('Owner');
  });

  it('re-mails an expired link for the same registration', async () => {
    const email = 'expired@school.org';
    await invite(ctx, email);
    await register(email, 'owners-password', 'Owner');
    const owners = await linkOfMail(email, 0);
    await ctx.database.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', owners.id)
      .execute();
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: 'someone-else' })
      .where('id', '=', owners.id)
      .execute();

    const resent = await open(owners.path);
    expect(resent.statusCode).toBe(410);
    expect(messages(resent.body)).toEqual([AUTH_MESSAGES.CONFIRMATION_RESENT]);
    expect((await open(owners.path)).statusCode).toBe(400);
    expect((await open((await linkOfMail(email, 1)).path)).statusCode).toBe(200);
    expect((await login(email, 'owners-password')).statusCode).toBe(200);
  });

  it('still answers a registration of a confirmed address "User already exists", changing nothing', async () => {
    const email = 'settled@school.org';
    await invite(ctx, email);
    await register(email, 'owners-password', 'Owner');
    expect((await open((await linkOfMail(email, 0)).path)).statusCode).toBe(200);

    const again = await register(email, 'attackers-password', 'Attacker');
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual([AUTH_MESSAGES.USER_EXISTS]);
    expect(await mailsTo(ctx, email)).toHaveLength(1);
    expect((await login(email, 'owners-password')).statusCode).toBe(200);
    expect((await login(email, 'attackers-password')).statusCode).toBe(400);
  });
});
