import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, uniqueWord, useToken } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Right-to-left ready (issue 44): no language written right to left is offered yet, but the layout
 * is written with logical sides (apps/web/build/logical-properties.ts, the app's own stylesheets),
 * so an Arabic or Hebrew catalogue needs no stylesheet change. A teacher's classes screen, with the
 * menu and a class card, drawn with `dir="rtl"`: it mirrors, and nothing runs off the screen.
 */
const SHOTS = '/tmp/right-to-left';

async function mirrored(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The box of an element's text itself (a heading's box spans its line whichever way it runs). */
async function textBox(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });
}

/** Where a box lies across the screen: its middle as a share of the width (0 left, 1 right). */
async function across(page: Page, box: { x: number; width: number } | null) {
  expect(box).not.toBeNull();
  const width = page.viewportSize()!.width;
  return (box!.x + box!.width / 2) / width;
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
]) {
  test(`a screen drawn right to left mirrors and fits, on a ${size.name}`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(size.viewport);
    const { email, password } = await createUser('teacher', 'rtl-teacher');
    const teacher = await apiSignIn(request, email, password);
    const className = uniqueWord('Clase ');
    const made = await request.post('/api/classes', {
      data: { name: className },
      headers: { 'x-auth-token': teacher.token },
    });
    expect(made.status(), await made.text()).toBe(201);
    await useToken(page, teacher.token);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    const card = page.getByRole('article', { name: className });
    await expect(card).toBeVisible();

    const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
    // Drawn left to right first: the brand and the heading start on the left.
    expect(await across(page, await brand.boundingBox())).toBeLessThan(0.5);
    const headingLtr = await textBox(page, 'Classes');

    await mirrored(page);
    expect(await across(page, await brand.boundingBox())).toBeGreaterThan(0.5);
    const headingRtl = await textBox(page, 'Classes');
    // The heading's text now ends where it began: on the right of its line.
    expect(headingRtl.x).toBeGreaterThan(headingLtr.x);
    if (size.name === 'phone') {
      const toggle = page.locator('.menu-toggle');
      expect(await across(page, await toggle.boundingBox())).toBeLessThan(0.5);
    }
    await expectFitsTheScreen(page);
    await page.screenshot({ path: `${SHOTS}/classes-rtl-${size.name}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
