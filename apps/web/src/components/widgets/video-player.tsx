import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingIndicator } from '../loading-indicator';
import { VIDEO_PLAYER_TEXT } from './widgets-text';

// react-player loads only when a video is shown.
const ReactPlayer = lazy(() => import('react-player'));

/** HTMLMediaElement.HAVE_METADATA: the video's size and length are known. */
const HAVE_METADATA = 1;

/** What the player renders: a <video>, or a custom element with the same API (YouTube, Vimeo). */
type MediaLike = Pick<HTMLMediaElement, 'readyState' | 'error'> & EventTarget;

export interface VideoPlayerProps {
  /** The video's page (YouTube, Vimeo …) or file address. */
  url: string;
  /** Names the player for assistive technology (e.g. the inTell's headline). */
  title?: string;
  /** Called once the video's metadata has loaded (the web-link create flow checks it). */
  onReady?: () => void;
  /** Called when the player cannot load the video. */
  onError?: () => void;
}

/**
 * Reports the media element's own state. react-player's onReady fires when loading merely starts,
 * and on a first lazy render the element starts loading before React shows it (Suspense holds
 * the reveal back), so its early events can be missed. The element is therefore read when it is
 * attached (readyState, error) and then listened to directly.
 */
function useMediaStatus(
  element: MediaLike | null,
  onReady: (() => void) | undefined,
  onError: (() => void) | undefined,
) {
  const callbacks = useRef({ onReady, onError });
  useEffect(() => {
    callbacks.current = { onReady, onError };
  });
  useEffect(() => {
    if (element === null) return;
    const ready = () => callbacks.current.onReady?.();
    const failed = () => callbacks.current.onError?.();
    if (element.error !== null && element.error !== undefined) failed();
    else if (element.readyState >= HAVE_METADATA) ready();
    element.addEventListener('loadedmetadata', ready);
    element.addEventListener('error', failed);
    return () => {
      element.removeEventListener('loadedmetadata', ready);
      element.removeEventListener('error', failed);
    };
  }, [element]);
}

/** The video player (spec accounts §2): a 16:9 player as wide as its column. */
export function VideoPlayer({ url, title, onReady, onError }: VideoPlayerProps) {
  const label = title ? `${VIDEO_PLAYER_TEXT.label}: ${title}` : VIDEO_PLAYER_TEXT.label;
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  useMediaStatus(element, onReady, onError);
  return (
    <div role="group" aria-label={label} className="ratio ratio-16x9">
      <Suspense fallback={<LoadingIndicator label={VIDEO_PLAYER_TEXT.loading} />}>
        <ReactPlayer
          ref={setElement}
          src={url}
          controls
          width="100%"
          height="100%"
          onError={onError}
        />
      </Suspense>
    </div>
  );
}
