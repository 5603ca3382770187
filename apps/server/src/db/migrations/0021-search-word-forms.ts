import { sql, type Kysely } from 'kysely';
import { ACCENT_FOLD_FROM, ACCENT_FOLD_TO } from '../accent-fold';
import { dialectOf } from '../dialect';
import { withWordForms } from '../word-forms';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Search matches English word forms (full-text-search.ts, word-forms.ts): 'phone ban'
 * finds 'Phones should be banned'. Every existing row is indexed again, here:
 * - PostgreSQL: the generated search columns are rebuilt as the 'english' configuration's stems
 *   followed by the 'simple' words as written, both over the accent-folded text (as in 0006).
 *   The written words stay so that the word being typed matches as a prefix of them ('governm'
 *   of 'government', whose stem is 'govern'), and so that stop words ('the'), which 'english'
 *   leaves out, are still found.
 * - SQLite: FTS5 has no tokenizer that keeps both a word and its stem (its porter tokenizer
 *   keeps only the stem), so each row's text is written again with its words' stems on a line
 *   after it (withWordForms), read from the ideas and agents themselves.
 */
function fold(column: string) {
  return sql`translate(${sql.ref(column)}, ${sql.lit(ACCENT_FOLD_FROM)}, ${sql.lit(ACCENT_FOLD_TO)})`;
}

/** A column's words for PostgreSQL's search: with their English stems, or as written only. */
function postgresWords(column: string, stems: boolean) {
  const written = sql`to_tsvector('simple', ${fold(column)})`;
  return stems ? sql`to_tsvector('english', ${fold(column)}) || ${written}` : written;
}

async function rebuildPostgresColumns(db: Kysely<any>, stems: boolean): Promise<void> {
  const words = (column: string) => postgresWords(column, stems);
  await sql`alter table ideas drop column search_vector`.execute(db);
  await sql`
    alter table ideas add column search_vector tsvector generated always as (
      setweight(${words('my_point')}, 'A') ||
      setweight(${words('my_content')}, 'B') ||
      setweight(${words('text')}, 'B')
    ) stored`.execute(db);
  await sql`create index ideas_search_idx on ideas using gin (search_vector)`.execute(db);
  await sql`alter table agents drop column search_vector`.execute(db);
  await sql`
    alter table agents add column search_vector tsvector
      generated always as (${words('name')}) stored`.execute(db);
  await sql`create index agents_search_idx on agents using gin (search_vector)`.execute(db);
  // A new column has no statistics until autovacuum gets to it, and without them the planner
  // walks the whole date index for a word that matches nothing (a search 'zzqx' at 1,000,000
  // inTells: 2 s instead of 0.6 ms).
  await sql`analyze ideas`.execute(db);
  await sql`analyze agents`.execute(db);
}

/** FTS5 rows per insert: 5 bound values each, far below SQLite's variable limit. */
const PAGE = 500;

/** FTS5's table options as 0003 made them. */
const FTS_OPTIONS = sql`tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'`;

/**
 * Writes every SQLite search row again from its idea or agent, its text as `text` makes it, into
 * a new FTS5 table that then takes the old one's place: inserting in bulk is many times faster
 * than updating each row of an FTS5 table. Rowids are kept: search ranks newest by them.
 */
async function rewriteSqliteRows(db: Kysely<any>, text: (value: string) => string): Promise<void> {
  await sql`
    create virtual table ideas_fts_rewritten using fts5(
      idea_id unindexed, my_point, my_content, text, ${FTS_OPTIONS}
    )`.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{
      position: number;
      id: string;
      my_point: string;
      my_content: string;
      text: string;
    }>`
      select f.rowid as position, f.idea_id as id, coalesce(i.my_point, '') as my_point,
        coalesce(i.my_content, '') as my_content, coalesce(i.text, '') as text
      from ideas_fts f join ideas i on i.id = f.idea_id
      where f.rowid > ${after} order by f.rowid limit ${PAGE}`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map(
      (r) =>
        sql`(${r.position}, ${r.id}, ${text(r.my_point)}, ${text(r.my_content)}, ${text(r.text)})`,
    );
    await sql`insert into ideas_fts_rewritten (rowid, idea_id, my_point, my_content, text)
      values ${sql.join(values)}`.execute(db);
    after = rows[rows.length - 1]!.position;
  }
  await sql`drop table ideas_fts`.execute(db);
  await sql`alter table ideas_fts_rewritten rename to ideas_fts`.execute(db);

  await sql`
    create virtual table agents_fts_rewritten using fts5(agent_id unindexed, name, ${FTS_OPTIONS})
  `.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ position: number; id: string; name: string }>`
      select f.rowid as position, f.agent_id as id, a.name
      from agents_fts f join agents a on a.id = f.agent_id
      where f.rowid > ${after} order by f.rowid limit ${PAGE}`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map((r) => sql`(${r.position}, ${r.id}, ${text(r.name)})`);
    await sql`insert into agents_fts_rewritten (rowid, agent_id, name)
      values ${sql.join(values)}`.execute(db);
    after = rows[rows.length - 1]!.position;
  }
  await sql`drop table agents_fts`.execute(db);
  await sql`alter table agents_fts_rewritten rename to agents_fts`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await rewriteSqliteRows(db, withWordForms);
  else await rebuildPostgresColumns(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await rewriteSqliteRows(db, (value) => value);
  else await rebuildPostgresColumns(db, false);
}
