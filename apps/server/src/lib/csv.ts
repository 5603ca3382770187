/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, its quotes doubled), for downloads people open in a
 * spreadsheet. Pure: the caller streams the lines.
 */

/** Starts a UTF-8 file, so that spreadsheets read accents right instead of guessing a code page. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted only when it must be. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text someone typed, as a field: one that a spreadsheet would run as a formula is prefixed with
 * an apostrophe and quoted (OWASP's advice), so it shows as typed and runs nothing.
 */
export function csvText(value: string): string {
  if (!FORMULA_START.test(value)) return csvField(value);
  return `"'${value.replaceAll('"', '""')}"`;
}

/** A number, as a field; none is an empty field. */
export function csvNumber(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value);
}

/** One record: its fields (already made with the functions above) and a CRLF. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}

/**
 * Writes instants as local date-times in a time zone, `2026-12-05 14:03`: a form spreadsheets
 * read as a date (an ISO stamp with `T…Z` they keep as text). One formatter for a whole file.
 */
export function csvDateTimeIn(timeZone: string): (iso: string | null) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    if (iso === null) return '';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}
