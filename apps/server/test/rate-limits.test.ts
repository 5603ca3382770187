import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/security/auth-limits';
import { USER_RATE_LIMITS } from '../src/security/user-limits';
import { MemoryRateLimiter } from '../src/security/rate-limiter';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('auth rate limits on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('limits login attempts per account, whatever the client address', async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'target@example.org');
    const attempt = (i: number) =>
      ctx!.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: `10.0.0.${i}`,
        payload: { email: 'target@example.org', password: `guess-${i}` },
      });
    for (let i = 1; i <= AUTH_LIMITS.login.perAccount; i++) {
      expect((await attempt(i)).statusCode).toBe(400);
    }
    const blocked = await attempt(99);
    expect(blocked.statusCode).toBe(429);
    expect(messages(blocked.body)).toEqual([AUTH_MESSAGES.TOO_MANY_ATTEMPTS]);
  });

  it('limits login attempts per client address across accounts', async () => {
    ctx = await createTestApp(dialect);
    const attempt = (i: number) =>
      ctx!.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: '192.0.2.7',
        payload: { email: `user${i}@example.org`, password: 'whatever1' },
      });
    for (let i = 1; i <= AUTH_LIMITS.login.perIp; i++) {
      expect((await attempt(i)).statusCode).toBe(400);
    }
    expect((await attempt(1000)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: '192.0.2.8',
      payload: { email: 'someone@example.org', password: 'whatever1' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('limits registrations and reset requests the same way for known and unknown e-mails', async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'known@example.org');
    for (const email of ['known@example.org', 'unknown@example.org']) {
      const codes: number[] = [];
      for (let i = 0; i <= AUTH_LIMITS.passwordReset.perAccount; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/password-reset',
          remoteAddress: `10.1.0.${i}`,
          payload: { email },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([
        ...Array<number>(AUTH_LIMITS.passwordReset.perAccount).fill(200),
        429,
      ]);
    }
    const registerCodes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.register.perIp; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '198.51.100.1',
        payload: { email: `new${i}@example.org`, password: 'secret123' },
      });
      registerCodes.push(res.statusCode);
    }
    expect(registerCodes.at(-1)).toBe(429);
    expect(registerCodes.slice(0, -1).every((c) => c === 403)).toBe(true);
  });

  it('scales every limit with RATE_LIMIT_SCALE', async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '2' } });
    await createUser(ctx, 'scaled@example.org');
    let last = 0;
    for (let i = 0; i < AUTH_LIMITS.login.perAccount * 2; i++) {
      last = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: 'scaled@example.org', password: 'nope-nope' },
        })
      ).statusCode;
    }
    expect(last).toBe(400);
  });

  it('caps what one member creates per hour: content together, links apart, others unaffected', async () => {
    ctx = await createTestApp(dialect);
    const busyId = await createUser(ctx, 'busy@example.org', { student: false });
    await createUser(ctx, 'calm@example.org', { student: false });
    const busy = await loginToken(ctx, 'busy@example.org');
    const calm = await loginToken(ctx, 'calm@example.org');
    // The member has already made all but 3 content items and all but 6 links this hour.
    for (const [action, left] of [
      ['content', 3],
      ['link', 6],
    ] as const) {
      const { perUser, windowMs } = USER_RATE_LIMITS[action];
      for (let i = 0; i < perUser - left; i++) {
        await ctx.app.rateLimiter.hit(`${action}:user:${busyId}`, perUser, windowMs);
      }
    }

    const first = await createIdea(ctx, busy, simpleIdea({ myContent: 'First thought here' }));
    await createAgent(ctx, busy, 'Some source');
    const quote = await api(ctx, 'POST', `/api/ideas/${first._id}/keyPoints`, busy, {
      myPoint: 'A key point',
    });
    expect(quote.statusCode).toBe(201);
    // The fourth item of any kind is refused, and nothing is stored.
    for (const [url, body] of [
      ['/api/ideas', simpleIdea({ myContent: 'One too many' })],
      ['/api/agents', { name: 'Another source', url: 'https://example.org/another' }],
      [`/api/ideas/${first._id}/quotes`, { text: 'First thought' }],
    ] as const) {
      const res = await api(ctx, 'POST', url, busy, body);
      expect(res.statusCode).toBe(429);
      expect(messages(res.body)[0]).toMatch(/Too many requests/);
    }
    const latest = await api(ctx, 'GET', '/api/ideas?limitSize=10', busy);
    expect(latest.json<unknown[]>()).toHaveLength(2);

    // Another member still creates; links are counted on their own.
    const ideas = [];
    for (let i = 0; i < 3; i++) {
      ideas.push(await createIdea(ctx, calm, simpleIdea({ myContent: `Calm thought ${i}` })));
    }
    const link = (cause: string, effect: string) =>
      api(ctx!, 'POST', '/api/linkIdeaIdeas', busy, {
        ideaCause: cause,
        ideaEffect: effect,
        modeOnSubmit: 20,
      });
    const all = [first._id, ...ideas.map((i) => i._id)];
    const pairs = all.flatMap((a, i) => all.slice(i + 1).map((b) => [a, b] as const));
    expect(pairs).toHaveLength(6);
    for (const [a, b] of pairs) expect((await link(a, b)).statusCode).toBe(201);
    expect((await link(ideas[0]!._id, first._id)).statusCode).toBe(429);
  });
});

describe('MemoryRateLimiter', () => {
  it('opens a new window once the old one has passed', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 2, 100)).toBe(true);
    expect(await limiter.hit('k', 2, 100)).toBe(true);
    expect(await limiter.hit('k', 2, 100)).toBe(false);
    now += 100;
    expect(await limiter.hit('k', 2, 100)).toBe(true);
    await limiter.close();
  });
});
