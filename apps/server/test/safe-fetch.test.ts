import type http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchError,
  defaultTransport,
  readAtMost,
  safeFetch,
  type NetworkOverrides,
  type ResolvedAddress,
  type SafeFetchOptions,
  type Transport,
} from '../src/modules/scrape/safe-fetch';
import { startLocalServer, type LocalServer } from './helpers/media-fixtures';

/**
 * The fetcher's own guarantees. Every test either talks to a server on 127.0.0.1 or proves,
 * through the injected resolver and transport, that nothing was sent at all.
 */
describe('safeFetch', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const hops = /^\/hop\/(\d+)$/.exec(url.pathname);
      if (hops) {
        const n = Number(hops[1]);
        res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/hello' }).end();
      } else if (url.pathname === '/hello') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`);
      } else if (url.pathname === '/to-self') {
        res.writeHead(301, { location: `http://127.0.0.1:${server.port}/hello` }).end();
      } else if (url.pathname === '/to-metadata') {
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (url.pathname === '/to-ftp') {
        res.writeHead(302, { location: 'ftp://127.0.0.1/file' }).end();
      } else if (url.pathname === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(Buffer.alloc(100_000, 0x61));
      } else if (url.pathname === '/stall') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        // Never ends: only the caller's time cap can stop it.
      } else {
        res.writeHead(404).end();
      }
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A transport that records every connection attempt and passes it to the real one. */
  function recordingTransport() {
    const calls: { url: string; options: http.RequestOptions }[] = [];
    const transport: Transport = (url, options) => {
      calls.push({ url: url.href, options });
      return defaultTransport(url, options);
    };
    return { calls, transport };
  }

  function options(
    overrides: Partial<SafeFetchOptions> & { network?: NetworkOverrides } = {},
  ): SafeFetchOptions {
    return {
      allowLoopback: false,
      maxRedirects: 3,
      signal: AbortSignal.timeout(5_000),
      headers: {},
      ...overrides,
    };
  }

  async function failure(promise: Promise<unknown>): Promise<FetchError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof FetchError) return error;
      throw error;
    }
    throw new Error('expected the fetch to be refused');
  }

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:1/admin',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.1/', // and in hex
    'https://192.168.1.1/',
    'http://100.64.0.1/',
  ])('refuses %s before any connection is attempted', async (address) => {
    const { calls, transport } = recordingTransport();
    const resolved: string[] = [];
    const resolve = (host: string) => {
      resolved.push(host);
      return Promise.resolve<ResolvedAddress[]>([]);
    };
    const error = await failure(
      safeFetch(new URL(address), options({ network: { resolve, transport } })),
    );
    expect(error.reason).toBe('address');
    expect(calls).toEqual([]);
    // Addresses written as IPs are checked as they are, without asking DNS.
    expect(resolved).toEqual([]);
  });

  it('refuses a name that resolves inside, checking every address it has', async () => {
    const { calls, transport } = recordingTransport();
    const answers: Record<string, ResolvedAddress[]> = {
      'intranet.test': [{ address: '127.0.0.1', family: 4 }],
      'mixed.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
      'v6.test': [{ address: 'fe80::1', family: 6 }],
    };
    const resolve = (host: string) => Promise.resolve(answers[host] ?? []);
    for (const host of Object.keys(answers)) {
      const error = await failure(
        safeFetch(
          new URL(`http://${host}:${server.port}/hello`),
          options({ network: { resolve, transport } }),
        ),
      );
      expect(error.reason).toBe('address');
    }
    const unknown = await failure(
      safeFetch(new URL('http://nowhere.test/'), options({ network: { resolve, transport } })),
    );
    expect(unknown.reason).toBe('dns');
    const broken = await failure(
      safeFetch(
        new URL('http://broken.test/'),
        options({ network: { resolve: () => Promise.reject(new Error('ENOTFOUND')), transport } }),
      ),
    );
    expect(broken.reason).toBe('dns');
    expect(calls).toEqual([]);
    expect(server.requests).not.toContain('/hello');
  });

  it('connects to the address it checked, not to a fresh answer for the name (DNS rebinding)', async () => {
    const { calls, transport } = recordingTransport();
    let lookups = 0;
    // First answer checked and allowed (loopback, allowed here for the local server); any later
    // lookup would say something else. A made-up name never reaches the system resolver.
    const resolve = () => {
      lookups += 1;
      return Promise.resolve<ResolvedAddress[]>(
        lookups === 1
          ? [{ address: '127.0.0.1', family: 4 }]
          : [{ address: '10.0.0.1', family: 4 }],
      );
    };
    const response = await safeFetch(
      new URL(`http://rebind.test:${server.port}/hello`),
      options({ allowLoopback: true, network: { resolve, transport } }),
    );
    const { data } = await readAtMost(response.body, 1000);
    response.close();
    expect(response.status).toBe(200);
    // The Host header still names the site asked for.
    expect(data.toString()).toBe(`hello rebind.test:${server.port}`);
    expect(lookups).toBe(1);

    // The socket's own lookup answers only what was checked.
    const lookup = calls[0]!.options.lookup as net.LookupFunction;
    const answer = await new Promise<unknown>((done) =>
      lookup('rebind.test', { all: true }, (_error, addresses) => done(addresses)),
    );
    expect(answer).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('follows up to three redirects, checking each hop, and refuses a fourth', async () => {
    const ok = await safeFetch(new URL(`${server.origin}/hop/2`), options({ allowLoopback: true }));
    expect(ok.status).toBe(200);
    expect(ok.url.pathname).toBe('/hello');
    ok.close();

    const before = server.requests.length;
    const tooMany = await failure(
      safeFetch(new URL(`${server.origin}/hop/3`), options({ allowLoopback: true })),
    );
    expect(tooMany.reason).toBe('redirects');
    // Four requests sent (the first and three redirects); the fourth redirect is not followed.
    expect(server.requests.slice(before)).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('refuses a redirect to loopback when only the first hop was allowed', async () => {
    const { calls, transport } = recordingTransport();
    const before = server.requests.length;
    const error = await failure(
      safeFetch(
        new URL(`${server.origin}/to-self`),
        options({ network: { transport, allowFirstHop: [`127.0.0.1:${server.port}`] } }),
      ),
    );
    expect(error.reason).toBe('address');
    expect(calls.map((c) => c.url)).toEqual([`${server.origin}/to-self`]);
    expect(server.requests.slice(before)).toEqual(['/to-self']);
  });

  it('refuses redirects to the metadata service and to other schemes, before sending them', async () => {
    const { calls, transport } = recordingTransport();
    const metadata = await failure(
      safeFetch(
        new URL(`${server.origin}/to-metadata`),
        options({ allowLoopback: true, network: { transport } }),
      ),
    );
    expect(metadata.reason).toBe('address');
    const ftp = await failure(
      safeFetch(
        new URL(`${server.origin}/to-ftp`),
        options({ allowLoopback: true, network: { transport } }),
      ),
    );
    expect(ftp.reason).toBe('scheme');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/to-metadata', '/to-ftp']);
  });

  it('stops reading at the size cap', async () => {
    const response = await safeFetch(
      new URL(`${server.origin}/big`),
      options({ allowLoopback: true }),
    );
    const { data, truncated } = await readAtMost(response.body, 1_000);
    response.close();
    expect(data.length).toBe(1_000);
    expect(truncated).toBe(true);
  });

  it('gives up when the time cap fires, even in the middle of a body', async () => {
    const response = await safeFetch(
      new URL(`${server.origin}/stall`),
      options({ allowLoopback: true, signal: AbortSignal.timeout(300) }),
    );
    const started = Date.now();
    await expect(readAtMost(response.body, 1_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    response.close();
  });
});
