import { AUTH_MESSAGES, UPLOAD_MAX_BYTES } from '@thoughtful/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_LIMITS, loginSlowdown } from '../src/security/auth-limits';
import { USER_RATE_LIMITS } from '../src/security/user-limits';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { MULTIPART_HEADERS, multipartStream, pngBytes } from './helpers/media-fixtures';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Every limit, through the real routes: N attempts pass, attempt N+1 is refused with 429 and a
 * Retry-After within the window. The numbers are written out here on purpose
 * (docs/decisions/2026-11-21-accounts.md "Rate limits"): changing one, dropping a limit or
 * mis-applying RATE_LIMIT_SCALE fails a test.
 */

const MINUTE = 60_000;

// Logins past a limit wait before their check (LOGIN_SLOWDOWN); here the waits are recorded, not slept.
const wait = vi.spyOn(loginSlowdown, 'wait').mockResolvedValue(undefined);
const HOUR = 60 * MINUTE;

/**
 * Runs `attempt(0 … max-1)`, each answered with one of the `passing` statuses (so each reached the
 * limit, past the body checks), then `attempt(max)`, refused with a Retry-After.
 */
async function expectLimit(
  max: number,
  windowMs: number,
  passing: number[],
  attempt: (i: number) => Promise<Response>,
): Promise<Response> {
  const unexpected: string[] = [];
  for (let i = 0; i < max; i++) {
    const res = await attempt(i);
    if (!passing.includes(res.statusCode)) {
      unexpected.push(`attempt ${i + 1}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  expect(unexpected, `the first ${max} attempts pass`).toEqual([]);
  const refused = await attempt(max);
  expect(refused.statusCode, `attempt ${max + 1} is refused`).toBe(429);
  expectRetryAfter(refused, windowMs);
  return refused;
}

/**
 * A 429's Retry-After: the rest of the window, which began a few seconds ago when the test's
 * first attempt was counted (five minutes of slack for slow machines).
 */
function expectRetryAfter(res: Response, windowMs: number) {
  const header = res.headers['retry-after'];
  expect(header, 'a 429 says when to retry').toMatch(/^\d+$/);
  expect(Number(header)).toBeGreaterThan(windowMs / 1000 - 300);
  expect(Number(header)).toBeLessThanOrEqual(windowMs / 1000);
}

interface AuthCase {
  /** The answers of an attempt that is not refused. */
  passing: number[];
  perIp: number;
  perAccount: number;
  windowMs: number;
  /** One attempt naming `account`, from `ip`. */
  send: (ctx: TestContext, account: string, ip: string) => Promise<Response>;
}

const post = (ctx: TestContext, url: string, ip: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: ip, payload });

/** The documented numbers of every auth action but login (which counts failures only). */
const AUTH_CASES: Record<keyof typeof AUTH_LIMITS, AuthCase> = {
  register: {
    // Not on the invitation list.
    passing: [403],
    perIp: 10,
    perAccount: 5,
    windowMs: HOUR,
    send: (ctx, account, ip) =>
      post(ctx, '/api/users', ip, { email: `${account}@example.org`, password: 'secret123' }),
  },
  passwordReset: {
    passing: [200],
    perIp: 10,
    perAccount: 3,
    windowMs: HOUR,
    send: (ctx, account, ip) =>
      post(ctx, '/api/users/password-reset', ip, { email: `${account}@example.org` }),
  },
  passwordChange: {
    passing: [400],
    perIp: 20,
    perAccount: 10,
    windowMs: HOUR,
    send: (ctx, account, ip) =>
      post(ctx, '/api/users/password-change', ip, {
        userId: account,
        confirmationString: 'not-the-code',
        password: 'secret123',
      }),
  },
  confirm: {
    passing: [404],
    perIp: 60,
    perAccount: 20,
    windowMs: 15 * MINUTE,
    send: (ctx, account, ip) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/confirm/${account}/some-code`,
        remoteAddress: ip,
      }),
  },
  signInTicket: {
    // Unknown tickets.
    passing: [401],
    perIp: 600,
    perAccount: 5,
    windowMs: 15 * MINUTE,
    send: (ctx, account, ip) => post(ctx, '/api/auth/ticket', ip, { ticket: account }),
  },
  loginIdCheck: {
    passing: [200],
    perIp: 120,
    perAccount: 30,
    windowMs: 15 * MINUTE,
    send: (ctx, account, ip) => post(ctx, '/api/auth/login-id', ip, { email: account }),
  },
};

