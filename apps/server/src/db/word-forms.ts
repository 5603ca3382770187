import { newStemmer } from 'snowball-stemmers';
import stem from 'wink-porter2-stemmer';
import { foldAccents } from './accent-fold';

/**
 * Word forms for search, each inTell by the rules of its own language (issue 44): in English
 * 'phones' and 'phone' share the stem 'phone', 'banned', 'banning' and 'bans' share 'ban'; in
 * Spanish 'impuestos' and 'impuesto' share 'impuest'. The stemmers are Snowball's (English:
 * Porter2), the ones PostgreSQL's 'english' and 'spanish' configurations use, so SQLite (which
 * stems in JavaScript, see full-text-search.ts) and PostgreSQL find the same forms. Only words of
 * letters alone are stemmed, as PostgreSQL's parser sends only those to the stemmer ('mp3s'
 * stays 'mp3s'). An inTell in any other language is found by its words as written.
 *
 * Frozen: SQLite's search rows hold these stems (migrations 0021 and 0045), so a change of
 * stemmer, or of which words are stemmed, needs a new migration that writes them again.
 */

/** The languages search stems, each with PostgreSQL's text search configuration of it. */
export const STEMMED_LANGUAGES = { en: 'english', es: 'spanish' } as const;
export type StemmedLanguage = keyof typeof STEMMED_LANGUAGES;

/** An inTell's language as search stems it: null for a language it finds as written only. */
export function stemmedLanguage(language: string): StemmedLanguage | null {
  return Object.hasOwn(STEMMED_LANGUAGES, language) ? (language as StemmedLanguage) : null;
}

const spanish = newStemmer('spanish');
const STEMMERS: Record<StemmedLanguage, (word: string) => string> = {
  en: stem,
  es: (word) => spanish.stem(word),
};

/**
 * The words of a text as search sees them: runs of letters, digits and combining marks,
 * lower-cased and with accents folded as both indexes fold them ('García' is 'garcia').
 */
export function searchWords(text: string): string[] {
  return foldAccents(text.normalize('NFC').toLowerCase()).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Stems already worked out, per language; text has a few thousand distinct words, so most are found here. */
const known: Record<StemmedLanguage, Map<string, string>> = { en: new Map(), es: new Map() };
const KNOWN_AT_MOST = 50_000;

/** Whether a word of searchWords is stemmed: letters alone, as PostgreSQL's parser decides. */
export function hasWordForms(word: string): boolean {
  return /^\p{L}+$/u.test(word);
}

/**
 * The stem of one word of searchWords in `language` (English unless said); the word itself when
 * it is not letters alone.
 */
export function wordForm(word: string, language: StemmedLanguage = 'en'): string {
  const stems = known[language];
  let form = stems.get(word);
  if (form === undefined) {
    form = hasWordForms(word) ? STEMMERS[language](word) : word;
    if (stems.size >= KNOWN_AT_MOST) stems.clear();
    stems.set(word, form);
  }
  return form;
}

/**
 * The other number of a Spanish word, as its plural is made: a vowel takes -s ('gobierno',
 * 'gobiernos'), a consonant -es ('nacion', 'naciones'). A guess from the ending alone, which is
 * all a search needs: the forms it makes are only looked for.
 */
function spanishNumbers(word: string): string[] {
  if (word.length < 3) return [];
  if (/[aeiou]s$/.test(word)) return [word.slice(0, -1)];
  if (/[^aeiou]es$/.test(word)) return [word.slice(0, -2)];
  if (/[aeiou]$/.test(word)) return [`${word}s`];
  if (/[a-z]$/.test(word)) return [`${word}es`];
  return [];
}

/**
 * The words a searched word is looked for as, in an inTell of `language`, before stemming: itself,
 * and in Spanish also its other number. Snowball's Spanish stemmer reads some plurals as a verb
 * with a pronoun ('gobiernos' as 'gobier' + 'nos', stem 'gobi', where 'gobierno' is 'gobiern'),
 * so the singular and the plural are both asked for (docs/decisions/2026-12-06-languages.md
 * 'Content in any language').
 */
export function searchedWords(word: string, language: StemmedLanguage): string[] {
  return language === 'es' && hasWordForms(word) ? [word, ...spanishNumbers(word)] : [word];
}

/** The stems a searched word is looked for as, in an inTell of `language`. */
export function searchedWordForms(word: string, language: StemmedLanguage): string[] {
  return [...new Set(searchedWords(word, language).map((w) => wordForm(w, language)))];
}

/**
 * What marks a stem in SQLite's index: U+FDD0, a noncharacter (never text, and not a letter, so
 * never part of a searched word) that FTS5's tokenizer keeps inside the token. Marked, the stems
 * are apart from the words as written: a prefix being typed ('clim') matches the words only, not
 * their stems too, which would double both the doclists FTS5 merges for it and the occurrences
 * counted for ranking. Each language has its own mark (Spanish: U+FDD1), so that an English stem
 * never matches a Spanish word's stem that happens to be spelt alike.
 */
export const STEM_MARKS: Record<StemmedLanguage, string> = { en: '\uFDD0', es: '\uFDD1' };
export const STEM_MARK = STEM_MARKS.en;

/**
 * What marks, in SQLite's index, each word of an inTell in a language search does not stem
 * (U+FDDF): a searched word that is not the last is looked for as this, rather than as written,
 * so that in a stemmed inTell a word found both as written and as its stem is not counted twice.
 */
export const WRITTEN_MARK = '\uFDDF';

/**
 * The text SQLite's search indexes for a column of an inTell in `language` (English unless said;
 * in a language search does not stem, its words marked with WRITTEN_MARK): the text, then on a
 * line of their own the
 * marked stems of its words that differ from their stems ('Phones were banned' + '\n' + marked
 * 'phone' and 'ban'), one for each occurrence so that counting occurrences still ranks. A word
 * that is its own stem is found as written. The words stay so that the word being typed matches
 * as a prefix of what was written ('governm' finds 'government', whose stem is 'govern').
 */
export function withWordForms(text: string, language = 'en'): string {
  const stemmed = stemmedLanguage(language);
  if (stemmed === null) {
    const words = searchWords(text);
    return words.length === 0 ? text : `${text}\n${words.map((w) => WRITTEN_MARK + w).join(' ')}`;
  }
  const stems: string[] = [];
  for (const word of searchWords(text)) {
    const form = wordForm(word, stemmed);
    if (form !== word) stems.push(STEM_MARKS[stemmed] + form);
  }
  return stems.length === 0 ? text : `${text}\n${stems.join(' ')}`;
}
