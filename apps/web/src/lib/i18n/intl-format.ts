import { formatRelativeTime, relativeTimeParts } from '@thoughtful/shared';
import { currentLocale } from './i18n';

/**
 * Dates, numbers and lists in the reader's language (issue 44), through Intl. Each takes the
 * language to word them in, or the one spoken now; a component that shows one should read the
 * language from `useLanguage()` (or `useLingui()`) so it is drawn again when she changes it.
 */
export function formatDate(
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  language: string = currentLocale(),
): string {
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, options).format(parsed);
}

export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: string = currentLocale(),
): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/** 'a, b and c' / 'a, b y c'. */
export function formatList(
  items: readonly string[],
  options: Intl.ListFormatOptions = { type: 'conjunction' },
  language: string = currentLocale(),
): string {
  return new Intl.ListFormat(language, options).format(items);
}

/**
 * '3 minutes ago' in the spec's exact English words (formatRelativeTime), and through
 * Intl.RelativeTimeFormat in any other language ('hace 3 minutos', 'ahora').
 */
export function formatRelativeTimeIn(
  language: string,
  date: Date | string | number,
  now: number = Date.now(),
): string {
  if (language === 'en') return formatRelativeTime(date, now);
  const parts = relativeTimeParts(date, now);
  if (parts === null) return '';
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return parts === 'now' ? words.format(0, 'second') : words.format(-parts.count, parts.unit);
}
