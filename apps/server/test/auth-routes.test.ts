import { AUTH_MESSAGES, AUTH_VALIDATION, type UserDto } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { confirmLink, createUser, messages, waitForMail } from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS } from './helpers/test-app';

/**
 * Each accounts route answers on its own path and checks its body before anything else, so the
 * password rules hold on every route that sets a password. The app is built inside the test, not
 * in a hook: mutation testing (docs/testing.md) only credits a route's wiring to tests that build
 * the app themselves.
 */
describe.each(TEST_DIALECTS)('the accounts routes on %s', (dialect) => {
  it('answer on their paths and refuse malformed input with the schema’s messages', async () => {
    const ctx = await createTestApp(dialect, {
      env: { RATE_LIMIT_SCALE: '50', INVITE_ONLY: 'false' },
    });
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, payload });
    const get = (url: string, token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: token === undefined ? {} : { 'x-auth-token': token },
      });
    try {
      // Registration: the e-mail and password rules.
      const badRegistration = await post('/users', { email: 'not-an-email', password: '123' });
      expect(badRegistration.statusCode).toBe(400);
      expect(messages(badRegistration.body)).toEqual([
        AUTH_VALIDATION.EMAIL_INVALID,
        AUTH_VALIDATION.PASSWORD_TOO_SHORT,
      ]);
      const registered = await post('/users', {
        email: 'Route@Example.org',
        password: 'route-pw-1',
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toEqual({ msg: AUTH_MESSAGES.REGISTERED });

      // Confirmation: the link's parts are checked, then the link works.
      const tooLongId = await get(`/confirm/${'a'.repeat(101)}/code`);
      expect(tooLongId.statusCode).toBe(400);
      const link = confirmLink(await waitForMail(ctx, 'route@example.org'));
      const confirmed = await get(link.path);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ msg: AUTH_MESSAGES.EMAIL_CONFIRMED });

      // Login and the login-ID question need an ID.
      for (const url of ['/auth', '/auth/login-id']) {
        const noId = await post(url, { password: 'route-pw-1' });
        expect(noId.statusCode, url).toBe(400);
        expect(messages(noId.body), url).toEqual([AUTH_VALIDATION.LOGIN_ID_REQUIRED]);
      }
      expect((await post('/auth/login-id', { email: 'route@example.org' })).json()).toEqual({
        passwordRequired: true,
      });
      const login = await post('/auth', { email: 'route@example.org', password: 'route-pw-1' });
      expect(login.statusCode).toBe(200);
      const { token } = login.json<{ token: string }>();

      // The signed-in user.
      const me = await get('/auth', token);
      expect(me.statusCode).toBe(200);
      expect(me.json<UserDto>().email).toBe('route@example.org');
      expect((await get('/auth')).statusCode).toBe(401);

      // Reset: an e-mail is needed; a new password must follow the password rules.
      const noEmail = await post('/users/password-reset', { email: 'nobody' });
      expect(noEmail.statusCode).toBe(400);
      expect(messages(noEmail.body)).toEqual([AUTH_VALIDATION.EMAIL_INVALID]);
      const userId = await createUser(ctx, 'reset-route@example.org');
      expect(
        (await post('/users/password-reset', { email: 'reset-route@example.org' })).json(),
      ).toEqual({ msg: AUTH_MESSAGES.RESET_REQUESTED });
      const reset = confirmLink(await waitForMail(ctx, 'reset-route@example.org'));
      const tooShort = await post('/users/password-change', {
        userId,
        confirmationString: reset.code,
        password: '123',
      });
      expect(tooShort.statusCode).toBe(400);
      expect(messages(tooShort.body)).toEqual([AUTH_VALIDATION.PASSWORD_TOO_SHORT]);
      const changed = await post('/users/password-change', {
        userId,
        confirmationString: reset.code,
        password: 'route-pw-2',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ msg: AUTH_MESSAGES.PASSWORD_CHANGED });
    } finally {
      await ctx.close();
    }
  });
});
