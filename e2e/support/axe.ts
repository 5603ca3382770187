import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_SCAN_ATTACHMENT, type AxeFinding, type AxeScan } from './axe-scan';

/**
 * WCAG 2.0 and 2.1 A and AA, plus axe's best practices (most of the moderate rules: landmarks,
 * heading order, one main heading).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until no finite animation or transition is running (a dialog fading, a view sliding):
 * axe measures colours as they are painted, and half-way through a fade text has too little
 * contrast. Endless animations (a loading spinner) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * The screens this worker has scanned: a screen is its path (ids and numbers stood for by `:id`,
 * the query's names), the viewport's width, the dialog open on it, the tabs chosen and parts
 * opened, and whether it shows an error or alert. Journeys pass the same screens again and again; one scan of each state at each width
 * is enough, so a screen scanned before is not scanned again (docs/testing.md).
 */
const scannedScreens = new Set<string>();

async function screenKey(page: Page): Promise<string> {
  const url = new URL(page.url());
  const path = url.pathname
    .split('/')
    .map((part) => (/^([0-9a-f]{24}|\d+)$/.test(part) ? ':id' : part))
    .join('/');
  const query = [...new Set(url.searchParams.keys())].sort().join('&');
  const state = await page.evaluate(() => {
    const shownAll = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).filter(
        (element) => (element as HTMLElement).offsetParent !== null,
      );
    const dialogs = shownAll('dialog[open], [role="dialog"], [role="alertdialog"]').map(
      (dialog) =>
        dialog.getAttribute('aria-label') ?? dialog.getAttribute('aria-labelledby') ?? '?',
    );
    const invalid = shownAll('[aria-invalid="true"]').length > 0;
    const alert = shownAll('[role="alert"]').some(
      (element) => (element.textContent ?? '').trim() !== '',
    );
    // A tab chosen or a part opened shows other content at the same address.
    const opened = shownAll(
      '[role="tab"][aria-selected="true"], [aria-expanded="true"], [data-shown-view]',
    ).map(
      (element) =>
        element.getAttribute('data-shown-view') ?? element.textContent?.trim().slice(0, 40) ?? '',
    );
    return [
      dialogs.join('+'),
      opened.join('+'),
      invalid ? 'invalid' : '',
      alert ? 'alert' : '',
    ].join('|');
  });
  return `${path}?${query} @${page.viewportSize()?.width ?? '?'} ${state}`;
}

type AxeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function toFinding(result: AxeResult): AxeFinding {
  return {
    id: result.id,
    impact: result.impact ?? 'unknown',
    help: result.help,
    helpUrl: result.helpUrl,
    targets: result.nodes.map((node) => node.target.join(' ')),
  };
}

function describe(finding: AxeFinding): string {
  return `${finding.id}: ${finding.help} (${finding.targets.join(', ')})`;
}

/**
 * Scans the page with axe. Fails the journey on a serious or critical finding; reports moderate
 * and minor ones without failing: one annotation each on the test (`axe: moderate`, `axe:
 * minor`), and every scan as a JSON attachment that support/axe-reporter.ts gathers into
 * `axe-summary.json` and `axe-summary.md` in the output folder, with what axe could not decide
 * (its 'incomplete' results, such as contrast over a picture) for a person to check.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const key = await screenKey(page);
  if (scannedScreens.has(key)) return;
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const findings = results.violations.map(toFinding);
  const failing = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  const reported = findings.filter((f) => !failing.includes(f));
  const scan: AxeScan = {
    path: new URL(page.url()).pathname,
    viewport: page.viewportSize(),
    failing,
    reported,
    review: results.incomplete.map(toFinding),
  };

  const info = test.info();
  for (const finding of reported) {
    info.annotations.push({
      type: `axe: ${finding.impact}`,
      description: `${scan.path} at ${scan.viewport?.width ?? '?'} px: ${describe(finding)}`,
    });
  }
  await info.attach(AXE_SCAN_ATTACHMENT, {
    body: JSON.stringify(scan, null, 2),
    contentType: 'application/json',
  });

  expect(failing.map(describe), `axe on ${scan.path}`).toEqual([]);
  scannedScreens.add(key);
}

/**
 * Each screen has one h1, its headings in order (the h1 first, no level skipped on the way down:
 * axe's `heading-order` and `page-has-heading-one`, which the scan above only reports as
 * moderate), and its own page title, '<its h1> · Thoughtful' (issue 43). Read from the page
 * rather than by a second axe run: journeys look at many screens.
 */
export async function expectTitleAndHeadings(page: Page) {
  const path = new URL(page.url()).pathname;
  const h1 = page.locator('h1');
  await expect(h1, `one h1 on ${path}`).toHaveCount(1);
  const name = await h1.evaluate(
    (heading) =>
      heading.getAttribute('data-page-title') ??
      (heading.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  await expect(page).toHaveTitle(name === 'Thoughtful' ? name : `${name} · Thoughtful`);
  const levels = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) =>
        heading.getAttribute('role') === 'heading'
          ? Number(heading.getAttribute('aria-level') ?? 2)
          : Number(heading.tagName.slice(1)),
      ),
  );
  const outOfOrder = levels.filter((level, index) =>
    index === 0 ? level !== 1 : level > (levels[index - 1] ?? 1) + 1,
  );
  expect(outOfOrder, `heading levels on ${path}: ${levels.join(' ')}`).toEqual([]);
}
