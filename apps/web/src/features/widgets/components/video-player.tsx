import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { VIDEO_PLAYER_TEXT } from '../widgets-text';

// react-player loads only when a video is shown.
const ReactPlayer = lazy(() => import('react-player'));

export interface VideoPlayerProps {
  /** The video's page (YouTube, Vimeo …) or file address. */
  url: string;
  /** Names the player for assistive technology (e.g. the inTell's headline). */
  title?: string;
  /** Called once the player has loaded the video (the web-link create flow checks it). */
  onReady?: () => void;
  /** Called when the player cannot load the video. */
  onError?: () => void;
}

/** The video player (spec accounts §2): a 16:9 player as wide as its column. */
export function VideoPlayer({ url, title, onReady, onError }: VideoPlayerProps) {
  const label = title ? `${VIDEO_PLAYER_TEXT.label}: ${title}` : VIDEO_PLAYER_TEXT.label;
  return (
    <div role="group" aria-label={label} className="ratio ratio-16x9">
      <Suspense fallback={<LoadingIndicator label={VIDEO_PLAYER_TEXT.loading} />}>
        <ReactPlayer
          src={url}
          controls
          width="100%"
          height="100%"
          onReady={onReady}
          onError={onError}
        />
      </Suspense>
    </div>
  );
}
