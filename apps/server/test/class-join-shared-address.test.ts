import { AUTH_MESSAGES, CLASS_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_SLOWDOWN, loginSlowdown } from '../src/security/auth-limits';
import { CLASS_JOIN_FAILURE_LIMITS } from '../src/security/class-join-limits';
import { makeClass } from './helpers/class-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The review: 30 wrong join codes from one address (three students, ten each) made the next
 * student with the right code get 429 for 15 minutes. As for login, a student's own guessing costs
 * her alone; an address past its limit is slowed down, and a correct code from it still joins.
 */

// The waits are recorded, not slept.
const wait = vi.spyOn(loginSlowdown, 'wait').mockResolvedValue(undefined);

describe.each(POLICY_TEST_DIALECTS)('joining a class from one shared address on %s', (dialect) => {
  let ctx: TestContext;
  let code = '';
  const school = '203.0.113.90';
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const teacher = await createUser(ctx, 'teacher@school.org', { student: false });
    const classId = await makeClass(ctx, '8B', [teacher], []);
    code = (
      await ctx.database.db
        .selectFrom('classes')
        .select('code')
        .where('id', '=', classId)
        .executeTakeFirstOrThrow()
    ).code;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const join = (token: string, joinCode: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: { 'x-auth-token': token },
      payload: { code: joinCode },
      remoteAddress: school,
    });

  it('lets the next student join with the right code after three used up their guesses', async () => {
    const perStudent = CLASS_JOIN_FAILURE_LIMITS.perStudent.max;
    const guessers: string[] = [];
    for (const name of ['ada', 'ben', 'cai', 'dee']) {
      await createUser(ctx, `${name}@school.org`);
      guessers.push(await loginToken(ctx, `${name}@school.org`));
    }
    // Thirty wrong codes: the address's whole allowance, ten from each of three students.
    for (const token of guessers.slice(0, 3)) {
      for (let i = 0; i < perStudent; i++) {
        const wrong = await join(token, 'WRONG0CODE');
        expect(wrong.statusCode, wrong.body).toBe(400);
        expect(messages(wrong.body)).toEqual([CLASS_MESSAGES.CODE_INVALID]);
      }
    }
    // A student who used up her own guesses is refused, even with the right code.
    const ownLimit = await join(guessers[0]!, code);
    expect(ownLimit.statusCode).toBe(429);
    expect(messages(ownLimit.body)).toEqual([AUTH_MESSAGES.TOO_MANY_ATTEMPTS]);

    await createUser(ctx, 'eve@school.org');
    const eve = await loginToken(ctx, 'eve@school.org');
    wait.mockClear();
    const joined = await join(eve, code);
    expect(joined.statusCode, joined.body).toBe(200);
    // Past the address's limit the attempt waited before it was checked.
    expect(wait).toHaveBeenCalledWith(LOGIN_SLOWDOWN.firstDelayMs);

    // A wrong code from there now is refused after its wait.
    const guessAgain = await join(guessers[3]!, 'WRONG0CODE');
    expect(guessAgain.statusCode).toBe(429);
    expect(Number(guessAgain.headers['retry-after'])).toBeGreaterThan(0);
  });
});
