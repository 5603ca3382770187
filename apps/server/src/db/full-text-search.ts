import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './database';
import type { Db } from './schema';
import {
  hasWordForms,
  searchedWordForms,
  searchedWords,
  searchWords,
  STEM_MARKS,
  STEMMED_LANGUAGES,
  withWordForms,
  wordForm,
  WRITTEN_MARK,
  type StemmedLanguage,
} from './word-forms';

/**
 * Full-text search on ideas (headline, body, quotation) and agents (name): the one concern whose
 * SQL differs between the dialects (CONVENTIONS.md, habit 7), so both versions live here behind
 * one interface. SQLite keeps standalone FTS5 tables that the repositories update in the same
 * transaction as each write; PostgreSQL keeps generated tsvector columns with GIN indexes.
 *
 * Searches match as the user types: every word must match, the last one as a prefix. Words match
 * in any of their forms in the inTell's own language ('phone ban' finds 'Phones should be
 * banned', 'banning' finds 'banned', 'gobiernos' finds 'El gobierno'; db/word-forms.ts): each
 * inTell is stemmed by its language's rules, and each searched word is looked for as its stem in
 * every language search stems, and as written (an inTell in another language); so a search finds
 * the same whoever makes it. The last word matches as a prefix of the words as written, or as
 * its own stem exactly ('governm' finds 'government', 'banning' finds 'banned' but not 'bank').
 * Parts of compounds do not match ('phone' does not find 'smartphones'). Results are
 * ranked by how often the words occur in each (counted occurrences / ts_rank, the headline weighing
 * most), then newest first. Only the newest
 * SEARCH_CANDIDATES matches are ranked: scoring every match of a one-letter prefix or of a word
 * like 'the' costs hundreds of milliseconds at 100,000 ideas, and a search box wants the best of
 * what is current (docs/decisions/2026-11-21-intells-and-wavemakers.md 'Search'; `npm run bench
 * -w apps/server` measures it).
 */

/** How many of the newest matches are ranked. */
export const SEARCH_CANDIDATES = 500;

/** More words than this add nothing to a search box query but cost time. */
export const MAX_SEARCH_TERMS = 8;
/** Longer "words" are cut; no real word is this long. */
export const MAX_TERM_LENGTH = 64;

/**
 * The words of what the user typed: runs of letters, digits and combining marks, lower-cased and
 * with accents folded as the index folds them ('García' is searched as 'garcia').
 * Everything else (quotes, operators, punctuation, SQL) separates words and never reaches the
 * query syntax, so no input can cause a syntax error. The last words are kept: the one being
 * typed matters most.
 */
export function searchTerms(input: string): string[] {
  return searchWords(input)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(-MAX_SEARCH_TERMS)
    .map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join(''));
}

/** The text of an idea that search indexes, and its language (an ISO 639-1 code). */
export interface IdeaSearchText {
  id: string;
  my_point: string;
  my_content: string;
  text: string;
  language: string;
}

/** Every language search stems: what an inTell's words are looked for in. */
const IDEA_LANGUAGES = Object.keys(STEMMED_LANGUAGES) as StemmedLanguage[];
/** waveMakers' names are indexed with English stems (0021). */
const AGENT_LANGUAGES: readonly StemmedLanguage[] = ['en'];

export interface AgentSearchText {
  id: string;
  name: string;
}

/**
 * A waveMaker search finds no class student's own waveMaker (made with her first inTell in a
 * class): her name is not for other members to find (DESIGN.md §10 'Privacy').
 */
const NOT_A_CLASS_STUDENTS_OWN = sql`not exists (select 1 from class_students where class_students.user_id = agents.member_user_id)`;

/**
 * The classes whose ideas a search may answer besides the public ones, or 'all'; or the whole
 * condition on a row of the `ideas` table (a reader in a class split into groups, whose
 * condition also asks who posted: modules/classes/content-scope.ts `visibleIn`).
 */
export type VisibleClasses = readonly string[] | 'all' | { condition: RawBuilder<unknown> };

