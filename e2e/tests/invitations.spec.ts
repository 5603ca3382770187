import { expect, test } from '@playwright/test';
import { createUser, logIn, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { uniqueEmail } from '../support/data';

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
