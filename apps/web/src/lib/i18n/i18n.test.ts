import { AUTH_ALERTS, AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import type * as LinguiCore from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as englishShared } from '../../locales/en/shared.po';
import { messages as spanishShared } from '../../locales/es/shared.po';
import { messages as spanishScreens } from '../../locales/es/screens.po';
import { WEB_ENGLISH, WEB_MESSAGES } from './web-messages';

/**
 * A language's screens' words load with the first screen that shows them, never before its
 * screen, never after (docs/decisions/2026-12-06-languages.md 'Loading the words a route needs').
 * Each test takes a fresh module: the test setup has already asked for the screens' words.
 */
const load = async () => {
  vi.resetModules();
  // A Lingui of its own: the test setup's has every screen's words already.
  vi.doMock('@lingui/core', async (original) => {
    const actual = await original<typeof LinguiCore>();
    return { ...actual, i18n: actual.setupI18n() };
  });
  const [module, localize] = await Promise.all([
    import('./i18n'),
    import('./localize-server-error'),
  ]);
  return { ...module, localizeServerError: localize.localizeServerError };
};
const screenId = Object.keys(spanishScreens)[0]!;

describe("the screens' catalogue of a language", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.doUnmock('@lingui/core'));

  it('is not loaded with the language while no screen has asked for it', async () => {
    const { activateLanguage, loadScreenMessages, i18n } = await load();
    expect(await activateLanguage('es')).toBe(true);
    expect(i18n.locale).toBe('es');
    expect(i18n.messages).not.toHaveProperty(screenId);
    await loadScreenMessages();
    expect(i18n.messages).toHaveProperty(screenId);
  });

  it('is loaded by a screen asked for while the language is still loading', async () => {
    const { activateLanguage, loadScreenMessages, i18n } = await load();
    const spoken = activateLanguage('es');
    await loadScreenMessages();
    await spoken;
    expect(i18n.messages).toHaveProperty(screenId);
  });

  it('is loaded before the language is spoken when a screen has asked already', async () => {
    const { activateLanguage, loadScreenMessages, i18n } = await load();
    await loadScreenMessages();
    const seen: string[] = [];
    // Whenever Spanish is spoken (each load also says 'change'), the screen's Spanish is there.
    i18n.on('change', () => {
      if (i18n.locale === 'es') seen.push(String(screenId in i18n.messages));
    });
    await activateLanguage('es');
    expect(seen).toEqual(['true']);
  });
});

describe("the login page's shared words in another language", () => {
  afterEach(() => vi.doUnmock('@lingui/core'));
  it("finds an account rule's English words without the shared messages' English", async () => {
    const { activateLanguage, localizeServerError, i18n } = await load();
    await activateLanguage('es');
    // Nothing of the screens' shared messages, nor their English, has loaded.
    expect(i18n.messages).not.toHaveProperty('ACTIVITY_ALERTS.addFailed');
    const spanish = [spanishShared['AUTH_VALIDATION.EMAIL_INVALID']].flat().join('');
    expect(spanish).not.toBe(AUTH_VALIDATION.EMAIL_INVALID);
    expect(localizeServerError({ msg: AUTH_VALIDATION.EMAIL_INVALID })).toBe(spanish);
  });

  it("takes the account constants' words as the catalogue has them, by the same codes", async () => {
    const { englishByCode } = await load();
    const byCode = englishByCode({ AUTH_ALERTS, AUTH_MESSAGES, AUTH_VALIDATION });
    expect(Object.keys(byCode).length).toBeGreaterThan(10);
    for (const [code, words] of Object.entries(byCode)) {
      // A sentence with a brace or an apostrophe before one is escaped in the catalogue.
      if (/[{}]/.test(words as string)) continue;
      const compiled = englishShared[code];
      expect(Array.isArray(compiled) ? compiled.join('') : compiled, code).toBe(words);
    }
  });
});

describe('the English shell words', () => {
  afterEach(() => vi.doUnmock('@lingui/core'));

  it('are loaded by an English reader alone, not by a Spanish one', async () => {
    const { activateLanguage, i18n } = await load();
    const [english] = WEB_MESSAGES;
    await activateLanguage('es');
    // The Spanish reader has her words, and no English shell catalogue came with them.
    expect(i18n.messages).toHaveProperty(english!.id);
    expect(
      Object.keys((i18n as unknown as { _messages: Record<string, object> })._messages.en ?? {}),
    ).toEqual([]);
    await activateLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._(english!.id)).toBe(english!.message);
  });

  it("finds the web app's own failure messages by their English words in Spanish", async () => {
    const { activateLanguage, localizeServerError } = await load();
    await activateLanguage('es');
    for (const each of WEB_MESSAGES) {
      expect(WEB_ENGLISH[each.id], each.message).toBe(each.message);
      expect(localizeServerError({ msg: each.message! })).not.toBe(each.message);
    }
  });
});
