import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Ratings of waveMakers on their plane (content §2 'Agent rating', DESIGN.md §6): one per member
 * and waveMaker, replaced when the member rates again. The agent screen lists a waveMaker's
 * ratings newest first: the (agent_id, updated_at) index answers that without a sort.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_scales')
    .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_scales_pk', ['agent_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('agent_scales_agent_updated_idx')
    .on('agent_scales')
    .columns(['agent_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_scales').execute();
}
