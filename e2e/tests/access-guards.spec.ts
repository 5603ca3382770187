import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';

/**
 * Every guarded route of spec accounts §2, with the heading its screen shows, whole: a wrong screen
 * at the right address fails. Unknown ids show each screen's own not-found state, and with it the
 * words that say so.
 */
const NON_STUDENT_ROUTES = [
  ['/welcome', /^Welcome back .+\.$/, 'Check out some of the latest inTell...'],
  ['/create1', 'Submit an inTell', 'Your thoughts'],
  ['/create2', 'Submit a web link', 'Web page address (URL)'],
  ['/idea/abc', 'inTell not found', 'This inTell does not exist.'],
  ['/idea/abc/20', 'inTell not found', 'This inTell does not exist.'],
  ['/idea/abc/20/def', 'inTell not found', 'This inTell does not exist.'],
  ['/agent/abc', 'waveMaker not found', 'This waveMaker does not exist.'],
  ['/agent/abc/1000', 'waveMaker not found', 'This waveMaker does not exist.'],
  ['/agent/abc/40/def', 'waveMaker not found', 'This waveMaker does not exist.'],
  ['/profiles', 'Developers', /View Profile|No profiles found\.\.\./],
  ['/profile/abc', 'Profile not found', 'This member does not exist.'],
] as const;

const AUTHENTICATED_ROUTES = [
  ['/create/20/abc', 'Create and link', 'Your thoughts'],
  ['/link-idea-idea/abc', 'Link between two inTells', 'This link does not exist.'],
  ['/link-idea-agent/abc', 'Link between an inTell and a waveMaker', 'This link does not exist.'],
  ['/link-agent-agent/abc', 'Link between two waveMakers', 'This link does not exist.'],
  ['/quote-extract/abc', 'Quote extract', 'This inTell does not exist.'],
  ['/activity-students', 'Activities', 'To Do'],
] as const;

const STUDENT_QUOTES = 'Students add quotes and key points through their activities.';

/** The screen's main heading, whole (a text names it exactly; a pattern matches it). */
function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

/** The login screen, as a visitor sees it. */
async function expectLoginScreen(page: Page) {
  await expect(mainHeading(page, 'Thoughtful')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/** The student's activity screen. */
async function expectStudentActivities(page: Page) {
  await expect(mainHeading(page, 'Activities')).toBeVisible();
  await expect(page.getByRole('tab', { name: /To Do/ })).toBeVisible();
}

const ALL_GUARDED = [
  ...NON_STUDENT_ROUTES.map(([path]) => path),
  ...AUTHENTICATED_ROUTES.map(([path]) => path),
  '/about',
  '/activity-edit',
  '/invitations',
];

test.describe('route guards (spec accounts §2, §6)', () => {
  test('an anonymous visitor is sent to /login from every guarded route', async ({ page }) => {
    // One full page load per route.
    test.setTimeout(90_000);
    for (const path of ALL_GUARDED) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
      await expectLoginScreen(page);
    }
  });

  test('anyone may open the open routes', async ({ page }) => {
    for (const [path, heading, field] of [
      ['/', 'Thoughtful', 'Password'],
      ['/login', 'Thoughtful', 'Password'],
      ['/register', 'Create your account', 'Confirm password'],
      ['/forgot-password', 'Forgot my password', 'Email'],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a student reaches the authenticated screens only', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email, password } = await createUser('student');
    await signInWithToken(page, request, email, password);

    for (const [path, heading, text] of AUTHENTICATED_ROUTES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      // The quote screen reads no inTell for a student: no way around the activities.
      const shown = path.startsWith('/quote-extract/') ? STUDENT_QUOTES : text;
      await expect(page.getByText(shown).first()).toBeVisible();
      await expect(page, `stays on ${path}`).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainHeading(page, 'Think it through, together')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();

    for (const path of [...NON_STUDENT_ROUTES.map(([p]) => p), '/activity-edit', '/invitations']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/activity-students$/);
      await expectStudentActivities(page);
    }
  });

  test('a signed-in user is sent from /register and /forgot-password to /activity-students', async ({
    page,
    request,
  }) => {
    const { email, password } = await createUser('teacher');
    await signInWithToken(page, request, email, password);
    for (const path of ['/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/activity-students$/);
      await expectStudentActivities(page);
      await expect(page.getByLabel('Email')).toHaveCount(0);
    }
  });

  test('a teacher reaches every screen but the invitation list; each passes axe', async ({
    page,
    request,
  }) => {
    // Many screens, each scanned by axe (the same screen once).
    test.setTimeout(180_000);
    const { email, password } = await createUser('teacher');
    // Older than /welcome's 600-second redirect to /about (content §2).
    await ageAccounts(page);
    await signInWithToken(page, request, email, password);

    const scanned = new Set<string>();
    for (const [path, heading, text] of [
      ...NON_STUDENT_ROUTES,
      ...AUTHENTICATED_ROUTES,
      ['/activity-edit', 'Edit activities', 'View all activities'],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page, `stays on ${path}`).toHaveURL(new RegExp(`${path}$`));
      if (!scanned.has(String(heading))) {
        scanned.add(String(heading));
        await expectNoSeriousA11yViolations(page);
      }
    }

    await page.goto('/invitations');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(mainHeading(page, /^Welcome back .+\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);
  });
});
