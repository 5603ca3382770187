import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, searchTerms } from './full-text-search';

describe('searchTerms: what the user typed, as plain words', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchTerms('Climate-change, NOW!')).toEqual(['climate', 'change', 'now']);
    expect(searchTerms("l'école 2024")).toEqual(['l', 'ecole', '2024']);
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

  it('normalises to NFC and folds accents as the index does', () => {
    expect(searchTerms('cafe\u0301')).toEqual(['cafe']);
    expect(searchTerms('García MÁRQUEZ Łódź Øresund')).toEqual([
      'garcia',
      'marquez',
      // Letters with a stroke do not decompose; FTS5 keeps them too.
      'łodz',
      'øresund',
    ]);
    // Letters of other scripts are kept as they are.
    expect(searchTerms('Ελλάδα 東京')).toEqual(['ελλάδα', '東京']);
  });

  it('keeps the last words (the one being typed matters most) and cuts long ones', () => {
    const words = Array.from({ length: MAX_SEARCH_TERMS + 3 }, (_, i) => `w${i}`);
    const kept = searchTerms(words.join(' '));
    expect(kept).toHaveLength(MAX_SEARCH_TERMS);
    expect(kept.at(-1)).toBe(`w${MAX_SEARCH_TERMS + 2}`);
    expect(searchTerms('x'.repeat(MAX_TERM_LENGTH + 10))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
  });
});
