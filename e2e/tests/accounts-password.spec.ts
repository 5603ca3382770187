import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkPath, waitForMail } from '../support/data';

const NEW_PASSWORD = 'a-brand-new-secret';

test.describe('forgot password (spec accounts §2, §7)', () => {
  test('reset by mail, choose a new password, then log in with it', async ({ page }) => {
    const { email, password } = await createUser('teacher', 'reset');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot my password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoSeriousA11yViolations(page);

    const emailField = page.getByLabel('Email');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(emailField).toHaveClass(/is-invalid/);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await emailField.fill(email);
    await expect(emailField).not.toHaveClass(/is-invalid/);
    await emailField.press('Enter');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'a link to reset its password' });
    await expect(notice).toHaveClass(/alert-success/);

    const link = linkPath(await waitForMail(email), '/confirm/');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const password1 = page.getByLabel('New password', { exact: true });
    const password2 = page.getByLabel('Confirm new password');
    await password1.fill('short');
    await password2.fill('different');
    await password2.press('Enter');
    await expect(password1).toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid Password - must be at least 6 characters')).toBeVisible();
    await expect(password2).toHaveClass(/is-invalid/);
    await expect(page.getByText('Invalid - passwords must match')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await password1.fill(NEW_PASSWORD);
    await expect(password1).not.toHaveClass(/is-invalid/);
    await expect(password2).toHaveClass(/is-invalid/);
    await password2.fill(NEW_PASSWORD);
    await expect(password2).not.toHaveClass(/is-invalid/);
    await password2.press('Enter');

    await expect(
      page.getByRole('status').filter({ hasText: 'Password change successful' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(
      page.getByText('Your new password is set. You can now sign in with it.'),
    ).toBeVisible();

    // The old password no longer works; the new one does.
    await logIn(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await logIn(page, email, NEW_PASSWORD);
    // A teacher's account younger than 3600 s starts on the about page (accounts §2).
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
    ).toBeVisible();

    // The reset link is spent.
    await page.goto('/logout');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Password change failed' })).toBeVisible();
    await expect(
      page.getByText('Did you use the latest email confirmation we sent you?'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the success alert stays 30 s', async ({ page }) => {
    const { email } = await createUser('student', 'reset-alert');
    await page.clock.install();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'a link to reset its password' });
    await expect(notice).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(notice).toBeHidden();
  });
});
