import { expect, test, type Page } from '@playwright/test';
import { ANONYMOUS_ADMIN_ID, anonymousCli, uniqueLoginId } from '../../support/anonymous';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { ageAccounts } from '../../support/clock';
import { expectNothingCutOff, expectNoSidewaysScroll, PHONE } from '../../support/layout';

const ADMIN_PASSWORD = 'admin-password-1';

/** The about page's heading: where a new account of the education build starts. */
const ABOUT = 'Think it through, together';

/** The anonymous mode's login screen: the ID field alone, the form of no other screen. */
async function expectLoginById(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
  await expect(page.getByLabel('Your login ID')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('anonymous education mode (spec accounts §1, §2, §6)', () => {
  test('a student logs in with an invited ID only', async ({ page }) => {
    const id = uniqueLoginId('pupil');
    await anonymousCli('invite', id);

    await page.goto('/login');
    const idField = page.getByLabel('Your login ID');
    await expect(idField).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot my password' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid - mandatory field')).toBeVisible();
    await expect(idField).toHaveClass(/is-invalid/);
    await idField.fill(id);
    await expect(idField).not.toHaveClass(/is-invalid/);
    await idField.press('Enter');

    // A new account (created by this first login) starts on the about page.
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: ABOUT })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('an ID that is not invited is refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Your login ID').fill(uniqueLoginId('stranger'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'User not invited' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectLoginById(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('register and forgot-password send anonymous visitors away', async ({ page }) => {
    for (const path of ['/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
      await expectLoginById(page);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
    }
  });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    test(`the password form asks for a login ID and offers nothing an ID cannot use, on a ${label}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await page.getByLabel('Your login ID').fill('Admin-E2E');
      await page.getByRole('button', { name: 'Sign in with a password' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();

      // Not 'Email', no Register, no 'Forgot my password' (IDs have no mailbox).
      await expect(page.getByLabel('Your login ID')).toHaveValue('Admin-E2E');
      await expect(page.getByLabel('Email')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Forgot my password' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in with my ID only' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`login-password-${label}.png`) });

      await page.getByRole('button', { name: 'Sign in with my ID only' }).click();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expect(page.getByLabel('Your login ID')).toHaveValue('Admin-E2E');
      await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`login-id-${label}.png`) });
    });

    test(`a teacher with a password must give it, on a ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const id = `${uniqueLoginId('teacher')}@school.org`;
      await anonymousCli('user:create', id, 'teacher-password', '--teacher');

      await page.goto('/login');
      const idField = page.getByLabel('Your login ID');
      await idField.fill(id);
      // The screen cannot tell which IDs have a password: the teacher asks for the field.
      await page.getByRole('button', { name: 'Sign in with a password' }).click();
      const password = page.getByLabel('Password');
      await expect(password).toBeVisible();
      await expect(page.getByLabel('Your login ID')).toHaveValue(id);
      await expect(page.getByRole('link', { name: 'Forgot my password' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Invalid credentials' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await password.fill('teacher-password');
      await password.press('Enter');
      // A new non-admin account of the education build starts on the about page (accounts §2).
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: ABOUT })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your first steps' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });
  }

  test('the admin ID asks for a password and goes to /welcome', async ({ page }) => {
    try {
      await anonymousCli('user:create', ANONYMOUS_ADMIN_ID, ADMIN_PASSWORD, '--admin');
    } catch {
      // Already created by an earlier attempt of this test (retries share the server).
    }

    // Older than /welcome's 600-second redirect to /about (content §2).
    await ageAccounts(page);
    await page.goto('/login');
    await page.getByLabel('Your login ID').fill('  Admin-E2E ');
    await page.getByRole('button', { name: 'Sign in with a password' }).click();
    const password = page.getByLabel('Password');
    await expect(password).toBeVisible();
    await expect(page.getByLabel('Your login ID')).toHaveValue('  Admin-E2E ');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(password).toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid Password - must be at least 6 characters')).toBeVisible();

    await password.fill(ADMIN_PASSWORD);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome back .+\.$/ }),
    ).toBeVisible();
    await expect(page.getByText('Check out some of the latest inTell...')).toBeVisible();
  });
});
