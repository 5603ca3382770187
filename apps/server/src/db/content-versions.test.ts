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
});
