import { afterEach, describe, expect, it } from 'vitest';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { createUser, loginToken } from './helpers/auth-helpers';
import { createAgent, createIdea, fullIdea, sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';
import { migrationNamesAfter } from './helpers/migrations';

describe.each(TEST_DIALECTS)('search word forms migration (0021) on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
  });

  it('indexes the rows that exist again, both ways, keeping newest first', async () => {
    ctx = await createTestApp(dialect);
    const { db } = ctx.database;
    await createUser(ctx, 'maya@example.org', { student: false });
    const token = await loginToken(ctx, 'maya@example.org');
    const ideaIds: string[] = [];
    for (const myPoint of ['Phones should be banned in class', 'Phone bans', 'Phone bans']) {
      ideaIds.push((await createIdea(ctx, token, fullIdea({ myPoint, myContent: '' })))._id);
      await sleep(2);
    }
    const [headline, older, newer] = ideaIds;
    const agent = await createAgent(ctx, token, 'Parents Associations United');
    const search = fullTextSearchFor(dialect);

    const migrator = await createMigrator(db);
    const down = await migrator.migrateTo('0020-media-in-chunks');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(
      (await migrationNamesAfter('0020-media-in-chunks')).reverse(),
    );
    // Indexed as before: the words as written only. ('all': the class columns of 0022 are gone
    // too; the waveMakers' search needs 0022's tables, so it is asked after only.)
    expect(await search.searchIdeas(db, 'phone ban', 10, 'all')).toEqual([newer, older]);
    expect(await search.searchIdeas(db, 'pho', 10, 'all')).toEqual([newer, older, headline]);

    expect(await migrateToLatest(db)).toEqual(await migrationNamesAfter('0020-media-in-chunks'));
    // Equal matches, so newest first: the rows' order survived the rebuild.
    expect(await search.searchIdeas(db, 'phone ban', 10)).toEqual([newer, older, headline]);
    expect(await search.searchIdeas(db, 'phones banning', 10)).toEqual([newer, older, headline]);
    expect((await search.searchIdeas(db, 'phon', 10)).sort()).toEqual([...ideaIds].sort());
    expect(await search.searchAgents(db, 'parent association', 10)).toEqual([agent._id]);
  });
});
