import { sql } from 'kysely';
import type { DialectName } from './database';
import { visibleClassCondition, type VisibleClasses } from './full-text-search';
import type { Db } from './schema';
import {
  hasWordForms,
  searchedWordForms,
  searchedWords,
  STEM_MARKS,
  STEMMED_LANGUAGES,
  WRITTEN_MARK,
  type StemmedLanguage,
} from './word-forms';

/**
 * The index side of 'similar inTells while typing' (issue 45): for each word of the text being
 * written, the inTells that hold it in any of its forms in the text's language, from the search
 * indexes alone (FTS5 on SQLite, the GIN index of `search_vector` on PostgreSQL; full-text-search.ts
 * says how each holds the words). Unlike the search box, no word is required: each word is asked
 * for on its own, at most `perWord` inTells each, and modules/ideas/similar-ideas.ts weighs what
 * they share. A word held by `perWord` inTells or more is a common one: its few answers say
 * little, and asking for more would read its whole list.
 *
 * One statement for all the words, each its own bounded arm. SQLite walks each word's matches
 * newest first (FTS5 rowids grow with each insert); PostgreSQL takes the first `perWord` rows of
 * the word's posting list, in no order (ordering them by date would read every match of a common
 * word), which only a common word's answers feel.
 */

/** A word of the text, in the text's language (null: a language search does not stem). */
export interface SimilarWord {
  word: string;
  language: StemmedLanguage | null;
}

/** One word as an FTS5 phrase (as full-text-search.ts quotes it). */
const ftsPhrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * FTS5 query for one word: its stems in its language, as written (a word that is its own stem)
 * and marked (a word whose stem differs: withWordForms); in a language search does not stem, the
 * word as written and marked as such.
 */
function fts5Word({ word, language }: SimilarWord): string {
  const phrases = new Set<string>();
  if (language === null || !hasWordForms(word)) {
    phrases.add(ftsPhrase(word));
    phrases.add(ftsPhrase(WRITTEN_MARK + word));
  } else {
    for (const form of searchedWordForms(word, language)) {
      phrases.add(ftsPhrase(form));
      phrases.add(ftsPhrase(STEM_MARKS[language] + form));
    }
  }
  return [...phrases].join(' OR ');
}

/** One word as a quoted tsquery lexeme (as full-text-search.ts quotes it). */
const tsLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * tsquery for one word: as written (the column's 'simple' part) or as PostgreSQL's stem of it in
 * its language (the row's own configuration's part), as the search box asks for a word it is not
 * typing.
 */
function tsWord({ word, language }: SimilarWord) {
  const alternatives = [sql`to_tsquery('simple', ${tsLexeme(word)}::text)`];
  if (language !== null && hasWordForms(word)) {
    const dictionary = `${STEMMED_LANGUAGES[language]}_stem`;
    for (const form of searchedWords(word, language)) {
      alternatives.push(
        sql`to_tsquery('simple', '''' || coalesce((ts_lexize(${sql.lit(dictionary)}, ${form}::text))[1], ${form}::text) || '''')`,
      );
    }
  }
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/**
 * For each word, in order, the ids of at most `perWord` visible inTells that hold it; [] for no
 * words.
 */
export async function ideasHoldingWords(
  db: Db,
  dialect: DialectName,
  words: readonly SimilarWord[],
  perWord: number,
  classes: VisibleClasses,
): Promise<string[][]> {
  const found: string[][] = words.map(() => []);
  if (words.length === 0) return found;
  const visible = visibleClassCondition(classes);
  const arms = words.map((word, k) =>
    dialect === 'sqlite'
      ? sql`select * from (
          select ${k} as k, idea_id as id from ideas_fts
          where ideas_fts match ${fts5Word(word)}
            and ${classes === 'all' ? sql`1 = 1` : sql`exists (select 1 from ideas where ideas.id = ideas_fts.idea_id and ${visible})`}
          order by rowid desc
          limit ${perWord})`
      : sql`(select ${k}::int as k, id from ideas
          where search_vector @@ ${tsWord(word)} and ${visible}
          limit ${perWord})`,
  );
  const { rows } = await sql<{
    k: number | string;
    id: string;
  }>`${sql.join(arms, sql` union all `)}`.execute(db);
  for (const row of rows) found[Number(row.k)]!.push(row.id);
  return found;
}
