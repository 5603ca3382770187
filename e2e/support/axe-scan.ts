/** What support/axe.ts attaches per scan and support/axe-reporter.ts reads. */

/** The attachment each scan leaves on its test, read by support/axe-reporter.ts. */
export const AXE_SCAN_ATTACHMENT = 'axe-scan.json';

/** One rule's finding on the page: which rule, how bad, and where. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The CSS selectors of the elements concerned. */
  targets: string[];
}

/** What one scan saw, as attached to the test. */
export interface AxeScan {
  /** The page's path, as the person's address bar shows it. */
  path: string;
  viewport: { width: number; height: number } | null;
  /** Serious and critical findings: the journey fails on them. */
  failing: AxeFinding[];
  /** Moderate and minor findings: reported, never failing. */
  reported: AxeFinding[];
  /** What axe could not decide (its 'incomplete' results): for a person to check. */
  review: AxeFinding[];
}
