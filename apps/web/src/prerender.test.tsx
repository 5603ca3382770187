// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ABOUT_TEXT } from './features/about/about-text';
import { LOGIN_TEXT } from './features/accounts/auth/auth-text';
import { TERMS_TEXT } from './features/terms/terms-text';
import { SCREEN_ROUTES } from './app/screen-routes';
import { withPrerenderedRoot } from '../build/route-pages.ts';
import fs from 'node:fs';
import path from 'node:path';
import { activateLanguage } from './lib/i18n';
import { pageDescription, renderScreen } from './prerender';
import { say } from './testing/say';

/** React escapes text in markup; the texts checked here have only these to escape. */
const asMarkup = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('pages drawn before the scripts run (src/prerender.tsx)', () => {
  it('draws the login screen as it first shows: the tagline, and a loading indicator for the form', async () => {
    const markup = await renderScreen('/');
    expect(markup).toContain(asMarkup(say(LOGIN_TEXT.tagline)));
    expect(markup).toContain('Loading…');
    expect(markup).not.toContain(`>${say(LOGIN_TEXT.heading)}<`);
  });

  it('draws /about as a returning member first sees it, not a redirect to /login', async () => {
    const markup = await renderScreen('/about');
    expect(markup).toContain(asMarkup(ABOUT_TEXT.heading));
    expect(markup).toContain('<main>');
  });

  it('draws the terms of use', async () => {
    expect(await renderScreen('/terms-of-use')).toContain(asMarkup(TERMS_TEXT.heading));
  });

  it.each(SCREEN_ROUTES.filter((route) => route.prerender).map((route) => route.path))(
    'draws no form a visitor could type into before the app is there (%s)',
    async (path) => {
      const markup = await renderScreen(path);
      expect(markup.length).toBeGreaterThan(500);
      expect(markup).not.toMatch(/<(?:form|input|textarea|select)\b/);
    },
  );

  it('puts the markup in the page, inert until the app draws over it', () => {
    const page = '<body>\n    <div id="root"></div>\n  </body>';
    expect(withPrerenderedRoot(page, '<main>Hi</main>')).toBe(
      '<body>\n    <div id="root"><div inert><main>Hi</main></div></div>\n  </body>',
    );
    expect(() => withPrerenderedRoot('<body></body>', '<main>Hi</main>')).toThrow(/no <div/);
  });

  it('draws each screen in the language asked for, and English again after it', async () => {
    const spanish = await renderScreen('/', 'es');
    await activateLanguage('es');
    expect(spanish).toContain(asMarkup(say(LOGIN_TEXT.tagline)));
    expect(spanish).toContain('Cargando…');
    expect(spanish).toContain('aria-label="Idioma"');
    expect(spanish).toMatch(/<button[^>]*lang="es"[^>]*aria-pressed="true"/);
    expect(await renderScreen('/about', 'es')).toContain(asMarkup(ABOUT_TEXT.heading));
    expect(await renderScreen('/terms-of-use', 'es')).toContain('Condiciones de uso');

    const english = await renderScreen('/');
    expect(english).toContain('Loading…');
    expect(english).not.toContain('Cargando');
  });

  it("words the pages' description in each language, index.html's being the English", async () => {
    const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
    const english = /name="description"\s+content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(await pageDescription('en')).toBe(english);
    expect(await pageDescription('es')).toMatch(/^Thoughtful: una plataforma web/);
    await activateLanguage('en');
  });
});
