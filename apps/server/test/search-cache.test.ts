import type { IdeaSummary } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { raiseEveryKeptVersion } from '../src/db/content-versions';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Searches are kept per search words while no inTell is added
 * (docs/decisions/2026-11-23-speed.md 'Searches' answers kept'): a new inTell shows in the next
 * search at once, on the server that added it and on another server sharing the database.
 */
describe.each(TEST_DIALECTS)('kept searches on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  let token = '';
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    // A second server on the same database, as behind a load balancer.
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    await createUser(ctx, 'searcher@example.org', { student: false });
    token = await loginToken(ctx, 'searcher@example.org');
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const found = async (app: TestContext['app'], words: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/ideas?searchString=${encodeURIComponent(words)}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaSummary[]>();
  };
  const search = async (app: TestContext['app'], words: string) =>
    (await found(app, words)).map((idea) => idea.label);
  const authors = async (app: TestContext['app'], words: string) =>
    (await found(app, words)).map((idea) => idea.user.name);

  it('finds a new inTell at once, on this server and on the other', async () => {
    await createIdea(ctx, token, simpleIdea({ myContent: 'Marmalade tastes of summer' }));
    expect(await search(ctx.app, 'marmal')).toEqual(['Marmalade tastes of summer']);
    expect(await search(other, 'marmal')).toEqual(['Marmalade tastes of summer']);
    // Asked again: the same answer, now kept on both servers.
    expect(await search(ctx.app, 'marmal')).toEqual(['Marmalade tastes of summer']);
    expect(await search(other, 'Marmal ')).toEqual(['Marmalade tastes of summer']);

    // Added through the other server: this one's kept answer is over.
    const res = await api(
      { ...ctx, app: other },
      'POST',
      '/api/ideas',
      token,
      simpleIdea({ myContent: 'Marmalade keeps for a year' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await search(ctx.app, 'marmal')).sort()).toEqual([
      'Marmalade keeps for a year',
      'Marmalade tastes of summer',
    ]);
    expect((await search(other, 'marmal')).sort()).toEqual([
      'Marmalade keeps for a year',
      'Marmalade tastes of summer',
    ]);
  });

  it('keeps the search words apart, and the number asked for', async () => {
    await createIdea(ctx, token, simpleIdea({ myContent: 'Quinces need a long autumn' }));
    expect(await search(ctx.app, 'quince')).toEqual(['Quinces need a long autumn']);
    expect(await search(ctx.app, 'marmalade tastes')).toEqual(['Marmalade tastes of summer']);
    const one = await ctx.app.inject({
      method: 'GET',
      url: '/api/ideas?searchString=marmal&limitSize=1',
      headers: { 'x-auth-token': token },
    });
    expect(one.json<IdeaSummary[]>()).toHaveLength(1);
  });

  it("keeps a search's answer while no inTell is added, on both servers", async () => {
    await createIdea(ctx, token, simpleIdea({ myContent: 'Greengages ripen in August' }));
    expect(await authors(ctx.app, 'greengage')).toEqual([expect.any(String)]);
    const [before] = await authors(other, 'greengage');

    // Changed behind the servers' backs: the kept answers stand until the counter moves.
    await ctx.database.db
      .updateTable('users')
      .set({ name: 'Renamed Searcher' })
      .where('email', '=', 'searcher@example.org')
      .execute();
    expect(await authors(ctx.app, 'greengage')).toEqual([before]);
    expect(await authors(other, 'greengage ')).toEqual([before]);

    // What a migration's start-up does after changing data (nothing else renames a member).
    await raiseEveryKeptVersion(ctx.database.db);
    expect(await authors(ctx.app, 'greengage')).toEqual(['Renamed Searcher']);
    expect(await authors(other, 'greengage')).toEqual(['Renamed Searcher']);
  });

  it('answers a search of no words with an empty list', async () => {
    expect(await search(ctx.app, '  ')).toEqual([]);
  });
});
