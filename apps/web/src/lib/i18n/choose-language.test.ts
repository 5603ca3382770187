import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  languageOf,
  readChosenLanguage,
  servedLanguage,
  storeChosenLanguage,
} from './choose-language';

describe('chooseLanguage (contract 2)', () => {
  it("takes the member's stored choice first, over the switch and the browser", () => {
    expect(chooseLanguage({ member: 'es', chosen: 'en', browser: ['en-GB'] })).toBe('es');
    expect(chooseLanguage({ member: 'en', chosen: 'es', browser: ['es-ES'] })).toBe('en');
  });

  it("takes the switch's choice when the member has none (or is signed out)", () => {
    expect(chooseLanguage({ member: null, chosen: 'es', browser: ['en-US'] })).toBe('es');
    expect(chooseLanguage({ chosen: 'en', browser: ['es-MX', 'es'] })).toBe('en');
  });

  it("then the browser's languages by order, a regional tag matching its base", () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(chooseLanguage({ browser: ['en-US', 'es'] })).toBe('en');
  });

  it("falls back to the installation's default when the browser asks for none offered", () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'de'], defaultLanguage: 'es' })).toBe('es');
    expect(chooseLanguage({ browser: [], defaultLanguage: 'es' })).toBe('es');
    expect(chooseLanguage({ browser: ['de'] })).toBe('en');
    // The browser's wish comes before the installation's default.
    expect(chooseLanguage({ browser: ['en'], defaultLanguage: 'es' })).toBe('en');
  });

  it("then the page's language, which the server chose by the same rule and the installation's default", () => {
    // A French browser at an installation whose default is Spanish: the server sent Spanish, and
    // the app, before its configuration has come, says the same.
    expect(chooseLanguage({ served: 'es', browser: ['fr-FR'] })).toBe('es');
    expect(chooseLanguage({ served: 'en', browser: ['es-ES'] })).toBe('en');
    expect(chooseLanguage({ chosen: 'en', served: 'es', browser: ['es'] })).toBe('en');
    expect(chooseLanguage({ member: 'es', served: 'en' })).toBe('es');
    expect(chooseLanguage({ served: 'fr', browser: ['es'] })).toBe('es');
  });

  it('passes over values that are no language the site offers', () => {
    expect(
      chooseLanguage({ member: 'fr', chosen: 'xx', browser: ['es'], defaultLanguage: 'de' }),
    ).toBe('es');
    expect(chooseLanguage({ member: 42, browser: null, defaultLanguage: 'fr' })).toBe('en');
  });
});

describe('the stored choice', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'thoughtful_language=; Max-Age=0; Path=/';
    document.documentElement.removeAttribute('data-page-language');
  });

  it('is kept in the cookie the server reads too, for a year, on every page', () => {
    storeChosenLanguage('es');
    expect(document.cookie).toContain('thoughtful_language=es');
    storeChosenLanguage('en');
    expect(document.cookie).toContain('thoughtful_language=en');
    expect(document.cookie).not.toContain('thoughtful_language=es');
  });

  it("reads the page's language from <html>, where the build wrote it, else none", () => {
    expect(servedLanguage()).toBeNull();
    document.documentElement.setAttribute('data-page-language', 'es');
    expect(servedLanguage()).toBe('es');
    document.documentElement.setAttribute('data-page-language', 'fr');
    expect(servedLanguage()).toBeNull();
  });

  it('is kept under thoughtful.language and read back; anything else reads as none', () => {
    expect(readChosenLanguage()).toBeNull();
    storeChosenLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(LANGUAGE_STORAGE_KEY).toBe('thoughtful.language');
    expect(readChosenLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readChosenLanguage()).toBeNull();
  });

  it('reads a language field of an unparsed answer, or null', () => {
    expect(languageOf({ language: 'es' }, 'language')).toBe('es');
    expect(languageOf({ language: null }, 'language')).toBeNull();
    expect(languageOf({ defaultLanguage: 'fr' }, 'defaultLanguage')).toBeNull();
    expect(languageOf(undefined, 'language')).toBeNull();
  });
});
