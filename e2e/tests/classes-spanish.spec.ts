import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, useToken } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * The teacher's class screens in Spanish (issue 44): the browser asks for Spanish, the classes and
 * the roster speak it, and its longer words still fit a phone.
 */
const SHOTS = '/tmp/classes-es';

test.use({ locale: 'es-ES' });

for (const [label, viewport] of [
  ['390', PHONE],
  ['1280', { width: 1280, height: 900 }],
] as const) {
  test(`the classes and the roster in Spanish at ${label} px`, async ({ page, request }) => {
    test.slow(); // a busy two-core machine
    const account = await createUser('teacher', `classes-es-${label}`);
    const tess = await apiSignIn(request, account.email, account.password);
    const name = `Geografía ${Date.now().toString(36).slice(-5)}`;
    const created = await request.post('/api/classes', {
      data: { name },
      headers: { 'x-auth-token': tess.token },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    await page.setViewportSize(viewport);
    await useToken(page, tess.token);

    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toContainText('0 alumnos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-classes-${label}.png`, fullPage: true });

    await page.goto(`/classes/${_id}`);
    await expect(
      page.getByRole('img', { name: /^Código QR del enlace para entrar / }),
    ).toBeVisible();
    await page.getByLabel('Número de cuentas').fill('2');
    await page.getByRole('button', { name: 'Crear cuentas' }).click();
    await expect(page.getByText('2 cuentas nuevas')).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-roster-${label}.png`, fullPage: true });
  });
}
