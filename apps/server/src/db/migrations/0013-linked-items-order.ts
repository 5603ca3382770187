import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Indexes in the order the screens list linked items (docs/benchmarks.md), so that reading an
 * inTell's or a waveMaker's links walks an index to its first 300 instead of fetching every link
 * and sorting them:
 *
 * - an inTell's linked inTells, most significant first (the sum of the three significances),
 *   from either end of the link; these replace the indexes on each end alone, which they start
 *   with;
 * - an inTell's linked waveMakers and a waveMaker's linked inTells, strongest first
 *   (`abs(avg_level)`).
 *
 * The expressions are written exactly as the queries order by them (links.repository.ts): both
 * databases use an expression index only for the same expression. Same SQL in both dialects.
 */
const TOTAL = 'significance_support_oppose + significance_similar + significance_complex';

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create index link_idea_idea_cause_order_idx on link_idea_idea (idea_cause, (${TOTAL}) desc, id)`,
    )
    .execute(db);
  await sql
    .raw(
      `create index link_idea_idea_effect_order_idx on link_idea_idea (idea_effect, (${TOTAL}) desc, id)`,
    )
    .execute(db);
  await db.schema.dropIndex('link_idea_idea_cause_idx').execute();
  await db.schema.dropIndex('link_idea_idea_effect_idx').execute();
  await sql
    .raw(
      'create index link_idea_agent_idea_order_idx on link_idea_agent (idea_id, abs(avg_level) desc, id)',
    )
    .execute(db);
  await sql
    .raw(
      'create index link_idea_agent_agent_order_idx on link_idea_agent (agent_id, abs(avg_level) desc, id)',
    )
    .execute(db);
  await db.schema.dropIndex('link_idea_agent_agent_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('link_idea_agent_agent_order_idx').execute();
  await db.schema.dropIndex('link_idea_agent_idea_order_idx').execute();
  await db.schema
    .createIndex('link_idea_agent_agent_idx')
    .on('link_idea_agent')
    .column('agent_id')
    .execute();
  await db.schema.dropIndex('link_idea_idea_effect_order_idx').execute();
  await db.schema.dropIndex('link_idea_idea_cause_order_idx').execute();
  await db.schema
    .createIndex('link_idea_idea_effect_idx')
    .on('link_idea_idea')
    .column('idea_effect')
    .execute();
  await db.schema
    .createIndex('link_idea_idea_cause_idx')
    .on('link_idea_idea')
    .column('idea_cause')
    .execute();
}
