import { expect, test } from '@playwright/test';
import { createUser, logIn, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';

test.describe('login screen (spec accounts §2, §5)', () => {
  test('shows the fields and links, validates, clears highlighting and submits with Enter', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forgot my password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoSeriousA11yViolations(page);

    const id = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(id).toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid - mandatory field')).toBeVisible();
    await expect(password).toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid Password - must be at least 6 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await id.fill('nobody@example.org');
    await expect(id).not.toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid - mandatory field')).toBeHidden();
    await password.fill('12345');
    await expect(password).toHaveClass(/is-invalid/);
    await password.fill('123456');
    await expect(password).not.toHaveClass(/is-invalid/);

    await password.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a student whose account is older than 3600 s lands on /activity-students', async ({
    page,
  }) => {
    const { email, password } = await createUser('student');
    // The browser's clock two hours ahead makes the new account "older than 3600 s".
    await page.clock.setFixedTime(Date.now() + 2 * 3_600_000);
    await logIn(page, email, password, { withEnter: true });
    await expect(page).toHaveURL(/\/activity-students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed-in user who opens /login is sent to his or her home screen', async ({
    page,
    request,
  }) => {
    // A teacher is a non-admin: with an account younger than 3600 s, the about page.
    const { email, password } = await createUser('teacher');
    await signInWithToken(page, request, email, password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your first steps' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });

  test('an admin lands on /welcome; /logout clears the token and goes to /login', async ({
    page,
  }) => {
    const { email, password } = await createUser('admin');
    // Older than /welcome's 600-second redirect to /about (content §2).
    await ageAccounts(page);
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome back .+\.$/ }),
    ).toBeVisible();
    await expect(page.getByText('Check out some of the latest inTell...')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    // Signed out for real: a guarded screen sends the visitor back to login.
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toHaveCount(0);
  });

  test('an expired or forged token signs out quietly', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
