import { sql, type Kysely } from 'kysely';
import { ACCENT_FOLD_FROM, ACCENT_FOLD_TO } from '../accent-fold';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * PostgreSQL search ignores accents, as SQLite's already does: the generated search columns are
 * rebuilt over `translate(column, FROM, TO)` (db/accent-fold.ts). `translate` is immutable, so it
 * may be used in a generated column, and it needs no extension (unaccent would need one, and a
 * superuser to install it). Nothing changes on SQLite.
 */
function fold(column: string) {
  return sql`translate(${sql.ref(column)}, ${sql.lit(ACCENT_FOLD_FROM)}, ${sql.lit(ACCENT_FOLD_TO)})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return;
  await sql`alter table ideas drop column search_vector`.execute(db);
  await sql`
    alter table ideas add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', ${fold('my_point')}), 'A') ||
      setweight(to_tsvector('simple', ${fold('my_content')}), 'B') ||
      setweight(to_tsvector('simple', ${fold('text')}), 'B')
    ) stored`.execute(db);
  await sql`create index ideas_search_idx on ideas using gin (search_vector)`.execute(db);
  await sql`alter table agents drop column search_vector`.execute(db);
  await sql`
    alter table agents add column search_vector tsvector
      generated always as (to_tsvector('simple', ${fold('name')})) stored`.execute(db);
  await sql`create index agents_search_idx on agents using gin (search_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return;
  await sql`alter table ideas drop column search_vector`.execute(db);
  await sql`
    alter table ideas add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', my_point), 'A') ||
      setweight(to_tsvector('simple', my_content), 'B') ||
      setweight(to_tsvector('simple', text), 'B')
    ) stored`.execute(db);
  await sql`create index ideas_search_idx on ideas using gin (search_vector)`.execute(db);
  await sql`alter table agents drop column search_vector`.execute(db);
  await sql`
    alter table agents add column search_vector tsvector
      generated always as (to_tsvector('simple', name)) stored`.execute(db);
  await sql`create index agents_search_idx on agents using gin (search_vector)`.execute(db);
}
