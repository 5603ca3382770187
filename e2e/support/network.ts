import type { Page, Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' never comes for a signed-in page: the live-updates stream
 * (`GET /api/events`) stays open as long as the page does. This watches a page's
 * requests from before it loads, leaving the stream out, so a test can wait until everything
 * else the page asked for has arrived.
 */
interface Watch {
  inFlight: Set<Request>;
  lastChange: number;
}

const watches = new WeakMap<Page, Watch>();

/** A request that never ends while the page is open: the live-updates stream. */
function isLongLived(request: Request): boolean {
  return (
    request.resourceType() === 'eventsource' || new URL(request.url()).pathname === '/api/events'
  );
}

/** Starts counting the page's requests; call it before the page loads what is to be awaited. */
export function watchNetwork(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { inFlight: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    if (isLongLived(request)) return;
    watch.inFlight.add(request);
    watch.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!watch.inFlight.delete(request)) return;
    watch.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  watches.set(page, watch);
}

/**
 * Resolves once no request but the live-updates stream has been in flight for `quietMs`
 * (what 'networkidle' means, without the stream). The page must be watched first.
 */
export async function waitForNetworkQuiet(
  page: Page,
  { quietMs = 500, timeoutMs = 30_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const watch = watches.get(page);
  if (watch === undefined) throw new Error('Call watchNetwork(page) before the page loads.');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - watch.lastChange;
    if (watch.inFlight.size === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) {
      const pending = [...watch.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`The page's requests did not settle in ${timeoutMs} ms: ${pending}`);
    }
    await page.waitForTimeout(watch.inFlight.size === 0 ? quietMs - quietFor : 100);
  }
}
