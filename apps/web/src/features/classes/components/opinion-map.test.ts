import { describe, expect, it } from 'vitest';
import { nameTagPlace, spreadMarks } from './opinion-map';

const bounds = { min: 9, max: 311 };

function closest(spots: readonly { x: number; y: number }[]): number {
  let best = Infinity;
  for (let i = 0; i < spots.length; i += 1) {
    for (let j = i + 1; j < spots.length; j += 1) {
      best = Math.min(best, Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y));
    }
  }
  return best;
}

describe('the opinion map’s marks, spread so that none hides another', () => {
  it('leaves marks already apart where they are', () => {
    const places = [
      { x: 50, y: 50 },
      { x: 100, y: 50 },
      { x: 200, y: 250 },
    ];
    expect(spreadMarks(places, 16, bounds)).toEqual(places);
  });

  it('parts a tight cluster, and marks at the very same place, by at least the spacing', () => {
    const cluster = Array.from({ length: 12 }, (_, i) => ({
      x: 80 + (i % 3) * 0.5,
      y: 90 + (i % 2) * 0.5,
    }));
    const same = Array.from({ length: 5 }, () => ({ x: 240, y: 240 }));
    const spots = spreadMarks([...cluster, ...same], 16, bounds);
    expect(closest(spots)).toBeGreaterThanOrEqual(15.9);
    // Still near where they were: the cluster stays a cluster.
    for (const spot of spots.slice(0, 12))
      expect(Math.hypot(spot.x - 80, spot.y - 90)).toBeLessThan(40);
    // The same every time.
    expect(spreadMarks([...cluster, ...same], 16, bounds)).toEqual(spots);
  });

  it('keeps marks inside the map, even in a corner', () => {
    const corner = Array.from({ length: 6 }, () => ({ x: 311, y: 9 }));
    const spots = spreadMarks(corner, 16, bounds);
    for (const spot of spots) {
      expect(spot.x).toBeGreaterThanOrEqual(bounds.min);
      expect(spot.x).toBeLessThanOrEqual(bounds.max);
      expect(spot.y).toBeGreaterThanOrEqual(bounds.min);
      expect(spot.y).toBeLessThanOrEqual(bounds.max);
    }
    expect(closest(spots)).toBeGreaterThanOrEqual(15.9);
  });
});

describe('the name tag of the mark shown', () => {
  it('starts at a mark on the left, ends at one on the right, and stays inside the map', () => {
    expect(nameTagPlace({ x: 40, y: 100 }, 10)).toMatchObject({ anchor: 'start', x: 34 });
    expect(nameTagPlace({ x: 300, y: 100 }, 10)).toMatchObject({ anchor: 'end', x: 306 });
    // Too long for either side: centred, as far in as it needs.
    const long = nameTagPlace({ x: 150, y: 100 }, 40);
    expect(long.anchor).toBe('middle');
    const half = (40 * 0.64 * 12) / 2;
    expect(long.x - half).toBeGreaterThanOrEqual(3.99);
    expect(long.x + half).toBeLessThanOrEqual(316.01);
  });

  it('goes above the mark, or below it near the top', () => {
    expect(nameTagPlace({ x: 40, y: 100 }, 5).y).toBeLessThan(100);
    expect(nameTagPlace({ x: 40, y: 20 }, 5).y).toBeGreaterThan(20);
  });
});
