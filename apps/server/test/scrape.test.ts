import zlib from 'node:zlib';
import fc from 'fast-check';
import { SCRAPE_MESSAGES } from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedAddress, Transport } from '../src/modules/scrape/safe-fetch';
import { defaultTransport } from '../src/modules/scrape/safe-fetch';
import { classifyAddress } from '../src/security/address-policy';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { pngBytes, startLocalServer, type LocalServer } from './helpers/media-fixtures';
import { createTestApp, testConfig, type TestContext } from './helpers/test-app';

const INVALID = [SCRAPE_MESSAGES.INVALID_URL];

/** The pages the tests fetch, all served from 127.0.0.1. */
async function startSite(): Promise<LocalServer> {
  const images: Record<string, Buffer> = {
    '/img/big.png': pngBytes(50, 40),
    '/img/small.png': pngBytes(5, 5),
    '/img/ten.png': pngBytes(10, 10),
    '/img/eleven.png': pngBytes(11, 11),
    '/img/tall.png': pngBytes(10, 300),
    '/img/og.png': pngBytes(1200, 630),
  };
  const page = `<!doctype html><html><head>
    <title>
      The   Page
      Title </title>
    <meta property="og:image" content="/img/og.png">
    </head><body>
    <svg><title>not the page title</title></svg>
    <img src="/img/small.png"><img src="img/big.png"><img src="/img/big.png#again">
    <img src="/img/ten.png"><img src="/img/eleven.png"><img src="/img/tall.png">
    <img src="/img/missing.png"><img src="data:image/png;base64,iVBORw0KGgo=">
    <img src="javascript:alert(1)">
    </body></html>`;
  // Handlers run only after the server exists, so they may name its port.
  const site: LocalServer = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/hop\/(\d+)$/.exec(url.pathname);
    const image = images[url.pathname];
    if (image) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    } else if (url.pathname === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (url.pathname === '/gzip') {
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync('<title>Zipped</title>'));
    } else if (url.pathname === '/og-title') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<meta property="og:title" content="  Only   OG  "><p>no title element</p>');
    } else if (url.pathname === '/latin1') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.from('<title>Caf\xe9</title>', 'latin1'));
    } else if (url.pathname === '/forbidden') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<title>Go away</title>');
    } else if (url.pathname === '/broken') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<title>Oops</title>');
    } else if (url.pathname === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"no"}');
    } else if (hops) {
      const n = Number(hops[1]);
      res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/page' }).end();
    } else if (url.pathname === '/to-self') {
      res.writeHead(302, { location: `http://127.0.0.1:${site.port}/page` }).end();
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not here</title>');
    }
  });
  return site;
}

