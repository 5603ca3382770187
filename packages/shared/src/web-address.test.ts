import { describe, expect, it } from 'vitest';
import {
  isMediaPath,
  isValidWebAddress,
  normalizeMediaUrl,
  normalizeWebUrl,
  URL_MAX_LENGTH,
} from './web-address';

describe('isValidWebAddress (content spec §5: a web address with optional scheme)', () => {
  it.each([
    'https://en.wikipedia.org/wiki/Climate_change',
    'http://example.org',
    'HTTPS://Example.ORG/Path?q=1#top',
    'example.org',
    'www.example.org/a/b?c=d',
    'sub.domain.example.co.uk:8080/x',
    'bücher.example/straße',
    'xn--bcher-kva.example',
    '  https://example.org  ',
  ])('accepts %s', (url) => {
    expect(isValidWebAddress(url)).toBe(true);
  });

  it.each([
    '',
    'ab',
    'abc',
    'localhost',
    'example',
    'ftp://example.org',
    'javascript:alert(1)',
    'mailto:someone@example.org',
    'https://user:pass@example.org',
    'https://exa mple.org',
    'https://example.org/has space',
    'https://-example.org',
    'https://example.123',
    '//example.org',
    'https:/example.org',
  ])('refuses %j', (url) => {
    expect(isValidWebAddress(url)).toBe(false);
  });

  it('accepts an address at the length cap and refuses one past it', () => {
    const base = 'https://example.org/';
    expect(isValidWebAddress(base + 'a'.repeat(URL_MAX_LENGTH - base.length))).toBe(true);
    expect(isValidWebAddress(base + 'a'.repeat(URL_MAX_LENGTH - base.length + 1))).toBe(false);
  });
});

describe('normalizeWebUrl (stored URLs are http or https)', () => {
  it('puts https:// in front of a scheme-less address', () => {
    expect(normalizeWebUrl('example.org/page')).toBe('https://example.org/page');
    expect(normalizeWebUrl('  www.example.org ')).toBe('https://www.example.org');
  });
  it('keeps an http or https address as typed (trimmed)', () => {
    expect(normalizeWebUrl(' http://example.org/a ')).toBe('http://example.org/a');
    expect(normalizeWebUrl('HTTPS://example.org')).toBe('HTTPS://example.org');
  });
  it('answers null for anything else', () => {
    expect(normalizeWebUrl('ftp://example.org')).toBeNull();
    expect(normalizeWebUrl('not a url')).toBeNull();
    expect(normalizeWebUrl('')).toBeNull();
  });
  it('answers null when adding the scheme would pass the length cap', () => {
    const almost = 'example.org/' + 'a'.repeat(URL_MAX_LENGTH - 'example.org/'.length);
    expect(isValidWebAddress(almost)).toBe(true);
    expect(normalizeWebUrl(almost)).toBeNull();
  });
});

describe('media references', () => {
  it('accepts the media store paths and refuses tricks', () => {
    expect(isMediaPath('/media/2024/abc.pdf')).toBe(true);
    expect(isMediaPath('/media/abc_DEF-1.png')).toBe(true);
    expect(isMediaPath('/media/')).toBe(false);
    expect(isMediaPath('/media/../secret')).toBe(false);
    expect(isMediaPath('/media/a b.png')).toBe(false);
    expect(isMediaPath('/other/a.png')).toBe(false);
    expect(isMediaPath('media/a.png')).toBe(false);
  });
  it('normalises a media path as it is and a web address like any other', () => {
    expect(normalizeMediaUrl(' /media/a.pdf ')).toBe('/media/a.pdf');
    expect(normalizeMediaUrl('images.example.org/a.png')).toBe('https://images.example.org/a.png');
    expect(normalizeMediaUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});
