import { describe, expect, it } from 'vitest';
import { OpenStreams, streamCaps, STREAMS_PER_ADDRESS, STREAMS_PER_MEMBER } from './open-streams';

const nothing = () => undefined;

describe('OpenStreams', () => {
  it('refuses a member past its cap, then an address past its own', () => {
    const streams = new OpenStreams({ perMember: 2, perAddress: 3 });
    expect(streams.take('ann', '10.0.0.1', nothing)).toHaveProperty('end');
    expect(streams.take('ann', '10.0.0.2', nothing)).toHaveProperty('end');
    expect(streams.take('ann', '10.0.0.3', nothing)).toBe('member');
    expect(streams.take('bob', '10.0.0.1', nothing)).toHaveProperty('end');
    expect(streams.take('cid', '10.0.0.1', nothing)).toHaveProperty('end');
    expect(streams.take('dan', '10.0.0.1', nothing)).toBe('address');
    // A refusal takes no place.
    expect(streams.counts).toEqual({ streams: 4, members: 3, addresses: 2 });
  });

  it('forgets members and addresses once their last stream ends, however often end is called', () => {
    const streams = new OpenStreams({ perMember: 5, perAddress: 5 });
    const places = Array.from({ length: 5 }, (_, i) =>
      streams.take(`m${i % 2}`, `a${i % 3}`, nothing),
    );
    for (const place of places) {
      if (typeof place === 'string') throw new Error(place);
      place.end();
      place.end();
    }
    expect(streams.counts).toEqual({ streams: 0, members: 0, addresses: 0 });
    // The places are back: the caps count from zero again.
    for (let i = 0; i < 5; i++) expect(streams.take('m0', 'a0', nothing)).toHaveProperty('end');
  });

  it('closes every open stream at shutdown', () => {
    const streams = new OpenStreams({ perMember: 5, perAddress: 5 });
    const closed: number[] = [];
    for (let i = 0; i < 3; i++) streams.take('m', 'a', () => closed.push(i));
    streams.closeAll();
    expect(closed).toEqual([0, 1, 2]);
  });

  it('scales its caps with RATE_LIMIT_SCALE, never below 1', () => {
    expect(streamCaps(1)).toEqual({
      perMember: STREAMS_PER_MEMBER,
      perAddress: STREAMS_PER_ADDRESS,
    });
    expect(streamCaps(100).perMember).toBe(STREAMS_PER_MEMBER * 100);
    expect(streamCaps(0.001)).toEqual({ perMember: 1, perAddress: 1 });
  });
});
