import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from './helpers/auth-helpers';
import {
  containsControlCharacters,
  controlText,
  expectControlRefusal,
  hasPoisonKeys,
} from './helpers/control-text';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Whatever a client sends to an auth endpoint, the answer is never a 5xx, and every refusal has
 * the `{ errors: [{ msg }] }` body. Text with a control character anywhere is refused with 400
 * (docs/decisions/2026-11-23-security-review.md 'Control characters'). Run on both databases:
 * PostgreSQL cannot store NUL.
 */
describe.each(TEST_DIALECTS)('auth endpoints under random and malformed input on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100000' } });
    await createUser(ctx, 'admin@example.org', { admin: true });
    admin = await loginToken(ctx, 'admin@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const text = fc.oneof(
    fc.string(),
    fc.emailAddress(),
    controlText,
    fc.emailAddress().chain((email) => controlText.map((c) => email.replace('@', `${c}@`))),
  );
  const fieldValue = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const record = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] });
  const rawPayload = fc.oneof(
    fc.string(),
    controlText,
    fc.constant('{"email": '),
    fc.constant('[1,2'),
    fc.constant(''),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  );

  function expectClean(res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = JSON.parse(res.body) as { errors: { msg: string }[] };
      expect(body.errors.length).toBeGreaterThan(0);
      for (const e of body.errors) expect(typeof e.msg).toBe('string');
    }
  }

  /** Never a 5xx; a refusal of the control characters whenever the body holds one. */
  function expectAnswerTo(payload: string, res: { statusCode: number; body: string }) {
    expectClean(res);
    if (!hasPoisonKeys(payload) && containsControlCharacters(JSON.parse(payload))) {
      expectControlRefusal(res);
    }
  }

  const bodies: [string, fc.Arbitrary<unknown>, boolean][] = [
    ['/api/users', record(['email', 'password', 'name']), false],
    ['/api/auth', record(['email', 'password']), false],
    ['/api/auth/login-id', record(['email']), false],
    ['/api/users/password-reset', record(['email']), false],
    ['/api/users/password-change', record(['userId', 'confirmationString', 'password']), false],
    ['/api/invitations', record(['emails', 'role']), true],
    ['/api/report', record(['message']), true],
  ];

  it.each(bodies)('POST %s', async (url, fields, asAdmin) => {
    const token = asAdmin ? { 'x-auth-token': admin } : {};
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fields), async (body) => {
        const payload = JSON.stringify(body) ?? 'null';
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...token },
        });
        expectAnswerTo(payload, res);
      }),
      { numRuns: 50 },
    );
    await fc.assert(
      fc.asyncProperty(rawPayload, contentType, async (payload, type) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, ...token },
        });
        expectClean(res);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 20 },
    );
  });

  it('GET /api/confirm/{id}/{code}, DELETE /api/invitations/{email} and GET /api/auth', async () => {
    // '.' and '..' are path steps, not values: the URL is normalised before any route sees it.
    const segment = fc
      .oneof(fc.string({ minLength: 1 }), controlText)
      .filter((s) => s !== '.' && s !== '..');
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.string(), async (id, code, token) => {
        const confirm = await ctx.app.inject({
          method: 'GET',
          url: `/api/confirm/${encodeURIComponent(id)}/${encodeURIComponent(code)}`,
        });
        expectClean(confirm);
        expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
        if (containsControlCharacters([id, code])) expectControlRefusal(confirm);

        const uninvite = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/invitations/${encodeURIComponent(id)}`,
          headers: { 'x-auth-token': admin },
        });
        expectClean(uninvite);
        if (containsControlCharacters(id)) expectControlRefusal(uninvite);

        const me = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth',
          headers: { 'x-auth-token': token.replace(/[^\x21-\x7e]/g, '') || 'x' },
        });
        expectClean(me);
        expect(me.statusCode).toBe(401);
      }),
      { numRuns: 60 },
    );
  });
});