describe('GET /api/scrape against a local site (SCRAPE_ALLOW_LOOPBACK=true)', () => {
  let ctx: TestContext;
  let site: LocalServer;
  let token: string;
  beforeAll(async () => {
    site = await startSite();
    ctx = await createTestApp('sqlite', { env: { SCRAPE_ALLOW_LOOPBACK: 'true' } });
    await createUser(ctx, 'teacher@example.org', { student: false });
    token = await loginToken(ctx, 'teacher@example.org');
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  const scrape = (url: string, headers: Record<string, string> = { 'x-auth-token': token }) =>
    ctx.app.inject({ method: 'GET', url: '/api/scrape', query: { url }, headers });

  it('answers the title, og:image first, and only images larger than 10 by 10', async () => {
    const res = await scrape(`${site.origin}/page`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      scraped: true,
      title: 'The Page Title',
      images: [
        { url: `${site.origin}/img/og.png`, width: 1200, height: 630 },
        { url: `${site.origin}/img/big.png`, width: 50, height: 40 },
        { url: `${site.origin}/img/eleven.png`, width: 11, height: 11 },
      ],
    });
  });

  it('reads og:title when there is no title, compressed pages and declared charsets', async () => {
    expect((await scrape(`${site.origin}/og-title`)).json()).toEqual({
      scraped: true,
      title: 'Only OG',
      images: [],
    });
    expect((await scrape(`${site.origin}/gzip`)).json()).toMatchObject({ title: 'Zipped' });
    expect((await scrape(`${site.origin}/latin1`)).json()).toMatchObject({ title: 'Café' });
  });

  it('answers a 403 as a valid address that could not be read', async () => {
    const res = await scrape(`${site.origin}/forbidden`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scraped: false, reason: 'forbidden' });
  });

  it.each([
    ['a server error', '/broken'],
    ['a missing page', '/nothing'],
    ['a page that is not HTML', '/json'],
    ['a fourth redirect', '/hop/4'],
  ])('answers %s with 422 Invalid url.', async (_, path) => {
    const res = await scrape(`${site.origin}${path}`);
    expect(res.statusCode).toBe(422);
    expect(messages(res.body)).toEqual(INVALID);
  });

  it('follows three redirects', async () => {
    const res = await scrape(`${site.origin}/hop/3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scraped: true, title: 'The Page Title' });
  });

  it('answers a valid address not fetched when nothing listens there', async () => {
    const closed = await startLocalServer((_req, res) => res.end());
    await closed.close();
    const res = await scrape(`${closed.origin}/page`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scraped: false, reason: 'unreachable' });
  });

  it.each([
    'ftp://example.org/file',
    'javascript:alert(1)',
    'not a url',
    'http://',
    '//example.org',
    '',
  ])('answers 400 Invalid url. for %j', async (url) => {
    const res = await scrape(url);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual(INVALID);
  });

  it('needs a signed-in user', async () => {
    const res = await scrape(`${site.origin}/page`, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/scrape refuses internal addresses (default configuration)', () => {
  let ctx: TestContext;
  let site: LocalServer;
  let token: string;
  const connections: string[] = [];
  const lookups: string[] = [];
  // Every connection the scraper would open goes through here; only the site's own port passes.
  const transport: Transport = (url, options) => {
    connections.push(url.href);
    if (url.hostname !== '127.0.0.1' || Number(url.port) !== site.port) {
      throw new Error(`test transport: no traffic to ${url.host}`);
    }
    return defaultTransport(url, options);
  };
  const resolve = (host: string): Promise<ResolvedAddress[]> => {
    lookups.push(host);
    // A made-up name pointing at this machine; any other name is unknown (no real DNS in tests).
    return host === 'intranet.test'
      ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
      : Promise.reject(new Error(`ENOTFOUND ${host}`));
  };

  beforeAll(async () => {
    site = await startSite();
    const config = testConfig({ RATE_LIMIT_SCALE: '1000' });
    config.scrape = {
      allowLoopback: false,
      network: { resolve, transport, allowFirstHop: [`127.0.0.1:${site.port}`] },
    };
    ctx = await createTestApp('sqlite', { config });
    await createUser(ctx, 'teacher@example.org', { student: false });
    token = await loginToken(ctx, 'teacher@example.org');
  });
  afterEach(() => {
    connections.length = 0;
    lookups.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  const scrape = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/scrape',
      query: { url },
      headers: { 'x-auth-token': token },
    });

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:8080/admin',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://192.168.0.1/',
  ])('refuses %s with 422 before connecting', async (url) => {
    const res = await scrape(url);
    expect(res.statusCode).toBe(422);
    expect(messages(res.body)).toEqual(INVALID);
    expect(connections).toEqual([]);
  });

  it('answers a name with no DNS answer as a valid address not fetched', async () => {
    const res = await scrape('https://no-such-host.test/article');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scraped: false, reason: 'unreachable' });
    expect(lookups).toEqual(['no-such-host.test']);
    expect(connections).toEqual([]);
  });

  it('refuses a name that resolves to loopback', async () => {
    const before = site.requests.length;
    // Port 80: the first-hop allowance of this suite names the site's port only.
    const res = await scrape('http://intranet.test/page');
    expect(res.statusCode).toBe(422);
    expect(lookups).toEqual(['intranet.test']);
    expect(connections).toEqual([]);
    expect(site.requests.length).toBe(before);
  });

  it('refuses a redirect to loopback even when the first hop was let through', async () => {
    const before = site.requests.length;
    const res = await scrape(`${site.origin}/to-self`);
    expect(res.statusCode).toBe(422);
    expect(messages(res.body)).toEqual(INVALID);
    expect(connections).toEqual([`${site.origin}/to-self`]);
    expect(site.requests.slice(before)).toEqual(['/to-self']);
  });

  it('never answers 5xx, whatever the url query holds', async () => {
    const urls = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webUrl().map((u) => u.replace(/^https?/, 'ftp')),
      fc.ipV4().map((ip) => `http://${ip}/`),
      fc.ipV6().map((ip) => `http://[${ip}]/`),
      fc.constantFrom(
        'http://%zz',
        'http://[::1',
        'http://a b/',
        'https://\u0000/',
        'http://x:99999/',
      ),
    );
    await fc.assert(
      fc.asyncProperty(urls, async (url) => {
        const res = await scrape(url);
        expect(res.statusCode).toBeLessThan(500);
        expect([200, 400, 422]).toContain(res.statusCode);
        // Nothing here can be fetched: at most an unreachable page, never a scraped one.
        if (res.statusCode === 200)
          expect(res.json()).toEqual({ scraped: false, reason: 'unreachable' });
      }),
      { numRuns: 300 },
    );
    // The only attempts that reached the (blocking) transport were to public addresses.
    for (const attempt of connections) {
      const host = new URL(attempt).hostname.replace(/^\[|\]$/g, '');
      expect(classifyAddress(host), attempt).toBe('public');
    }
  });
});
