/**
 * Some of react-player's hosted players (Wistia, Twitch, Spotify …) load their host's script
 * before they show anything. When the host cannot be reached, or the content policy refuses the
 * script (it allows no foreign script), the script fails, and the player's
 * library rejects a promise nobody catches: an uncaught page error, and a player that waits for
 * ever. The players that are still loading listen here: such a failure fails them, and since they
 * handle it (the member sees why and gets a way on), it is not left uncaught.
 */
type Listener = () => void;

const waiting = new Set<Listener>();

/** A rejection whose reason is the error event of a <script> element: a script did not load. */
function isScriptLoadFailure(reason: unknown): boolean {
  return (
    typeof Event !== 'undefined' &&
    reason instanceof Event &&
    typeof HTMLScriptElement !== 'undefined' &&
    reason.target instanceof HTMLScriptElement
  );
}

function onUnhandledRejection(event: PromiseRejectionEvent) {
  if (waiting.size === 0 || !isScriptLoadFailure(event.reason)) return;
  event.preventDefault();
  for (const listener of [...waiting]) listener();
}

/** Calls `onFailure` when a script fails to load while the player waits; returns the stop. */
export function listenForSdkFailure(onFailure: Listener): () => void {
  if (waiting.size === 0) window.addEventListener('unhandledrejection', onUnhandledRejection);
  waiting.add(onFailure);
  return () => {
    waiting.delete(onFailure);
    if (waiting.size === 0) window.removeEventListener('unhandledrejection', onUnhandledRejection);
  };
}
