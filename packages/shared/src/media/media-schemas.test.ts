import { describe, expect, it } from 'vitest';
import { SCRAPE_MESSAGES } from './media-messages';
import { ScrapeQuery, ScrapeResponse, UploadKind } from './media-schemas';

describe('ScrapeQuery', () => {
  it.each(['http://example.org', 'https://example.org/page?x=1', '  HTTPS://Example.org/ '])(
    'accepts %j',
    (url) => {
      expect(ScrapeQuery.safeParse({ url }).success).toBe(true);
    },
  );

  it.each([
    '',
    'example.org',
    'ftp://example.org',
    'javascript:alert(1)',
    'http://a b',
    'https://',
  ])("refuses %j with 'Invalid url.'", (url) => {
    const result = ScrapeQuery.safeParse({ url });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([SCRAPE_MESSAGES.INVALID_URL]);
  });

  it('refuses a missing or repeated url', () => {
    expect(ScrapeQuery.safeParse({}).error?.issues[0]?.message).toBe(SCRAPE_MESSAGES.INVALID_URL);
    expect(ScrapeQuery.safeParse({ url: ['http://a', 'http://b'] }).success).toBe(false);
  });
});

describe('ScrapeResponse', () => {
  it('keeps only images larger than 10 by 10', () => {
    const ok = {
      scraped: true,
      title: 'T',
      images: [{ url: 'https://x/a.png', width: 11, height: 11 }],
    };
    expect(ScrapeResponse.safeParse(ok).success).toBe(true);
    const tooSmall = { ...ok, images: [{ url: 'https://x/a.png', width: 10, height: 50 }] };
    expect(ScrapeResponse.safeParse(tooSmall).success).toBe(false);
    expect(ScrapeResponse.safeParse({ scraped: false }).success).toBe(true);
  });
});

describe('UploadKind', () => {
  it('is image or pdf', () => {
    expect(UploadKind.options).toEqual(['image', 'pdf']);
    expect(UploadKind.safeParse('video').success).toBe(false);
  });
});
