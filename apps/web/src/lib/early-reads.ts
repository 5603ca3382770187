/**
 * The app's side of the reads the page starts before the app has loaded (src/early-reads.ts,
 * docs/decisions/2026-11-23-speed.md 'Reads started by the page').
 */

/** What src/early-reads.ts leaves on `window.thoughtfulEarlyReads`. */
interface EarlyReads {
  /** The token the reads were sent with (null: none stored). */
  token: string | null;
  /** Each read in flight or answered, by its path, until the app takes it. */
  reads: Record<string, Promise<Response>>;
  /** When the page started them (`performance.now()`). */
  at: number;
}

/**
 * How long after the page started them its reads may stand in for the app's own: long enough for
 * the app's scripts to arrive on a slow phone network, short enough that a screen opened later
 * in the visit never gets an answer from the page's start.
 */
export const EARLY_READS_FOR_MS = 10_000;

type WithEarlyReads = { thoughtfulEarlyReads?: EarlyReads | null };

/**
 * The page's read of `path`, if it started one with the same token in the last
 * `EARLY_READS_FOR_MS`: taken once (a later call reads afresh). The first call also tells the
 * page's script, should it run only now, to read nothing.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as WithEarlyReads;
  const early = page.thoughtfulEarlyReads;
  if (early === undefined) {
    page.thoughtfulEarlyReads = null;
    return undefined;
  }
  if (early === null) return undefined;
  if (performance.now() - early.at > EARLY_READS_FOR_MS) {
    page.thoughtfulEarlyReads = null;
    return undefined;
  }
  const read = early.reads[path];
  if (read === undefined || early.token !== token) return undefined;
  delete early.reads[path];
  return read;
}
