import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoSidewaysScroll, PHONE } from '../support/layout';

/**
 * The login, about and terms pages arrive with their screen already drawn (apps/web/src/
 * prerender.tsx, docs/decisions/2026-11-23-speed.md 'Pages drawn before the scripts run'): a phone
 * on a slow network shows them before the scripts have come, and the app then draws the same screen
 * over them.
 */
const TAGLINE =
  'A platform for structured, good-faith dialogue: post ideas, link them as causes and effects, and rate them.';
const ABOUT_HEADING = 'Think it through, together';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

/** A page as a browser shows it before any script has run. */
async function withoutScripts(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const { name, viewport } of SIZES) {
  test(`the login page shows its screen before the scripts run, then the app's (${name})`, async ({
    browser,
    page,
  }) => {
    const early = await withoutScripts(browser, viewport);
    try {
      await early.page.goto('/login');
      await expect(early.page.locator('h1')).toHaveText('Thoughtful');
      await expect(early.page.getByText(TAGLINE)).toBeVisible();
      await expect(early.page.getByText('Loading…')).toBeVisible();
      // Not to be clicked or read out yet: nothing there works before the app does.
      await expect(early.page.locator('#root > div[inert]')).toHaveCount(1);
      await expectNoSidewaysScroll(early.page);
      await early.page.screenshot({ path: test.info().outputPath(`login-before-scripts.png`) });
    } finally {
      await early.close();
    }

    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(TAGLINE)).toHaveCount(1);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await page.getByRole('textbox', { name: /login id|email/i }).fill('someone@example.org');
    await expect(page.getByRole('textbox', { name: /login id|email/i })).toHaveValue(
      'someone@example.org',
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test('the about and terms pages show their text before the scripts run', async ({ browser }) => {
  const early = await withoutScripts(browser, PHONE);
  try {
    await early.page.goto('/about');
    await expect(early.page.locator('h1')).toHaveText(ABOUT_HEADING);
    await early.page.screenshot({ path: test.info().outputPath('about-before-scripts.png') });
    await early.page.goto('/terms-of-use');
    await expect(early.page.locator('h1')).toHaveText('Terms of Use');
    await expectNoSidewaysScroll(early.page);
  } finally {
    await early.close();
  }
});

test('a visitor without an account is still sent from /about to the login page', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ABOUT_HEADING })).toHaveCount(0);
});
