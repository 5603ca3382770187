import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWithVariants } from './helpers/web-dist';

/**
 * Pages in the reader's language (issue 44; docs/decisions/2026-12-06-languages.md 'Pages in the
 * reader's language'): the web build writes each page once per language, and the server sends the
 * one of this browser's choice (the `thoughtful_language` cookie), else of its Accept-Language,
 * else of the installation's default.
 */
const page = (language: string, words: string) =>
  `<!doctype html><html lang="${language}" data-page-language="${language}"><title>Thoughtful</title><main>${words}</main>${'<!-- padding -->'.repeat(50)}</html>`;
const PAGES = {
  index: '<!doctype html><html lang="en"><title>Thoughtful</title></html>',
  loginEn: page('en', 'Sign in'),
  loginEs: page('es', 'Iniciar sesión'),
  aboutEn: page('en', 'Think it through, together'),
  aboutEs: page('es', 'Piénsalo, juntos'),
  // Same length as its English page, written at the same time: only its words tell them apart.
  termsEn: page('en', 'Terms'),
  termsEs: page('es', 'Texto'),
  notFound: page('en', 'Not found'),
};
const TABLE = [
  {
    path: '/',
    page: 'route-pages/login-screen.html',
    languages: { es: 'route-pages/es/login-screen.html' },
  },
  {
    path: '/login',
    page: 'route-pages/login-screen.html',
    languages: { es: 'route-pages/es/login-screen.html' },
  },
  {
    path: '/about',
    page: 'route-pages/about-screen.html',
    // Rows the server must not trust: a language it does not offer, a page outside the folder.
    languages: { es: 'route-pages/es/about-screen.html', fr: 'route-pages/es/about-screen.html' },
  },
  {
    path: '/terms-of-use',
    page: 'route-pages/terms-screen.html',
    languages: { es: 'route-pages/es/terms-screen.html' },
  },
  {
    path: '/register',
    page: 'route-pages/login-screen.html',
    languages: { es: 'route-pages/../../secret.html' },
  },
  // An older build's row: English only.
  { path: '/*', page: 'route-pages/not-found-screen.html' },
];

function writeBuild(dir: string) {
  const pages = path.join(dir, 'route-pages');
  fs.mkdirSync(path.join(pages, 'es'), { recursive: true });
  writeWithVariants(path.join(dir, 'index.html'), PAGES.index);
  writeWithVariants(path.join(pages, 'login-screen.html'), PAGES.loginEn);
  writeWithVariants(path.join(pages, 'es', 'login-screen.html'), PAGES.loginEs);
  writeWithVariants(path.join(pages, 'about-screen.html'), PAGES.aboutEn);
  writeWithVariants(path.join(pages, 'es', 'about-screen.html'), PAGES.aboutEs);
  writeWithVariants(path.join(pages, 'terms-screen.html'), PAGES.termsEn);
  writeWithVariants(path.join(pages, 'es', 'terms-screen.html'), PAGES.termsEs);
  writeWithVariants(path.join(pages, 'not-found-screen.html'), PAGES.notFound);
  fs.writeFileSync(path.join(dir, 'route-pages.json'), JSON.stringify(TABLE));
  // One modification time for every page, as a build gives them.
  const time = new Date('2026-12-06T09:00:00Z');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    fs.utimesSync(path.join(dir, file), time, time);
  }
}

type Headers = Record<string, string>;

