import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import fs from 'node:fs';
import path from 'node:path';
import { AXE_SCAN_ATTACHMENT, type AxeFinding, type AxeScan } from './axe-scan';

/**
 * Gathers the axe scans of a run (support/axe.ts attaches one per scan) into
 * `axe-summary.json` and `axe-summary.md` in the output folder, and prints a short summary: how
 * many scans, which screens were scanned at which width, and every moderate or minor finding,
 * counted per rule. Serious and critical findings fail their journeys and are listed too.
 */

interface ScanOfTest extends AxeScan {
  test: string;
}

/** The app's routes (apps/web/src/app/router.tsx), so that scans group by screen, not by id. */
const ROUTES: [RegExp, string][] = [
  [/^\/idea\/[^/]+\/1000\/(\d)$/, '/idea/:id (view $1)'],
  [/^\/idea\/[^/]+(\/\d+(\/[^/]+)?)?$/, '/idea/:id'],
  [/^\/agent\/[^/]+\/1000\/(\d)$/, '/agent/:id (view $1)'],
  [/^\/agent\/[^/]+(\/\d+(\/[^/]+)?)?$/, '/agent/:id'],
  [/^\/profile\/[^/]+$/, '/profile/:id'],
  [/^\/create\/\d+\/[^/]+$/, '/create/:mode/:id'],
  [/^\/(link-idea-idea|link-idea-agent|link-agent-agent|quote-extract)\/[^/]+$/, '/$1/:id'],
  [/^\/confirm\/[^/]+\/[^/]+$/, '/confirm/:id/:code'],
];

function screenOf(pathname: string): string {
  for (const [pattern, name] of ROUTES) {
    if (pattern.test(pathname)) return pathname.replace(pattern, name);
  }
  return pathname;
}

function widthOf(scan: AxeScan): string {
  const width = scan.viewport?.width;
  if (width === undefined) return 'unknown width';
  return width < 576 ? `${width} px` : 'desktop';
}

interface RuleSummary {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** Scans that found it. */
  scans: number;
  /** Elements found, over every scan. */
  elements: number;
  screens: string[];
  targets: string[];
}

function summarise(scans: ScanOfTest[], findingsOf: (scan: AxeScan) => AxeFinding[]) {
  const rules = new Map<string, RuleSummary>();
  for (const scan of scans) {
    for (const finding of findingsOf(scan)) {
      const key = `${finding.impact} ${finding.id}`;
      const rule = rules.get(key) ?? {
        id: finding.id,
        impact: finding.impact,
        help: finding.help,
        helpUrl: finding.helpUrl,
        scans: 0,
        elements: 0,
        screens: [],
        targets: [],
      };
      rule.scans += 1;
      rule.elements += finding.targets.length;
      const screen = `${screenOf(scan.path)} (${widthOf(scan)})`;
      if (!rule.screens.includes(screen)) rule.screens.push(screen);
      for (const target of finding.targets) {
        if (!rule.targets.includes(target)) rule.targets.push(target);
      }
      rules.set(key, rule);
    }
  }
  const order = ['critical', 'serious', 'moderate', 'minor'];
  return [...rules.values()].sort(
    (a, b) =>
      order.indexOf(a.impact) - order.indexOf(b.impact) ||
      b.elements - a.elements ||
      a.id.localeCompare(b.id),
  );
}

// eslint-disable-next-line no-restricted-syntax -- Playwright loads a reporter by its default export.
export default class AxeReporter implements Reporter {
  private outputDir = '';
  private scans: ScanOfTest[] = [];

  onBegin(config: FullConfig, _suite: Suite) {
    this.outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
  }

  onTestEnd(test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name !== AXE_SCAN_ATTACHMENT) continue;
      const text =
        attachment.body?.toString('utf8') ??
        (attachment.path ? fs.readFileSync(attachment.path, 'utf8') : '');
      if (text === '') continue;
      const scan = JSON.parse(text) as AxeScan;
      this.scans.push({ ...scan, test: test.titlePath().slice(2).join(' › ') });
    }
  }

  onEnd() {
    if (this.scans.length === 0) return;
    const reported = summarise(this.scans, (scan) => scan.reported);
    const failing = summarise(this.scans, (scan) => scan.failing);
    const review = summarise(this.scans, (scan) => scan.review ?? []);
    const screens = new Map<string, Map<string, Set<string>>>();
    for (const scan of this.scans) {
      const screen = screenOf(scan.path);
      const widths = screens.get(screen) ?? new Map<string, Set<string>>();
      const tests = widths.get(widthOf(scan)) ?? new Set<string>();
      tests.add(scan.test);
      widths.set(widthOf(scan), tests);
      screens.set(screen, widths);
    }
    const screenList = [...screens.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([screen, widths]) => ({
        screen,
        widths: Object.fromEntries(
          [...widths.entries()].map(([width, tests]) => [width, [...tests].sort()]),
        ),
      }));

    fs.mkdirSync(this.outputDir, { recursive: true });
    fs.writeFileSync(
      path.join(this.outputDir, 'axe-summary.json'),
      JSON.stringify(
        { scans: this.scans.length, failing, reported, review, screens: screenList },
        null,
        2,
      ),
    );

    const count = (impact: string) =>
      reported.filter((r) => r.impact === impact).reduce((sum, r) => sum + r.elements, 0);
    const lines = [
      '# axe findings',
      '',
      `${this.scans.length} scans of ${screens.size} screens. Serious or critical (failing): ` +
        `${failing.length} rules. Moderate: ${count('moderate')} elements. ` +
        `Minor: ${count('minor')} elements.`,
      '',
      '## Findings, per rule',
      '',
      ...(failing.length + reported.length === 0 ? ['None.'] : []),
      ...[...failing, ...reported].map(
        (r) =>
          `- **${r.impact}** \`${r.id}\`: ${r.help}. ${r.elements} elements in ${r.scans} scans; ` +
          `on ${r.screens.join(', ')}; e.g. \`${r.targets.slice(0, 3).join('`, `')}\` (${r.helpUrl})`,
      ),
      '',
      '## For a person to check (axe could not decide)',
      '',
      ...(review.length === 0 ? ['None.'] : []),
      ...review.map(
        (r) =>
          `- \`${r.id}\`: ${r.help}. ${r.elements} elements in ${r.scans} scans; ` +
          `on ${r.screens.join(', ')}; e.g. \`${r.targets.slice(0, 3).join('`, `')}\``,
      ),
      '',
      '## Screens scanned',
      '',
      ...screenList.map(
        ({ screen, widths }) =>
          `- \`${screen}\`: ${Object.entries(widths)
            .map(([width, tests]) => `${width} (${tests.length} journeys)`)
            .join(', ')}`,
      ),
      '',
    ];
    fs.writeFileSync(path.join(this.outputDir, 'axe-summary.md'), lines.join('\n'));

    const byRule = reported.map((r) => `${r.impact} ${r.id} ×${r.elements}`).join(', ');
    console.log(
      `\naxe: ${this.scans.length} scans of ${screens.size} screens; ` +
        `${failing.length} serious or critical rules; reported: ${byRule || 'nothing'}; ` +
        `${review.length} rules for a person to check.\n` +
        `axe: details in ${path.join(this.outputDir, 'axe-summary.md')}`,
    );
  }

  printsToStdio() {
    return false;
  }
}
