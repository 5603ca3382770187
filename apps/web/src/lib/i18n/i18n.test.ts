import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as spanishScreens } from '../../locales/es/screens.po';

/**
 * A language's screens' words load with the first screen that shows them, never before its
 * screen, never after (docs/decisions/2026-12-06-languages.md 'Loading the words a route needs').
 * Each test takes a fresh module: the test setup has already asked for the screens' words.
 */
const load = async () => {
  vi.resetModules();
  const [module, core] = await Promise.all([import('./i18n'), import('@lingui/core')]);
  return { ...module, i18n: core.i18n };
};
const screenId = Object.keys(spanishScreens)[0]!;

describe("the screens' catalogue of a language", () => {
  beforeEach(() => vi.resetModules());

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