describe.each(POLICY_TEST_DIALECTS)('auth action limits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('has a case below for every auth action', () => {
    expect(Object.keys(AUTH_CASES).sort()).toEqual(Object.keys(AUTH_LIMITS).sort());
  });

  // Each case uses addresses and accounts of its own, so the cases share one app.
  describe.each(Object.entries(AUTH_CASES).map(([action, c], n) => ({ action, n, ...c })))(
    '$action',
    ({ action, n, passing, perIp, perAccount, windowMs, send }) => {
      it(`allows ${perIp} attempts per address, whatever the account`, async () => {
        const ip = `10.${n}.0.1`;
        const refused = await expectLimit(perIp, windowMs, passing, (i) =>
          send(ctx, `${action}-ip-${i}`, ip),
        );
        expect(messages(refused.body)).toEqual([AUTH_MESSAGES.TOO_MANY_ATTEMPTS]);
        // Another address is not affected.
        expect((await send(ctx, `${action}-ip-other`, `10.${n}.0.2`)).statusCode).not.toBe(429);
      });

      it(`allows ${perAccount} attempts per account, whatever the address`, async () => {
        await expectLimit(perAccount, windowMs, passing, (i) =>
          send(ctx, `${action}-account`, `10.${n}.1.${i}`),
        );
        // Another account is not affected.
        expect((await send(ctx, `${action}-account-2`, `10.${n}.1.200`)).statusCode).not.toBe(429);
      });
    },
  );
});

describe.each(POLICY_TEST_DIALECTS)('login limits on %s', (dialect) => {
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
    post(ctx, '/api/auth', ip, { email, password });

  it('never counts successful logins: a whole school logs in from one address', async () => {
    await createUser(ctx, 'school@example.org');
    const codes = new Set<number>();
    for (let i = 0; i < 150; i++) {
      codes.add((await login('school@example.org', 'secret123', '203.0.113.1')).statusCode);
    }
    expect([...codes]).toEqual([200]);
  });

  it('allows 10 failures per account and address, then slows and refuses further guesses', async () => {
    await createUser(ctx, 'pair@example.org');
    const refused = await expectLimit(10, 15 * MINUTE, [400], () =>
      login('pair@example.org', 'wrong-guess', '203.0.113.2'),
    );
    expect(messages(refused.body)).toEqual([AUTH_MESSAGES.TOO_MANY_ATTEMPTS]);
    expect(wait).toHaveBeenCalledTimes(1);
    // The right password from the same address waits too, and gets in.
    expect((await login('pair@example.org', 'secret123', '203.0.113.2')).statusCode).toBe(200);
    expect(wait).toHaveBeenCalledTimes(2);
    // From another address, at once.
    expect((await login('pair@example.org', 'secret123', '203.0.113.3')).statusCode).toBe(200);
    expect(wait).toHaveBeenCalledTimes(2);
  });

  it('clears the pair count on a successful login', async () => {
    await createUser(ctx, 'typo@example.org');
    for (let i = 0; i < 9; i++) {
      expect((await login('typo@example.org', 'wrong-guess', '203.0.113.4')).statusCode).toBe(400);
    }
    expect((await login('typo@example.org', 'secret123', '203.0.113.4')).statusCode).toBe(200);
    await expectLimit(10, 15 * MINUTE, [400], () =>
      login('typo@example.org', 'wrong-guess', '203.0.113.4'),
    );
  });

  it('allows 100 failures per account from all addresses together', async () => {
    await createUser(ctx, 'target@example.org');
    // Ten addresses, each within its own pair limit of 10.
    await expectLimit(100, HOUR, [400], (i) =>
      login('target@example.org', `guess-${i}`, `198.51.100.${Math.floor(i / 10)}`),
    );
    // Unknown and known accounts alike: another account is not affected.
    expect((await login('other@example.org', 'guess', '198.51.100.50')).statusCode).toBe(400);
    // The last address is over its pair limit (15 minutes) and the account over its own (an
    // hour): the caller is told to wait for the later of the two.
    const both = await login('target@example.org', 'guess', '198.51.100.9');
    expect(both.statusCode).toBe(429);
    expectRetryAfter(both, HOUR);
    // The owner, from anywhere, waits and gets in.
    expect((await login('target@example.org', 'secret123', '198.51.100.60')).statusCode).toBe(200);
  });

  it('allows 100 failures per address at accounts that exist, then slows everyone there', async () => {
    await createUser(ctx, 'teacher@example.org');
    // Ten accounts, each within its own pair limit of 10.
    for (let i = 0; i < 10; i++) await createUser(ctx, `member-${i}@example.org`);
    await expectLimit(100, 15 * MINUTE, [400], (i) =>
      login(`member-${i % 10}@example.org`, 'guess', '192.0.2.7'),
    );
    // A correct password from that address waits, and gets in; another address does not wait.
    wait.mockClear();
    expect((await login('teacher@example.org', 'secret123', '192.0.2.7')).statusCode).toBe(200);
    expect(wait).toHaveBeenCalledTimes(1);
    expect((await login('teacher@example.org', 'secret123', '192.0.2.8')).statusCode).toBe(200);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('does not count refused logins of a banned or unconfirmed account as guesses', async () => {
    const unconfirmed = 'unconfirmed@example.org';
    await createUser(ctx, unconfirmed, { confirmed: false });
    const bannedId = await createUser(ctx, 'banned@example.org');
    await ctx.database.db
      .updateTable('users')
      .set({ banned: 1 })
      .where('id', '=', bannedId)
      .execute();
    for (const [email, message] of [
      // Past the mails again it sends, an unconfirmed login says the last is valid.
      [unconfirmed, AUTH_MESSAGES.CONFIRM_EMAIL_NOTICE],
      ['banned@example.org', AUTH_MESSAGES.BANNED],
    ] as const) {
      for (let i = 0; i <= 10; i++) {
        const res = await login(email, 'secret123', '203.0.113.12');
        expect(res.statusCode, `${email}, attempt ${i + 1}`).toBe(403);
        expect(messages(res.body)).toHaveLength(1);
        expect(messages(res.body)[0]).toContain(message);
      }
    }
  });

  it('lets no burst of parallel guesses past the pair limit', async () => {
    await createUser(ctx, 'burst@example.org');
    const codes = await Promise.all(
      Array.from(
        { length: 30 },
        async () => (await login('burst@example.org', 'wrong-guess', '203.0.113.9')).statusCode,
      ),
    );
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });
});

describe.each(POLICY_TEST_DIALECTS)('login limits in anonymous mode on %s', (dialect) => {
  it('counts IDs that are not invited as failed logins', async () => {
    const ctx = await createTestApp(dialect, {
      env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'admin-id' },
    });
    try {
      await expectLimit(10, 15 * MINUTE, [403], () =>
        post(ctx, '/api/auth', '203.0.113.20', { email: 'guessed-id' }),
      );
    } finally {
      await ctx.close();
    }
  });
});

interface UserCase {
  perUser: number;
  /** The answers of an attempt that is not refused. */
  passing: number[];
  /** One attempt by the member holding `token`; the `i`-th of the test. */
  send: (ctx: TestContext, token: string, i: number) => Promise<Response>;
}

const UNKNOWN_ID = 'no-such-item-0000000000';
const INTERPRETATION = {
  activityType: 102,
  myEmotion: -0.5,
  authorIntent: 0.4,
  sound: 0.8,
  goodFaith: 0.3,
  heartOfIssue: 0.9,
  confidence: 3,
  divisive: 0,
  values: [2, -3, 2],
  haveChanged: 1,
  wouldChange: -1,
  answerQuestions: 0,
  publicEngagement: 1,
  note: 'A careful piece.',
  whyManipulative: 'The sponsor benefits',
  myExpertise: 'I teach urban ecology',
  otherSide: 'Costs matter',
  solution: 'Plant and maintain',
};

function uploadPng(ctx: TestContext, token: string, size?: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...MULTIPART_HEADERS, 'x-auth-token': token },
    payload: multipartStream([
      {
        name: 'file',
        filename: 'a.png',
        contentType: 'image/png',
        data: pngBytes(2, 2),
        ...(size === undefined ? {} : { size }),
      },
    ]),
  });
}

