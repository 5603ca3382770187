/**
 * The languages the product speaks (issue 44). English keeps the spec's exact wording; every other
 * language is a translation of it. Adding one: its code here, its catalogues (web and server), and
 * its text search configuration (docs/decisions/2026-12-06-languages.md).
 */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie in which the web app keeps this browser's choice of language (the switch's, or a
 * signed-in member's stored one once applied), so the server can send the page already in it: it
 * cannot read localStorage. Not HttpOnly: the web app writes it.
 */
export const LANGUAGE_COOKIE = 'thoughtful_language';

/**
 * The attribute of `<html>` that names the language the server chose for a built page
 * (apps/web/build/route-pages.ts writes it, the web app's first render follows it).
 */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-page-language';

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** Scripts written right to left; none is supported yet, but `dir` follows this list. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The first supported language a reader asks for, by quality then order: an `Accept-Language`
 * header ('es-MX,es;q=0.9,en;q=0.5') or the browser's `navigator.languages`. A regional tag
 * matches its base language ('es-MX' is 'es'); `*` and unknown tags are passed over.
 */
export function negotiateLanguage(
  wanted: string | readonly string[] | undefined | null,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  if (!wanted) return fallback;
  const ranked = (typeof wanted === 'string' ? wanted.split(',') : [...wanted])
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2);
      const quality = q === undefined ? 1 : Number(q);
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return fallback;
}

/**
 * The language of a page the server sends (issue 44): this browser's choice (the language cookie)
 * when it names a language offered, else the browser's `Accept-Language` against the
 * installation's default. The web app's first render follows the page's language
 * (apps/web/src/lib/i18n/choose-language.ts), so the words do not change as the scripts start.
 */
export function pageLanguage({
  cookie,
  acceptLanguage,
  defaultLanguage,
}: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  defaultLanguage: Language;
}): Language {
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(acceptLanguage, defaultLanguage);
}
