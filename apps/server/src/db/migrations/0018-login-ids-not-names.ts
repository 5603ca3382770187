import { sql, type Kysely } from 'kysely';
import { generateDisplayName } from '../../lib/display-names';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Anonymous mode's accounts were named by their login ID, which is their whole credential, and
 * the name was shown to every member (notes, authors, the member's own waveMaker and its search).
 * Each ID-only student account (no password, a student) named by its ID gets a generated display
 * name, and so does its own waveMaker; SQLite's agent search index is written anew for those
 * (PostgreSQL's search column follows the name by itself). A few hundred rows at most a class.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const named = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('password_hash', 'is', null)
    .where('is_student', '=', 1)
    .whereRef('name', '=', 'email')
    .execute();
  const sqlite = dialectOf(db) === 'sqlite';
  for (const user of named as { id: string; name: string }[]) {
    const name = generateDisplayName();
    await db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    const agents = (await db
      .updateTable('agents')
      .set({ name })
      .where('member_user_id', '=', user.id)
      .returning('id')
      .execute()) as { id: string }[];
    if (!sqlite) continue;
    for (const agent of agents) {
      await sql`delete from agents_fts where agent_id = ${agent.id}`.execute(db);
      await sql`insert into agents_fts (agent_id, name) values (${agent.id}, ${name})`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The IDs are not restored as names: that would publish them again.
}
