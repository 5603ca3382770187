import { sql } from 'kysely';
import { foldAccents } from './accent-fold';
import type { DialectName } from './database';
import type { Db } from './schema';

/**
 * Full-text search on ideas (headline, body, quotation) and agents (name): the one concern whose
 * SQL differs between the dialects (CONVENTIONS.md, habit 7), so both versions live here behind
 * one interface. SQLite keeps standalone FTS5 tables that the repositories update in the same
 * transaction as each write; PostgreSQL keeps generated tsvector columns with GIN indexes.
 *
 * Searches match as the user types: every word must match, the last one as a prefix. Results are
 * ranked by how often the words occur in each (counted occurrences / ts_rank, the headline weighing
 * most), then newest first. Only the newest
 * SEARCH_CANDIDATES matches are ranked: scoring every match of a one-letter prefix or of a word
 * like 'the' costs hundreds of milliseconds at 100,000 ideas, and a search box wants the best of
 * what is current (docs/decisions.md; `npm run bench -w apps/server` measures it).
 */

/** How many of the newest matches are ranked. */
export const SEARCH_CANDIDATES = 1000;

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
  const words =
    foldAccents(input.normalize('NFC').toLowerCase()).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(-MAX_SEARCH_TERMS)
    .map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join(''));
}

/** The text of an idea that search indexes. */
export interface IdeaSearchText {
  id: string;
  my_point: string;
  my_content: string;
  text: string;
}

export interface AgentSearchText {
  id: string;
  name: string;
}

export interface FullTextSearch {
  /** Adds new ideas to the index; call in the transaction that inserts them. */
  indexIdeas(db: Db, ideas: readonly IdeaSearchText[]): Promise<void>;
  /** Adds new agents to the index; call in the transaction that inserts them. */
  indexAgents(db: Db, agents: readonly AgentSearchText[]): Promise<void>;
  /** Ids of the best-matching ideas, best first; [] when the input has no words. */
  searchIdeas(db: Db, input: string, limit: number): Promise<string[]>;
  /** Ids of the best-matching agents, best first; [] when the input has no words. */
  searchAgents(db: Db, input: string, limit: number): Promise<string[]>;
}

/** FTS5 rows per insert statement: 4 bound values each, far below SQLite's variable limit. */
const FTS_BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** FTS5 query: each word a quoted phrase (so AND, NEAR, `*`, `"` mean nothing), the last a prefix. */
function fts5Query(terms: string[]): string {
  return terms
    .map((t, i) => `"${t.replace(/"/g, '""')}"${i === terms.length - 1 ? '*' : ''}`)
    .join(' ');
}

/**
 * SQLite's ranking: how often the words occur in each column of the candidate, counted from
 * FTS5's `highlight` (which marks each occurrence with MARK, a control character that stored text
 * never holds: requests carrying one are refused), at most SEEN_AT_MOST times per column, the
 * headline weighing HEADLINE_WEIGHT. Like PostgreSQL's ts_rank, it looks at the candidate alone.
 * FTS5's bm25 also weighs each word by how many rows hold it, and counting those walks every
 * match of the word in the whole table: 20–30 ms for 'c' or 'the' at 1,000,000 inTells, however
 * few candidates are ranked (docs/benchmarks.md, decisions.md 'Search').
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
      const rows = batch.map((i) => sql`(${i.id}, ${i.my_point}, ${i.my_content}, ${i.text})`);
      await sql`insert into ideas_fts (idea_id, my_point, my_content, text)
        values ${sql.join(rows)}`.execute(db);
    }
  },

  async indexAgents(db, agents) {
    for (const batch of chunks(agents, FTS_BATCH)) {
      const rows = batch.map((a) => sql`(${a.id}, ${a.name})`);
      await sql`insert into agents_fts (agent_id, name) values ${sql.join(rows)}`.execute(db);
    }
  },

  async searchIdeas(db, input, limit) {
    const terms = searchTerms(input);
    if (terms.length === 0) return [];
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
          where ideas_fts match ${fts5Query(terms)}
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
          where agents_fts match ${fts5Query(terms)}
          order by rowid desc
          limit ${SEARCH_CANDIDATES}
        )
      )
      order by score desc, position desc
      limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  },
};

/** tsquery: each word a quoted lexeme, all of them required (&), the last a prefix (:*). */
function tsQuery(terms: string[]): string {
  return terms
    .map(
      (t, i) =>
        `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${i === terms.length - 1 ? ':*' : ''}`,
    )
    .join(' & ');
}

export const postgresSearch: FullTextSearch = {
  // The generated search_vector columns follow every insert and update by themselves.
  async indexIdeas() {},
  async indexAgents() {},

  searchIdeas: (db, input, limit) => searchPostgres(db, 'ideas', input, limit),
  searchAgents: (db, input, limit) => searchPostgres(db, 'agents', input, limit),
};

/**
 * The newest SEARCH_CANDIDATES rows whose search column matches every word (the last as a
 * prefix), ranked by ts_rank, then newest first. One query for ideas and agents alike.
 */
async function searchPostgres(
  db: Db,
  table: 'ideas' | 'agents',
  input: string,
  limit: number,
): Promise<string[]> {
  const terms = searchTerms(input);
  if (terms.length === 0) return [];
  const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
  const { rows } = await sql<{ id: string }>`
    select candidates.id
    from (
      select id, created_at, search_vector
      from ${sql.table(table)}
      where search_vector @@ ${query}
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
