import { describe, expect, it } from 'vitest';
import { matchesRoute, matchesValidator } from './route-pages';

describe('matchesRoute: an address against a route of the web app', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/Login', true],
    ['/login', '/logins', false],
    ['/login', '/login/x', false],
    ['/confirm/:id/:code', '/confirm/a/b', true],
    ['/confirm/:id/:code', '/confirm/a', false],
    ['/confirm/:id/:code', '/confirm/a/b/c', false],
    ['/idea/:id/:mode?/:field?', '/idea/a', true],
    ['/idea/:id/:mode?/:field?', '/idea/a/links/roots', true],
    ['/idea/:id/:mode?/:field?', '/idea', false],
    ['/idea/:id/:mode?/:field?', '/idea/a/b/c/d', false],
    ['/terms-of-use', '/terms%2Dof%2Duse', true],
    ['/terms-of-use', '/%E0%A4%A', false],
    ['/*', '/anything/at/all', true],
    ['/*', '/', true],
  ])('%s against %s: %s', (pattern, pathname, want) => {
    expect(matchesRoute(pattern, pathname)).toBe(want);
  });
});

describe("matchesValidator: a browser's If-None-Match against a page's validator", () => {
  it.each([
    [undefined, false],
    ['', false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"xyz", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('%s: %s', (header, want) => {
    expect(matchesValidator(header, 'W/"abc"')).toBe(want);
  });
});
