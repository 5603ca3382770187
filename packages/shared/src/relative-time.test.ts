import { describe, expect, it } from 'vitest';

import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 86_400_000;
const THIRTY_DAYS = 2_592_000_000;
const YEAR = 31_536_000_000;

/** The label of a date `elapsed` ms before NOW. */
const label = (elapsed: number): string => formatRelativeTime(NOW - elapsed, NOW);

describe('formatRelativeTime', () => {
  it('uses the spec numbers for a day, 30 days and a year', () => {
    expect(24 * HOUR).toBe(DAY);
    expect(30 * DAY).toBe(THIRTY_DAYS);
    expect(365 * DAY).toBe(YEAR);
  });

  it.each([
    ['0 ms', 0, 'just now'],
    ['1 ms', 1, 'just now'],
    ['just below 1 s', SECOND - 1, 'just now'],
    ['1 s', SECOND, '1 second ago'],
    ['just above 1 s', SECOND + 1, '1 second ago'],
    ['just below 2 s', 2 * SECOND - 1, '1 second ago'],
    ['2 s', 2 * SECOND, '2 seconds ago'],
    ['just below 1 minute', MINUTE - 1, '59 seconds ago'],
    ['1 minute', MINUTE, '1 minute ago'],
    ['just above 1 minute', MINUTE + 1, '1 minute ago'],
    ['just below 2 minutes', 2 * MINUTE - 1, '1 minute ago'],
    ['2 minutes', 2 * MINUTE, '2 minutes ago'],
    ['just below 1 hour', HOUR - 1, '59 minutes ago'],
    ['1 hour', HOUR, '1 hour ago'],
    ['just above 1 hour', HOUR + 1, '1 hour ago'],
    ['just below 2 hours', 2 * HOUR - 1, '1 hour ago'],
    ['2 hours', 2 * HOUR, '2 hours ago'],
    ['just below 1 day', DAY - 1, '23 hours ago'],
    ['1 day', DAY, '1 day ago'],
    ['just above 1 day', DAY + 1, '1 day ago'],
    ['just below 2 days', 2 * DAY - 1, '1 day ago'],
    ['2 days', 2 * DAY, '2 days ago'],
    ['just below 30 days', THIRTY_DAYS - 1, '29 days ago'],
    ['30 days', THIRTY_DAYS, '1 month ago'],
    ['just above 30 days', THIRTY_DAYS + 1, '1 month ago'],
    ['just below 60 days', 2 * THIRTY_DAYS - 1, '1 month ago'],
    ['60 days', 2 * THIRTY_DAYS, '2 months ago'],
    ['just below 360 days', 12 * THIRTY_DAYS - 1, '11 months ago'],
    ['360 days', 12 * THIRTY_DAYS, '12 months ago'],
    ['just below 1 year', YEAR - 1, '12 months ago'],
    ['1 year', YEAR, '1 year ago'],
    ['just above 1 year', YEAR + 1, '1 year ago'],
    ['just below 2 years', 2 * YEAR - 1, '1 year ago'],
    ['2 years', 2 * YEAR, '2 years ago'],
    ['just above 2 years', 2 * YEAR + 1, '2 years ago'],
    ['10 years', 10 * YEAR, '10 years ago'],
  ])('%s ago is %j', (_name, elapsed, expected) => {
    expect(label(elapsed)).toBe(expected);
  });

  it('treats future dates (clock skew) as just now', () => {
    expect(label(-1)).toBe('just now');
    expect(label(-SECOND)).toBe('just now');
    expect(label(-YEAR)).toBe('just now');
  });

  it('accepts a Date, an ISO string and epoch ms alike', () => {
    const now = Date.parse('2025-06-15T12:00:00.000Z');
    const iso = '2025-06-15T09:00:00.000Z';
    expect(formatRelativeTime(iso, now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(iso), now)).toBe('3 hours ago');
    expect(formatRelativeTime(Date.parse(iso), now)).toBe('3 hours ago');
    expect(formatRelativeTime('2024-06-15T12:00:00.000Z', now)).toBe('1 year ago');
    expect(formatRelativeTime('2025-06-15T12:00:00+02:00', now)).toBe('2 hours ago');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date())).toBe('just now');
    expect(formatRelativeTime(Date.now() - 5 * MINUTE - 10 * SECOND)).toBe('5 minutes ago');
  });

  it('gives an empty label for an invalid date or now', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatRelativeTime('', NOW)).toBe('');
    expect(formatRelativeTime(new Date('nonsense'), NOW)).toBe('');
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('');
    expect(formatRelativeTime(Number.POSITIVE_INFINITY, NOW)).toBe('');
    expect(formatRelativeTime(NOW, Number.NaN)).toBe('');
  });
});
