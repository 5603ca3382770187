import { describe, expect, it } from 'vitest';
import {
  expertiseOf,
  IDEA_SCALE_READ_MESSAGES,
  IdeaNotesQuery,
  toPlotValue,
} from './idea-scale-read-schemas';

describe('toPlotValue', () => {
  it('rounds to 0.01 and reads -2, null and non-finite numbers as unanswered', () => {
    expect(toPlotValue(0.123456)).toBe(0.12);
    expect(toPlotValue(-0.666)).toBe(-0.67);
    expect(toPlotValue(0.005)).toBe(0.01);
    expect(toPlotValue(-0.004)).toBe(0);
    expect(Object.is(toPlotValue(-0.004), -0)).toBe(false);
    expect(toPlotValue(4)).toBe(4);
    expect(toPlotValue(-2)).toBeNull();
    expect(toPlotValue(null)).toBeNull();
    expect(toPlotValue(undefined)).toBeNull();
    expect(toPlotValue(Number.NaN)).toBeNull();
  });
});

describe('expertiseOf', () => {
  it('gives levels 2, 3 and 4 their statements and nothing else', () => {
    expect(expertiseOf(2)).toEqual({
      level: 2,
      statement: 'I have an above-average understanding of this topic.',
    });
    expect(expertiseOf(3)?.statement).toBe('I am very knowledgeable about this topic.');
    expect(expertiseOf(4)?.statement).toBe('I am an expert on this topic.');
    for (const c of [null, undefined, 0.1, 0.5, 1, 1.5, 5]) expect(expertiseOf(c)).toBeNull();
  });
});

describe('IdeaNotesQuery', () => {
  const messages = (query: unknown) => {
    const parsed = IdeaNotesQuery.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('defaults the page size and reads numbers from the query text', () => {
    expect(IdeaNotesQuery.parse({})).toEqual({ limit: 20 });
    expect(IdeaNotesQuery.parse({ limit: '100', scale: 'score', min: '-0.5', max: '2' })).toEqual({
      limit: 100,
      scale: 'score',
      min: -0.5,
      max: 2,
    });
    expect(IdeaNotesQuery.parse({ scale: 'emotion' })).toEqual({ limit: 20, scale: 'emotion' });
  });

  it('refuses bad limits, scales, numbers and cursors with their messages', () => {
    for (const limit of ['0', '101', '1.5', 'ten', '']) {
      expect(messages({ limit })).toEqual([IDEA_SCALE_READ_MESSAGES.LIMIT]);
    }
    expect(messages({ scale: 'note' })).toEqual([IDEA_SCALE_READ_MESSAGES.SCALE]);
    for (const min of ['', '1e3', 'Infinity', '0x10', ' 1']) {
      expect(messages({ scale: 'sound', min })).toEqual([IDEA_SCALE_READ_MESSAGES.MIN]);
    }
    expect(messages({ cursor: 'a b' })).toEqual([IDEA_SCALE_READ_MESSAGES.INVALID_CURSOR]);
    expect(messages({ cursor: '' })).toEqual([IDEA_SCALE_READ_MESSAGES.INVALID_CURSOR]);
  });

  it('needs a scale for a range, and min not above max', () => {
    expect(messages({ min: '0' })).toEqual([IDEA_SCALE_READ_MESSAGES.RANGE_NEEDS_SCALE]);
    expect(messages({ scale: 'sound', min: '0.6', max: '0.5' })).toEqual([
      IDEA_SCALE_READ_MESSAGES.MIN_ABOVE_MAX,
    ]);
    expect(messages({ scale: 'sound', min: '0.5', max: '0.5' })).toEqual([]);
  });
});
