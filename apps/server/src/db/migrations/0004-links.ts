import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Links between items and their ratings (content spec §3, DESIGN.md §5). A link keeps its figures
 * in real columns, recomputed from its ratings in the transaction of each rating, so reading an
 * idea or agent screen never aggregates ratings. `pair_key` (the two ids sorted, joined by ':')
 * is unique, so there is one link per unordered pair whichever direction it was first made in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_idea_idea')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idea_cause', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('idea_effect', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('significance_support_oppose', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('significance_similar', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('significance_complex', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_level_support_oppose', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_level_reversed', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // An idea screen reads its links from both ends: one index per end.
  await db.schema
    .createIndex('link_idea_idea_cause_idx')
    .on('link_idea_idea')
    .column('idea_cause')
    .execute();
  await db.schema
    .createIndex('link_idea_idea_effect_idx')
    .on('link_idea_idea')
    .column('idea_effect')
    .execute();

  await db.schema
    .createTable('link_idea_agent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idea_id', 'text', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('avg_level', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('link_idea_agent_pair_uq', ['idea_id', 'agent_id'])
    .execute();
  // The unique constraint's index serves idea_id lookups; the agent screen needs its own.
  await db.schema
    .createIndex('link_idea_agent_agent_idx')
    .on('link_idea_agent')
    .column('agent_id')
    .execute();

  await db.schema
    .createTable('link_agent_agent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent1', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('agent2', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('significance_similar', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('significance_support_oppose', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_level_support_oppose', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_agent_agent_agent1_idx')
    .on('link_agent_agent')
    .column('agent1')
    .execute();
  await db.schema
    .createIndex('link_agent_agent_agent2_idx')
    .on('link_agent_agent')
    .column('agent2')
    .execute();

  // One rating per user per link; the primary key's index also serves the per-link aggregate.
  for (const [table, linkTable] of [
    ['link_idea_idea_ratings', 'link_idea_idea'],
    ['link_idea_agent_ratings', 'link_idea_agent'],
    ['link_agent_agent_ratings', 'link_agent_agent'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('link_id', 'text', (c) =>
        c.notNull().references(`${linkTable}.id`).onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('level', 'double precision', (c) => c.notNull())
      .addColumn('confidence', 'double precision', (c) => c.notNull())
      .addColumn('is_similar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_complex', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_reversed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['link_id', 'user_id'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_agent_agent_ratings').execute();
  await db.schema.dropTable('link_idea_agent_ratings').execute();
  await db.schema.dropTable('link_idea_idea_ratings').execute();
  await db.schema.dropTable('link_agent_agent').execute();
  await db.schema.dropTable('link_idea_agent').execute();
  await db.schema.dropTable('link_idea_idea').execute();
}
