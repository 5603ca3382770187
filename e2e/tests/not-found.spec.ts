import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('not-found screen', () => {
  test('shows the message, the return notice after 1 s, and goes back to / after 5 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/this/page/does-not-exist');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Page does not exist' }),
    ).toBeVisible();
    const notice = page.getByText('Returning back to login screen.');
    await expect(notice).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.clock.runFor(1_000);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);

    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);

    await page.clock.runFor(1_100);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page does not exist' })).toBeHidden();
  });

  test('a reload of an unknown path is served by the app, not a server error', async ({ page }) => {
    const response = await page.goto('/idea-that/never/was');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page does not exist' })).toBeVisible();
  });
});
