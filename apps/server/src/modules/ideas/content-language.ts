import { isContentLanguage, SUPPORTED_LANGUAGES, type ContentLanguage } from '@thoughtful/shared';
import { createRequire } from 'node:module';
import type * as Tinyld from 'tinyld';

/**
 * The language an inTell is written in, when its author names none (issue 44). tinyld (MIT, pure
 * JavaScript, no network) knows 60 languages (CONTENT_LANGUAGES) from letter sequences and whole
 * words. On a short title it is sure (accuracy 1) only when it knows a word as one language's;
 * otherwise its best guess among all 60 is often wrong ('Water is a human right' as Afrikaans),
 * while asked to choose between the languages the product speaks it is nearly always right. So:
 * a sure answer is taken; else, for a text in Latin letters, the clearer of the product's
 * languages (for any other, the detector's best guess); else the author's own
 * language or the installation's (`fallback`). Measured on 40 English and 40 Spanish titles in
 * content-language.test.ts (docs/decisions/2026-12-06-languages.md 'Content in any language').
 */

/**
 * tinyld's models (about 50 MB of memory) load at the first detection, not at start-up: a server
 * that only reads never holds them (docs/benchmarks.md, stop 50).
 */
let tinyld: typeof Tinyld | undefined;
function detectAll(...args: Parameters<typeof Tinyld.detectAll>) {
  tinyld ??= createRequire(import.meta.url)('tinyld') as typeof Tinyld;
  return tinyld.detectAll(...args);
}

/** tinyld's accuracy when it recognised whole words of one language. */
const SURE = 0.5;
/** Among the product's languages, the best must lead the next by this factor. */
const CLEAR_LEAD = 1.25;
/** Text beyond this adds nothing to a detection but time. */
const DETECTED_AT_MOST = 1_000;

export function detectContentLanguage(text: string, fallback: ContentLanguage): ContentLanguage {
  const sample = text.slice(0, DETECTED_AT_MOST);
  if (!/\p{L}/u.test(sample)) return fallback;
  const best = detectAll(sample)[0];
  if (best !== undefined && best.accuracy >= SURE && isContentLanguage(best.lang)) return best.lang;
  // The product's languages are written in Latin letters: a text without any is in none of them.
  if (!/\p{Script=Latin}/u.test(sample)) {
    return best !== undefined && isContentLanguage(best.lang) ? best.lang : fallback;
  }
  const [first, second] = detectAll(sample, { only: [...SUPPORTED_LANGUAGES] });
  if (
    first !== undefined &&
    first.accuracy > 0 &&
    isContentLanguage(first.lang) &&
    (second === undefined || first.accuracy >= second.accuracy * CLEAR_LEAD)
  ) {
    return first.lang;
  }
  return fallback;
}

/** The text of an inTell its language is told from: the headline, then the body and quotation. */
export function languageSample(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part) => part).join('\n');
}
