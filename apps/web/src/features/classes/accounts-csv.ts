import type { ManagedAccount } from '@thoughtful/shared';
import { ROSTER_TEXT as T } from './classes-text';

/**
 * A spreadsheet would run a cell that starts with one of these as a formula (CSV injection):
 * such a cell is prefixed with an apostrophe, which the spreadsheet shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The accounts just made, as the CSV the teacher downloads: one row per student, with the name she
 * typed for each when she did (a made-up name is hers to replace, not to print).
 */
export function accountsCsv(
  accounts: readonly ManagedAccount[],
  site: string,
  named = false,
): string {
  // The column headings in the language spoken, as the printed cards are.
  const headings = [T.cardLoginId, T.cardPassword, T.csvSite];
  const rows = named
    ? [[T.cardName, ...headings], ...accounts.map((a) => [a.name, a.loginId, a.password, site])]
    : [headings, ...accounts.map((a) => [a.loginId, a.password, site])];
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Offers a text as a file download. */
export function downloadText(filename: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
