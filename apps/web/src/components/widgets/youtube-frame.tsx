import { useEffect, useId, useRef } from 'react';
import { readEmbedMessage, YOUTUBE_EMBED_ORIGIN } from './youtube-embed';

/**
 * How long the embed may stay silent once its frame has loaded. A loaded embed answers our first
 * messages within a moment; a frame that loaded and never answers holds the browser's error page
 * (YouTube unreachable), so the player fails then rather than after its whole time-out.
 */
export const EMBED_SILENCE_MS = 5_000;

/** The embed ignores us until its player has started, so we ask again this often (as YouTube's API does). */
const LISTEN_EVERY_MS = 250;

interface EmbedCallbacks {
  onReady: () => void;
  onError: () => void;
}

interface EmbedChannel {
  /** The frame has (re)loaded: ask the embed to talk to us. */
  loaded: () => void;
  close: () => void;
}

/**
 * Talks to the embed in `frame` the way YouTube's IFrame API does: after each load it posts
 * `{"event":"listening"}` until the embed answers (with 'initialDelivery', then 'onReady'), then
 * asks for 'onError' with an 'addEventListener' command. Only messages from that frame, on
 * YouTube's origin, are read.
 */
function openEmbedChannel(
  frame: HTMLIFrameElement,
  frameId: string,
  callbacks: { current: EmbedCallbacks },
): EmbedChannel {
  let waiting: { repeat: number; silence: number } | null = null;

  const post = (message: Record<string, unknown>) => {
    // Addressed to YouTube's origin: the browser drops it if the frame holds anything else.
    frame.contentWindow?.postMessage(
      JSON.stringify({ ...message, id: frameId, channel: 'widget' }),
      YOUTUBE_EMBED_ORIGIN,
    );
  };
  const stopWaiting = () => {
    if (waiting === null) return;
    window.clearInterval(waiting.repeat);
    window.clearTimeout(waiting.silence);
    waiting = null;
  };
  const onMessage = (event: MessageEvent) => {
    const embed = frame.contentWindow;
    if (embed === null || event.source !== embed || event.origin !== YOUTUBE_EMBED_ORIGIN) return;
    const message = readEmbedMessage(event.data);
    if (message === null) return;
    if (waiting !== null) {
      stopWaiting();
      post({ event: 'command', func: 'addEventListener', args: ['onError'] });
    }
    if (message.event === 'onReady') callbacks.current.onReady();
    else if (message.event === 'onError') callbacks.current.onError();
  };
  window.addEventListener('message', onMessage);

  return {
    loaded() {
      stopWaiting();
      const listen = () => post({ event: 'listening' });
      listen();
      waiting = {
        repeat: window.setInterval(listen, LISTEN_EVERY_MS),
        silence: window.setTimeout(() => {
          stopWaiting();
          callbacks.current.onError();
        }, EMBED_SILENCE_MS),
      };
    },
    close() {
      stopWaiting();
      window.removeEventListener('message', onMessage);
    },
  };
}

export interface YouTubeFrameProps extends EmbedCallbacks {
  /** From youtubeEmbedAddress(). */
  embedUrl: string;
  /** The frame's accessible name. */
  title: string;
}

/**
 * YouTube's embed page in a plain frame: no YouTube script runs in our page. It says
 * when the embed's player is ready (onReady), and when the embed reports an error (a missing,
 * private or unembeddable video) or never answers (onError).
 */
export function YouTubeFrame({ embedUrl, title, onReady, onError }: YouTubeFrameProps) {
  const frameId = useId();
  const callbacks = useRef<EmbedCallbacks>({ onReady, onError });
  useEffect(() => {
    callbacks.current = { onReady, onError };
  });
  const channel = useRef<EmbedChannel | null>(null);
  useEffect(
    () => () => {
      channel.current?.close();
      channel.current = null;
    },
    [],
  );

  return (
    <iframe
      src={embedUrl}
      title={title}
      // A prop, not a listener added in an effect: the frame may load before effects run.
      onLoad={(event) => {
        channel.current ??= openEmbedChannel(event.currentTarget, frameId, callbacks);
        channel.current.loaded();
      }}
      className="border-0"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      // The page's policy sends no referrer, and YouTube's embed refuses to play without one
      // (error 153): the frame alone sends our origin, never the path.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
