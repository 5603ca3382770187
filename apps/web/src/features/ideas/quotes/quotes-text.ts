import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  HEADLINE_MAX_LENGTH,
  IDEA_MESSAGES,
  QUOTE_MAX_LENGTH,
  QUOTE_MESSAGES,
} from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { i18n, localizeServerError, sharedMessage } from '../../../lib/i18n';

const quoteMax = QUOTE_MAX_LENGTH;
const headlineMax = HEADLINE_MAX_LENGTH;

/**
 * The words of `/quote-extract/{id}` (content §2 route table, view 3). The spec names the screen
 * only; the rest is worded here (docs/decisions/2026-11-21-quotes-and-key-points.md 'Quotes and key
 * points'). Each is looked up when read, in the language spoken then (issue 44).
 */
export const QUOTES_TEXT = {
  get heading() {
    return t`Quote extract`;
  },
  get intro() {
    return t`Take words from this inTell as a quote, or sum it up as a key point. Both appear below it on its Arguments view.`;
  },
  get fromLabel() {
    return t({ message: 'From', comment: 'The inTell a quote is taken from' });
  },
  get loading() {
    return t`Loading the inTell…`;
  },
  get notFound() {
    return t`This inTell does not exist. It may have been removed, or the link is mistyped.`;
  },
  get goHome() {
    return t`Go to the latest inTell`;
  },
  get backToIdea() {
    return t`Back to the inTell`;
  },
  get studentsThroughActivities() {
    return t`Students add quotes and key points through their activities.`;
  },
  get goToActivities() {
    return t`Go to your activities`;
  },
  get quoteHeading() {
    return t`Add a quote`;
  },
  get quoteHelpText() {
    return t`Select words in the inTell above, then press Use selected words, or type them exactly as the inTell says them.`;
  },
  get quoteHelpDocument() {
    return t`Type or paste the words exactly as the linked document says them; only its own words make a quote.`;
  },
  get useSelection() {
    return t`Use selected words`;
  },
  get noSelection() {
    return t`Select some words in the inTell above first.`;
  },
  get quoteLabel() {
    return t({ message: 'Quote', comment: 'The field of the words quoted' });
  },
  quoteCount: (length: number) => t`${length} of ${quoteMax} characters`,
  get quoteKeyPointLabel() {
    return t`Key point of this quote (optional, ${headlineMax} characters or less)`;
  },
  get addQuote() {
    return t`Add quote`;
  },
  get quoteAdded() {
    return t`Quote added.`;
  },
  get keyPointHeading() {
    return t`Add a key point`;
  },
  get keyPointHelp() {
    return t`Sum up the inTell in your own words.`;
  },
  get keyPointLabel() {
    return t`Key point (${headlineMax} characters or less)`;
  },
  keyPointCount: (length: number) => t`${length} of ${headlineMax} characters`,
  get addKeyPoint() {
    return t`Add key point`;
  },
  get keyPointAdded() {
    return t`Key point added.`;
  },
  get quotesHeading() {
    return t`Quotes from this inTell`;
  },
  get keyPointsHeading() {
    return t`Key points of this inTell`;
  },
  get noQuotes() {
    return t`No quotes yet.`;
  },
  get noKeyPoints() {
    return t`No key points yet.`;
  },
  createQuoteFailed: (msg: string) => t`Failed To Create Quote On Server: ${msg}`,
  createKeyPointFailed: (msg: string) => t`Failed To Create Key Point On Server: ${msg}`,
};

/**
 * The quote rules' messages (shared `QUOTE_MESSAGES`, which no message file holds, so no code):
 * the same English, worded here (quotes-text.test.ts checks each). A server's refusal in the
 * same words is found by them (`localizeServerError`).
 */
const QUOTE_RULE_WORDS: Readonly<
  Record<Exclude<keyof typeof QUOTE_MESSAGES, 'SOURCE_NOT_FOUND'>, MessageDescriptor>
> = {
  QUOTE_INVALID: msg`Invalid quote. Please be more descriptive.`,
  QUOTE_TOO_LONG: msg`Quote too long (${quoteMax} characters or less).`,
  QUOTE_NOT_IN_SOURCE: msg`The quote must appear word for word in the inTell.`,
  KEY_POINT_INVALID: msg`Invalid key point. Please be more descriptive.`,
  KEY_POINT_TOO_LONG: msg`Key point too long (${headlineMax} characters or less).`,
};

/** A quote rule's message (English as the shared rules give it) in the reader's language. */
export function quoteRuleWords(english: string): string {
  if (english === QUOTE_MESSAGES.SOURCE_NOT_FOUND) {
    return sharedMessage('IDEA_MESSAGES.NOT_FOUND', IDEA_MESSAGES.NOT_FOUND);
  }
  const code = (Object.keys(QUOTE_RULE_WORDS) as (keyof typeof QUOTE_RULE_WORDS)[]).find(
    (key) => QUOTE_MESSAGES[key] === english,
  );
  return code === undefined
    ? localizeServerError({ msg: english })
    : i18n._(QUOTE_RULE_WORDS[code]);
}
