import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Regression tests for the outside review's header and slow-client findings. */
describe.each(TEST_DIALECTS)('API answers are never stored by caches on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'reader@example.org', { student: false });
    token = await loginToken(ctx, 'reader@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends Cache-Control: no-store on every authenticated JSON answer, errors included', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/auth'],
      ['GET', '/api/ideas?limitSize=10'],
      ['GET', '/api/agents?limitSize=10'],
      ['GET', '/api/profile'],
      ['GET', '/api/setting'],
      ['GET', '/api/ideas/0123456789abcdef01234567'],
      ['POST', '/api/ideas', {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(ctx, method as 'GET' | 'POST', url, token, body);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'reader@example.org', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('defaults to a minute and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: '/tmp/x', REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(
      5000,
    );
    for (const bad of ['0', '999', '-5', 'soon', '600001']) {
      expect(() => loadConfig({ DATA_DIR: '/tmp/x', REQUEST_TIMEOUT_MS: bad }), bad).toThrow(
        /REQUEST_TIMEOUT_MS/,
      );
    }
  });
});

describe('a request body trickled a byte at a time', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { env: { REQUEST_TIMEOUT_MS: '1000' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is cut off once the request timeout has passed', async () => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 200);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.once('close', () => resolve(Date.now() - started));
      socket.once('error', () => undefined);
      // Without a timeout the server would keep it open; give up well before the test's own limit.
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 4_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closedAfter).toBeLessThan(3_000);
    // Node answers 408 Request Timeout before closing.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
