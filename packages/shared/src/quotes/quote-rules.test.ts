import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX_LENGTH, QUOTE_MAX_LENGTH } from '../constants';
import {
  isQuoteInSource,
  normalizeForQuoteMatch,
  QUOTE_MESSAGES,
  quoteKindOf,
  validateKeyPoint,
  validateQuote,
} from './quote-rules';

const source = {
  myPoint: 'Cities should plant more trees',
  myContent: 'Shade lowers street temperatures.\nIt’s cheaper than   air conditioning — by far.',
  text: '',
  url: '',
  isPdf: false,
  isVideo: false,
};
const page = { ...source, myPoint: 'A report', myContent: '', url: 'https://example.org/r' };

describe('quoteKindOf', () => {
  it('is a quote when there is a quotation, a key point when there is none', () => {
    expect(quoteKindOf({ text: 'words' })).toBe('quote');
    expect(quoteKindOf({ text: '   ' })).toBe('keyPoint');
  });
});

describe('isQuoteInSource', () => {
  it('finds an excerpt of the body, across a line break and collapsed spaces', () => {
    expect(isQuoteInSource('temperatures. It’s cheaper', source)).toBe(true);
    expect(isQuoteInSource('cheaper than air conditioning', source)).toBe(true);
  });

  it('treats typographic apostrophes and dashes as plain ones, and ignores case', () => {
    expect(isQuoteInSource("it's cheaper than air conditioning - by far", source)).toBe(true);
    expect(isQuoteInSource('PLANT MORE TREES', source)).toBe(true);
  });

  it('refuses words the inTell does not say', () => {
    expect(isQuoteInSource('Shade raises street temperatures', source)).toBe(false);
  });

  it('accepts any quote of an inTell that points to a web page, a PDF or a video', () => {
    expect(isQuoteInSource('anything the document says', page)).toBe(true);
    expect(isQuoteInSource('words', { ...source, isPdf: true })).toBe(true);
    expect(isQuoteInSource('words', { ...source, isVideo: true })).toBe(true);
  });

  it('normalizes white space and quote marks', () => {
    expect(normalizeForQuoteMatch('  “A”\t\n ‘b’ … ')).toBe('"a" \'b\' ...');
  });
});

describe('validateQuote', () => {
  it('accepts a quote of three characters found in the source, and no key point', () => {
    expect(validateQuote({ text: 'Sha', keyPoint: '' }, source)).toEqual([]);
  });

  it('refuses two characters, more than the maximum, and words not in the source', () => {
    expect(validateQuote({ text: ' Sh ', keyPoint: '' }, source)).toEqual([
      { field: 'text', msg: QUOTE_MESSAGES.QUOTE_INVALID },
    ]);
    const long = 'a'.repeat(QUOTE_MAX_LENGTH + 1);
    expect(validateQuote({ text: long, keyPoint: '' }, page)).toEqual([
      { field: 'text', msg: QUOTE_MESSAGES.QUOTE_TOO_LONG },
    ]);
    expect(validateQuote({ text: 'a'.repeat(QUOTE_MAX_LENGTH), keyPoint: '' }, page)).toEqual([]);
    expect(validateQuote({ text: 'Shade is nice', keyPoint: '' }, source)).toEqual([
      { field: 'text', msg: QUOTE_MESSAGES.QUOTE_NOT_IN_SOURCE },
    ]);
  });

  it('lists the quote problem first, then the key point problem', () => {
    expect(validateQuote({ text: 'xx', keyPoint: 'ab' }, source)).toEqual([
      { field: 'text', msg: QUOTE_MESSAGES.QUOTE_INVALID },
      { field: 'keyPoint', msg: QUOTE_MESSAGES.KEY_POINT_INVALID },
    ]);
  });
});

describe('validateKeyPoint', () => {
  it('needs more than 2 characters and at most 60', () => {
    expect(validateKeyPoint('ab ')).toEqual([
      { field: 'keyPoint', msg: QUOTE_MESSAGES.KEY_POINT_INVALID },
    ]);
    expect(validateKeyPoint('abc')).toEqual([]);
    expect(validateKeyPoint('k'.repeat(HEADLINE_MAX_LENGTH))).toEqual([]);
    expect(validateKeyPoint('k'.repeat(HEADLINE_MAX_LENGTH + 1))).toEqual([
      { field: 'keyPoint', msg: QUOTE_MESSAGES.KEY_POINT_TOO_LONG },
    ]);
  });
});
