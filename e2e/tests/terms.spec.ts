import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('terms of use', () => {
  test('are public and show the effective date and the rules', async ({ page }) => {
    await page.goto('/terms-of-use');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByText('Effective June 1, 2023')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /Pollution Of The Information Ecosystem/ }),
    ).toBeVisible();
    for (const heading of ['Acceptable use', 'Your content', 'Privacy', 'Contact']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('are linked from the register form', async ({ page }) => {
    await page.goto('/register');
    const link = page.getByRole('link', { name: /Terms of Use/ });
    await expect(link).toHaveAttribute('href', '/terms-of-use');
  });
});
