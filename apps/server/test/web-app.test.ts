import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveWebBuild } from './helpers/web-dist';

describe('serving the built web app', () => {
  const app = serveWebBuild((dir) => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Thoughtful</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  });

  it.each(['/', '/login', '/idea/123/1000/2', '/some/unknown/page'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<title>Thoughtful</title>');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await app().inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps unknown API paths as JSON 404s, not the page', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ msg: 'Not found', code: 'HTTP_MESSAGES.NOT_FOUND' }] });
    const post = await app().inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});
