import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';

/**
 * Opening an inTell's address (docs/decisions/2026-11-23-speed.md 'The inTell read with its
 * route'): the inTell is asked for while the member is still being checked, not after, and once;
 * and a sign-in as someone else in another tab shows that member's answer, not one kept for the
 * first.
 */

let first: ApiUser;
let second: ApiUser;

test.beforeAll(async ({ request }) => {
  const a = await createUser('teacher', 'route-read-first');
  const b = await createUser('teacher', 'route-read-second');
  [first, second] = await Promise.all([
    apiSignIn(request, a.email, a.password),
    apiSignIn(request, b.email, b.password),
  ]);
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an inTell opened by its address is read beside the member check, once', async ({
      page,
      request,
    }, testInfo) => {
      const headline = uniqueWord('Route read');
      const idea = await createTextIdea(request, first.token, headline);
      await useToken(page, first.token);

      // The member check answers only when the test lets it: meanwhile the inTell is asked for.
      // The route's own read is what this checks: the page's early reads are left out.
      await page.addInitScript(() => {
        (window as unknown as { thoughtfulEarlyReads: null }).thoughtfulEarlyReads = null;
      });
      let answerCheck: () => void = () => undefined;
      const checkHeld = new Promise<void>((resolve) => (answerCheck = resolve));
      await page.route('**/api/auth', async (route) => {
        if (route.request().method() === 'GET') await checkHeld;
        await route.fallback();
      });
      const reads: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith(`/api/ideas/${idea._id}`)) reads.push(req.url());
      });

      await page.goto(`/idea/${idea._id}`);
      await expect.poll(() => reads.length).toBe(1);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toHaveCount(0);

      answerCheck();
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await page.waitForTimeout(300);
      expect(reads).toHaveLength(1);
      await page.screenshot({ path: testInfo.outputPath(`idea-${device}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    });

    test("the page asks for the inTell and the member before the app's scripts have come", async ({
      page,
      request,
    }) => {
      const headline = uniqueWord('Early read');
      const idea = await createTextIdea(request, first.token, headline);
      await useToken(page, first.token);

      // The app's entry is held back until the test lets it through: whatever is read meanwhile
      // was asked for by the page itself (docs/decisions/2026-11-23-speed.md 'Reads started by the
      // page').
      let releaseEntry: () => void = () => undefined;
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      let entryAsked = false;
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        entryAsked = true;
        await entryHeld;
        await route.fallback();
      });
      const reads: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.startsWith('/api/')) reads.push(`${req.method()} ${pathname}`);
      });

      await page.goto(`/idea/${idea._id}`, { waitUntil: 'commit' });
      await expect
        .poll(() => [...reads].sort())
        .toEqual(['GET /api/auth', 'GET /api/config', `GET /api/ideas/${idea._id}`]);
      // …while the entry was still held.
      expect(entryAsked).toBe(true);

      releaseEntry();
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await page.waitForTimeout(300);
      // The app took those answers instead of asking again (the stream and the menu's bell are
      // reads of their own).
      const own = new Set(['GET /api/events', 'GET /api/notifications']);
      expect(reads.filter((each) => !own.has(each)).sort()).toEqual([
        'GET /api/auth',
        'GET /api/config',
        `GET /api/ideas/${idea._id}`,
      ]);
      await expectNoSeriousA11yViolations(page);
    });

    test('the screen holds still as it loads: the menu and the headings keep their place', async ({
      page,
      request,
    }) => {
      const headline = uniqueWord('Holds still as the serif arrives');
      const idea = await createTextIdea(request, first.token, headline);
      await useToken(page, first.token);
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const nodes = entry.sources.map((each) =>
              each.node instanceof Element ? each.node.outerHTML.slice(0, 80) : '',
            );
            shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // As slow as a phone (Lighthouse's four-fold), so the menu and the font come after the
      // first paint, as they do there.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

      await page.goto(`/idea/${idea._id}`);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await expect(page.getByRole('navigation')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
      );
      expect(shifts).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });

    test('a sign-in as someone else in another tab reads the inTell again for them', async ({
      page,
      request,
    }) => {
      const headline = uniqueWord('Other tab');
      const idea = await createTextIdea(request, first.token, headline);
      await useToken(page, first.token);
      // Time stands still for the page (its timers still run), so the first read stays fresh
      // however slow the machine: only the sign-in can make the screen read again.
      await page.clock.setFixedTime(new Date());
      const readers: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith(`/api/ideas/${idea._id}`)) {
          readers.push(req.headers()['x-auth-token'] ?? '');
        }
      });
      await page.goto(`/idea/${idea._id}`);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      expect(readers).toEqual([first.token]);

      // Another tab of the same browser signs in as the second member, within the read's 5 s.
      const other = await page.context().newPage();
      await other.goto('/login');
      await other.evaluate((token) => localStorage.setItem('token', token), second.token);
      await other.close();

      await expect.poll(() => readers).toEqual([first.token, second.token]);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
