import { describe, expect, it } from 'vitest';
import { queryShows, reconnectDelayMs, sseReader } from './live-events-client';

describe('reading the event stream', () => {
  it('gives the events of each complete change block, across pieces', () => {
    const sse = sseReader();
    expect(sse.push('retry: 5000\n\n: ping\n\nevent: change\ndata: [{"type":"idea",')).toEqual([]);
    expect(sse.push('"id":"i1"},{"type":"link","id":"l1"}]\n\nevent: change\r\n')).toEqual([
      { type: 'idea', id: 'i1' },
      { type: 'link', id: 'l1' },
    ]);
    expect(sse.push('data: [{"type":"activity","id":"a1"}]\r\n\r\n')).toEqual([
      { type: 'activity', id: 'a1' },
    ]);
  });

  it('leaves out other events and malformed data', () => {
    const sse = sseReader();
    expect(
      sse.push(
        'event: other\ndata: [{"type":"idea","id":"x"}]\n\nevent: change\ndata: nonsense\n\n' +
          'event: change\ndata: [{"type":"secret","id":"x"},{"type":"idea","id":""},{"type":"agent","id":"a"}]\n\n',
      ),
    ).toEqual([{ type: 'agent', id: 'a' }]);
  });
});

describe('reconnecting', () => {
  it('waits longer after each failure, up to 30 s, with jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelayMs(n, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1_250);
  });
});

describe('which queries an event refetches', () => {
  const shows = (key: readonly unknown[], ...events: Parameters<typeof queryShows>[0]) =>
    queryShows(events, { queryKey: key });

  it('an inTell: its screen, plots and notes, and the lists', () => {
    const idea = { type: 'idea', id: 'i1' } as const;
    expect(shows(['ideas', 'detail', 'i1'], idea)).toBe(true);
    expect(shows(['ideas', 'scales', 'i1', 4], idea)).toBe(true);
    expect(shows(['ideas', 'notes', 'i1', 4, null], idea)).toBe(true);
    expect(shows(['ideas', 'list', 'search', 'shade', 10], idea)).toBe(true);
    expect(shows(['ideas', 'detail', 'i2'], idea)).toBe(false);
    expect(shows(['agents', 'detail', 'i1'], idea)).toBe(false);
    expect(shows(['links', 'idea-idea', 'i1'], idea)).toBe(false);
  });

  it('a waveMaker, a link, an activity', () => {
    expect(shows(['agents', 'detail', 'a1'], { type: 'agent', id: 'a1' })).toBe(true);
    expect(shows(['agents', 'list'], { type: 'agent', id: 'a1' })).toBe(true);
    expect(shows(['agents', 'detail', 'a2'], { type: 'agent', id: 'a1' })).toBe(false);
    expect(shows(['links', 'idea-idea', 'l1'], { type: 'link', id: 'l1' })).toBe(true);
    expect(shows(['links', 'idea-agent', 'l2'], { type: 'link', id: 'l1' })).toBe(false);
    expect(shows(['activities'], { type: 'activity', id: 'x' })).toBe(true);
    expect(shows(['activities', 'student'], { type: 'activity', id: 'x' })).toBe(true);
    expect(shows(['ideas', 'detail', 'x'], { type: 'activity', id: 'x' })).toBe(false);
    expect(shows(['auth', 'user', 't'], { type: 'idea', id: 't' })).toBe(false);
  });

  it('a notification: the list of the member it names only', () => {
    const mine = { type: 'notification', id: 'u1' } as const;
    expect(shows(['notifications', 'mine', 'u1'], mine)).toBe(true);
    expect(shows(['notifications', 'mine', 'u2'], mine)).toBe(false);
    expect(shows(['activities'], mine)).toBe(false);
    expect(shows(['notifications', 'mine', 'u1'], { type: 'activity', id: 'u1' })).toBe(false);
  });
});
