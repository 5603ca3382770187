import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_SLOWDOWN, loginSlowdown } from '../src/security/auth-limits';
import { createUser, messages } from './helpers/auth-helpers';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * One address locked a whole class out. 100 failed logins from a school's one public
 * address (any e-mails) refused every correct login from it for 15 minutes, and ten wrong guesses
 * at a teacher's address locked the teacher out from the same network. Now a correct password
 * always gets in; guesses past a limit are slowed down before they are checked and refused (429).
 */

// The waits are recorded, not slept.
const wait = vi.spyOn(loginSlowdown, 'wait').mockResolvedValue(undefined);

describe.each(POLICY_TEST_DIALECTS)('logins behind one shared address on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    wait.mockClear();
  });

  const login = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password },
      remoteAddress: ip,
    });

  /** `count` wrong guesses, in parallel batches of ten; each answer is a refusal of some kind. */
  async function guess(count: number, email: (i: number) => string, ip: string) {
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        login(email(i + j), `wrong-guess-${i + j}`, ip),
      );
      for (const res of await Promise.all(batch)) expect([400, 429]).toContain(res.statusCode);
    }
  }

  it('lets a class of five log in from an address that failed 100 times, at any accounts', async () => {
    const school = '203.0.113.60';
    const pupils = ['ada', 'ben', 'cai', 'dee', 'eli'].map((n) => `${n}@school.org`);
    for (const pupil of pupils) await createUser(ctx, pupil);
    for (let i = 0; i < 20; i++) await createUser(ctx, `other-${i}@school.org`);
    // Made-up addresses and real ones, five wrong guesses at each real one.
    await guess(100, (i) => `nobody-${i}@school.org`, school);
    await guess(100, (i) => `other-${i % 20}@school.org`, school);

    const answers = await Promise.all(pupils.map((p) => login(p, 'secret123', school)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // A wrong password from there is still refused, after a wait.
    wait.mockClear();
    const guessAgain = await login('ada@school.org', 'wrong-again', school);
    expect(guessAgain.statusCode).toBe(429);
    expect(messages(guessAgain.body)).toEqual([AUTH_MESSAGES.TOO_MANY_ATTEMPTS]);
    expect(Number(guessAgain.headers['retry-after'])).toBeGreaterThan(0);
    expect(wait).toHaveBeenCalledWith(LOGIN_SLOWDOWN.firstDelayMs);
  });

  it('does not count failures at unknown accounts against the address', async () => {
    const school = '203.0.113.61';
    await createUser(ctx, 'fay@school.org');
    await guess(150, (i) => `typo-${i}@school.org`, school);
    wait.mockClear();
    // Below every limit of its own: answered at once, as any wrong password.
    const wrong = await login('fay@school.org', 'wrong-guess', school);
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
    expect(wait).not.toHaveBeenCalled();
  });

  it("lets a teacher in with the right password after another client's guesses at her account", async () => {
    const school = '203.0.113.62';
    await createUser(ctx, 'teacher@school.org', { student: false, password: 'teacher-pass' });
    await guess(15, () => 'teacher@school.org', school);

    wait.mockClear();
    const teacher = await login('teacher@school.org', 'teacher-pass', school);
    expect(teacher.statusCode).toBe(200);
    // Slowed, as every attempt at the account from there is now, but let in.
    expect(wait).toHaveBeenCalledTimes(1);

    // The guesser's count was not cleared by her login: his next guess is refused.
    wait.mockClear();
    const next = await login('teacher@school.org', 'wrong-again', school);
    expect(next.statusCode).toBe(429);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('slows and refuses guesses past 10 per account and address, and a burst cannot slip past', async () => {
    const ip = '203.0.113.63';
    await createUser(ctx, 'burst@school.org');
    const codes = await Promise.all(
      Array.from(
        { length: 30 },
        async () => (await login('burst@school.org', 'wrong', ip)).statusCode,
      ),
    );
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(wait).toHaveBeenCalledTimes(20);
    // The further past the limit, the longer the wait, up to its cap.
    const delays = wait.mock.calls.map(([ms]) => ms);
    expect(Math.min(...delays)).toBe(LOGIN_SLOWDOWN.firstDelayMs);
    expect(Math.max(...delays)).toBe(2 * LOGIN_SLOWDOWN.firstDelayMs);
    await guess(40, () => 'burst@school.org', ip);
    expect(wait).toHaveBeenLastCalledWith(LOGIN_SLOWDOWN.maxDelayMs);
  });

  it('slows and refuses guesses at an account from many addresses past 100, and lets its owner in', async () => {
    await createUser(ctx, 'target@school.org');
    // Ten addresses, each within its own pair limit of 10.
    for (let a = 0; a < 10; a++) await guess(10, () => 'target@school.org', `198.51.100.${a}`);
    wait.mockClear();
    const fresh = await login('target@school.org', 'wrong-guess', '198.51.100.50');
    expect(fresh.statusCode).toBe(429);
    expect(wait).toHaveBeenCalledTimes(1);
    expect((await login('target@school.org', 'secret123', '198.51.100.51')).statusCode).toBe(200);
  });
});
