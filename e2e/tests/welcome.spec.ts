import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';

/** The latest-inTell home (content §1, §2). */

let teacher: ApiUser;

test.beforeAll(async ({ request }) => {
  const t = await createUser('teacher', 'welcome');
  teacher = await apiSignIn(request, t.email, t.password);
});

test('an account younger than 600 seconds is sent from /welcome to /about', async ({ page }) => {
  await useToken(page, teacher.token);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
  ).toBeVisible();
  // What a new member does meanwhile, instead of the home's list.
  await expect(page.getByRole('region', { name: 'Your first steps' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest inTells' })).toHaveCount(0);
});

test('the home greets the member and lists the 10 latest inTells, newest first', async ({
  page,
  request,
}) => {
  const tag = uniqueWord('latest');
  const headlines = Array.from({ length: 11 }, (_, i) => `Latest ${tag} number ${i + 1}`);
  // One after another, so their order is known.
  for (const headline of headlines) await createTextIdea(request, teacher.token, headline);

  await ageAccounts(page);
  await useToken(page, teacher.token);
  await page.goto('/welcome');

  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back ${teacher.name.split('@')[0]}.` }),
  ).toBeVisible();
  await expect(page.getByText('Check out some of the latest inTell...')).toBeVisible();
  const latest = page.getByRole('list', { name: 'Latest inTells' });
  await expect(latest.getByRole('listitem')).toHaveCount(10);
  await expect(latest.getByRole('heading')).toHaveText(headlines.slice(1).reverse());
  await expectNoSeriousA11yViolations(page);

  await latest.getByRole('link', { name: headlines[10] }).click();
  await expect(page).toHaveURL(/\/idea\//);
  await expect(page.getByRole('heading', { level: 1, name: headlines[10] })).toBeVisible();
});
