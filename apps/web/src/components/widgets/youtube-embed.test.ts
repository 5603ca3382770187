import { describe, expect, it } from 'vitest';
import {
  isYouTubeAddress,
  readEmbedMessage,
  youtubeEmbedAddress,
  youtubeStartSeconds,
} from './youtube-embed';

const ORIGIN = 'https://thoughtful.example.org';
const embed = (address: string) => youtubeEmbedAddress(address, ORIGIN);
const params = (address: string) => Object.fromEntries(new URL(embed(address)!).searchParams);

describe('isYouTubeAddress', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/@somechannel',
    'youtube.com/watch?v=dQw4w9WgXcQ',
  ])('takes %s as YouTube', (address) => {
    expect(isYouTubeAddress(address)).toBe(true);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://media.example.org/clip.webm',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.example.org/watch?v=dQw4w9WgXcQ',
    'https://example.org/?next=https://youtu.be/dQw4w9WgXcQ',
    'not an address at all',
  ])('does not take %s as YouTube', (address) => {
    expect(isYouTubeAddress(address)).toBe(false);
  });
});

describe('youtubeEmbedAddress', () => {
  it('frames the video from youtube-nocookie.com, answering our origin', () => {
    const address = embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share');
    expect(address).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(params('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      enablejsapi: '1',
      origin: ORIGIN,
      rel: '0',
      playsinline: '1',
    });
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?si=x',
    'https://www.youtube.com/v/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('finds the video in %s', (address) => {
    expect(new URL(embed(address)!).pathname).toBe('/embed/dQw4w9WgXcQ');
  });

  it('starts where a shared link starts', () => {
    expect(params('https://youtu.be/dQw4w9WgXcQ?t=90').start).toBe('90');
    expect(params('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s').start).toBe('90');
    expect(params('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42').start).toBe('42');
    expect(params('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=later').start).toBeUndefined();
  });

  it('plays a playlist, alone or from one of its videos', () => {
    const list = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
    const alone = new URL(embed(`https://www.youtube.com/playlist?list=${list}`)!);
    expect(alone.pathname).toBe('/embed/videoseries');
    expect(alone.searchParams.get('list')).toBe(list);
    const within = new URL(embed(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${list}`)!);
    expect(within.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(within.searchParams.get('list')).toBe(list);
  });

  it('finds nothing to play in a channel, the home page, a malformed id or another site', () => {
    expect(embed('https://www.youtube.com/@somechannel')).toBeNull();
    expect(embed('https://www.youtube.com/')).toBeNull();
    expect(embed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(embed('https://youtu.be/')).toBeNull();
    expect(embed('https://vimeo.com/76979871')).toBeNull();
  });

  it('keeps the video id from leaking anything else into the embed address', () => {
    expect(embed('https://www.youtube.com/watch?v=../../evil')).toBeNull();
    expect(embed('https://www.youtube.com/playlist?list=a"b')).toBeNull();
  });
});

describe('youtubeStartSeconds', () => {
  it.each([
    ['t=75', 75],
    ['t=75s', 75],
    ['t=2m', 120],
    ['t=1h2m3s', 3723],
    ['start=10', 10],
  ])('reads %s as %i s', (query, seconds) => {
    expect(youtubeStartSeconds(new URL(`https://youtu.be/dQw4w9WgXcQ?${query}`))).toBe(seconds);
  });

  it('ignores a missing, zero or unreadable time', () => {
    for (const query of ['', 't=0', 't=abc', 't=1x']) {
      expect(youtubeStartSeconds(new URL(`https://youtu.be/dQw4w9WgXcQ?${query}`))).toBeUndefined();
    }
  });
});

describe('readEmbedMessage', () => {
  it("reads the embed's JSON messages", () => {
    expect(readEmbedMessage('{"event":"onReady","id":1,"channel":"widget"}')).toEqual({
      event: 'onReady',
      info: undefined,
    });
    expect(readEmbedMessage('{"event":"onError","info":150}')).toEqual({
      event: 'onError',
      info: 150,
    });
    expect(readEmbedMessage({ event: 'infoDelivery', info: { playerState: 1 } })).toEqual({
      event: 'infoDelivery',
      info: { playerState: 1 },
    });
  });

  it('ignores anything else', () => {
    for (const data of ['not json', '42', 'null', '{"info":1}', '{"event":5}', null, 7]) {
      expect(readEmbedMessage(data)).toBeNull();
    }
  });
});
