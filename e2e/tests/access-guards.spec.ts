import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';

/** Every guarded route of spec accounts §2, with the heading its screen shows. */
const NON_STUDENT_ROUTES = [
  ['/welcome', 'Welcome'],
  ['/create1', 'Submit an inTell'],
  ['/create2', 'Submit a web link'],
  ['/idea/abc', 'inTell'],
  ['/idea/abc/20', 'inTell'],
  ['/idea/abc/20/def', 'inTell'],
  ['/agent/abc', 'waveMaker'],
  ['/agent/abc/1000', 'waveMaker'],
  ['/agent/abc/40/def', 'waveMaker'],
  ['/profiles', 'Developers'],
  ['/profile/abc', 'Profile'],
] as const;

const AUTHENTICATED_ROUTES = [
  ['/create/20/abc', 'Create and link'],
  ['/link-idea-idea/abc', 'Link'],
  ['/link-idea-agent/abc', 'Link'],
  ['/link-agent-agent/abc', 'Link'],
  ['/quote-extract/abc', 'Quote extract'],
  ['/activity-students', 'Activities'],
] as const;

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
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('anyone may open the open routes', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Thoughtful'],
      ['/login', 'Thoughtful'],
      ['/register', 'Create your account'],
      ['/forgot-password', 'Forgot my password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a student reaches the authenticated screens only', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email, password } = createUser('student');
    await signInWithToken(page, request, email, password);

    for (const [path, heading] of AUTHENTICATED_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page, `stays on ${path}`).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);

    for (const path of [...NON_STUDENT_ROUTES.map(([p]) => p), '/activity-edit', '/invitations']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/activity-students$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    }
  });

  test('a signed-in user is sent from /register and /forgot-password to /activity-students', async ({
    page,
    request,
  }) => {
    const { email, password } = createUser('teacher');
    await signInWithToken(page, request, email, password);
    for (const path of ['/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/activity-students$/);
    }
  });

  test('a teacher reaches every screen but the invitation list; each passes axe', async ({
    page,
    request,
  }) => {
    // Many screens, each scanned by axe (the same screen once).
    test.setTimeout(90_000);
    const { email, password } = createUser('teacher');
    // Older than /welcome's 600-second redirect to /about (content §2).
    await ageAccounts(page);
    await signInWithToken(page, request, email, password);

    const scanned = new Set<string>();
    for (const [path, heading] of [
      ...NON_STUDENT_ROUTES,
      ...AUTHENTICATED_ROUTES,
      ['/activity-edit', 'Edit activities'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page, `stays on ${path}`).toHaveURL(new RegExp(`${path}$`));
      if (!scanned.has(heading)) {
        scanned.add(heading);
        await expectNoSeriousA11yViolations(page);
      }
    }

    await page.goto('/invitations');
    await expect(page).toHaveURL(/\/welcome$/);
  });
});
