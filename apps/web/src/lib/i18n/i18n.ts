import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, textDirection, type Language } from '@thoughtful/shared';
// English, the spec's own words, comes with the app: every page shows it first, the build's
// prerendered pages included, and a Spanish reader's catalogue falls back to it.
import { messages as english } from '../../locales/en/messages.po';

/**
 * What another language loads, each its own chunk fetched only by a reader of that language
 * (docs/decisions/2026-12-06-languages.md 'The web app'): its catalogues, and the shared
 * messages' English, by which a message sent without a code is found.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Messages[]>> = {
  es: () =>
    Promise.all([
      import('../../locales/es/messages.po'),
      import('../../locales/es/screens.po'),
      import('../../locales/es/shared.po'),
    ]).then((catalogues) => catalogues.map((each) => each.messages)),
};

/**
 * The English words of the screens' own folders (lingui.config.ts SCREEN_FOLDERS), loaded with
 * the first of those screens; another language's are loaded with it whole.
 */
let screenMessages: Promise<void> | undefined;
export function loadScreenMessages(): Promise<void> {
  screenMessages ??= import('../../locales/en/screens.po').then(({ messages }) => {
    i18n.load(DEFAULT_LANGUAGE, messages);
    Object.assign(englishMessages, messages);
  });
  return screenMessages;
}

/** The shared messages' English by code, loaded with any other language. */
const loadSharedEnglish = () =>
  import('../../locales/en/shared.po').then((catalogue) => catalogue.messages);

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
    const [catalogues, sharedEnglish] = await Promise.all([
      LOADERS[language](),
      loadSharedEnglish(),
    ]);
    for (const messages of catalogues) i18n.load(language, messages);
    Object.assign(englishMessages, sharedEnglish);
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

/**
 * The English messages the app has: its own, and the shared ones once another language has
 * loaded them. A message sent without a code is found by its words among these.
 */
export const englishMessages: Messages = { ...english };
