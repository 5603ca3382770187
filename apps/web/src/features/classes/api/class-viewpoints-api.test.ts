import { describe, expect, it } from 'vitest';
import { combinedWaitMs } from './class-viewpoints-api';

describe('reading classes together again while their map is worked out (issue 43)', () => {
  it('waits 3 s, then twice as long each time, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(combinedWaitMs)).toEqual([
      3000, 6000, 12_000, 24_000, 48_000, 60_000, 60_000, 60_000,
    ]);
    expect(combinedWaitMs(0)).toBe(3000);
  });
});
