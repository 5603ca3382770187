import { expect, test, type Page } from '@playwright/test';
import { confirmationPath, fillRegistration, logIn, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { expectNothingCutOff, expectNoSidewaysScroll, PHONE } from '../support/layout';
import { cli, mailsTo, uniqueEmail, waitForMail } from '../support/data';

async function expectStatusView(page: Page, heading: string, message: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe('registration journeys (spec accounts §2, §4, §7)', () => {
  test('an invited student registers, confirms by mail, logs in and lands on /about', async ({
    page,
  }) => {
    const email = uniqueEmail('student');
    await cli('invite', email);

    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillRegistration(page, email);

    await expectStatusView(page, 'Registration successful', /check your spam folder/);
    const alert = page.getByRole('status').filter({ hasText: 'Registration successful.' });
    await expect(alert).toHaveClass(/alert-success/);
    await expectNoSeriousA11yViolations(page);

    const link = await confirmationPath(email);
    await page.goto(link);
    await expectStatusView(page, 'Email address confirmed', 'Thank you. You can now sign in.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // A student whose account is younger than 3600 s starts on the about page.
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  // Spec accounts §2: in the education build every non-admin, teachers included, starts on /about
  // while the account is younger than 3600 s; only admins (made by the CLI) go to /welcome.
  test('an invited teacher registers, confirms, lands on /about and may open /welcome', async ({
    page,
  }) => {
    const email = uniqueEmail('teacher');
    await cli('invite', email, '--teacher');
    // Older than /welcome's 600-second redirect to /about (content §2), still new at login.
    await ageAccounts(page);
    await fillRegistration(page, email);
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();

    await page.goto(await confirmationPath(email));
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('region', { name: 'Your first steps' })).toBeVisible();
    await page.goto('/welcome');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome back .+\.$/ }),
    ).toBeVisible();
    // A list, or its empty state when this journey runs on a fresh database.
    await expect(page.getByRole('region', { name: 'Latest inTells' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a reused confirmation link shows that the account is confirmed', async ({ page }) => {
    const email = uniqueEmail('reuse');
    await cli('invite', email);
    await fillRegistration(page, email);
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    const link = await confirmationPath(email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await page.goto(link);
    await expectStatusView(page, 'Your account is confirmed', /already been confirmed/);
    await expectNoSeriousA11yViolations(page);
  });

  test('someone not on the invitation list sees the -101 screen', async ({ page }) => {
    const email = uniqueEmail('stranger');
    await fillRegistration(page, email);

    await expectStatusView(
      page,
      'Not on the invitation list',
      /does not match the invitation list for this exploration/,
    );
    await expect(page.getByRole('alert').filter({ hasText: 'User not invited' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(mailsTo(email)).toHaveLength(0);

    // Sign in forgets the status: the login form is back.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a banned e-mail is refused with the server message, and the form stays', async ({
    page,
  }) => {
    const email = uniqueEmail('banned');
    await cli('invite', email);
    await cli('ban', email);
    await fillRegistration(page, email);

    const alert = page.getByRole('alert').filter({ hasText: 'banned from the platform' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(mailsTo(email)).toHaveLength(0);
  });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    test(`logging in before confirming mails the link again, and it confirms, on a ${label}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail('unconfirmed');
      await cli('invite', email);
      await fillRegistration(page, email);
      await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
      await waitForMail(email, 1);

      await logIn(page, email, PASSWORD);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Registration successful' }),
      ).toBeVisible();
      // It says a new mail was sent, and one was.
      await expect(
        page.getByRole('alert').filter({
          hasText:
            'Please confirm your email address before logging in. We have just sent you a new email',
        }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`unconfirmed-login-${label}.png`) });

      // The new mail's link confirms the registration, and the password then signs in.
      await page.goto(await confirmationPath(email, 2));
      await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
      expect(mailsTo(email)).toHaveLength(2);
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/about$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });
  }
});

test.describe('registration form validation (spec accounts §5)', () => {
  test('every message shows under its field, clears once corrected, and Enter submits', async ({
    page,
  }) => {
    await page.goto('/register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const password2 = page.getByLabel('Confirm password');
    const terms = page.getByRole('checkbox', { name: /I accept the Terms of Use/ });
    await expect(page.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    // A mail client's bracketed or comma-joined address is no address either.
    for (const pasted of ['<ana@school.org>', 'ana,ben@school.org']) {
      await email.fill(pasted);
      await email.press('Enter');
      await expect(email).toHaveClass(/is-invalid/);
      await expect(
        page.getByText('Please enter a valid email address', { exact: true }),
      ).toBeVisible();
    }

    await email.fill('not-an-email');
    await password.fill('12345');
    await password2.fill('1234');
    await password2.press('Enter');

    const messages = [
      [email, 'Please enter a valid email address'],
      [password, 'Password too short - must be at least 6 characters'],
      [password2, 'Passwords entered do not match. Please enter again.'],
      [terms, 'Registration requires acceptance of our "Terms of Use"'],
    ] as const;
    for (const [input, message] of messages) {
      await expect(input).toHaveClass(/is-invalid/);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(email).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const address = uniqueEmail('enter');
    await email.fill(address);
    await expect(email).not.toHaveClass(/is-invalid/);
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await password.fill(PASSWORD);
    await expect(password).not.toHaveClass(/is-invalid/);
    await expect(password2).toHaveClass(/is-invalid/);
    await password2.fill(PASSWORD);
    await expect(password2).not.toHaveClass(/is-invalid/);
    await terms.check();
    await expect(terms).not.toHaveClass(/is-invalid/);
    await expect(page.getByText('Registration requires acceptance')).toBeHidden();

    // Enter in any field submits: not invited, so the -101 screen.
    await password2.press('Enter');
    await expect(page.getByRole('heading', { name: 'Not on the invitation list' })).toBeVisible();
  });
});
