import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { newId } from '../../lib/ids';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Content: inTells (ideas), waveMakers (agents) and the roles that tie them, public profiles, and
 * the default waveMaker setting; plus full-text search on ideas and agents, which is the one part
 * written twice (SQLite FTS5 tables, PostgreSQL tsvector columns with GIN indexes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ideas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    /** The headline: at most 60 characters, enforced by validation. */
    .addColumn('my_point', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('my_content', 'text', (c) => c.notNull().defaultTo(''))
    /** A quotation. */
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    /** An image, or the PDF when is_pdf. */
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_pdf', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('frame_context', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('frame_resolution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('my_concern', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('critic_concern', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('critic_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error_correction', 'text', (c) => c.notNull().defaultTo(''))
    /** 0 … 1, or -2 when the slider was never placed. */
    .addColumn('proxy_level', 'double precision', (c) => c.notNull().defaultTo(-2))
    .addColumn('at_core', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idea_referenced', 'text', (c) => c.references('ideas.id').onDelete('set null'))
    .addColumn('good_intent_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The home screen's latest ten, newest first, read straight off this index.
  await db.schema
    .createIndex('ideas_created_at_idx')
    .on('ideas')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('ideas_user_id_idx').on('ideas').column('user_id').execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The external page; '' for a member's own waveMaker. */
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    /** Who submitted it. */
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    /** Set on a member's own waveMaker: at most one per member. */
    .addColumn('member_user_id', 'text', (c) => c.unique().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agents_created_at_idx').on('agents').column('created_at').execute();
  await db.schema.createIndex('agents_user_id_idx').on('agents').column('user_id').execute();
  await db.schema.createIndex('agents_url_idx').on('agents').column('url').execute();

  await db.schema
    .createTable('idea_agents')
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    /** 'author', 'player' or 'proxy'. */
    .addColumn('role', 'text', (c) => c.notNull())
    /** Order within the role, as the author listed them. */
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('idea_agents_pk', ['idea_id', 'agent_id', 'role'])
    .execute();
  // The agent screen's 'Their inTell' and 'inTell attributable (by proxy)' read from here.
  await db.schema
    .createIndex('idea_agents_agent_role_idx')
    .on('idea_agents')
    .columns(['agent_id', 'role', 'idea_id'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('aka', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The profiles list shows the most recently saved first.
  await db.schema
    .createIndex('profiles_updated_at_idx')
    .on('profiles')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('Original'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('setting_agents')
    .addColumn('setting_id', 'text', (c) =>
      c.notNull().references('settings.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('setting_agents_pk', ['setting_id', 'agent_id'])
    .execute();
  // Every database starts with the spec's default setting, so "the first is used" always exists.
  await db
    .insertInto('settings')
    .values({ id: newId(), name: 'Original', created_at: new Date().toISOString() })
    .execute();

  if (dialectOf(db) === 'sqlite') {
    // Standalone FTS5 tables keyed by the text id, kept in step by the repositories in the same
    // transaction as each write. unicode61 folds case and diacritics; the prefix indexes make
    // "as you type" prefixes of 1 to 3 characters one doclist read instead of a merge of every
    // term they start (measured: 'c' over 100,000 ideas 54 ms without the 1, 3 ms with it).
    await sql`
      create virtual table ideas_fts using fts5(
        idea_id unindexed, my_point, my_content, text,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
      )`.execute(db);
    await sql`
      create virtual table agents_fts using fts5(
        agent_id unindexed, name,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
      )`.execute(db);
  } else {
    // Generated tsvector columns: PostgreSQL keeps them in step by itself. The 'simple'
    // configuration (no stemming, no stop words) matches what FTS5 does; the headline weighs A.
    await sql`
      alter table ideas add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', my_point), 'A') ||
        setweight(to_tsvector('simple', my_content), 'B') ||
        setweight(to_tsvector('simple', text), 'B')
      ) stored`.execute(db);
    await sql`create index ideas_search_idx on ideas using gin (search_vector)`.execute(db);
    await sql`
      alter table agents add column search_vector tsvector
        generated always as (to_tsvector('simple', name)) stored`.execute(db);
    await sql`create index agents_search_idx on agents using gin (search_vector)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`drop table agents_fts`.execute(db);
    await sql`drop table ideas_fts`.execute(db);
  }
  await db.schema.dropTable('setting_agents').execute();
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('profiles').execute();
  await db.schema.dropTable('idea_agents').execute();
  await db.schema.dropTable('agents').execute();
  await db.schema.dropTable('ideas').execute();
}
