import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWithVariants } from './helpers/web-dist';

/** index.html and the copies the web build writes per screen (apps/web/build/route-pages.ts). */
const page = (name: string) =>
  `<!doctype html><title>Thoughtful</title><!-- ${name} -->${'<!-- padding -->'.repeat(50)}`;
const PAGES = {
  index: page('index'),
  login: page('login'),
  idea: page('idea'),
  notFound: page('not found'),
};
const TABLE = [
  { path: '/', page: 'route-pages/login-screen.html' },
  { path: '/login', page: 'route-pages/login-screen.html' },
  // Rows the server must not trust: a page outside the folder, and one the build did not write.
  { path: '/terms-of-use', page: 'route-pages/../../secret.html' },
  { path: '/about', page: 'route-pages/about-screen.html' },
  { path: '/idea/:id/:mode?/:field?', page: 'route-pages/idea-screen.html' },
  { path: '/*', page: 'route-pages/not-found-screen.html' },
];

describe('each address answered with the page that names its screen', () => {
  const app = serveWebBuild((dir) => {
    const pages = path.join(dir, 'route-pages');
    fs.mkdirSync(pages);
    writeWithVariants(path.join(dir, 'index.html'), PAGES.index);
    writeWithVariants(path.join(pages, 'login-screen.html'), PAGES.login);
    writeWithVariants(path.join(pages, 'idea-screen.html'), PAGES.idea);
    writeWithVariants(path.join(pages, 'not-found-screen.html'), PAGES.notFound);
    fs.writeFileSync(path.join(dir, 'route-pages.json'), JSON.stringify(TABLE));
  });

  const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd') =>
    app().inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['/', PAGES.login],
    ['/login', PAGES.login],
    ['/LOGIN?next=%2Fabout', PAGES.login],
    ['/idea/abc123', PAGES.idea],
    ['/idea/abc123/links', PAGES.idea],
    ['/idea/abc123/links/roots/', PAGES.idea],
    ['/idea', PAGES.notFound],
    ['/idea/a/b/c/d', PAGES.notFound],
    ['/no/such/page', PAGES.notFound],
  ])(
    'answers %s with its page, compressed once at build time, never reused unasked',
    async (url, want) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(want);

      const plain = await get(url, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(want);
    },
  );

  it('answers with index.html where the table names a page outside its folder or not written', async () => {
    expect((await get('/terms-of-use', 'identity')).body).toBe(PAGES.index);
    expect((await get('/about', 'identity')).body).toBe(PAGES.index);
  });

  it('gives the pages no address of their own', async () => {
    const res = await get('/route-pages/login-screen.html', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGES.notFound);
  });

  it('still answers an unknown API address with the JSON error', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ msg: expect.any(String) as string, code: 'HTTP_MESSAGES.NOT_FOUND' }],
    });
  });
});
