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
}
