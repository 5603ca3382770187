import { i18n, type Messages } from '@lingui/core';
import {
  AUTH_ALERTS,
  AUTH_MESSAGES,
  AUTH_VALIDATION,
  DEFAULT_LANGUAGE,
  textDirection,
  type Language,
} from '@thoughtful/shared';
import { WEB_ENGLISH } from './web-messages';

/**
 * What each language loads before it is spoken, each its own chunk fetched only by a reader of
 * that language and preloaded by the build's pages in it (docs/decisions/2026-12-06-languages.md
 * 'The English shell words only for English readers'): English's shell words no longer come with
 * the entry, so a Spanish reader does not receive them (every Spanish word is there, the
 * catalogue test holds it, so nothing falls back to English).
 *
 * Another language loads before it is spoken, each its own chunk fetched only by a reader of
 * that language (docs/decisions/2026-12-06-languages.md 'Loading the words a route needs'): the
 * shell's words and the shared messages the shell can show, by code. Its screens' words and the
 * shared messages only screens show wait for the first screen that needs them, as English's
 * screens' words do (`SCREEN_LOADERS`).
 */
const LOADERS: Record<Language, () => Promise<Messages[]>> = {
  en: () => import('../../locales/en/messages.po').then((catalogue) => [catalogue.messages]),
  es: () =>
    Promise.all([
      import('../../locales/es/messages.po'),
      import('../../locales/es/shared.po'),
    ]).then((catalogues) => catalogues.map((each) => each.messages)),
};

/** The words of the screens' own folders (lingui.config.ts SCREEN_FOLDERS), per language. */
const SCREEN_LOADERS: Record<Language, () => Promise<Messages[]>> = {
  en: () => import('../../locales/en/screens.po').then((catalogue) => [catalogue.messages]),
  es: () =>
    Promise.all([
      import('../../locales/es/screens.po'),
      import('../../locales/es/screens-shared.po'),
    ]).then((catalogues) => catalogues.map((each) => each.messages)),
};

/**
 * The shared messages' English (the shell's and the screens'), by which such a message sent
 * without a code, or a shared rule's words a screen shows, is found: loaded with another
 * language's screens. The account screens find theirs by `AUTH_ENGLISH`.
 */
const loadSharedEnglish = () =>
  Promise.all([
    import('../../locales/en/shared.po'),
    import('../../locales/en/screens-shared.po'),
  ]).then((catalogues) => catalogues.map((each) => each.messages));

/**
 * The account screens' shared words by code, from the constants the shell carries anyway (their
 * rules and alerts), so that another language finds a rule's English words on the login page
 * without loading the shared messages' English (the other shell messages come from the server
 * with their code).
 */
export function englishByCode(groups: Record<string, Record<string, unknown>>): Messages {
  return Object.fromEntries(
    Object.entries(groups).flatMap(([name, group]) =>
      Object.entries(group)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, words]) => [`${name}.${key}`, words]),
    ),
  );
}
const AUTH_ENGLISH = () => englishByCode({ AUTH_ALERTS, AUTH_MESSAGES, AUTH_VALIDATION });

/** Whether a screen of those folders has been asked for: from then on a language loads them too. */
let screensWanted = false;
const screenLoads = new Map<Language, Promise<void>>();
function loadScreensOf(language: Language): Promise<void> {
  let loading = screenLoads.get(language);
  if (!loading) {
    loading = Promise.all([
      SCREEN_LOADERS[language](),
      language === DEFAULT_LANGUAGE ? [] : loadSharedEnglish(),
    ]).then(([catalogues, sharedEnglish]) => {
      for (const messages of catalogues) i18n.load(language, messages);
      // English words by which a message sent without a code is found (localizeServerError).
      const english = language === DEFAULT_LANGUAGE ? catalogues : sharedEnglish;
      for (const messages of english) Object.assign(englishMessages, messages);
    });
    // A failed download is tried again by the next screen.
    loading.catch(() => screenLoads.delete(language));
    screenLoads.set(language, loading);
  }
  return loading;
}

/**
 * The screens' words, loaded with the first of those screens (app/lazy-screen.ts): English's (by
 * which a server's message is found and to which a missing word falls back) and those of the
 * language asked for, so the screen never shows before its words in the reader's language.
 */
export function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const languages = new Set<Language>([DEFAULT_LANGUAGE, requested]);
  return Promise.all([...languages].map(loadScreensOf)).then(() => undefined);
}

const languageLoads = new Map<Language, Promise<void>>();
function loadLanguage(language: Language): Promise<void> {
  let loading = languageLoads.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((catalogues) => {
      for (const messages of catalogues) i18n.load(language, messages);
      // English words by which a message sent without a code is found (localizeServerError).
      if (language === DEFAULT_LANGUAGE) Object.assign(englishMessages, ...catalogues);
      else Object.assign(englishMessages, AUTH_ENGLISH());
    });
    // A failed download is tried again by the next activation.
    loading.catch(() => languageLoads.delete(language));
    languageLoads.set(language, loading);
  }
  return loading;
}

// Spoken until the first activation has loaded a catalogue: the app's first render waits for it
// (main.tsx, prerender.tsx).
i18n.load(DEFAULT_LANGUAGE, {});
i18n.activate(DEFAULT_LANGUAGE);

/** The language asked for last: a catalogue that arrives after another was asked for is not spoken. */
let requested: Language = DEFAULT_LANGUAGE;

/**
 * Loads the language's catalogue if it has not been (and its screens' words once a screen has
 * asked for them), and speaks it from then on, unless another language was asked for meanwhile.
 * Resolves to whether this language is now spoken.
 */
export async function activateLanguage(language: Language): Promise<boolean> {
  requested = language;
  await Promise.all([screensWanted ? loadScreensOf(language) : undefined, loadLanguage(language)]);
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
 * The English messages the app has: the web app's own failure messages, the shell's when English
 * has loaded, and the shared ones once another language has loaded them. A message sent without
 * a code is found by its words among these.
 */
export const englishMessages: Messages = { ...WEB_ENGLISH };
