import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Content made in a class has no author waveMaker of its poster's (the review of 2026-12-05: a
 * student's first inTell in a class with pseudonyms made a public waveMaker named after her, at
 * the same millisecond as her pseudonymous inTell). The poster's own waveMaker is unlinked from
 * every class inTell and key point she posted, and each own waveMaker is re-dated to when it
 * first authored public content of hers, or else to when her account was made: no waveMaker's
 * date names the moment of a class inTell any more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from idea_agents
    where role = 'author'
      and exists (
        select 1 from ideas
        join agents on agents.member_user_id = ideas.user_id
        where ideas.id = idea_agents.idea_id
          and ideas.class_id is not null
          and agents.id = idea_agents.agent_id
      )`.execute(db);
  await sql`
    update agents
    set created_at = coalesce(
      (select min(ideas.created_at) from idea_agents
        join ideas on ideas.id = idea_agents.idea_id
        where idea_agents.agent_id = agents.id
          and idea_agents.role = 'author'
          and ideas.user_id = agents.member_user_id
          and ideas.class_id is null),
      (select users.created_at from users where users.id = agents.member_user_id),
      agents.created_at)
    where member_user_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  // The links are not put back: that would pair pseudonyms with accounts again.
}
