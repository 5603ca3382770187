import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, uniqueWord, useToken, type ApiUser } from '../support/content';

/** Profiles (content §2, §6): the owner edits, everyone else reads. */

let owner: ApiUser;
let other: ApiUser;

test.beforeAll(async ({ request }) => {
  const o = await createUser('teacher', 'profile-owner');
  const x = await createUser('teacher', 'profile-other');
  [owner, other] = await Promise.all([
    apiSignIn(request, o.email, o.password),
    apiSignIn(request, x.email, x.password),
  ]);
});

test('a member edits their own profile; Save Changes appears only after an edit', async ({
  page,
}) => {
  const aka = `Ace ${uniqueWord('aka')}`;
  await useToken(page, owner.token);
  await page.goto(`/profile/${owner._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: owner.name.split('@')[0] }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const save = page.getByRole('button', { name: 'Save Changes' });
  await page.getByRole('button', { name: 'Edit My Public Profile' }).click();
  const akaField = page.getByLabel(/Alias/);
  await expect(akaField).toBeFocused();
  await expect(save).toHaveCount(0);

  // Cancel Edits discards what was typed.
  await akaField.fill('Thrown away');
  await expect(save).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Edits' }).click();
  await expect(page.getByText('Thrown away')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit My Public Profile' })).toBeFocused();

  await page.getByRole('button', { name: 'Edit My Public Profile' }).click();
  await expect(save).toHaveCount(0);
  await akaField.fill(aka);
  await page.getByLabel(/Bio/).fill('I teach history and like long walks.');
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'profile has been saved' }),
  ).toBeVisible();
  await expect(page.getByText(`aka ${aka}`)).toBeVisible();
  await expect(page.getByText('I teach history and like long walks.')).toBeVisible();

  // The developers list now shows it, with a link to the profile.
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: aka });
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${owner._id}$`));
  await expect(page.getByText(`aka ${aka}`)).toBeVisible();
});

test("another member's profile is read-only", async ({ page, request }) => {
  const saved = await request.post('/api/profile', {
    headers: { 'x-auth-token': other.token },
    data: { aka: 'The Other One', bio: 'Not yours to edit.' },
  });
  expect(saved.status()).toBe(200);

  await useToken(page, owner.token);
  await page.goto(`/profile/${other._id}`);
  await expect(page.getByText('aka The Other One')).toBeVisible();
  await expect(page.getByText('Not yours to edit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit My Public Profile' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
