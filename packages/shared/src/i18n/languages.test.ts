import { describe, expect, it } from 'vitest';
import { negotiateLanguage, pageLanguage, textDirection } from './languages';

describe('negotiateLanguage (issue 44)', () => {
  it('takes the first supported language by quality, a region matching its base', () => {
    expect(negotiateLanguage('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(negotiateLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(negotiateLanguage('en;q=0.4,es;q=0.6')).toBe('es');
    expect(negotiateLanguage(['de-DE', 'es-AR', 'en'])).toBe('es');
  });

  it('falls back when nothing asked for is supported, or the header is empty or broken', () => {
    expect(negotiateLanguage('fr,de;q=0.5')).toBe('en');
    expect(negotiateLanguage('fr', 'es')).toBe('es');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(undefined, 'es')).toBe('es');
    expect(negotiateLanguage('*;q=0.1, es;q=0')).toBe('en');
    expect(negotiateLanguage(';;,q=,es;q=abc')).toBe('en');
  });

  it('knows which scripts run right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
  });
});

describe('pageLanguage: the language of a page the server sends', () => {
  it("takes this browser's choice from the cookie before what the browser asks for", () => {
    expect(pageLanguage({ cookie: 'en', acceptLanguage: 'es-ES,es', defaultLanguage: 'es' })).toBe(
      'en',
    );
    expect(pageLanguage({ cookie: 'es', acceptLanguage: 'en-US', defaultLanguage: 'en' })).toBe(
      'es',
    );
  });

  it("negotiates the browser's languages against the default when no language is chosen", () => {
    expect(
      pageLanguage({ cookie: undefined, acceptLanguage: 'es-MX', defaultLanguage: 'en' }),
    ).toBe('es');
    expect(pageLanguage({ cookie: 'klingon', acceptLanguage: 'fr', defaultLanguage: 'es' })).toBe(
      'es',
    );
    expect(pageLanguage({ cookie: 'ES', acceptLanguage: undefined, defaultLanguage: 'en' })).toBe(
      'en',
    );
  });
});
