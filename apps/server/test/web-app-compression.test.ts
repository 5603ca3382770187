import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWithVariants } from './helpers/web-dist';

/** A built file and the variants the web build writes beside it (apps/web/build/precompress.ts). */
const SCRIPT = `console.log(${JSON.stringify('Thoughtful '.repeat(300))});`;
const STYLES = `.btn{color:red}\n`.repeat(100);
/** The type is the file's, not the variant's (`.br` would be application/octet-stream). */
const JAVASCRIPT = /^(?:text|application)\/javascript; charset=utf-8$/;
const PAGE = `<!doctype html><title>Thoughtful</title>${'<!-- padding -->'.repeat(100)}`;

describe('serving the built web app compressed at build time', () => {
  const app = serveWebBuild((dir) => {
    fs.mkdirSync(path.join(dir, 'assets'));
    writeWithVariants(path.join(dir, 'index.html'), PAGE);
    writeWithVariants(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
    writeWithVariants(path.join(dir, 'assets', 'index-abc123.css'), STYLES);
    // Too small to be worth compressing: the build writes no variant.
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-def456.js'), 'export{}');
  });

  const get = (url: string, acceptEncoding?: string) =>
    app().inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it (as Chromium asks), immutable', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(JAVASCRIPT);
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/assets/index-abc123.css', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(STYLES);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['an encoding the build does not write', 'deflate'],
    ['brotli and gzip refused', 'br;q=0, gzip;q=0'],
  ])('sends the plain file to a client with %s', async (_name, acceptEncoding) => {
    const res = await get('/assets/index-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(JAVASCRIPT);
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('sends a file without variants as it is, with no Vary', async () => {
    const res = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('export{}');
  });

  it.each(['/', '/login', '/idea/123'])(
    'compresses index.html for the client route %s and keeps it uncached',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // The page depends on the reader's language too (web-app-page-language.test.ts).
      expect(res.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('private, no-cache');
      expect(plain.body).toBe(PAGE);
    },
  );

  it('gives the compressed variants no address of their own', async () => {
    const res = await get('/assets/index-abc123.js.br');
    // Not a file route: the page fallback answers, as for any unknown path.
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a HEAD with the headers of the variant it would send', async () => {
    const res = await app().inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });
});
