import stem from 'wink-porter2-stemmer';
import { foldAccents } from './accent-fold';

/**
 * English word forms for search: 'phones' and 'phone' share the stem 'phone'; 'banned', 'banning'
 * and 'bans' share 'ban'. The stemmer is Porter2, the Snowball English stemmer that PostgreSQL's
 * 'english' configuration uses, so SQLite (which stems in JavaScript, see full-text-search.ts)
 * and PostgreSQL find the same forms. Only words of letters alone are stemmed, as PostgreSQL's
 * parser sends only those to the stemmer ('mp3s' stays 'mp3s').
 *
 * Frozen: SQLite's search rows hold these stems (migration 0021), so a change of stemmer, or of
 * which words are stemmed, needs a new migration that writes them again.
 */

/**
 * The words of a text as search sees them: runs of letters, digits and combining marks,
 * lower-cased and with accents folded as both indexes fold them ('García' is 'garcia').
 */
export function searchWords(text: string): string[] {
  return foldAccents(text.normalize('NFC').toLowerCase()).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Stems already worked out; text has a few thousand distinct words, so most are found here. */
const known = new Map<string, string>();
const KNOWN_AT_MOST = 50_000;

/** Whether a word of searchWords is stemmed: letters alone, as PostgreSQL's parser decides. */
export function hasWordForms(word: string): boolean {
  return /^\p{L}+$/u.test(word);
}

/** The stem of one word of searchWords; the word itself when it is not letters alone. */
export function wordForm(word: string): string {
  let form = known.get(word);
  if (form === undefined) {
    form = hasWordForms(word) ? stem(word) : word;
    if (known.size >= KNOWN_AT_MOST) known.clear();
    known.set(word, form);
  }
  return form;
}

/**
 * What marks a stem in SQLite's index: U+FDD0, a noncharacter (never text, and not a letter, so
 * never part of a searched word) that FTS5's tokenizer keeps inside the token. Marked, the stems
 * are apart from the words as written: a prefix being typed ('clim') matches the words only, not
 * their stems too, which would double both the doclists FTS5 merges for it and the occurrences
 * counted for ranking.
 */
export const STEM_MARK = '\uFDD0';

/**
 * The text SQLite's search indexes for a column: the text, then on a line of their own the
 * marked stems of its words that differ from their stems ('Phones were banned' + '\n' + marked
 * 'phone' and 'ban'), one for each occurrence so that counting occurrences still ranks. A word
 * that is its own stem is found as written. The words stay so that the word being typed matches
 * as a prefix of what was written ('governm' finds 'government', whose stem is 'govern').
 */
export function withWordForms(text: string): string {
  const stems: string[] = [];
  for (const word of searchWords(text)) {
    const form = wordForm(word);
    if (form !== word) stems.push(STEM_MARK + form);
  }
  return stems.length === 0 ? text : `${text}\n${stems.join(' ')}`;
}
