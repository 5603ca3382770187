import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('not-found screen', () => {
  test('shows the message, the return notice after 1 s, and goes back to / after 5 s', async ({
    page,
  }) => {
    // The page's time stands still from before it loads, so however long the machine takes to
    // show the screen, only `runFor` moves it on: the notice's 1 s starts when the screen mounts.
    const start = Date.parse('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/this/page/does-not-exist');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Page does not exist' }),
    ).toBeVisible();
    const notice = page.getByText('Returning back to login screen.');
    await expect(notice).toBeHidden();

    await page.clock.runFor(1_000);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);

    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);

    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page does not exist' })).toBeHidden();
    // Back on the login screen, as the notice said.
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a reload of an unknown path is served by the app and passes axe', async ({ page }) => {
    const response = await page.goto('/idea-that/never/was');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page does not exist' })).toBeVisible();
    await expect(page.getByText('Returning back to login screen.')).toBeVisible();
    // Outside the timed journey above: an axe scan can take over a second on a busy machine.
    await expectNoSeriousA11yViolations(page);
  });
});
