import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, searchTerms } from './full-text-search';

describe('searchTerms: what the user typed, as plain words', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchTerms('Climate-change, NOW!')).toEqual(['climate', 'change', 'now']);
    expect(searchTerms("l'école 2024")).toEqual(['l', 'école', '2024']);
  });

  it('drops every piece of query syntax', () => {
    expect(searchTerms('"clim*" OR (a AND b) NEAR/2 -x :* & | ! <->')).toEqual([
      'clim',
      'or',
      'a',
      'and',
      'b',
      'near',
      '2',
      'x',
    ]);
    expect(searchTerms("'; drop table ideas; --")).toEqual(['drop', 'table', 'ideas']);
  });

  it('answers no words for empty or punctuation-only input', () => {
    for (const input of ['', '   ', '"', "''", '*', '()[]{}', '\u0000', '\u0301', '🌍🌍']) {
      expect(searchTerms(input)).toEqual([]);
    }
  });

  it('keeps combining marks with their letter and normalises to NFC', () => {
    expect(searchTerms('cafe\u0301')).toEqual(['café']);
  });

  it('keeps the last words (the one being typed matters most) and cuts long ones', () => {
    const words = Array.from({ length: MAX_SEARCH_TERMS + 3 }, (_, i) => `w${i}`);
    const kept = searchTerms(words.join(' '));
    expect(kept).toHaveLength(MAX_SEARCH_TERMS);
    expect(kept.at(-1)).toBe(`w${MAX_SEARCH_TERMS + 2}`);
    expect(searchTerms('x'.repeat(MAX_TERM_LENGTH + 10))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
  });
});
