import { sql, type Kysely } from 'kysely';
import { ACCENT_FOLD_FROM, ACCENT_FOLD_TO } from '../accent-fold';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Content in any language (issue 44): an inTell records its language, an ISO 639-1 code, and
 * search stems it by that language's rules (db/word-forms.ts).
 * - Every inTell that exists is English ('en', the column's default): until now the product was
 *   English only and search stemmed every inTell as English, so its index is already right.
 * - PostgreSQL: the generated search column is rebuilt with each row's own configuration
 *   ('english', 'spanish'; a language search does not stem has its words as written only), still
 *   followed by the 'simple' words as written (0021), and its GIN index made again.
 * - SQLite: nothing to write again: its rows hold English stems, and new rows are indexed by
 *   their language as they are written (full-text-search.ts).
 */
function fold(column: string) {
  return sql`translate(${sql.ref(column)}, ${sql.lit(ACCENT_FOLD_FROM)}, ${sql.lit(ACCENT_FOLD_TO)})`;
}

/**
 * A column's words: with the stems of the row's language, or as written only. A configuration
 * named as a literal is a constant, so the expression stays immutable, as a generated column
 * needs. Frozen: a language search stems is added by a migration that rebuilds the column.
 */
function wordsByLanguage(column: string) {
  const written = sql`to_tsvector('simple', ${fold(column)})`;
  return sql`case language
    when 'en' then to_tsvector('english', ${fold(column)}) || ${written}
    when 'es' then to_tsvector('spanish', ${fold(column)}) || ${written}
    else ${written} end`;
}

/** 0021's: every row's words with English stems. */
function englishWords(column: string) {
  return sql`to_tsvector('english', ${fold(column)}) || to_tsvector('simple', ${fold(column)})`;
}

async function rebuildPostgresColumn(
  db: Kysely<any>,
  words: (column: string) => ReturnType<typeof sql>,
): Promise<void> {
  await sql`alter table ideas drop column search_vector`.execute(db);
  await sql`
    alter table ideas add column search_vector tsvector generated always as (
      setweight(${words('my_point')}, 'A') ||
      setweight(${words('my_content')}, 'B') ||
      setweight(${words('text')}, 'B')
    ) stored`.execute(db);
  await sql`create index ideas_search_idx on ideas using gin (search_vector)`.execute(db);
  // A new column has no statistics until autovacuum gets to it (0021).
  await sql`analyze ideas`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ideas')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  if (dialectOf(db) === 'postgres') await rebuildPostgresColumn(db, wordsByLanguage);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await rebuildPostgresColumn(db, englishWords);
  await db.schema.alterTable('ideas').dropColumn('language').execute();
}
