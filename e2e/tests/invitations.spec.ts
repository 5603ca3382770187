import { expect, test } from '@playwright/test';
import { createUser, logIn, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { uniqueEmail } from '../support/data';
import { expectFitsTheScreen } from '../support/layout';

test('an admin pastes invitations, sees who registered, and removes an entry', async ({
  page,
  request,
}) => {
  const admin = createUser('admin');
  const student = uniqueEmail('invited-student');
  const teacher = uniqueEmail('invited-teacher');
  const other = uniqueEmail('invited-other');

  // Older than /welcome's 600-second redirect to /about (content §2).
  await ageAccounts(page);
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const entries = page.getByLabel('Email addresses');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByText('Enter at least one email address')).toBeVisible();
  await expect(entries).toHaveClass(/is-invalid/);

  await entries.fill(`${student}, ${other}\nnot-an-address`);
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 entries' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'not-an-address' })).toBeVisible();
  await expect(entries).toHaveValue('not-an-address');

  await entries.fill(teacher);
  await page.getByLabel('Teacher').check();
  await page.getByRole('button', { name: 'Add to the list' }).click();
  const teacherRow = page.getByRole('row').filter({ hasText: teacher });
  await expect(teacherRow.getByRole('cell', { name: 'Teacher', exact: true })).toBeVisible();
  const studentRow = page.getByRole('row').filter({ hasText: student });
  await expect(studentRow.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The invited student registers (not yet confirmed); the list shows it.
  const registration = await request.post('/api/users', {
    data: { email: student, password: PASSWORD },
  });
  expect(registration.status()).toBe(201);
  await page.reload();
  const registered = page.getByRole('row').filter({ hasText: student });
  await expect(registered.getByRole('cell').nth(3)).toHaveText('Yes');
  await expect(registered.getByRole('cell').nth(4)).toHaveText('No');

  await page.getByRole('button', { name: `Remove ${other}` }).click();
  await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Invitation removed' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each invitation reads as a block, every column in view', async ({ page }) => {
    const admin = createUser('admin');
    const invited = uniqueEmail('phone-invited-with-a-long-address');
    await ageAccounts(page);
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/invitations');
    await page.getByLabel('Email addresses').fill(invited);
    await page.getByRole('button', { name: 'Add to the list' }).tap();
    const row = page.getByRole('row').filter({ hasText: invited });
    // Each value is labelled with its column's name (drawn before it by CSS), and is still a
    // table cell to a screen reader.
    await expect(row.getByRole('cell', { name: 'Role: Student' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Confirmed: No' })).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove ${invited}` });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport();
    const box = await remove.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: '/tmp/invitations-phone.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
