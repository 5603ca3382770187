import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/security/auth-limits';
import { createUser, invite } from './helpers/auth-helpers';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The outside review: `POST /api/auth/login-id` told anyone which IDs have a password (the admin's, the
 * teachers'). It now answers the same for every ID, and stays rate limited per address; the login
 * screen offers the password field itself and the login decides.
 */
describe.each(POLICY_TEST_DIALECTS)('the login-ID question in anonymous mode on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'Head-Admin' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const ask = (email: string, ip = '192.0.2.40') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-id',
      payload: { email },
      remoteAddress: ip,
    });

  it('answers the same for the admin, a teacher, a student and a stranger', async () => {
    await createUser(ctx, 'head-admin', { admin: true, password: 'admin-pass' });
    await createUser(ctx, 'teacher@school.org', { student: false, password: 'teacher-pass' });
    await invite(ctx, 'new-teacher', true);
    await invite(ctx, 'pupil-3');
    const answers = new Set<string>();
    for (const id of ['HEAD-ADMIN', 'teacher@school.org', 'new-teacher', 'pupil-3', 'nobody']) {
      const res = await ask(id);
      expect(res.statusCode, id).toBe(200);
      answers.add(res.body);
    }
    expect([...answers]).toEqual([JSON.stringify({ passwordRequired: false })]);
  });

  it('refuses an address that asks too often, whatever the IDs', async () => {
    const { perIp } = AUTH_LIMITS.loginIdCheck;
    for (let i = 0; i < perIp; i++) {
      expect((await ask(`probe-${i}`, '192.0.2.41')).statusCode).toBe(200);
    }
    const refused = await ask('head-admin', '192.0.2.41');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
