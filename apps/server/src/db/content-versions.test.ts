import { describe, expect, it } from 'vitest';
import { VersionedCache } from './content-versions';

describe('answers kept while their content stands still (VersionedCache)', () => {
  it('gives back a value only at the version it was kept at', () => {
    const cache = new VersionedCache<string[]>(10);
    cache.set('shade', 3, ['a', 'b']);
    expect(cache.get('shade', 3)).toEqual(['a', 'b']);
    expect(cache.get('shade', 4)).toBeUndefined();
    // A newer version's miss drops the old entry.
    expect(cache.get('shade', 3)).toBeUndefined();
    expect(cache.get('trees', 3)).toBeUndefined();
  });

  it('keeps at most `size`, dropping the least recently used', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    expect(cache.get('a', 1)).toBe(1); // a is now the most recent
    cache.set('c', 1, 3); // drops b
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(1);
    expect(cache.get('c', 1)).toBe(3);
    cache.set('a', 2, 4); // replaced, not added
    expect(cache.get('a', 2)).toBe(4);
    expect(cache.get('c', 1)).toBe(3);
  });

  it('keeps at most `weight.max` of summed weight, dropping the least recently used', () => {
    const cache = new VersionedCache<string>(100, { of: (v) => v.length, max: 10 });
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    expect(cache.stats).toEqual({ entries: 2, weight: 8 });
    expect(cache.get('a', 1)).toBe('aaaa'); // a is now the most recent
    cache.set('c', 1, 'cccc'); // 12 > 10: drops b
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 2, weight: 8 });
    cache.set('a', 1, 'aa'); // replaced: its old weight goes
    expect(cache.stats).toEqual({ entries: 2, weight: 6 });
    cache.set('huge', 1, 'x'.repeat(11)); // heavier than the whole budget: not kept
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 2, weight: 6 });
    expect(cache.get('c', 2)).toBeUndefined(); // a stale miss drops it and its weight
    expect(cache.stats).toEqual({ entries: 1, weight: 2 });
  });
});
