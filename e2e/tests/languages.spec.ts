import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, useToken } from '../support/content';

/**
 * Languages (issue 44, contract 2): a browser that asks for Spanish is answered in Spanish; the
 * login screen's switch changes the language at once and keeps the choice; a member chooses hers
 * on her own profile, where it is stored as hers.
 */
test.use({ locale: 'es-ES' });

const WIDTHS = [1280, 390] as const;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

for (const width of WIDTHS) {
  test(`the login screen speaks the browser's Spanish and switches to English (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');

    // Spanish: the browser asks for es-ES, and no other choice was made.
    await expect(page.getByRole('heading', { level: 2, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'He olvidado mi contraseña' })).toBeVisible();
    expect(await htmlLang(page)).toBe('es');
    const switcher = page.getByRole('group', { name: 'Idioma' });
    await expect(switcher.getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');

    // A check's message and a server's message, in Spanish too.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('No válido: campo obligatorio')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nobody@example.org');
    await page.getByLabel('Contraseña').fill('123456');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Credenciales no válidas' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`login-es-${width}.png`) });

    // The switch: English at once, kept for the next visit.
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('thoughtful.language'))).toBe('en');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
    await page.screenshot({ path: testInfo.outputPath(`login-en-${width}.png`) });
  });
}

test('a member chooses her language on her profile, and it is stored as hers', async ({
  page,
  request,
}) => {
  const { email, password } = await createUser('teacher', 'language-member');
  const member = await apiSignIn(request, email, password);
  await useToken(page, member.token);
  // The route belongs to the server part of issue 44 (contract 2): answered here as it will be.
  const stored: unknown[] = [];
  await page.route('**/api/users/me/language', async (route) => {
    const body = route.request().postDataJSON() as { language: string };
    stored.push(body);
    await route.fulfill({ status: 200, json: { language: body.language } });
  });
  await page.addInitScript(() => localStorage.setItem('thoughtful.language', 'en'));
  await page.goto(`/profile/${member._id}`);

  const choice = page.getByLabel('Language');
  await expect(choice).toHaveValue('en');
  await choice.selectOption('es');
  await expect(page.getByLabel('Idioma')).toHaveValue('es');
  await expect(page.getByRole('button', { name: 'Cuenta' })).toBeVisible();
  await expect.poll(() => htmlLang(page)).toBe('es');
  await expect.poll(() => stored).toEqual([{ language: 'es' }]);
  await expectNoSeriousA11yViolations(page);
});