/**
 * The documented per-member caps per hour. Items that do not exist still count: the cap is
 * checked after the role and body checks, before any work.
 */
const USER_CASES: Record<Exclude<keyof typeof USER_RATE_LIMITS, 'uploadBytes'>, UserCase> = {
  upload: { perUser: 50, passing: [201], send: (ctx, token) => uploadPng(ctx, token) },
  scrape: {
    perUser: 300,
    passing: [422],
    // Refused (422) before any connection: an internal address.
    send: (ctx, token) => api(ctx, 'GET', '/api/scrape?url=http%3A%2F%2F10.0.0.1%2F', token),
  },
  content: {
    perUser: 300,
    passing: [201, 404],
    // inTells, waveMakers, quotes and key points count together.
    send: (ctx, token, i) =>
      [
        () => api(ctx, 'POST', '/api/ideas', token, simpleIdea({ myContent: `Thought ${i}` })),
        () =>
          api(ctx, 'POST', '/api/agents', token, {
            name: `Source ${i}`,
            url: `https://example.org/${i}`,
          }),
        () => api(ctx, 'POST', `/api/ideas/${UNKNOWN_ID}/quotes`, token, { text: 'Quoted' }),
        () => api(ctx, 'POST', `/api/ideas/${UNKNOWN_ID}/keyPoints`, token, { myPoint: 'Key' }),
      ][i % 4]!(),
  },
  link: {
    perUser: 600,
    passing: [404],
    send: (ctx, token) =>
      api(ctx, 'POST', '/api/linkIdeaIdeas', token, {
        ideaCause: UNKNOWN_ID,
        ideaEffect: `${UNKNOWN_ID}x`,
        modeOnSubmit: 20,
      }),
  },
  interpretation: {
    perUser: 300,
    passing: [404],
    // Interpretations of inTells and ratings of waveMakers count together.
    send: (ctx, token, i) =>
      i % 2 === 0
        ? api(ctx, 'POST', `/api/ideas/scale/${UNKNOWN_ID}`, token, INTERPRETATION)
        : api(ctx, 'POST', `/api/agents/scale/${UNKNOWN_ID}`, token, {
            x: 0.5,
            y: 0.5,
            confidence: 0.5,
          }),
  },
  export: {
    perUser: 60,
    passing: [404],
    send: (ctx, token) => api(ctx, 'GET', `/api/ideas/${UNKNOWN_ID}/scales.csv`, token),
  },
  accounts: {
    perUser: 30,
    passing: [404],
    // Managed accounts made and passwords reset count together.
    send: (ctx, token, i) =>
      i % 2 === 0
        ? api(ctx, 'POST', `/api/classes/${UNKNOWN_ID}/roster`, token, { managed: 2 })
        : api(ctx, 'POST', `/api/classes/${UNKNOWN_ID}/roster/${UNKNOWN_ID}/password`, token),
  },
  report: {
    perUser: 10,
    passing: [201],
    send: (ctx, token, i) =>
      api(ctx, 'POST', '/api/report', token, { message: `Something is off, take ${i}` }),
  },
};

