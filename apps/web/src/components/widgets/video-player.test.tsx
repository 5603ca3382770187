import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_LOAD_TIMEOUT_MS, VideoPlayer } from './video-player';
import { VIDEO_PLAYER_TEXT } from './widgets-text';
import { EMBED_SILENCE_MS } from './youtube-frame';

// react-player: a player whose <video> loads ('ready' in its address), fails ('broken') or says
// nothing (any other address, as a hosted player whose host never answers).
vi.mock('react-player', () => {
  function FakePlayer({ src, ref }: { src: string; ref?: Ref<HTMLVideoElement> }) {
    const own = useRef<HTMLVideoElement | null>(null);
    useImperativeHandle(ref, () => own.current!, []);
    useEffect(() => {
      const event = src.includes('ready')
        ? 'loadedmetadata'
        : src.includes('broken')
          ? 'error'
          : null;
      if (event === null) return;
      const timer = setTimeout(() => own.current?.dispatchEvent(new Event(event)), 0);
      return () => clearTimeout(timer);
    }, [src]);
    return <video ref={own} aria-label="fake player" />;
  }
  return { default: FakePlayer };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function settle() {
  // The lazy player's chunk, then its first events.
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(1);
  });
}

describe('VideoPlayer', () => {
  it('says it is loading until the video is ready, then shows only the player', async () => {
    const onReady = vi.fn();
    render(
      <VideoPlayer url="https://media.example.org/ready.webm" title="A clip" onReady={onReady} />,
    );
    expect(screen.getByRole('status').textContent).toBe(VIDEO_PLAYER_TEXT.loading);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('group', { name: 'Video: A clip' })).toBeTruthy();
  });

  it('gives way to a message and a link to the video when it fails', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const url = 'https://media.example.org/broken.webm';
    render(<VideoPlayer url={url} onError={onError} />);
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
    const open = screen.getByRole('link', { name: VIDEO_PLAYER_TEXT.openOnSite });
    expect(open.getAttribute('href')).toBe(url);
    expect(screen.queryByLabelText('fake player')).toBeNull();
  });

  it('counts a video that neither loads nor fails within the time-out as failed', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    render(<VideoPlayer url="https://vimeo.com/76979871" onError={onError} />);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_LOAD_TIMEOUT_MS - 10));
    expect(onError).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
  });

  it("fails at once, and handles the rejection, when its host's script cannot load", async () => {
    const onError = vi.fn();
    render(<VideoPlayer url="https://vimeo.com/76979871" onError={onError} />);
    const script = document.createElement('script');
    const reason = new Event('error');
    Object.defineProperty(reason, 'target', { value: script });
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: reason });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
  });

  it('leaves other rejections alone', () => {
    const onError = vi.fn();
    render(<VideoPlayer url="https://vimeo.com/76979871" onError={onError} />);
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('something else') });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s';
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The embed's frame, as the player shows it. */
function youtubeFrame(): HTMLIFrameElement {
  return screen.getByTitle<HTMLIFrameElement>(/^YouTube video player/);
}

/** A message from the embed in `frame` (or from elsewhere), as YouTube's embed posts it. */
function postFromEmbed(
  frame: HTMLIFrameElement,
  data: Record<string, unknown>,
  from: { origin?: string; source?: Window | null } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ ...data, id: 'x', channel: 'widget' }),
        origin: from.origin ?? EMBED_ORIGIN,
        source: from.source === undefined ? frame.contentWindow : from.source,
      }),
    );
  });
}

/** The messages the player posted to the embed, parsed, with the origin each was addressed to. */
function postsTo(frame: HTMLIFrameElement) {
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  return () =>
    post.mock.calls.map(([message, target]) => ({
      ...(JSON.parse(message as string) as Record<string, unknown>),
      target,
    }));
}

describe('VideoPlayer with a YouTube address (no YouTube script in our page)', () => {
  it("frames YouTube's embed, named for assistive technology, and starts where the link does", () => {
    render(<VideoPlayer url={YOUTUBE} title="A talk on listening" />);
    const frame = youtubeFrame();
    expect(frame.title).toBe('YouTube video player: A talk on listening');
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${EMBED_ORIGIN}/embed/dQw4w9WgXcQ`);
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.searchParams.get('start')).toBe('65');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.closest('.ratio-16x9')).not.toBeNull();
    // react-player (whose YouTube player loads YouTube's script) is not used.
    expect(screen.queryByLabelText('fake player')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(VIDEO_PLAYER_TEXT.loading);
  });

  it('asks the loaded embed to talk, and is ready when its player is', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    render(<VideoPlayer url={YOUTUBE} onReady={onReady} />);
    const frame = youtubeFrame();
    const posted = postsTo(frame);
    fireEvent.load(frame);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    // Again and again until the embed answers, addressed to YouTube's origin only.
    expect(posted().length).toBeGreaterThan(1);
    for (const message of posted()) {
      expect(message).toMatchObject({
        event: 'listening',
        channel: 'widget',
        target: EMBED_ORIGIN,
      });
    }

    postFromEmbed(frame, { event: 'initialDelivery', info: { duration: 212 } });
    const count = posted().length;
    expect(posted()[count - 1]).toMatchObject({
      event: 'command',
      func: 'addEventListener',
      args: ['onError'],
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(posted()).toHaveLength(count);
    expect(onReady).not.toHaveBeenCalled();

    postFromEmbed(frame, { event: 'onReady' });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(youtubeFrame()).toBe(frame);
  });

  it('reads no message but those of its own frame on YouTube’s origin', () => {
    const onReady = vi.fn();
    render(<VideoPlayer url={YOUTUBE} onReady={onReady} />);
    const frame = youtubeFrame();
    fireEvent.load(frame);
    postFromEmbed(frame, { event: 'onReady' }, { origin: 'https://evil.example.org' });
    postFromEmbed(frame, { event: 'onReady' }, { source: window });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'not json',
          origin: EMBED_ORIGIN,
          source: frame.contentWindow,
        }),
      );
    });
    expect(onReady).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(VIDEO_PLAYER_TEXT.loading);
  });

  it("fails when the embed reports the video's error, even after it was ready", () => {
    const onReady = vi.fn();
    const onError = vi.fn();
    render(<VideoPlayer url={YOUTUBE} onReady={onReady} onError={onError} />);
    const frame = youtubeFrame();
    fireEvent.load(frame);
    postFromEmbed(frame, { event: 'onReady' });
    postFromEmbed(frame, { event: 'onError', info: 150 });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: VIDEO_PLAYER_TEXT.openOnSite }).getAttribute('href'),
    ).toBe(YOUTUBE);
    expect(screen.queryByTitle(/^YouTube video player/)).toBeNull();
  });

  it('fails soon after its frame loaded when the embed never answers (YouTube unreachable)', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    render(<VideoPlayer url={YOUTUBE} onError={onError} />);
    fireEvent.load(youtubeFrame());
    act(() => {
      vi.advanceTimersByTime(EMBED_SILENCE_MS - 10);
    });
    expect(onError).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(EMBED_SILENCE_MS).toBeLessThan(VIDEO_LOAD_TIMEOUT_MS);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
  });

  it('fails after the time-out when its frame never loads', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    render(<VideoPlayer url={YOUTUBE} onError={onError} />);
    act(() => {
      vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS - 10);
    });
    expect(onError).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('fails at once on a YouTube address that names no video', () => {
    const onError = vi.fn();
    const url = 'https://www.youtube.com/@somechannel';
    render(<VideoPlayer url={url} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: VIDEO_PLAYER_TEXT.openOnSite }).getAttribute('href'),
    ).toBe(url);
  });
});
