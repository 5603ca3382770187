import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, textDirection, type Language } from '@thoughtful/shared';
// English, the spec's own words, comes with the app: every page shows it first, the build's
// prerendered pages included, and a Spanish reader's catalogue falls back to it.
import { messages as english } from '../../locales/en/messages.po';

/**
 * The other languages' catalogues, each its own chunk loaded only by a reader of that language
 * (docs/decisions/2026-12-06-languages.md 'The web app').
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/messages.po'),
};

i18n.load(DEFAULT_LANGUAGE, english);
i18n.activate(DEFAULT_LANGUAGE);

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
/** The language asked for last: a catalogue that arrives after another was asked for is not spoken. */
let requested: Language = DEFAULT_LANGUAGE;

/**
 * Loads the language's catalogue if it has not been, and speaks it from then on, unless another
 * language was asked for meanwhile. Resolves to whether this language is now spoken.
 */
export async function activateLanguage(language: Language): Promise<boolean> {
  requested = language;
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await LOADERS[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (requested !== language) return false;
  if (i18n.locale !== language) i18n.activate(language);
  setDocumentLanguage(language);
  return true;
}

/** `<html lang dir>`, so screen readers, hyphenation and the text's direction follow. */
export function setDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/** The language being spoken now, as a BCP 47 tag for Intl. */
export function currentLocale(): string {
  return i18n.locale || DEFAULT_LANGUAGE;
}

export { i18n };

/** The English catalogue, which the reader's messages fall back to and are found by. */
export const englishMessages: Messages = english;
