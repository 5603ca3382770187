import { useEffect, useState } from 'react';
import { currentLocale, formatDate, formatRelativeTimeIn, useSpokenLanguage } from '../../lib/i18n';

/** How often the label is recomputed, in ms. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function toDate(date: Date | string | number): Date {
  return date instanceof Date ? date : new Date(date);
}

export interface RelativeTimeProps {
  /** A Date, an ISO-8601 string (as the API sends) or epoch ms. */
  date: Date | string | number;
  className?: string;
}

/**
 * '3 minutes ago' (spec accounts §2 and §9) in a `<time>` element whose title holds the full date.
 * It re-renders every minute so that an open page does not show a stale age. An invalid date
 * renders nothing rather than a wrong age.
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // In the reader's language ('hace 3 minutos'), the spec's own words in English.
  useSpokenLanguage();
  const language = currentLocale();
  const label = formatRelativeTimeIn(language, date, now);
  if (label === '') return null;
  const parsed = toDate(date);

  return (
    <time
      dateTime={parsed.toISOString()}
      title={formatDate(parsed, FULL_DATE, language)}
      className={className}
    >
      {label}
    </time>
  );
}