/** The condition on an ideas row (of the table `ideas`) that it is visible. */
export function visibleClassCondition(classes: VisibleClasses) {
  if (classes === 'all') return sql`1 = 1`;
  if (!Array.isArray(classes)) return (classes as { condition: RawBuilder<unknown> }).condition;
  const ref = sql.ref('ideas.class_id');
  const ids = classes as readonly string[];
  if (ids.length === 0) return sql`${ref} is null`;
  return sql`(${ref} is null or ${ref} in (${sql.join([...ids])}))`;
}

export interface FullTextSearch {
  /** Adds new ideas to the index; call in the transaction that inserts them. */
  indexIdeas(db: Db, ideas: readonly IdeaSearchText[]): Promise<void>;
  /** Adds new agents to the index; call in the transaction that inserts them. */
  indexAgents(db: Db, agents: readonly AgentSearchText[]): Promise<void>;
  /**
   * Ids of the best-matching ideas, best first; [] when the input has no words. Only public ideas
   * and those of `classes` (DESIGN.md §10), unless `classes` is 'all' (an admin).
   */
  searchIdeas(db: Db, input: string, limit: number, classes?: VisibleClasses): Promise<string[]>;
  /** Ids of the best-matching agents, best first; [] when the input has no words. */
  searchAgents(db: Db, input: string, limit: number): Promise<string[]>;
}

/** FTS5 rows per insert statement: 4 bound values each, far below SQLite's variable limit. */
const FTS_BATCH = 500;
/** Words per insert into idea_search_words: one bound value each. */
const WORDS_BATCH = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One word as an FTS5 phrase, so that AND, NEAR, `*` and `"` in it mean nothing. */
const ftsPhrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * FTS5 query, all words required: every word but the last as an unstemmed inTell's word
 * (WRITTEN_MARK), or as any of its stems in `languages` (searchedWordForms), which the index holds
 * as written for a word that is its own stem and marked after the text for the others
 * (withWordForms); the last word as a prefix of the words as written, or as a stem ('hoping' is
 * not written with the prefix 'hope', 'ban' not with 'banning'). `lastWordBegins`, when given, is
 * every written word the last one begins (from idea_search_words), matched exactly instead of as
 * a prefix.
 */
function fts5Query(
  terms: string[],
  languages: readonly StemmedLanguage[],
  lastWordBegins: readonly string[] | null = null,
): string {
  return terms
    .map((term, i) => {
      const last = i === terms.length - 1;
      const phrases = new Set<string>();
      // An inTell in a language search does not stem has its words marked, for the words
      // before the last; the last is found by the prefix of the words as written.
      if (!last) phrases.add(ftsPhrase(WRITTEN_MARK + term));
      else if (lastWordBegins === null) phrases.add(`${ftsPhrase(term)}*`);
      else lastWordBegins.forEach((word) => phrases.add(ftsPhrase(word)));
      for (const language of languages) {
        for (const form of searchedWordForms(term, language)) {
          // A stem that starts with the word being typed is found as written by the prefix.
          if (!(last && form.startsWith(term))) phrases.add(ftsPhrase(form));
          phrases.add(ftsPhrase(STEM_MARKS[language] + form));
        }
      }
      return `(${[...phrases].join(' OR ')})`;
    })
    .join(' AND ');
}

/** FTS5 keeps prefix indexes of 1 to 3 characters (FTS_OPTIONS of migrations 0003 and 0021). */
const PREFIX_INDEXED_UP_TO = 3;
/** More words than this begun by the last one are left to FTS5's prefix query. */
const WORDS_BEGUN_AT_MOST = 32;

/**
 * The written words the last word being typed begins, when FTS5 has no prefix index for it and
 * they are few: FTS5 then reads the newest rows of each word as it goes, where a prefix query
 * would first read and merge every row of every such word (about 13 ms for 'energy' at
 * 1,000,000 inTells; docs/benchmarks.md). null: search with the prefix.
 */
