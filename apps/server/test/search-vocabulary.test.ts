import { afterEach, describe, expect, it } from 'vitest';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { createUser, loginToken } from './helpers/auth-helpers';
import { createIdea, fullIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';
import { migrationNamesAfter } from './helpers/migrations';

/**
 * The word being typed, past FTS5's prefix indexes (more than 3 letters), is matched as the
 * written words it begins (SQLite's idea_search_words, migration 0023) when they are few, and as a
 * prefix when they are many; either way a search finds what a prefix finds. PostgreSQL finds a
 * prefix's words itself, and gives the same answers.
 */
describe.each(TEST_DIALECTS)('the words the last word begins, on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
  });

  it('finds every inTell a prefix finds, whether it begins few words or many', async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'maya@example.org', { student: false });
    const token = await loginToken(ctx, 'maya@example.org');
    // 40 words that begin with 'zorb' (more than are looked up one by one), each in its own inTell,
    // in the headline, the body or the quotation.
    const suffixes = Array.from({ length: 40 }, (_, i) => String.fromCharCode(97 + (i % 26)) + i);
    const byWord = new Map<string, string>();
    const plainHeadlines: string[] = [];
    for (const [i, suffix] of suffixes.entries()) {
      const word = `zorb${suffix}`;
      const place = i % 3;
      const idea = await createIdea(
        ctx,
        token,
        fullIdea({
          myPoint: place === 0 ? `About ${word}` : 'Plain headline',
          myContent: place === 1 ? `A body with ${word} in it.` : '',
          text: place === 2 ? `${word} quoted` : '',
        }),
      );
      byWord.set(word, idea._id);
      if (place !== 0) plainHeadlines.push(idea._id);
    }
    const search = fullTextSearchFor(dialect);
    const { db } = ctx.database;
    const every = [...byWord.values()].sort();
    expect((await search.searchIdeas(db, 'zorb', 100)).sort()).toEqual(every);
    expect((await search.searchIdeas(db, 'plain zorb', 100)).sort()).toEqual(plainHeadlines.sort());
    // Few words begun: 'zorba' begins 'zorba0' and 'zorba26'.
    const aWords = [...byWord.keys()].filter((word) => word.startsWith('zorba'));
    expect((await search.searchIdeas(db, 'zorba', 100)).sort()).toEqual(
      aWords.map((word) => byWord.get(word)).sort(),
    );
    expect(await search.searchIdeas(db, 'zorbz25', 100)).toEqual([byWord.get('zorbz25')]);
    expect(await search.searchIdeas(db, 'zorbq', 100)).toEqual([byWord.get('zorbq16')]);
    expect(await search.searchIdeas(db, 'zorbzz', 100)).toEqual([]);
  });

  it('learns the words of the inTells that exist when it is added (migration 0023)', async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'maya@example.org', { student: false });
    const token = await loginToken(ctx, 'maya@example.org');
    const headline = await createIdea(ctx, token, fullIdea({ myPoint: 'Photosynthesis at night' }));
    const body = await createIdea(
      ctx,
      token,
      fullIdea({ myPoint: 'Leaves', myContent: 'Photographs of leaves in the dark.' }),
    );
    const { db } = ctx.database;
    const down = await (await createMigrator(db)).migrateTo('0022-classes');
    expect(down.error).toBeUndefined();
    const later = await migrationNamesAfter('0022-classes');
    expect(down.results?.map((r) => r.migrationName)).toEqual([...later].reverse());
    expect(await migrateToLatest(db)).toEqual(later);

    const search = fullTextSearchFor(dialect);
    expect((await search.searchIdeas(db, 'photo', 10)).sort()).toEqual(
      [headline._id, body._id].sort(),
    );
    expect(await search.searchIdeas(db, 'photos', 10)).toEqual([headline._id]);
    expect(await search.searchIdeas(db, 'photog', 10)).toEqual([body._id]);
    expect(await search.searchIdeas(db, 'the photogr', 10)).toEqual([body._id]);
  });
});
