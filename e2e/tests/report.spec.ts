import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { cli, uniqueEmail } from '../support/data';

const PASSWORD = 'password1';
const INVALID = 'Invalid message. Please be more descriptive.';

async function signInAsStudent(page: Page) {
  const email = uniqueEmail('report');
  cli('user:create', email, PASSWORD);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about$/);
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
