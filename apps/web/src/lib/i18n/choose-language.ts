import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  negotiateLanguage,
  PAGE_LANGUAGE_ATTRIBUTE,
  type Language,
} from '@thoughtful/shared';

/** Where the login screen's switch keeps a visitor's choice (issue 44, contract 2). */
export const LANGUAGE_STORAGE_KEY = 'thoughtful.language';

export interface LanguageSources {
  /** The signed-in member's stored choice (`GET /api/auth`'s `language`), null if never made. */
  member?: unknown;
  /** The choice made on the switch in this browser (localStorage). */
  chosen?: unknown;
  /**
   * The language the server sent the page in (`servedLanguage()`): the cookie's choice, else the
   * browser's `Accept-Language` against the installation's default, which the app does not know
   * before its configuration has loaded. Following it, the first render says the page's words.
   */
  served?: unknown;
  /** What the browser asks for (`navigator.languages`). */
  browser?: readonly string[] | null;
  /** The installation's default (`GET /api/config`'s `defaultLanguage`), once known. */
  defaultLanguage?: unknown;
}

/**
 * The language the app speaks (contract 2): the member's stored choice when signed in and made;
 * else the one chosen on the switch in this browser; else the language the server chose for the
 * page by the same rule (`pageLanguage` in the shared package); else the browser's languages,
 * negotiated against those offered, falling back to the installation's default.
 */
export function chooseLanguage({
  member,
  chosen,
  served,
  browser,
  defaultLanguage,
}: LanguageSources): Language {
  if (isLanguage(member)) return member;
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(served)) return served;
  return negotiateLanguage(
    browser,
    isLanguage(defaultLanguage) ? defaultLanguage : DEFAULT_LANGUAGE,
  );
}

/** The switch's choice kept in this browser, or null (none, or storage disabled). */
export function readChosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the choice in this browser: in localStorage, which the app reads, and in the cookie the
 * server reads to send the next page already in it.
 */
export function storeChosenLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts as long as the page (and the cookie).
  }
  rememberPageLanguage(language);
}

/** A year: the choice outlives the session, as localStorage's does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie by which the server picks the pages' language (`LANGUAGE_COOKIE`). Written again at
 * every start when a choice is kept (`main.tsx`), so a choice stored before the cookie existed
 * reaches the server too.
 */
export function rememberPageLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  /* eslint-disable lingui/no-unlocalized-strings -- a cookie's attributes, not words */
  const attributes = ['Path=/', `Max-Age=${COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (location.protocol === 'https:') attributes.push('Secure');
  /* eslint-enable lingui/no-unlocalized-strings */
  document.cookie = [`${LANGUAGE_COOKIE}=${language}`, ...attributes].join('; ');
}

/**
 * The language the server sent this page in, which its `<html>` names (`PAGE_LANGUAGE_ATTRIBUTE`,
 * written by the build on the pages the server picks by language); null for a page that was not
 * picked so (Vite's development server, an older build).
 */
export function servedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const served = document.documentElement.getAttribute(PAGE_LANGUAGE_ATTRIBUTE);
  return isLanguage(served) ? served : null;
}

/** The browser's languages; none where there is no browser (the build's prerendering). */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** A language field of an answer read without parsing (`UserDto`, `PublicConfig`). */
export function languageOf(
  answer: unknown,
  field: 'language' | 'defaultLanguage',
): Language | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = (answer as Record<string, unknown>)[field];
  return isLanguage(value) ? value : null;
}
