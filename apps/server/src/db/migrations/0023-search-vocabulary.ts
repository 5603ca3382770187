import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { STEM_MARK } from '../word-forms';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * SQLite only: `idea_search_words`, every word written in an inTell's search columns (not the
 * marked stems), so that the word being typed can be matched as the few words it begins rather
 * than as an FTS5 prefix. FTS5 has prefix indexes for 1 to 3 letters only; a longer prefix makes
 * it read and merge every matching word's whole list of rows before it can give the newest
 * (full-text-search.ts, docs/benchmarks.md 'Search with word forms, within its goal').
 *
 * Filled from FTS5's own vocabulary of the rows that exist (the words exactly as it tokenised
 * them); new inTells add theirs as they are indexed. PostgreSQL's GIN index finds a prefix's
 * words itself, so it needs nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create table idea_search_words (word text primary key) without rowid`.execute(db);
  await sql`create virtual table temp.ideas_fts_vocabulary using fts5vocab(main, ideas_fts, 'row')`.execute(
    db,
  );
  await sql`
    insert into idea_search_words (word)
    select term from temp.ideas_fts_vocabulary where substr(term, 1, 1) <> ${STEM_MARK}
  `.execute(db);
  await sql`drop table temp.ideas_fts_vocabulary`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`drop table idea_search_words`.execute(db);
}
