import { describe, expect, it } from 'vitest';
import { displayUrl } from './display-url';

describe('displayUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayUrl('https://example.org/')).toBe('example.org');
    expect(displayUrl('https://example.org/a/b?c=1')).toBe('example.org/a/b?c=1');
    expect(displayUrl('not a url')).toBe('not a url');
  });
});
