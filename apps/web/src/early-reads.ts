/**
 * The reads a page's first screen makes as the app starts, started by the page itself: the build
 * names this file as a small script of its own in the pages of the screens that are not drawn
 * ahead (apps/web/build/route-pages.ts), so the config, the member's check and, at an inTell's
 * address, the inTell are on their way while the app's scripts download and run, not after
 * (docs/decisions/2026-11-23-speed.md 'Reads started by the page'). The app takes each answer once,
 * for the same path and token, in the first seconds of the page (`takeEarlyRead` in
 * lib/early-reads.ts); anything else it reads itself. It imports nothing, so that it stays one file
 * of a few hundred bytes.
 *
 * `window.thoughtfulEarlyReads` is the hand-over: absent until this runs, `null` once the app has
 * asked first (then this reads nothing, so nothing is read twice).
 */
(() => {
  const page = window as unknown as Record<string, unknown>;
  if (page.thoughtfulEarlyReads !== undefined) return;
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Storage can be disabled: the app then works signed out, and so does this.
  }
  const reads: Record<string, Promise<Response>> = {};
  const read = (path: string) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null) headers['x-auth-token'] = token;
    const answer = fetch(path, { headers });
    // Taken by the app, which reports a failure; one never taken must not be reported unhandled.
    answer.catch(() => undefined);
    reads[path] = answer;
  };
  read('/api/config');
  if (token !== null) {
    read('/api/auth');
    // The inTell screen's address (router.tsx: `idea/:id/:mode?/:field?`), its id as the app's
    // `getIdea` puts it in the API's path.
    const idea = /^\/idea\/([^/]+)/i.exec(location.pathname);
    if (idea?.[1] !== undefined) {
      try {
        read(`/api/ideas/${encodeURIComponent(decodeURIComponent(idea[1]))}`);
      } catch {
        // A malformed address: the app shows its own answer for it.
      }
    }
  }
  page.thoughtfulEarlyReads = { token, reads, at: performance.now() };
})();
