import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_LOAD_TIMEOUT_MS, VideoPlayer } from './video-player';
import { VIDEO_PLAYER_TEXT } from './widgets-text';

// A player whose <video> loads ('ready' in its address), fails ('broken') or says nothing (any
// other address, as a hosted player whose host never answers).
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
    render(<VideoPlayer url="https://www.youtube.com/watch?v=x" onError={onError} />);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_LOAD_TIMEOUT_MS - 10));
    expect(onError).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(VIDEO_PLAYER_TEXT.failed)).toBeTruthy();
  });

  it("fails at once, and handles the rejection, when its host's script cannot load", async () => {
    const onError = vi.fn();
    render(<VideoPlayer url="https://www.youtube.com/watch?v=x" onError={onError} />);
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
    render(<VideoPlayer url="https://www.youtube.com/watch?v=x" onError={onError} />);
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('something else') });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});
