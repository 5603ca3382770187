import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { cli, uniqueEmail } from '../support/data';
import { PHONE } from '../support/layout';

const PASSWORD = 'password1';

/** Creates a confirmed account of the role and signs in through the login form. */
async function signIn(page: Page, role: 'student' | 'teacher' | 'admin') {
  const email = uniqueEmail(`menu-${role}`);
  await cli('user:create', email, PASSWORD, ...(role === 'student' ? [] : [`--${role}`]));
  // Older than /welcome's 600-second redirect to /about (content §2), still new at login.
  await ageAccounts(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new account lands on the about page (education build, spec accounts §2); an admin on /welcome.
  await expect(page).toHaveURL(role === 'admin' ? /\/welcome$/ : /\/about$/);
  await expectHeading(page, role === 'admin' ? /^Welcome back .+\.$/ : ABOUT);
  return email;
}

const ABOUT = 'Think it through, together';

/** The screen's main heading, whole: a wrong screen at the right address fails. */
async function expectHeading(page: Page, name: string | RegExp) {
  await expect(
    page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }),
  ).toBeVisible();
}

/** The login screen, with no menu. */
async function expectLoggedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expectHeading(page, 'Thoughtful');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('navigation menu', () => {
  test('is not shown to a visitor who is not signed in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('a student sees About, Activities, Suggestions and Bug Reporting, and Logout', async ({
    page,
  }) => {
    await signIn(page, 'student');
    const nav = menu(page);
    await expect(nav).toBeVisible();

    await expect(nav.getByRole('link')).toHaveText(['Thoughtful', 'About', 'Activities', 'Logout']);
    await expect(nav.getByRole('button', { name: 'Suggestions and Bug Reporting' })).toBeVisible();
    await expect(nav.getByText('Submit new inTell')).toHaveCount(0);
    await expect(nav.getByText('Account')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activity-students$/);
    await expectHeading(page, 'Activities');
    await expect(page.getByRole('tab', { name: /^To Do/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Activities' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectHeading(page, ABOUT);
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();

    await nav.getByRole('link', { name: 'Logout' }).click();
    await expectLoggedOut(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a non-student sees the submit, activities and account menus', async ({ page }) => {
    const email = await signIn(page, 'teacher');
    const nav = menu(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Suggestions and Bug Reporting' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();

    // Submit new inTell.
    await nav.getByRole('button', { name: 'Submit new inTell' }).click();
    await expect(nav.getByRole('link', { name: 'Web link' })).toHaveAttribute('href', '/create2');
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole('link', { name: 'My Thoughts' }).click();
    await expect(page).toHaveURL(/\/create1$/);
    await expectHeading(page, 'Submit an inTell');
    await expect(page.getByLabel('Your thoughts', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Thoughts' })).toBeHidden();

    await nav.getByRole('button', { name: 'Submit new inTell' }).click();
    await nav.getByRole('link', { name: 'Web link' }).click();
    await expect(page).toHaveURL(/\/create2$/);
    await expectHeading(page, 'Submit a web link');
    await expect(page.getByLabel('Web page address (URL)')).toBeVisible();

    // Activities: a teacher edits as a teacher; admin wording is for admins.
    await nav.getByRole('button', { name: 'Activities' }).click();
    await expect(nav.getByRole('link', { name: 'Edit as Admin' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Edit as Teacher' }).click();
    await expect(page).toHaveURL(/\/activity-edit$/);
    await expectHeading(page, 'Edit activities');
    await expect(page.getByRole('tab', { name: /^Add new activity/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Activities' }).click();
    await nav.getByRole('link', { name: 'View as Student' }).click();
    await expect(page).toHaveURL(/\/activity-students$/);
    await expectHeading(page, 'Activities');
    await expect(page.getByRole('tab', { name: /^To Do/ })).toBeVisible();

    // About.
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectHeading(page, ABOUT);

    // Account: My profile goes to the signed-in user's own profile; no Invitations for a teacher.
    const me = await page.request.get('/api/auth', {
      headers: { 'x-auth-token': (await page.evaluate(() => localStorage.getItem('token'))) ?? '' },
    });
    const { _id: userId } = (await me.json()) as { _id: string };
    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(nav.getByRole('link', { name: 'Invitations' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: email.split('@')[0] })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit My Public Profile' })).toBeVisible();
    // About was the last top-level entry chosen, but this is the profile: About is not marked
    //.
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveClass(/\bactive\b/);
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expectNoSeriousA11yViolations(page);

    // The members' profiles, titled as the spec titles them.
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();

    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Logout' }).click();
    await expectLoggedOut(page);
  });

  test('an admin edits activities as Admin, and finds the invitation list under Account', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const nav = menu(page);
    await nav.getByRole('button', { name: 'Activities' }).click();
    await expect(nav.getByRole('link', { name: 'Edit as Admin' })).toHaveAttribute(
      'href',
      '/activity-edit',
    );
    await expect(nav.getByRole('link', { name: 'Edit as Teacher' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Activities' }).click();
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Invitations' }).click();
    await expect(page).toHaveURL(/\/invitations$/);
    await expectHeading(page, 'Invitations');
    await expect(page.getByLabel('Email addresses')).toBeVisible();
  });

  test('on a phone, marks only the screen shown: About, then not on a profile', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'teacher');
    const nav = menu(page);
    const toggle = nav.getByRole('button', { name: 'Toggle navigation' });
    const about = nav.getByRole('link', { name: 'About' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await toggle.click();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await toggle.click();
    await expect(about).toHaveClass(/\bactive\b/);
    await nav.getByRole('button', { name: 'Activities' }).click();
    await expect(nav.getByRole('link', { name: 'Edit as Teacher' })).toBeVisible();
    await nav.getByRole('button', { name: 'Activities' }).click();
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile\/[\w-]+$/);
    await expect(page.getByRole('button', { name: 'Edit My Public Profile' })).toBeVisible();
    // A dropdown's entry leaves the collapsed menu open: About is in view, unmarked.
    await expect(about).toBeVisible();
    await expect(about).not.toHaveClass(/\bactive\b/);
    await expectNoSeriousA11yViolations(page);
    // The pointer rests where the last click left it: away, so the picture shows no hover.
    await page.mouse.move(200, 800);
    await page.screenshot({ path: testInfo.outputPath('menu-profile-390.png') });
  });

  test('collapses behind a toggle on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'student');
    const nav = menu(page);
    const about = nav.getByRole('link', { name: 'About' });

    await expect(about).toBeHidden();
    await nav.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(about).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Every entry starts at the same left edge, the report button too.
    const report = nav.getByRole('button', { name: 'Suggestions and Bug Reporting' });
    const lefts = await Promise.all(
      [about, report].map((item) =>
        item.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return Math.round(range.getBoundingClientRect().left);
        }),
      ),
    );
    expect(lefts[1]).toBe(lefts[0]);

    await nav.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activity-students$/);
    await expectHeading(page, 'Activities');
    await expect(about).toBeHidden();
  });
});