async function wordsBegunBy(db: Db, terms: string[]): Promise<string[] | null> {
  const last = terms[terms.length - 1]!;
  if (Array.from(last).length <= PREFIX_INDEXED_UP_TO) return null;
  const { rows } = await sql<{ word: string }>`
    select word from idea_search_words
    where word >= ${last} and word < ${`${last}\u{10FFFF}`}
    order by word limit ${WORDS_BEGUN_AT_MOST + 1}`.execute(db);
  return rows.length > WORDS_BEGUN_AT_MOST ? null : rows.map((row) => row.word);
}

/** Each distinct word of the texts as FTS5 writes it, for idea_search_words. */
function writtenWords(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(searchWords))];
}

/**
 * SQLite's ranking: how often the words occur in each column of the candidate, counted from
 * FTS5's `highlight` (which marks each occurrence with MARK, a control character that stored text
 * never holds: requests carrying one are refused), at most SEEN_AT_MOST times per column, the
 * headline weighing HEADLINE_WEIGHT. Like PostgreSQL's ts_rank, it looks at the candidate alone.
 * FTS5's bm25 also weighs each word by how many rows hold it, and counting those walks every
 * match of the word in the whole table: 20–30 ms for 'c' or 'the' at 1,000,000 inTells, however
 * few candidates are ranked (docs/benchmarks.md,
 * docs/decisions/2026-11-21-intells-and-wavemakers.md 'Search').
 */
const MARK = sql`char(1)`;
const HEADLINE_WEIGHT = 10;
const SEEN_AT_MOST = 3;

/** How many times a `highlight` result marks the words, at most SEEN_AT_MOST. */
function seen(highlighted: ReturnType<typeof sql.ref>) {
  const text = sql`coalesce(${highlighted}, '')`;
  return sql`min(${SEEN_AT_MOST}, length(${text}) - length(replace(${text}, ${MARK}, '')))`;
}

export const sqliteSearch: FullTextSearch = {
  async indexIdeas(db, ideas) {
    for (const batch of chunks(ideas, FTS_BATCH)) {
      const rows = batch.map(
        (i) =>
          sql`(${i.id}, ${withWordForms(i.my_point, i.language)}, ${withWordForms(i.my_content, i.language)}, ${withWordForms(i.text, i.language)})`,
      );
      await sql`insert into ideas_fts (idea_id, my_point, my_content, text)
        values ${sql.join(rows)}`.execute(db);
      const words = writtenWords(batch.flatMap((i) => [i.my_point, i.my_content, i.text]));
      for (const some of chunks(words, WORDS_BATCH)) {
        await sql`insert into idea_search_words (word) values ${sql.join(some.map((word) => sql`(${word})`))}
          on conflict do nothing`.execute(db);
      }
    }
  },

  async indexAgents(db, agents) {
    for (const batch of chunks(agents, FTS_BATCH)) {
      const rows = batch.map((a) => sql`(${a.id}, ${withWordForms(a.name)})`);
      await sql`insert into agents_fts (agent_id, name) values ${sql.join(rows)}`.execute(db);
    }
  },

  async searchIdeas(db, input, limit, classes = []) {
    const terms = searchTerms(input);
    if (terms.length === 0) return [];
    const query = fts5Query(terms, IDEA_LANGUAGES, await wordsBegunBy(db, terms));
    // FTS5 rowids grow with each insert, so "rowid desc" walks the matches newest first and stops
    // after the candidates. Columns: idea_id (unindexed), my_point, my_content, text.
    const { rows } = await sql<{ id: string }>`
      select idea_id as id from (
        select idea_id, position,
          ${HEADLINE_WEIGHT} * ${seen(sql.ref('h1'))} + ${seen(sql.ref('h2'))} +
            ${seen(sql.ref('h3'))} as score
        from (
          select idea_id, rowid as position,
            highlight(ideas_fts, 1, ${MARK}, '') as h1,
            highlight(ideas_fts, 2, ${MARK}, '') as h2,
            highlight(ideas_fts, 3, ${MARK}, '') as h3
          from ideas_fts
          where ideas_fts match ${query}
            and ${classes === 'all' ? sql`1 = 1` : sql`exists (select 1 from ideas where ideas.id = ideas_fts.idea_id and ${visibleClassCondition(classes)})`}
          order by rowid desc
          limit ${SEARCH_CANDIDATES}
        )
      )
      order by score desc, position desc
      limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  },

  async searchAgents(db, input, limit) {
    const terms = searchTerms(input);
    if (terms.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      select agent_id as id from (
        select agent_id, position, ${seen(sql.ref('h'))} as score
        from (
          select agent_id, rowid as position, highlight(agents_fts, 1, ${MARK}, '') as h
          from agents_fts
          where agents_fts match ${fts5Query(terms, AGENT_LANGUAGES)}
            and not exists (select 1 from agents join class_students
              on class_students.user_id = agents.member_user_id where agents.id = agents_fts.agent_id)
          order by rowid desc
          limit ${SEARCH_CANDIDATES}
        )
      )
      order by score desc, position desc
      limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  },
};

/** One word as a quoted tsquery lexeme, so that &, |, !, :* and quotes in it mean nothing. */
const tsLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * tsquery, all words required (&&): every word as written (the column's 'simple' part) or as its
 * stem in any of `languages` (the row's own configuration's part); the last word as a prefix of
 * the words as written, or as a stem when that is not already such a prefix. The stems are
 * PostgreSQL's own (`ts_lexize`, the configurations' stemmers; a Spanish word also in its other
 * number, searchedWords); a stop word such as 'the', which a configuration leaves out, is
 * matched as written, in the 'simple' part. Every function here is immutable, so the planner
 * works the query out once, before it plans.
 */
function tsQuery(terms: string[], languages: readonly StemmedLanguage[]) {
  const parts = terms.map((term, i) => {
    const last = i === terms.length - 1;
    const alternatives = [
      last
        ? sql`to_tsquery('simple', ${`${tsLexeme(term)}:*`}::text)`
        : sql`to_tsquery('simple', ${tsLexeme(term)}::text)`,
    ];
    if (hasWordForms(term)) {
      for (const language of languages) {
        const dictionary = `${STEMMED_LANGUAGES[language]}_stem`;
        for (const word of searchedWords(term, language)) {
          // The prefix also matches the column's stems, so a stem that starts with the word
          // being typed needs no term of its own. searchedWordForms is ts_lexize's stemmer, in
          // JavaScript; the stem asked for is PostgreSQL's.
          if (last && wordForm(word, language).startsWith(term)) continue;
          alternatives.push(
            sql`to_tsquery('simple', '''' || coalesce((ts_lexize(${sql.lit(dictionary)}, ${word}::text))[1], ${word}::text) || '''')`,
          );
        }
      }
    }
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

