import type { FieldError } from '../auth/auth-rules';
import { HEADLINE_MAX_LENGTH, MIN_TEXT_LENGTH, QUOTE_MAX_LENGTH } from '../constants';

/**
 * Quotes and key points (content spec §2 view 3, §3 `quotes` and `ideaReferenced`, activity type
 * 13). A quote is an inTell whose quotation (`text`) is taken word for word from another inTell,
 * the one it references; a key point is an inTell whose headline sums up the inTell it references
 * (an inTell or a quote) in the member's own words. Both appear below the card they come from:
 * 'Quotes from above' and 'Key points from above'. No Zod here, so a form can use the rules.
 */

export const QUOTE_MESSAGES = {
  // Not worded by the spec: built like its other messages (content §5).
  QUOTE_INVALID: 'Invalid quote. Please be more descriptive.',
  QUOTE_TOO_LONG: `Quote too long (${QUOTE_MAX_LENGTH} characters or less).`,
  QUOTE_NOT_IN_SOURCE: 'The quote must appear word for word in the inTell.',
  KEY_POINT_INVALID: 'Invalid key point. Please be more descriptive.',
  KEY_POINT_TOO_LONG: `Key point too long (${HEADLINE_MAX_LENGTH} characters or less).`,
  SOURCE_NOT_FOUND: 'Idea not found',
} as const;

/** Which list below its source an inTell that references another belongs to. */
export type QuoteKind = 'quote' | 'keyPoint';

/** A referencing inTell with a quotation is a quote; one without is a key point. */
export function quoteKindOf(idea: { text: string }): QuoteKind {
  return idea.text.trim() === '' ? 'keyPoint' : 'quote';
}

/** What a quote is checked against: the source inTell's words, and whether it points elsewhere. */
export interface QuoteSource {
  myPoint: string;
  myContent: string;
  text: string;
  url: string;
  isPdf: boolean;
  isVideo: boolean;
}

/**
 * Text as a quote is compared: typographic quotes, apostrophes and dashes as their plain forms,
 * every run of white space as one space, letters in lower case. So a quote copied from the page
 * matches however the browser's selection wrapped lines or the author typed apostrophes.
 */
export function normalizeForQuoteMatch(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether all a quote can come from is the words stored with the inTell. A PDF, a web page or a
 * video holds words the server does not have, so a quote of such an inTell cannot be checked.
 */
export function isTextOnlySource(source: QuoteSource): boolean {
  return source.url.trim() === '' && !source.isPdf && !source.isVideo;
}

/**
 * Whether `quote` appears word for word in the source: in its headline, body or quotation. Any
 * quote of an inTell that points to a document counts as found: the member types what the
 * document says.
 */
export function isQuoteInSource(quote: string, source: QuoteSource): boolean {
  if (!isTextOnlySource(source)) return true;
  const wanted = normalizeForQuoteMatch(quote);
  return [source.myPoint, source.myContent, source.text].some((part) =>
    normalizeForQuoteMatch(part).includes(wanted),
  );
}

/** A key point: a headline longer than 2 characters and at most 60 (content §5's headline). */
export function validateKeyPoint(keyPoint: string): FieldError<'keyPoint'>[] {
  const value = keyPoint.trim();
  if (value.length < MIN_TEXT_LENGTH) {
    return [{ field: 'keyPoint', msg: QUOTE_MESSAGES.KEY_POINT_INVALID }];
  }
  if (value.length > HEADLINE_MAX_LENGTH) {
    return [{ field: 'keyPoint', msg: QUOTE_MESSAGES.KEY_POINT_TOO_LONG }];
  }
  return [];
}

export interface QuoteValues {
  text: string;
  /** Optional: a key point summing up the quote, made with it. */
  keyPoint: string;
}

/**
 * A quote: longer than 2 characters, at most `QUOTE_MAX_LENGTH`, found in the source; then the
 * key point, when one is given. Every problem is listed, the quote's first.
 */
export function validateQuote(
  values: QuoteValues,
  source: QuoteSource,
): FieldError<'text' | 'keyPoint'>[] {
  const errors: FieldError<'text' | 'keyPoint'>[] = [];
  const text = values.text.trim();
  if (text.length < MIN_TEXT_LENGTH) {
    errors.push({ field: 'text', msg: QUOTE_MESSAGES.QUOTE_INVALID });
  } else if (text.length > QUOTE_MAX_LENGTH) {
    errors.push({ field: 'text', msg: QUOTE_MESSAGES.QUOTE_TOO_LONG });
  } else if (!isQuoteInSource(text, source)) {
    errors.push({ field: 'text', msg: QUOTE_MESSAGES.QUOTE_NOT_IN_SOURCE });
  }
  if (values.keyPoint.trim() !== '') errors.push(...validateKeyPoint(values.keyPoint));
  return errors;
}
