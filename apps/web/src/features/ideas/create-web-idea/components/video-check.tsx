import { useEffect, useState } from 'react';
import { ExternalLinkIcon } from '../../../../theme/icons';
import { VideoPlayer } from '../../../../components/widgets/video-player';
import { isYouTubeAddress } from '../../../../components/widgets/youtube-embed';
import { CREATE_WEB_IDEA_TEXT } from '../create-web-idea-text';

export type VideoStatus = 'waiting' | 'ready' | 'failed';

export interface VideoCheckProps {
  /** The normalised address; give the component `key={url}` so each address starts afresh. */
  url: string;
  onStatus: (status: VideoStatus) => void;
}

/**
 * Content §5: 'for video the video must also be loaded'. Shows the video in the player (YouTube's
 * embed, or the lazily loaded react-player) and reports whether it loaded (onReady) or not
 * (onError: a broken file, a YouTube video the embed cannot play, its host unreachable, nothing
 * within the player's time-out; or no player for the address). A failure is final, even after
 * onReady; the member then reads why, can open the address on its site, or types another.
 */
export function VideoCheck({ url, onStatus }: VideoCheckProps) {
  const [status, setStatus] = useState<VideoStatus>('waiting');

  useEffect(() => {
    // YouTube addresses play in YouTube's embed, not react-player: the player itself fails one
    // that names no video.
    if (isYouTubeAddress(url)) return;
    let cancelled = false;
    // The same chunk the player loads: some addresses no player can play, and then no event comes.
    void import('react-player').then(({ default: player }) => {
      if (!cancelled && player.canPlay && !player.canPlay(url)) setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => onStatus(status), [status, onStatus]);

  return (
    <div className="mb-3">
      <p role="status" className="form-text mt-0">
        {CREATE_WEB_IDEA_TEXT.video[status]}
      </p>
      {status === 'failed' ? (
        <p className="small mb-0">
          {CREATE_WEB_IDEA_TEXT.videoFailedHint}{' '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="d-inline-flex align-items-center gap-1"
          >
            {CREATE_WEB_IDEA_TEXT.videoOpen}
            <ExternalLinkIcon size={14} />
          </a>
        </p>
      ) : (
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
