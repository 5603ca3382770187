import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../http/errors';
import { parsePage, parsePageUrl } from './scrape.service';

const page = new URL('https://news.example.org/a/story.html?x=1');

describe('parsePage', () => {
  it('collapses the title and prefers <title> to og:title', () => {
    const html = '<title>\n  Big \t news\n</title><meta property="og:title" content="OG">';
    expect(parsePage(Buffer.from(html), page).title).toBe('Big news');
    expect(
      parsePage(Buffer.from('<meta property="og:title" content=" OG  only ">'), page).title,
    ).toBe('OG only');
    expect(parsePage(Buffer.from('<p>nothing</p>'), page).title).toBe('');
  });

  it('lists og:image first, resolves relative addresses, drops duplicates and non-http ones', () => {
    const html = `<head><meta property="og:image" content="//cdn.example.org/og.jpg"></head>
      <img src="pic.png"><img src="/pic2.png#x"><img src="https://cdn.example.org/og.jpg">
      <img src="data:image/png;base64,AAAA" data-src="lazy.png"><img src="javascript:alert(1)">
      <img src="ftp://example.org/x.png"><img src="http://[bad"><img>`;
    expect(parsePage(Buffer.from(html), page).imageUrls).toEqual([
      'https://cdn.example.org/og.jpg',
      'https://news.example.org/a/pic.png',
      'https://news.example.org/pic2.png',
      'https://news.example.org/a/lazy.png',
    ]);
  });

  it('honours <base href> when it is http(s)', () => {
    const withBase = '<base href="https://static.example.org/img/"><img src="a.png">';
    expect(parsePage(Buffer.from(withBase), page).imageUrls).toEqual([
      'https://static.example.org/img/a.png',
    ]);
    const badBase = '<base href="javascript:void(0)/"><img src="a.png">';
    expect(parsePage(Buffer.from(badBase), page).imageUrls).toEqual([
      'https://news.example.org/a/a.png',
    ]);
  });

  it('decodes the charset the page or its headers declare', () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>Caf\xe9</title>', 'latin1');
    expect(parsePage(latin1, page).title).toBe('Café');
    const header = Buffer.from('<title>Caf\xe9</title>', 'latin1');
    expect(parsePage(header, page, 'ISO-8859-1').title).toBe('Café');
  });
});

describe('parsePageUrl', () => {
  it.each(['http://example.org', 'https://example.org/a?b=c#d', ' https://example.org/ '])(
    'accepts %j',
    (raw) => {
      expect(parsePageUrl(raw).protocol).toMatch(/^https?:$/);
    },
  );

  it.each([
    'ftp://example.org',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'example.org',
    'http://',
    '',
  ])('refuses %j as Invalid url.', (raw) => {
    expect(() => parsePageUrl(raw)).toThrow(BadRequestError);
  });
});
