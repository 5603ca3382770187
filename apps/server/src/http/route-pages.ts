import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@thoughtful/shared';

/**
 * The page each address of the web app is answered with. The web build writes a copy of
 * index.html per screen that also asks for that screen's scripts, and `route-pages.json`, which
 * says which copy answers which route (apps/web/build/route-pages.ts); with them, a first visit
 * fetches the screen along with the entry instead of after running it
 * (docs/decisions/2026-11-23-speed.md 'The first screen fetched with the page'). Without the table
 * (an older build), every address gets index.html, which works the same, one round trip later.
 * Each page is written once per language (`languages`; English is `page`), its screen's first
 * markup in that language: the reader gets the one of her language (docs/decisions/
 * 2026-12-06-languages.md 'Pages in the reader's language').
 */

/** The table's file in the web build's dist/. */
export const ROUTE_PAGES_TABLE = 'route-pages.json';
/** Where the pages live in dist/: sent as pages, never served at their own address. */
export const ROUTE_PAGES_DIR = 'route-pages';

interface RoutePage {
  path: string;
  page: string;
  /** The same page in other languages than English. */
  languages: Partial<Record<Language, string>>;
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
 * Reads the build's table and answers the page (relative to dist/) for a request's URL in a
 * language, and the language it is in: the page of the first route it matches in that language,
 * else in English, else index.html (English). A row whose page is outside the pages' folder or was not written keeps its route but
 * answers the English page (or index.html); a table that is missing or unreadable means index.html
 * for every address. Every page is index.html plus hints (and, for a few screens, their first
 * markup, which the app draws over once loaded), so a wrong one would only fetch scripts the screen
 * does not need or show another screen until the app has loaded.
 */
export function loadRoutePages(
  distDir: string,
): (url: string, language: Language) => { page: string; language: Language } {
  const fallback = 'index.html';
  const usable = (page: unknown): page is string =>
    typeof page === 'string' &&
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
        .map((row) => ({
          path: row.path,
          page: usable(row.page) ? row.page : fallback,
          languages: languagesOf(row.languages, usable),
        }));
    }
  } catch {
    rows = [];
  }
  return (url, language) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    const row = rows.find((each) => matchesRoute(each.path, pathname));
    const translated = row?.languages[language];
    if (translated !== undefined) return { page: translated, language };
    return { page: row?.page ?? fallback, language: DEFAULT_LANGUAGE };
  };
}

/** A row's pages in other languages, those written only (an older build's row has none). */
function languagesOf(
  languages: unknown,
  usable: (page: unknown) => page is string,
): Partial<Record<Language, string>> {
  if (typeof languages !== 'object' || languages === null) return {};
  return Object.fromEntries(
    Object.entries(languages).filter(
      (entry): entry is [Language, string] => isLanguage(entry[0]) && usable(entry[1]),
    ),
  );
}

/**
 * A weak validator of a page, from its words: a browser or a cache holding one language's page
 * must not be told that another's is the same (the pages of one build share their modification
 * time, and may share a size, from which `send` would make its validators).
 */
export function pageValidator(file: string): string {
  const digest = createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names the validator (weakly compared, as for GET). */
export function matchesValidator(ifNoneMatch: string | undefined, validator: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(validator));
}
