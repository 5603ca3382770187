import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * The API reference ('Beyond the spec'): a developer of a school's system opens
 * /api/docs, goes to a section, opens an operation's body and follows the link to the document.
 */
for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the API reference reads at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful API' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'inTells' })
      .click();
    const section = page.getByRole('region', { name: 'inTells' });
    await expect(section.getByRole('heading', { level: 2, name: 'inTells' })).toBeInViewport();
    const create = section.getByRole('region', { name: 'POST /api/ideas', exact: true });
    await expect(create).toContainText('Submit an inTell (not students)');
    await expect(create).toContainText('Needs the x-auth-token header.');
    await create.getByText('Body (application/json)').click();
    await expect(create.locator('pre').first()).toContainText('"myPoint"');
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === PHONE.width) await expectFitsTheScreen(page);

    const link = page.getByRole('link', { name: '/api/docs/openapi.json' });
    const document = await request.get((await link.getAttribute('href'))!);
    expect(document.ok()).toBe(true);
    expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
}
