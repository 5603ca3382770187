import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pauseClockNow } from '../support/clock';

// When the server cannot give the app its configuration (for example its database is down), each
// server error message shows as a danger alert that goes away after the default 30 s.
test.describe('alerts', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ msg: 'Database unavailable' }] }),
      }),
    );
  });

  test('a server error appears as a danger alert and is removed after 30 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');

    const alert = page.getByRole('alert').filter({ hasText: 'Database unavailable' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    await pauseClockNow(page);

    await page.clock.runFor(28_000);
    await expect(alert).toBeVisible();

    await page.clock.runFor(2_000);
    await expect(alert).toBeHidden();
  });

  test('the user can dismiss an alert', async ({ page }) => {
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Database unavailable' });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Close alert' }).click();
    await expect(alert).toBeHidden();
  });
});
