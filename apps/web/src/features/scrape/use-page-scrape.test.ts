import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isFetched, pageUrlOf, scrapeFailure, scrapeOutcome } from './use-page-scrape';

describe('pageUrlOf', () => {
  it('normalises a web address and refuses anything else', () => {
    expect(pageUrlOf(' example.org/a ')).toBe('https://example.org/a');
    expect(pageUrlOf('http://example.org')).toBe('http://example.org');
    expect(pageUrlOf('')).toBeNull();
    expect(pageUrlOf('not a url')).toBeNull();
  });
});

describe('scrape outcomes (content §7: a 403 is valid, any other failure invalid)', () => {
  const url = 'https://example.org/';

  it('reads a fetched page and a 403', () => {
    expect(scrapeOutcome(url, { scraped: true, title: 'T', images: [] })).toEqual({
      status: 'scraped',
      url,
      title: 'T',
      images: [],
    });
    expect(scrapeOutcome(url, { scraped: false })).toEqual({
      status: 'not-scraped',
      url,
      reason: 'forbidden',
    });
    expect(scrapeOutcome(url, { scraped: false, reason: 'unreachable' })).toEqual({
      status: 'not-scraped',
      url,
      reason: 'unreachable',
    });
    expect(isFetched({ status: 'not-scraped', url, reason: 'unreachable' })).toBe(true);
  });

  it("takes the server's 400 and 422 as 'Invalid url.'", () => {
    expect(scrapeFailure(url, new ApiError(422, ['Invalid url.']))).toEqual({ status: 'invalid' });
    expect(scrapeFailure(url, new ApiError(400, ['Invalid url.']))).toEqual({ status: 'invalid' });
  });

  it('tells other failures as they are', () => {
    const failed = scrapeFailure(url, new ApiError(429, ['Too many requests']));
    expect(failed).toEqual({ status: 'failed', url, messages: ['Too many requests'] });
    expect(isFetched(failed)).toBe(false);
  });
});
