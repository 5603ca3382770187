import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { cli, uniqueEmail } from '../support/data';
import { expectFitsTheScreen } from '../support/layout';

const PASSWORD = 'password1';
const INVALID = 'Invalid message. Please be more descriptive.';

async function signInAsStudent(page: Page) {
  const email = uniqueEmail('report');
  await cli('user:create', email, PASSWORD);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
  ).toBeVisible();
}

async function openReport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Suggestions and Bug Reporting' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Suggestions and Bug Reporting' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('suggestions and bug reporting', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStudent(page);
  });

  test('a too-short message explains itself and offers no Submit button', async ({ page }) => {
    const dialog = await openReport(page);
    const message = dialog.getByLabel('Your message');
    await expect(message).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    await message.fill('ok');
    await expect(dialog.getByText(INVALID)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await message.fill('   ok   ');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    await message.fill('ok!');
    await expect(dialog.getByText(INVALID)).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a valid message is sent, confirmed, and another can follow', async ({ page }) => {
    let dialog = await openReport(page);
    await dialog.getByLabel('Your message').fill('The activity list could show due dates.');

    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/report') && r.method() === 'POST',
    );
    const response = page.waitForResponse((r) => r.url().endsWith('/api/report'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON()).toEqual({
      message: 'The activity list could show due dates.',
    });
    expect((await response).status()).toBe(201);

    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your report has been sent.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    dialog = await openReport(page);
    await expect(dialog.getByLabel('Your message')).toHaveValue('');
    await dialog.getByLabel('Your message').fill('And a second thought.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you! Your report has been sent.')).toHaveCount(2);
  });

  test('a server error shows as a danger alert and the draft is kept', async ({ page }) => {
    await page.route('**/api/report', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ msg: 'Server error. Please try again later.' }] }),
      }),
    );
    let dialog = await openReport(page);
    await dialog.getByLabel('Your message').fill('Something is off with the plots.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const alert = page.getByRole('alert').filter({
      hasText: 'Failed To Create Report On Server: Server error. Please try again later.',
    });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(dialog).toBeHidden();

    dialog = await openReport(page);
    await expect(dialog.getByLabel('Your message')).toHaveValue('Something is off with the plots.');
  });
});

test.describe('an admin reads the reports', () => {
  // The phone's menu opens without its slide, so the next click lands on what is shown.
  test.use({ reducedMotion: 'reduce' });
  for (const [name, viewport] of [
    ['on a desktop', { width: 1280, height: 800 }],
    ['on a phone', { width: 390, height: 844 }],
  ] as const) {
    test(name, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      // A member's report, sent through the API.
      const member = uniqueEmail('report-member');
      await cli('user:create', member, PASSWORD, '--teacher');
      const login = await request.post('/api/auth', {
        data: { email: member, password: PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      const text = `The plots could use a legend ${Date.now().toString(36)}.`;
      const sent = await request.post('/api/report', {
        data: { message: text },
        headers: { 'x-auth-token': token },
      });
      expect(sent.status()).toBe(201);

      const admin = uniqueEmail('report-admin');
      await cli('user:create', admin, PASSWORD, '--admin');
      await page.clock.install({ time: Date.now() + 15 * 60_000 });
      await page.goto('/login');
      await page.getByLabel('Email').fill(admin);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back / })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 600)
        await nav.getByRole('button', { name: 'Toggle navigation' }).click();
      await nav.getByRole('button', { name: 'Account' }).click();
      await nav.getByRole('link', { name: 'Reports' }).click();
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Reports, newest first' });
      const item = list.getByRole('listitem').filter({ hasText: text });
      await expect(item).toContainText(`(${member})`);
      await expectFitsTheScreen(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a member who is not an admin is kept out', async ({ page }) => {
    await signInAsStudent(page);
    await page.goto('/reports');
    // A student's home instead: the activities.
    await expect(page).toHaveURL(/\/activity-students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
  });
});
