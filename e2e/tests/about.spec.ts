import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { cli, uniqueEmail } from '../support/data';
import { expectFitsTheScreen } from '../support/layout';

const PASSWORD = 'password1';
/** The about page's heading (its hero, content §1). */
const HEADING = 'Think it through, together';

async function signIn(page: Page, role: 'student' | 'teacher') {
  const email = uniqueEmail(`about-${role}`);
  await cli('user:create', email, PASSWORD, ...(role === 'teacher' ? ['--teacher'] : []));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new account of the education build lands here (spec accounts §2).
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
}

test.describe('about page', () => {
  test('a visitor who is not signed in is sent to the login screen', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
  });

  test('shows the values and a Get started button to a student', async ({ page }) => {
    await signIn(page, 'student');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    const values = page.getByRole('region', { name: 'What we value' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Humility',
      'Diversity of opinion',
      'Curiosity',
    ]);
    await expect(page.getByRole('region', { name: 'Why Thoughtful' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Words to think with' })).toContainText(
      'John Stuart Mill',
    );
    await expect(page.getByRole('region', { name: 'The team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/activity-students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^To Do/ })).toBeVisible();
  });

  test('has no Get started button for a non-student', async ({ page }) => {
    await signIn(page, 'teacher');
    await expect(page.getByRole('region', { name: 'What we value' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How to read the trees' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  });

  test('gives a new member a way on instead of a dead end', async ({ page }) => {
    await signIn(page, 'teacher');
    const steps = page.getByRole('region', { name: 'Your first steps' });
    await expect(steps).toContainText('then continue to your home screen');
    await expectNoSeriousA11yViolations(page);
    await steps.getByRole('link', { name: 'Share your first inTell' }).click();
    await expect(page).toHaveURL(/\/create1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit an inTell' })).toBeVisible();
    await expect(page.getByLabel('Your thoughts', { exact: true })).toBeVisible();
  });

  test('Continue opens home and search at once, and the account is never sent back', async ({
    page,
  }, testInfo) => {
    // A brand-new account: the home screen's 600-second rule applies (content §2).
    await signIn(page, 'teacher');
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/about$/);
    const steps = page.getByRole('region', { name: 'Your first steps' });
    await expect(steps.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('about-first-steps-1280.png') });
    await steps.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back / })).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Still within the first ten minutes: home opens, by a new load too, and About has no first
    // steps any more.
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back / })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your first steps' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('Continue fits the screen and opens home', async ({ page }, testInfo) => {
      await signIn(page, 'teacher');
      const steps = page.getByRole('region', { name: 'Your first steps' });
      const next = steps.getByRole('button', { name: 'Continue' });
      await expect(next).toBeVisible();
      await expectFitsTheScreen(page);
      await page.screenshot({ path: testInfo.outputPath('about-first-steps-390.png') });
      await next.tap();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back / })).toBeVisible();
      await expectFitsTheScreen(page);
      await expectNoSeriousA11yViolations(page);
    });

    test('the first steps fit the screen', async ({ page }) => {
      await signIn(page, 'teacher');
      const steps = page.getByRole('region', { name: 'Your first steps' });
      await expect(steps.getByRole('link', { name: 'Meet the other members' })).toBeVisible();
      await expectFitsTheScreen(page);
      await page.screenshot({ path: '/tmp/about-phone-first-steps.png', fullPage: false });
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('a back-to-top button appears after scrolling and returns to the top', async ({ page }) => {
    await signIn(page, 'student');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backToTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    await expect(backToTop).toHaveCount(0);

    await page.mouse.wheel(0, 400);
    await expect(backToTop).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeFocused();
  });

  test('the tip dialog pages with Back and Next and closes', async ({ page }) => {
    await signIn(page, 'student');
    await page.getByRole('button', { name: 'How to read the trees' }).click();

    const dialog = page.getByRole('dialog', { name: 'How to read the trees' });
    const back = dialog.getByRole('button', { name: 'Back' });
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(dialog.getByText('1 of 4')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'The linked inTell' })).toBeVisible();
    await expect(back).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await next.click();
    await expect(dialog.getByText('2 of 4')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Roots strengthen or weaken' })).toBeVisible();
    await expect(back).toBeEnabled();
    await next.click();
    await expect(dialog.getByRole('heading', { name: 'Branches are implications' })).toBeVisible();
    await next.click();
    await expect(dialog.getByText('4 of 4')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Moving through the tree' })).toBeVisible();
    await expect(next).toBeDisabled();

    await back.click();
    await expect(dialog.getByText('3 of 4')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'How to read the trees' }).click();
    await expect(dialog.getByText('1 of 4')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
