import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord } from '../support/content';
import { uniqueEmail } from '../support/data';
import { expectNoSidewaysScroll, PHONE } from '../support/layout';
import { createLiveActivities } from '../support/student-activities';

/**
 * School sign-in (DESIGN.md §13): the main server offers 'Sign in with School Account' through
 * an OpenID provider that start-server.mjs runs beside it (support/oidc-provider.mjs, a real
 * oidc-provider with a plain login page). A teacher's class has a roster invitation for the
 * student's e-mail and a live activity; the student, with no account yet, signs in at the
 * provider and lands on her class's activities.
 */

const PROVIDER = 'School Account';
const BUTTON = `Sign in with ${PROVIDER}`;
const INSTRUCTIONS = 'Read this inTell before our discussion, then press Continue.';

const auth = (token: string) => ({ 'x-auth-token': token });

/** A teacher's class with the student's e-mail on its roster (an invitation) and a live activity. */
async function classWaitingFor(request: APIRequestContext, studentEmail: string) {
  const t = await createUser('teacher', 'oidc-teacher');
  const teacher = await apiSignIn(request, t.email, t.password);
  const made = await request.post('/api/classes', {
    data: { name: 'Year 9 History' },
    headers: auth(teacher.token),
  });
  expect(made.status(), await made.text()).toBe(201);
  const klass = (await made.json()) as { _id: string };
  const added = await request.post(`/api/classes/${klass._id}/roster`, {
    data: { emails: studentEmail },
    headers: auth(teacher.token),
  });
  expect(added.status(), await added.text()).toBe(200);
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Why the Hanseatic League grew ${uniqueWord('')}`,
    'Merchant towns on the Baltic pooled ships and rights to trade safely.',
  );
  await createLiveActivities(request, teacher.token, [
    {
      selection: 100,
      inTellExisting: reading._id,
      instructions1: INSTRUCTIONS,
      classId: klass._id,
    },
  ]);
}

async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('school sign-in', () => {
  test('a rostered student signs in with her school account and lands on her activities (390 px)', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('oidc-student');
    await classWaitingFor(request, email);
    await page.setViewportSize(PHONE);

    await page.goto('/login');
    const button = page.getByRole('link', { name: BUTTON });
    await expect(button).toBeVisible();
    // Above the password form, with 'or' between.
    const buttonBox = (await button.boundingBox())!;
    const emailBox = (await page.getByLabel('Email').boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThan(emailBox.y);
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/oidc-login-390.png', fullPage: true });

    await button.click();
    await page.screenshot({ path: '/tmp/oidc-provider-390.png', fullPage: true });
    await signInAtProvider(page, email);

    await expect(page).toHaveURL(/\/activity-students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page.getByText(INSTRUCTIONS)).toBeVisible();
    // The ticket is gone from the address; the token is kept as a password login keeps it.
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/oidc-activities-390.png', fullPage: true });
  });

  test("logging out ends the provider's session too: the next 'Sign in with' asks who it is (1280 px)", async ({
    page,
    request,
  }) => {
    // Two trips through the provider; the login screen's axe scan is the first journey's.
    test.slow();
    const email = uniqueEmail('oidc-leaver');
    await classWaitingFor(request, email);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/activity-students$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));

    await page.getByRole('link', { name: 'Logout' }).click();
    // The provider's own page asks to confirm, then sends the browser back to the login page.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session ended on the server too.
    expect((await request.get('/api/auth', { headers: auth(token!) })).status()).toBe(401);

    // The next pupil at this computer is asked who she is, not let in as the one before.
    await page.getByRole('link', { name: BUTTON }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROVIDER })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test('a provider without logout: the page says the school account is still signed in (390 and 1280 px)', async ({
    page,
    request,
  }, testInfo) => {
    // One trip through the provider; its session is left as a provider without logout leaves it.
    test.slow();
    const email = uniqueEmail('oidc-no-logout');
    await classWaitingFor(request, email);
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/activity-students$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // The server's real answer, with the provider's logout address taken out (as Google's).
    await page.route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { provider: { name: string } | null };
      expect(body.provider?.name).toBe(PROVIDER);
      await route.fulfill({ response, json: { provider: { ...body.provider, logoutUrl: null } } });
    });

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Toggle navigation' }).click();
    // The menu opens with an animation: a click while it slides can miss the link.
    await expect(nav.locator('.collapsing')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Logout' }).click();
    await expect(
      page.getByRole('heading', { name: 'You are logged out of Thoughtful' }),
    ).toBeVisible();
    await expect(
      page.getByText(`But you are still signed in with ${PROVIDER} in this browser`),
    ).toBeVisible();
    await expect(
      page.getByText('On a shared computer, close every window of this browser before you leave.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await request.get('/api/auth', { headers: auth(token!) })).status()).toBe(401);
    await page.screenshot({ path: testInfo.outputPath('still-signed-in-390.png'), fullPage: true });
    // The same page on a desktop (a school's shared computer).
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(
      page.getByText(`But you are still signed in with ${PROVIDER} in this browser`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('still-signed-in-1280.png') });
    await page.getByRole('link', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an e-mail with no invitation is told to ask the teacher', async ({ page }) => {
    const email = uniqueEmail('oidc-stranger');
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No invitation for this e-mail address' }),
    ).toBeVisible();
    await expect(
      page.getByText(`The e-mail address ${email} has no invitation here.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/oidc-not-invited.png', fullPage: true });
    await page.getByRole('link', { name: 'Go to the login page' }).click();
    await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  });

  test('the login screen offers the school sign-in on a desktop (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    const button = page.getByRole('link', { name: BUTTON });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/api/auth/oidc/start?next=%2F');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/oidc-login-1280.png', fullPage: true });
  });
});