describe.each(POLICY_TEST_DIALECTS)('per-member caps on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const member = async (name: string) => {
    await createUser(ctx, `${name}@example.org`, { student: false });
    return loginToken(ctx, `${name}@example.org`);
  };

  it('has a case below for every per-member cap', () => {
    expect([...Object.keys(USER_CASES), 'uploadBytes'].sort()).toEqual(
      Object.keys(USER_RATE_LIMITS).sort(),
    );
  });

  it.each(Object.entries(USER_CASES))(
    '%s: the cap per member and hour, others unaffected',
    async (action, { perUser, passing, send }) => {
      const busy = await member(`busy-${action}`);
      const refused = await expectLimit(perUser, HOUR, passing, (i) => send(ctx, busy, i));
      expect(messages(refused.body)[0]).toMatch(/Too many requests/);
      const calm = await member(`calm-${action}`);
      expect((await send(ctx, calm, 0)).statusCode).not.toBe(429);
    },
  );

  it('uploads: at most 100 MB per member and hour, whatever the count', async () => {
    const busy = await member('bulky');
    const size = UPLOAD_MAX_BYTES - 1_000;
    // Ten files just under the largest size fit; the eleventh would pass the budget.
    const refused = await expectLimit(10, HOUR, [201], () => uploadPng(ctx, busy, size));
    expect(messages(refused.body)[0]).toMatch(/Too many requests/);
    const calm = await member('light');
    expect((await uploadPng(ctx, calm, size)).statusCode).toBe(201);
  });

  it('stores nothing a refused request carried', async () => {
    const busy = await member('prolific');
    await expectLimit(10, HOUR, [201], (i) => USER_CASES.report.send(ctx, busy, i));
    const stored = await ctx.database.db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.user_id')
      .where('users.email', '=', 'prolific@example.org')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });
});

describe.each(POLICY_TEST_DIALECTS)('RATE_LIMIT_SCALE on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '2' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('multiplies the auth limits once', async () => {
    await expectLimit(2 * 20, 15 * MINUTE, [404], (i) =>
      AUTH_CASES.confirm.send(ctx, 'scaled-account', `10.99.0.${i}`),
    );
  });

  it('multiplies the login failure limits once', async () => {
    await createUser(ctx, 'scaled@example.org');
    await expectLimit(2 * 10, 15 * MINUTE, [400], () =>
      post(ctx, '/api/auth', '203.0.113.30', { email: 'scaled@example.org', password: 'nope' }),
    );
  });

  it('multiplies the per-member caps once', async () => {
    await createUser(ctx, 'scaled-member@example.org', { student: false });
    const token = await loginToken(ctx, 'scaled-member@example.org');
    await expectLimit(2 * 10, HOUR, [201], (i) => USER_CASES.report.send(ctx, token, i));
    // Content made normally still works for this member.
    await createIdea(ctx, token, simpleIdea({ myContent: 'Still allowed' }));
    await createAgent(ctx, token, 'Still a source');
  });
});