describe("each page in the reader's language", () => {
  const app = serveWebBuild(writeBuild);
  const get = (url: string, headers: Headers = {}) =>
    app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it.each([
    ['es-ES,es;q=0.9', PAGES.loginEs, 'es'],
    ['es-MX', PAGES.loginEs, 'es'],
    ['en-US,en;q=0.9,es;q=0.8', PAGES.loginEn, 'en'],
    ['fr-FR,es;q=0.5', PAGES.loginEs, 'es'],
  ])('answers Accept-Language %s with the page in its language', async (accept, want, lang) => {
    const res = await get('/login', { 'accept-language': accept });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(want);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.headers['content-language']).toBe(lang);
  });

  it('answers in English, the default, when the browser asks for nothing offered or nothing', async () => {
    const asked: Headers[] = [
      { 'accept-language': 'fr-FR,de;q=0.5' },
      {},
      { 'accept-language': '' },
    ];
    for (const headers of asked) {
      const res = await get('/', headers);
      expect(res.body).toBe(PAGES.loginEn);
      expect(res.headers['content-language']).toBe('en');
    }
  });

  it("takes this browser's choice, the cookie, over what it asks for", async () => {
    const english = await get('/login', {
      'accept-language': 'es-ES',
      cookie: 'other=1; thoughtful_language=en',
    });
    expect(english.body).toBe(PAGES.loginEn);
    const spanish = await get('/about', {
      'accept-language': 'en-US',
      cookie: 'thoughtful_language=es',
    });
    expect(spanish.body).toBe(PAGES.aboutEs);
    // A cookie naming no language offered is passed over.
    const unknown = await get('/about', {
      'accept-language': 'es',
      cookie: 'thoughtful_language=fr',
    });
    expect(unknown.body).toBe(PAGES.aboutEs);
  });

  it('answers English where the build wrote no page in the language, or one outside its folder', async () => {
    for (const url of ['/no/such/page', '/register']) {
      const res = await get(url, { 'accept-language': 'es' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(url === '/register' ? PAGES.loginEn : PAGES.notFound);
      expect(res.headers['content-language']).toBe('en');
    }
  });

  it('says the answer varies by language and cookie, and is for this browser only, compressed as before', async () => {
    const res = await get('/login', { 'accept-language': 'es', 'accept-encoding': 'br, gzip' });
    expect(res.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    // `private`: a shared cache that ignores Vary cannot give this page to an English reader.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(PAGES.loginEs);
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it("never confirms one language's page to a browser that holds the other's", async () => {
    const english = await get('/terms-of-use', { 'accept-language': 'en' });
    const spanish = await get('/terms-of-use', { 'accept-language': 'es' });
    expect(PAGES.termsEn.length).toBe(PAGES.termsEs.length);
    const tagEn = english.headers['etag'] as string;
    const tagEs = spanish.headers['etag'] as string;
    expect(tagEn).toMatch(/^W\/"[\w-]+"$/);
    expect(tagEs).not.toBe(tagEn);

    // The same page asked again: not sent again.
    const again = await get('/terms-of-use', { 'accept-language': 'es', 'if-none-match': tagEs });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(tagEs);
    expect(again.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(again.headers['cache-control']).toBe('private, no-cache');

    // The English page held, Spanish now chosen: the Spanish page, whole.
    const switched = await get('/terms-of-use', {
      cookie: 'thoughtful_language=es',
      'if-none-match': tagEn,
      'if-modified-since': new Date().toUTCString(),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toBe(PAGES.termsEs);
  });

  it('answers a HEAD with the headers of the page it would send', async () => {
    const res = await app().inject({
      method: 'HEAD',
      url: '/login',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('es');
    expect(res.body).toBe('');
  });
});

describe('an installation whose default language is Spanish (DEFAULT_LANGUAGE=es)', () => {
  const app = serveWebBuild(writeBuild, { DEFAULT_LANGUAGE: 'es' });
  const get = (headers: Headers) =>
    app().inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'identity', ...headers },
    });

  it('answers in Spanish when the browser asks for no language offered, or for none', async () => {
    expect((await get({ 'accept-language': 'de-DE' })).body).toBe(PAGES.loginEs);
    expect((await get({})).body).toBe(PAGES.loginEs);
  });

  it('answers in English to a browser that asks for it, or chose it', async () => {
    expect((await get({ 'accept-language': 'en-GB' })).body).toBe(PAGES.loginEn);
    expect((await get({ cookie: 'thoughtful_language=en' })).body).toBe(PAGES.loginEn);
  });
});
