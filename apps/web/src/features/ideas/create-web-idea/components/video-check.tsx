import { useEffect, useState } from 'react';
import { VideoPlayer } from '../../../../components/widgets/video-player';
import { CREATE_WEB_IDEA_TEXT } from '../create-web-idea-text';

export type VideoStatus = 'waiting' | 'ready' | 'failed';

/** A player that has neither loaded nor failed by then is taken as failed (e.g. offline). */
export const VIDEO_LOAD_TIMEOUT_MS = 20_000;

export interface VideoCheckProps {
  /** The normalised address; give the component `key={url}` so each address starts afresh. */
  url: string;
  onStatus: (status: VideoStatus) => void;
}

/**
 * Content §5: 'for video the video must also be loaded'. Shows the video in the lazily loaded
 * player and reports whether its metadata loaded (onReady) or not (onError, no player for the
 * address, or nothing within 20 s). A failure is final, even after onReady.
 */
export function VideoCheck({ url, onStatus }: VideoCheckProps) {
  const [status, setStatus] = useState<VideoStatus>('waiting');

  useEffect(() => {
    let cancelled = false;
    // The same chunk the player loads: some addresses no player can play, and then no event comes.
    void import('react-player').then(({ default: player }) => {
      if (!cancelled && player.canPlay && !player.canPlay(url)) setStatus('failed');
    });
    const timer = setTimeout(
      () => setStatus((current) => (current === 'waiting' ? 'failed' : current)),
      VIDEO_LOAD_TIMEOUT_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [url]);

  useEffect(() => onStatus(status), [status, onStatus]);

  return (
    <div className="mb-3">
      <p role="status" className="form-text mt-0">
        {CREATE_WEB_IDEA_TEXT.video[status]}
      </p>
      {status === 'failed' ? null : (
        <div style={{ maxWidth: 560 }}>
          <VideoPlayer
            url={url}
            onReady={() => setStatus((current) => (current === 'failed' ? current : 'ready'))}
            onError={() => setStatus('failed')}
          />
        </div>
      )}
    </div>
  );
}