export const postgresSearch: FullTextSearch = {
  // The generated search_vector columns follow every insert and update by themselves.
  async indexIdeas() {},
  async indexAgents() {},

  searchIdeas: (db, input, limit, classes = []) =>
    searchPostgres(db, 'ideas', input, limit, visibleClassCondition(classes), IDEA_LANGUAGES),
  searchAgents: (db, input, limit) =>
    searchPostgres(db, 'agents', input, limit, NOT_A_CLASS_STUDENTS_OWN, AGENT_LANGUAGES),
};

/**
 * The newest SEARCH_CANDIDATES rows whose search column matches every word (in any form, the
 * last as a prefix), ranked by ts_rank, then newest first. One query for ideas and agents alike.
 */
async function searchPostgres(
  db: Db,
  table: 'ideas' | 'agents',
  input: string,
  limit: number,
  visible: RawBuilder<unknown>,
  languages: readonly StemmedLanguage[],
): Promise<string[]> {
  const terms = searchTerms(input);
  if (terms.length === 0) return [];
  const query = tsQuery(terms, languages);
  const { rows } = await sql<{ id: string }>`
    select candidates.id
    from (
      select id, created_at, search_vector
      from ${sql.table(table)}
      where search_vector @@ ${query} and ${visible}
      order by created_at desc, id desc
      limit ${SEARCH_CANDIDATES}
    ) as candidates
    order by ts_rank(candidates.search_vector, ${query}) desc,
      candidates.created_at desc, candidates.id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

export function fullTextSearchFor(dialect: DialectName): FullTextSearch {
  return dialect === 'sqlite' ? sqliteSearch : postgresSearch;
}
