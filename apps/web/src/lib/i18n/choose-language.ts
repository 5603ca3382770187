import { DEFAULT_LANGUAGE, isLanguage, negotiateLanguage, type Language } from '@thoughtful/shared';

/** Where the login screen's switch keeps a visitor's choice (issue 44, contract 2). */
export const LANGUAGE_STORAGE_KEY = 'thoughtful.language';

export interface LanguageSources {
  /** The signed-in member's stored choice (`GET /api/auth`'s `language`), null if never made. */
  member?: unknown;
  /** The choice made on the switch in this browser (localStorage). */
  chosen?: unknown;
  /** What the browser asks for (`navigator.languages`). */
  browser?: readonly string[] | null;
  /** The installation's default (`GET /api/config`'s `defaultLanguage`), once known. */
  defaultLanguage?: unknown;
}

/**
 * The language the app speaks (contract 2): the member's stored choice when signed in and made;
 * else the one chosen on the switch in this browser; else the browser's languages, negotiated
 * against those offered, falling back to the installation's default.
 */
export function chooseLanguage({
  member,
  chosen,
  browser,
  defaultLanguage,
}: LanguageSources): Language {
  if (isLanguage(member)) return member;
  if (isLanguage(chosen)) return chosen;
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

export function storeChosenLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
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
