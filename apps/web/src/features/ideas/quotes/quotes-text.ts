import { HEADLINE_MAX_LENGTH, QUOTE_MAX_LENGTH } from '@thoughtful/shared';

/**
 * The words of `/quote-extract/{id}` (content §2 route table, view 3). The spec names the screen
 * only; the rest is worded here (docs/decisions/2026-11-21-quotes-and-key-points.md 'Quotes and key
 * points').
 */
export const QUOTES_TEXT = {
  heading: 'Quote extract',
  intro:
    'Take words from this inTell as a quote, or sum it up as a key point. Both appear below it on its Arguments view.',
  fromLabel: 'From',
  loading: 'Loading the inTell…',
  notFound: 'This inTell does not exist. It may have been removed, or the link is mistyped.',
  goHome: 'Go to the latest inTell',
  backToIdea: 'Back to the inTell',
  studentsThroughActivities: 'Students add quotes and key points through their activities.',
  goToActivities: 'Go to your activities',
  // The quote form.
  quoteHeading: 'Add a quote',
  quoteHelpText:
    'Select words in the inTell above, then press Use selected words, or type them exactly as the inTell says them.',
  quoteHelpDocument:
    'Type or paste the words exactly as the linked document says them; only its own words make a quote.',
  useSelection: 'Use selected words',
  noSelection: 'Select some words in the inTell above first.',
  quoteLabel: 'Quote',
  quoteCount: (length: number) => `${length} of ${QUOTE_MAX_LENGTH} characters`,
  quoteKeyPointLabel: `Key point of this quote (optional, ${HEADLINE_MAX_LENGTH} characters or less)`,
  addQuote: 'Add quote',
  quoteAdded: 'Quote added.',
  // The key point form.
  keyPointHeading: 'Add a key point',
  keyPointHelp: 'Sum up the inTell in your own words.',
  keyPointLabel: `Key point (${HEADLINE_MAX_LENGTH} characters or less)`,
  keyPointCount: (length: number) => `${length} of ${HEADLINE_MAX_LENGTH} characters`,
  addKeyPoint: 'Add key point',
  keyPointAdded: 'Key point added.',
  // What the inTell already has.
  quotesHeading: 'Quotes from this inTell',
  keyPointsHeading: 'Key points of this inTell',
  noQuotes: 'No quotes yet.',
  noKeyPoints: 'No key points yet.',
  // Error prefixes, built like content §8's.
  createQuoteFailed: (msg: string) => `Failed To Create Quote On Server: ${msg}`,
  createKeyPointFailed: (msg: string) => `Failed To Create Key Point On Server: ${msg}`,
} as const;
