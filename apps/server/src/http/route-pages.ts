import fs from 'node:fs';
import path from 'node:path';

/**
 * The page each address of the web app is answered with. The web build writes a copy of
 * index.html per screen that also asks for that screen's scripts, and `route-pages.json`, which
 * says which copy answers which route (apps/web/build/route-pages.ts); with them, a first visit
 * fetches the screen along with the entry instead of after running it
 * (docs/decisions/2026-11-23-speed.md 'The first screen fetched with the page'). Without the table
 * (an older build), every address gets index.html, which works the same, one round trip later.
 */

/** The table's file in the web build's dist/. */
export const ROUTE_PAGES_TABLE = 'route-pages.json';
/** Where the pages live in dist/: sent as pages, never served at their own address. */
export const ROUTE_PAGES_DIR = 'route-pages';

interface RoutePage {
  path: string;
  page: string;
}

type Segment =
  { kind: 'fixed'; text: string } | { kind: 'param'; optional: boolean } | { kind: 'rest' };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (part === '*') return { kind: 'rest' };
      if (part.startsWith(':')) return { kind: 'param', optional: part.endsWith('?') };
      return { kind: 'fixed', text: part.toLowerCase() };
    });
}

/**
 * Whether an address's path matches a route pattern as the web app's router matches it: `:name`
 * is one segment, `:name?` one that may be missing, `*` the rest; letters in either case.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = pathname.split('/').filter((part) => part !== '');
  let at = 0;
  for (const segment of want) {
    if (segment.kind === 'rest') return true;
    const part = have[at];
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) continue;
      return false;
    }
    if (segment.kind === 'fixed' && decodeSegment(part).toLowerCase() !== segment.text)
      return false;
    at += 1;
  }
  return at === have.length;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Reads the build's table and answers the page (relative to dist/) for a request's URL: the page
 * of the first route it matches, else index.html. A row whose page is outside the pages' folder or
 * was not written keeps its route but answers index.html; a table that is missing or unreadable
 * means index.html for every address. Every page is index.html plus hints (and, for a few screens,
 * their first markup, which the app draws over once loaded), so a wrong one would only fetch
 * scripts the screen does not need or show another screen until the app has loaded.
 */
export function loadRoutePages(distDir: string): (url: string) => string {
  const fallback = 'index.html';
  const usable = (page: string) =>
    page.startsWith(`${ROUTE_PAGES_DIR}/`) &&
    !page.includes('..') &&
    fs.existsSync(path.join(distDir, page));
  let rows: RoutePage[] = [];
  try {
    const parsed: unknown = JSON.parse(
      fs.readFileSync(path.join(distDir, ROUTE_PAGES_TABLE), 'utf8'),
    );
    if (Array.isArray(parsed)) {
      rows = parsed
        .filter(
          (row): row is RoutePage =>
            typeof row === 'object' &&
            row !== null &&
            typeof (row as RoutePage).path === 'string' &&
            typeof (row as RoutePage).page === 'string',
        )
        .map((row) => ({ path: row.path, page: usable(row.page) ? row.page : fallback }));
    }
  } catch {
    rows = [];
  }
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    return rows.find((row) => matchesRoute(row.path, pathname))?.page ?? fallback;
  };
}
