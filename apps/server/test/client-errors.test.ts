import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGES } from '../src/http/client-errors';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The outside review (low): requests Node's HTTP parser refuses before Fastify sees them (headers too
 * large, a malformed request, a request that took too long) were answered with Fastify's own body,
 * not the API's `{ errors: [{ msg }] }`. `app.inject` skips the parser, so these go over a socket.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawAnswer {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Sends `request` as it is and reads until the server closes the connection. */
function exchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parse(raw)));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer; got ${JSON.stringify(raw)}`));
    }, 5_000);
  });
}

function expectErrorsBody(
  answer: RawAnswer,
  status: number,
  message: string,
  code: keyof typeof CLIENT_ERROR_MESSAGES,
) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({
    errors: [{ msg: message, code: `CLIENT_ERROR_MESSAGES.${code}` }],
  });
}

describe("answers of Node's HTTP parser", () => {
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

  it('431 for request headers over the limit, with the errors body', async () => {
    const answer = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectErrorsBody(answer, 431, CLIENT_ERROR_MESSAGES.headersTooLarge, 'headersTooLarge');
  });

  it('400 for a request the parser cannot read, with the errors body', async () => {
    const answer = await exchange(port, 'NOT AN HTTP REQUEST\r\n\r\n');
    expectErrorsBody(answer, 400, CLIENT_ERROR_MESSAGES.badRequest, 'badRequest');
  });

  it('408 for a request that did not arrive in time, with the errors body', async () => {
    // The headers never end.
    const answer = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expectErrorsBody(answer, 408, CLIENT_ERROR_MESSAGES.timeout, 'timeout');
  });

  it('still answers an ordinary request on the same server', async () => {
    const answer = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
