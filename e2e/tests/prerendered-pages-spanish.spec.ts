import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, useToken } from '../support/content';
import { expectNoSidewaysScroll, PHONE } from '../support/layout';

/**
 * Pages in the reader's language (issue 44; docs/decisions/2026-12-06-languages.md 'Pages in the
 * reader's language'): a browser that asks for Spanish gets the login page drawn in Spanish by the
 * server, `<html lang="es">`, before any script has run, and the app then draws the same Spanish
 * screen over it: no English shows on the way.
 */
test.use({ locale: 'es-ES' });

const SIZES = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: PHONE },
] as const;

const TAGLINE_ES =
  'Una plataforma para dialogar de forma estructurada y de buena fe: publica ideas, enlázalas como causas y efectos, y valóralas.';
const TAGLINE_EN =
  'A platform for structured, good-faith dialogue: post ideas, link them as causes and effects, and rate them.';
/** Words of the English login page, before and after the scripts run. */
const ENGLISH = [TAGLINE_EN, 'Loading…', 'Sign in', 'Login', 'Language'];

async function withoutScripts(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'es-ES' });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Records, from the page's first byte on, every English word of the login page that shows and
 * every language `<html>` names, until the test reads them (`seenSoFar`).
 */
async function watchForEnglish(page: Page) {
  await page.addInitScript((english: string[]) => {
    const seen = { english: [] as string[], langs: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      const text = document.body?.innerText ?? '';
      for (const words of english) {
        if (text.includes(words) && !seen.english.includes(words)) seen.english.push(words);
      }
      const lang = document.documentElement.lang;
      if (seen.langs.at(-1) !== lang) seen.langs.push(lang);
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    document.addEventListener('DOMContentLoaded', look);
  }, ENGLISH);
}

const seenSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { english: string[]; langs: string[] } }).seen);

for (const { name, viewport } of SIZES) {
  test(`a Spanish reader's login page is Spanish before the scripts run and after (${name})`, async ({
    browser,
    page,
  }, testInfo) => {
    // Before any script: the server's page, drawn in Spanish.
    const early = await withoutScripts(browser, viewport);
    try {
      await early.page.goto('/login');
      expect(await early.page.locator('html').getAttribute('lang')).toBe('es');
      await expect(early.page.locator('h1')).toHaveText('Thoughtful');
      await expect(early.page.getByText(TAGLINE_ES)).toBeVisible();
      await expect(early.page.getByText('Cargando…')).toBeVisible();
      await expect(early.page.getByRole('button', { name: 'Español' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(early.page.getByText(TAGLINE_EN)).toHaveCount(0);
      await expect(early.page.getByText('Loading…')).toHaveCount(0);
      await expectNoSidewaysScroll(early.page);
      // (axe runs as a script: it checks the page once the app has drawn it, below.)
      await early.page.screenshot({ path: testInfo.outputPath(`login-es-before-scripts.png`) });
    } finally {
      await early.close();
    }

    // With the scripts: the page as sent is Spanish, and no English shows while the app starts.
    await page.setViewportSize(viewport);
    await watchForEnglish(page);
    const response = await page.goto('/login');
    const html = await response!.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(TAGLINE_ES);
    expect(html).not.toContain(TAGLINE_EN);
    expect(response!.headers()['content-language']).toBe('es');
    expect(response!.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');

    await expect(page.getByRole('heading', { level: 2, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    const seen = await seenSoFar(page);
    expect(seen.english).toEqual([]);
    expect(seen.langs.filter((lang) => lang !== '')).toEqual(['es']);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`login-es-after-scripts.png`) });
  });
}

test("the switch's choice goes with the next page: English from the server to a Spanish browser", async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();

  await watchForEnglish(page);
  const response = await page.reload();
  const html = await response!.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(TAGLINE_EN);
  expect(html).not.toContain(TAGLINE_ES);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The watcher sees English where there is some (so its silence above means none showed).
  expect((await seenSoFar(page)).english).toEqual(expect.arrayContaining([TAGLINE_EN, 'Login']));
  await expectNoSeriousA11yViolations(page);
});

test('the about and terms pages are Spanish before the scripts run', async ({ browser }) => {
  const early = await withoutScripts(browser, PHONE);
  try {
    await early.page.goto('/about');
    expect(await early.page.locator('html').getAttribute('lang')).toBe('es');
    await expect(early.page.locator('h1')).toHaveText('Piénsalo a fondo, en compañía');
    await early.page.goto('/terms-of-use');
    await expect(early.page.locator('h1')).toHaveText('Condiciones de uso');
    await expectNoSidewaysScroll(early.page);
  } finally {
    await early.close();
  }
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets her stored Spanish from the server once she has signed in here', async ({
    page,
    request,
  }) => {
    const { email, password } = await createUser('teacher', 'page-language-member');
    const member = await apiSignIn(request, email, password);
    const stored = await request.post('/api/users/me/language', {
      headers: { 'x-auth-token': member.token },
      data: { language: 'es' },
    });
    expect(stored.ok()).toBe(true);

    // Before she signs in, this browser's page is English.
    const first = await page.goto('/about');
    expect(await first!.text()).toContain('<html lang="en"');

    await useToken(page, member.token);
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Piénsalo a fondo, en compañía' }),
    ).toBeVisible();

    // The next page comes from the server in her language, before the app knows who she is.
    const next = await page.reload();
    const html = await next!.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Piénsalo a fondo, en compañía');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Piénsalo a fondo, en compañía' }),
    ).toBeVisible();
  });
});
