/**
 * The languages an inTell may be written in (issue 44): the ISO 639-1 codes of the languages the
 * server's detector knows (tinyld; apps/server/src/modules/ideas/content-language.ts, whose test
 * holds this list to the detector's). Broader than SUPPORTED_LANGUAGES, the languages the product
 * speaks: a member may write in any of these, and search finds her words as written, or by their
 * stems in a language it stems (English, Spanish).
 */
export const CONTENT_LANGUAGES = [
  'af', 'am', 'ar', 'be', 'bg', 'bn', 'cs', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'fa',
  'fi', 'fr', 'ga', 'gu', 'he', 'hi', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'kk', 'km', 'kn',
  'ko', 'la', 'lt', 'lv', 'mk', 'mn', 'my', 'nl', 'no', 'pl', 'pt', 'rn', 'ro', 'ru', 'sk',
  'sr', 'sv', 'ta', 'te', 'th', 'tk', 'tl', 'tr', 'tt', 'uk', 'ur', 'vi', 'vo', 'yi', 'zh',
] as const; // prettier-ignore

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}
