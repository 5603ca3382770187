import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { ExternalLinkIcon, VideoOffIcon } from '../../theme/icons';
import { listenForSdkFailure } from './video-sdk-failures';
import { VIDEO_PLAYER_TEXT } from './widgets-text';
import { isYouTubeAddress, youtubeEmbedAddress } from './youtube-embed';
import { YouTubeFrame } from './youtube-frame';
import { useSpokenLanguage } from '../../lib/i18n';

// react-player loads only when a video is shown, and never for YouTube (YouTubeFrame).
const ReactPlayer = lazy(() => import('react-player'));

/** HTMLMediaElement.HAVE_METADATA: the video's size and length are known. */
const HAVE_METADATA = 1;

/** A player that has neither loaded nor failed by then is taken as failed (e.g. offline). */
export const VIDEO_LOAD_TIMEOUT_MS = 20_000;

export type VideoLoadStatus = 'loading' | 'ready' | 'failed';

/** What react-player renders: a <video>, or a custom element with the same API (Vimeo). */
type MediaLike = Pick<HTMLMediaElement, 'readyState' | 'error'> & EventTarget;

export interface VideoPlayerProps {
  /** The video's page (YouTube, Vimeo …) or file address. */
  url: string;
  /** Names the player for assistive technology (e.g. the inTell's headline). */
  title?: string;
  /** Called once the video's metadata has loaded (the web-link create flow checks it). */
  onReady?: () => void;
  /** Called when the player cannot load the video (an error, its host unreachable, a time-out). */
  onError?: () => void;
  /** How long the player may take to load before it counts as failed. */
  timeoutMs?: number;
}

/**
 * Reports the media element's own state. react-player's onReady fires when loading merely starts,
 * and on a first lazy render the element starts loading before React shows it (Suspense holds
 * the reveal back), so its early events can be missed. The element is therefore read when it is
 * attached (readyState, error) and then listened to directly.
 */
function useMediaStatus(element: MediaLike | null, onReady: () => void, onError: () => void) {
  const callbacks = useRef({ onReady, onError });
  useEffect(() => {
    callbacks.current = { onReady, onError };
  });
  useEffect(() => {
    if (element === null) return;
    const ready = () => callbacks.current.onReady();
    const failed = () => callbacks.current.onError();
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

/**
 * The video player (spec accounts §2): a 16:9 player as wide as its column. While the video loads
 * it says so; when the video cannot be loaded (its host unreachable, a broken file, nothing within
 * the time-out) the player gives way to a message and a link that opens the video on its site, so
 * the member can go on. A failure is final, even after a late 'ready'; a YouTube
 * embed's own error fails the player even after it was ready, since the embed may say it is ready
 * before it knows whether the video can play.
 *
 * YouTube videos play in YouTube's embed page in a plain frame (YouTubeFrame), so no YouTube
 * script runs in our page; other addresses in react-player.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // Each address starts afresh: its own loading, its own failure.
  return <LoadingVideoPlayer key={props.url} {...props} />;
}

function LoadingVideoPlayer({
  url,
  title,
  onReady,
  onError,
  timeoutMs = VIDEO_LOAD_TIMEOUT_MS,
}: VideoPlayerProps) {
  useSpokenLanguage();
  const label = title ? VIDEO_PLAYER_TEXT.labelOf(title) : VIDEO_PLAYER_TEXT.label;
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<VideoLoadStatus>('loading');
  const callbacks = useRef({ onReady, onError });
  useEffect(() => {
    callbacks.current = { onReady, onError };
  });

  const settled = useRef<VideoLoadStatus>('loading');
  const settle = useCallback((next: 'ready' | 'failed', evenAfterReady = false) => {
    const open =
      settled.current === 'loading' ||
      (settled.current === 'ready' && next === 'failed' && evenAfterReady);
    if (!open) return;
    settled.current = next;
    setStatus(next);
    if (next === 'ready') callbacks.current.onReady?.();
    else callbacks.current.onError?.();
  }, []);

  // A YouTube address plays in the embed, or (a channel, the home page: no video) not at all.
  const youtube = isYouTubeAddress(url);
  const embedUrl = youtube ? youtubeEmbedAddress(url, window.location.origin) : null;
  useEffect(() => {
    if (youtube && embedUrl === null) settle('failed');
  }, [youtube, embedUrl, settle]);

  useMediaStatus(
    element,
    () => settle('ready'),
    () => settle('failed'),
  );

  const loading = status === 'loading';
  useEffect(() => {
    if (!loading) return;
    const fail = () => settle('failed');
    const timer = setTimeout(fail, timeoutMs);
    const stopListening = listenForSdkFailure(fail);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [loading, timeoutMs, settle]);

  if (status === 'failed') {
    return (
      <div role="group" aria-label={label} className="th-video-failed">
        <VideoOffIcon size={28} className="th-video-failed-icon" />
        <div role="status">
          <p className="fw-semibold mb-1">{VIDEO_PLAYER_TEXT.failed}</p>
          <p className="small text-body-secondary mb-2">{VIDEO_PLAYER_TEXT.failedHint}</p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          >
            {VIDEO_PLAYER_TEXT.openOnSite}
            <ExternalLinkIcon size={14} />
          </a>
        </div>
      </div>
    );
  }

  return (
    <div role="group" aria-label={label} className="ratio ratio-16x9 th-video">
      {youtube ? (
        embedUrl === null ? null : (
          <YouTubeFrame
            embedUrl={embedUrl}
            title={title ? VIDEO_PLAYER_TEXT.youtubeFrameOf(title) : VIDEO_PLAYER_TEXT.youtubeFrame}
            onReady={() => settle('ready')}
            onError={() => settle('failed', true)}
          />
        )
      ) : (
        <Suspense fallback={null}>
          <ReactPlayer
            ref={setElement}
            src={url}
            controls
            width="100%"
            height="100%"
            onError={() => settle('failed')}
          />
        </Suspense>
      )}
      {loading ? (
        <div role="status" className="th-video-loading">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{VIDEO_PLAYER_TEXT.loading}</span>
        </div>
      ) : null}
    </div>
  );
}
