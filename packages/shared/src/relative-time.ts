import { RELATIVE_TIME_MS } from './constants';

const { SECOND, MINUTE, HOUR, DAY, DAYS_RANGE_END, YEAR } = RELATIVE_TIME_MS;

/** A month, for counting months: the 30 days that end the days range (A§9, C§9). */
const MONTH = DAYS_RANGE_END;

function toEpochMs(date: Date | string | number): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return date;
  if (typeof date === 'string') return Date.parse(date);
  return Number.NaN;
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The relative-time label of the spec (A§2, A§9, C§2, C§9), e.g. '3 minutes ago'.
 *
 * With `elapsed = now - date` in ms, each label counts whole units, rounded down:
 * - below 1 s: 'just now' (so a count of 0 seconds never shows); a date in the future, from
 *   clock skew between server and browser, is also 'just now';
 * - below 1 minute: 'n seconds ago'; below 1 hour: 'n minutes ago'; below 1 day (86,400,000 ms):
 *   'n hours ago';
 * - below 30 days (2,592,000,000 ms): 'n days ago';
 * - below 1 year (31,536,000,000 ms): months of 30 days, 'n months ago' (1 to 12);
 * - from 1 year: 'n years ago', with a year of 365 days.
 * A count of 1 is singular ('1 minute ago'), any other plural.
 *
 * `date` is a Date, an ISO string or epoch ms. An invalid date (or `now`) gives '' so that a
 * label shows nothing rather than a wrong age.
 */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()): string {
  const parts = relativeTimeParts(date, now);
  if (parts === null) return '';
  if (parts === 'now') return 'just now';
  return ago(parts.count, parts.unit);
}

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * The unit and whole count `formatRelativeTime` words, for other languages to word through
 * `Intl.RelativeTimeFormat` (issue 44): 'now' below a second or in the future, null for an
 * invalid date.
 */
export function relativeTimeParts(
  date: Date | string | number,
  now: number = Date.now(),
): { unit: RelativeTimeUnit; count: number } | 'now' | null {
  const then = toEpochMs(date);
  if (!Number.isFinite(then) || !Number.isFinite(now)) return null;

  const elapsed = now - then;
  if (elapsed < SECOND) return 'now';
  if (elapsed < MINUTE) return { unit: 'second', count: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { unit: 'minute', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  if (elapsed < DAYS_RANGE_END) return { unit: 'day', count: Math.floor(elapsed / DAY) };
  if (elapsed < YEAR) return { unit: 'month', count: Math.floor(elapsed / MONTH) };
  return { unit: 'year', count: Math.floor(elapsed / YEAR) };
}
