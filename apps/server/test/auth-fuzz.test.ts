import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Whatever a client sends to an auth endpoint, the answer is never a 5xx, and every refusal has
 * the `{ errors: [{ msg }] }` body.
 */
describe('auth endpoints under random and malformed input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { env: { RATE_LIMIT_SCALE: '100000' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const fieldValue = fc.oneof(
    fc.string(),
    fc.emailAddress(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const jsonBody = fc.oneof(
    fc.anything(),
    fc.record(
      {
        email: fieldValue,
        password: fieldValue,
        name: fieldValue,
        userId: fieldValue,
        confirmationString: fieldValue,
      },
      { requiredKeys: [] },
    ),
  );
  const rawPayload = fc.oneof(
    fc.string(),
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
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = JSON.parse(res.body) as { errors: { msg: string }[] };
      expect(body.errors.length).toBeGreaterThan(0);
      for (const e of body.errors) expect(typeof e.msg).toBe('string');
    }
  }

  it.each(['/api/users', '/api/auth', '/api/users/password-reset', '/api/users/password-change'])(
    'POST %s',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          expectClean(res);
        }),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(rawPayload, contentType, async (payload, type) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': type },
          });
          expectClean(res);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('GET /api/confirm/{id}/{code} and GET /api/auth', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.string(),
        async (id, code, token) => {
          const confirm = await ctx.app.inject({
            method: 'GET',
            url: `/api/confirm/${encodeURIComponent(id)}/${encodeURIComponent(code)}`,
          });
          expectClean(confirm);
          expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
          const me = await ctx.app.inject({
            method: 'GET',
            url: '/api/auth',
            headers: { 'x-auth-token': token.replace(/[^\x21-\x7e]/g, '') || 'x' },
          });
          expectClean(me);
          expect(me.statusCode).toBe(401);
        },
      ),
      { numRuns: 80 },
    );
  });
});
