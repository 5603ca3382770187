import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../src/http/errors';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The one error contract (DESIGN.md §4), checked through routes registered only for this test. */
describe('error contract', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function withRoute(register: (app: TestContext['app']) => void) {
    // Routes cannot be added after ready(), so build a sibling app on the same config.
    const { buildApp } = await import('../src/app');
    const app = await buildApp(ctx.config, { database: ctx.database, logger: false });
    register(app);
    await app.ready();
    return app;
  }

  it('lists every validation problem, with the schema message or the field name', async () => {
    const app = await withRoute((a) =>
      a.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              email: z.string().email('Please enter a valid email address'),
              password: z.string().min(6, 'Password too short - must be at least 6 characters'),
              age: z.number().int(),
            }),
          },
        },
        (request) => request.body,
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    const msgs = res.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg);
    expect(msgs).toHaveLength(3);
    expect(msgs[0]).toBe('Please enter a valid email address');
    expect(msgs[1]).toBe('Password too short - must be at least 6 characters');
    expect(msgs[2]).toMatch(/^age: /);
    await app.close();
  });

  it('answers a typed error with its status and message', async () => {
    const app = await withRoute((a) =>
      a.get('/api/test/forbidden', () => {
        throw new ForbiddenError('Students cannot do that');
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ msg: 'Students cannot do that', code: 'AUTH_MESSAGES.STUDENTS_FORBIDDEN' }],
    });
    await app.close();
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const app = await withRoute((a) =>
      a.get('/api/test/boom', () => {
        throw new Error('secret table name users_private');
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('users_private');
    expect(res.json()).toEqual({
      errors: [{ msg: 'Server error. Please try again later.', code: 'HTTP_MESSAGES.INTERNAL' }],
    });
    await app.close();
  });

  it('answers malformed JSON with 400, a wrong media type with 415 and an unknown API path with 404', async () => {
    const app = await withRoute((a) =>
      a.post('/api/test/json', { schema: { body: z.object({ a: z.string() }) } }, () => ({})),
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [
        {
          msg: 'Body is not valid JSON.',
          code: 'FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY',
        },
      ],
    });

    const media = await app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({
      errors: [
        {
          msg: 'Unsupported content type. Send JSON.',
          code: 'FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE',
        },
      ],
    });

    const missing = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ msg: 'Not found', code: 'HTTP_MESSAGES.NOT_FOUND' }],
    });
    await app.close();
  });

  it('answers a body over the limit with 413', async () => {
    const app = await withRoute((a) =>
      a.post('/api/test/big', { schema: { body: z.object({ a: z.string() }) } }, () => ({})),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/big',
      payload: { a: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [
        {
          msg: 'Request body is too large.',
          code: 'FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE',
        },
      ],
    });
    await app.close();
  });

  it('sets the security headers on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("media-src 'self' blob: https:");
    expect(csp).toContain("frame-src 'self' https://www.youtube.com");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('errors raised before routing', () => {
  it('answers a malformed path escape with the errors body', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ideas/%ZZ' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { msg: string }[] }>().errors).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
