import { type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema before 0031 */

/**
 * Migrations 0031 and 0035. 0031 (docs/decisions/2026-12-05-what-each-reader-learns.md): a student's own waveMaker
 * no longer authors what she posted in a class, and no own waveMaker is dated at the moment of a
 * class inTell: it takes the date of its first public inTell, or else of its member's account.
 */
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
});

describe.each(TEST_DIALECTS)('the own-waveMaker migration (0031) on %s', (dialect) => {
  it('unlinks class content from its poster’s waveMaker and re-dates the waveMaker', async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const before = await (await createMigrator(database.db)).migrateTo('0030-school-sign-in');
    expect(before.error).toBeUndefined();
    const db = database.db as unknown as Kysely<any>;

    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
    const user = async (email: string, createdAt: string) => {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          name: email,
          email,
          password_hash: 'x',
          is_student: 1,
          is_admin: 0,
          confirmed: 1,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      return id;
    };
    const classId = newId();
    await db
      .insertInto('classes')
      .values({
        id: classId,
        name: '7C',
        code: 'BCDEF34567',
        pseudonyms: 1,
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
    // Jade posted only in the class; Dan in the class first, then in public.
    const jade = await user('jade@example.org', at(1));
    const dan = await user('dan@example.org', at(2));
    const agent = async (member: string, createdAt: string) => {
      const id = newId();
      await db
        .insertInto('agents')
        .values({
          id,
          name: member,
          url: '',
          image: '',
          user_id: member,
          member_user_id: member,
          created_at: createdAt,
        })
        .execute();
      return id;
    };
    const idea = async (poster: string, agentId: string, createdAt: string, inClass: boolean) => {
      const id = newId();
      await db
        .insertInto('ideas')
        .values(
          newIdeaRow({
            id,
            user_id: poster,
            my_content: `words of ${id}`,
            created_at: createdAt,
            class_id: inClass ? classId : null,
          }),
        )
        .execute();
      await db
        .insertInto('idea_agents')
        .values({ idea_id: id, agent_id: agentId, role: 'author', position: 0 })
        .execute();
      return id;
    };
    const jadeAgent = await agent(jade, at(10));
    const jadeIdea = await idea(jade, jadeAgent, at(10), true);
    const danAgent = await agent(dan, at(11));
    const danClassIdea = await idea(dan, danAgent, at(11), true);
    const danPublicIdea = await idea(dan, danAgent, at(20), false);

    await migrateToLatest(database.db);

    const links = await db
      .selectFrom('idea_agents')
      .select(['idea_id', 'agent_id'])
      .where('idea_id', 'in', [jadeIdea, danClassIdea, danPublicIdea])
      .execute();
    expect(links).toEqual([{ idea_id: danPublicIdea, agent_id: danAgent }]);
    const dates = await db
      .selectFrom('agents')
      .select(['id', 'created_at'])
      .where('id', 'in', [jadeAgent, danAgent])
      .orderBy('created_at')
      .execute();
    expect(dates).toEqual([
      { id: jadeAgent, created_at: at(1) },
      { id: danAgent, created_at: at(20) },
    ]);
  });
});

describe.each(TEST_DIALECTS)('the one-line class names migration (0035) on %s', (dialect) => {
  it('folds a stored name’s line breaks and tabs, and leaves other names alone', async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const before = await (await createMigrator(database.db)).migrateTo('0034-viewpoint-published');
    expect(before.error).toBeUndefined();
    const db = database.db as unknown as Kysely<any>;
    const now = new Date().toISOString();
    for (const [code, name] of [
      ['BCDEF34567', 'Year 9\r\nHistory\tset 2'],
      ['CDEFG45678', 'Year 9  Geography'],
    ]) {
      await db
        .insertInto('classes')
        .values({ id: newId(), name, code, created_at: now, updated_at: now })
        .execute();
    }
    await migrateToLatest(database.db);
    const names = await db.selectFrom('classes').select('name').orderBy('code').execute();
    expect(names.map((row) => row.name as string)).toEqual([
      'Year 9 History set 2',
      'Year 9  Geography',
    ]);
  });
});
