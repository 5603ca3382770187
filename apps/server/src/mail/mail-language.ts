import { isLanguage, negotiateLanguage, type Language } from '@thoughtful/shared';

/**
 * The language a mail to this member is written in (issue 44, contract 3): her stored choice,
 * else the installation's DEFAULT_LANGUAGE. A stored code the site no longer offers counts as none.
 */
export function recipientLanguage(
  stored: string | null | undefined,
  defaultLanguage: Language,
): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}

/**
 * The language an `Accept-Language` header asks for among those offered, or null when it asks for
 * none of them (or there is no header): a new account then stores no choice, and the
 * installation's default applies until she makes one. Asked twice with different fallbacks, so a
 * header that only falls back is told apart from one that names a language.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const withEnglish = negotiateLanguage(value, 'en');
  return withEnglish === negotiateLanguage(value, 'es') ? withEnglish : null;
}
