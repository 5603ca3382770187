import { CONTROL_CHARACTERS_MESSAGE, type IdeaSummary } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, fullIdea, sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Hostile or odd search boxes: none may cause an error, on either database. */
const NASTY_QUERIES = [
  '"',
  "'",
  '""',
  '*',
  'clim*',
  '"clim',
  "clim'",
  'climate OR',
  'NOT climate',
  'climate AND change',
  'NEAR(climate change)',
  '(climate',
  'climate)',
  '-climate',
  '^climate',
  'climate:*',
  '!climate & | <->',
  "'; drop table ideas; --",
  '\\',
  "\\'",
  '%_',
  '𝒸𝓁𝒾𝓂𝒶𝓉𝑒',
  '🌍 climate',
  'x'.repeat(200),
  'a b c d e f g h i j k l m n clim',
];

describe.each(TEST_DIALECTS)('full-text search on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  const ids: Record<string, string> = {};
  const search = async (kind: 'ideas' | 'agents', query: string, limitSize?: number) => {
    const qs = new URLSearchParams({ searchString: query });
    if (limitSize !== undefined) qs.set('limitSize', String(limitSize));
    const res = await api(ctx, 'GET', `/api/${kind}?${qs.toString()}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<(IdeaSummary | { _id: string; name: string })[]>();
  };
  const searchIds = async (query: string, limitSize?: number) =>
    (await search('ideas', query, limitSize)).map((i) => i._id);

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'maya@example.org', { student: false });
    token = await loginToken(ctx, 'maya@example.org');
    const make = async (key: string, myPoint: string, myContent = '', text = '') => {
      ids[key] = (await createIdea(ctx, token, fullIdea({ myPoint, myContent, text })))._id;
      await sleep(2);
    };
    await make('headline', 'Ocean plastic is everywhere', 'We found it on every beach.');
    await make('climate', 'Climate change needs local action', 'Cities can act on heat.');
    await make('body', 'Fishing quotas', 'Plastic in the ocean harms fish stocks.');
    await make('quote', 'Some wisdom', '', 'The ocean is a mirror of our plastic habits');
    await make('twinOld', 'Renewable energy works');
    await make('twinNew', 'Renewable energy works');
    await make('accents', 'Café culture in Kraków', 'Łódź and São Paulo too.');
    // Older first, so that newest-first alone would put each pair the other way round.
    await make('kelpHeadline', 'Kelp forests are back', 'They shelter fish.');
    await make('kelpBody', 'Tidal notes', 'Kelp, kelp and more kelp: kelp grows fast, kelp sinks.');
    await make('seagrassTwice', 'Meadows', 'Seagrass beds and seagrass meadows store carbon.');
    await make('seagrassOnce', 'Shallows', 'Seagrass stores carbon.');
    // Word forms. The headline is older than the body match, so newest first alone
    // would put the body first.
    await make('phonesHeadline', 'Phones should be banned in class');
    await make('phoneBody', 'School rules', 'The ban on phones starts in May.');
    await make('smartphones', 'Smartphones at lunch', 'Banning them helps.');
    await make('banking', 'Phone banking is easy');
    await make('government', 'Who decides?', 'The government listens to pupils.');
    await make('hoping', 'Hoping for rain');
    await createAgent(ctx, token, 'Greta Thunberg');
    await createAgent(ctx, token, 'Greenpeace International');
    await createAgent(ctx, token, 'World Health Organization');
    await createAgent(ctx, token, 'Gabriel García Márquez');
    await createAgent(ctx, token, 'Parents Associations United');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("matches as the user types: 'clim' finds 'Climate change…'", async () => {
    expect(await searchIds('clim')).toEqual([ids.climate]);
    expect(await searchIds('Climate ch')).toEqual([ids.climate]);
    expect(await searchIds('CLIMATE')).toEqual([ids.climate]);
  });

  it('searches headline, body and quotation, and ranks a headline match first', async () => {
    const found = await searchIds('ocean plastic');
    expect(found[0]).toBe(ids.headline);
    expect(found).toHaveLength(3);
    expect(found).toEqual(expect.arrayContaining([ids.body, ids.quote]));
  });

  it("matches word forms: 'phone ban' finds 'Phones should be banned in class'", async () => {
    const found = await searchIds('phone ban');
    expect(found).toHaveLength(3);
    expect(found).toEqual(expect.arrayContaining([ids.phonesHeadline, ids.phoneBody, ids.banking]));
    expect(await searchIds('phones banned')).toHaveLength(2);
    expect(await searchIds('PHONE BANS')).toHaveLength(2);
  });

  it("matches a finished word's forms: 'banning' finds 'banned' and 'ban', not 'banking'", async () => {
    const found = await searchIds('banning');
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([ids.phonesHeadline, ids.phoneBody, ids.smartphones]),
    );
    expect(await searchIds('phone banning')).not.toContain(ids.banking);
    // A form that does not start with the word: 'hoping' is not 'hope' and more letters.
    expect(await searchIds('hope')).toEqual([ids.hoping]);
  });

  it('still matches the word being typed as a prefix of the words as written', async () => {
    expect(await searchIds('phon')).toEqual(
      expect.arrayContaining([ids.phonesHeadline, ids.phoneBody, ids.banking]),
    );
    expect(await searchIds('phones sh')).toEqual([ids.phonesHeadline]);
    // 'government' is stemmed 'govern': 'governm' is a prefix of the word, not of its stem.
    for (const typed of ['gov', 'govern', 'governm', 'governmen', 'government', 'governments']) {
      expect(await searchIds(typed), typed).toEqual([ids.government]);
    }
  });

  it("does not match parts of compounds: 'phone' does not find 'Smartphones'", async () => {
    expect(await searchIds('phone ban')).not.toContain(ids.smartphones);
    expect(await searchIds('phones')).not.toContain(ids.smartphones);
  });

  it('ranks a headline matched in another form above a newer body match', async () => {
    expect(await searchIds('phones banned')).toEqual([ids.phonesHeadline, ids.phoneBody]);
    expect(await searchIds('phone bans')).toEqual([ids.phonesHeadline, ids.phoneBody]);
  });

  it("finds common words such as 'the' before another word, as written", async () => {
    expect(await searchIds('the bans')).toEqual([ids.phoneBody]);
    expect(await searchIds('the governments')).toEqual([ids.government]);
  });

  it('requires every word; only the last one is a prefix', async () => {
    expect(await searchIds('ocean climate')).toEqual([]);
    expect(await searchIds('local act')).toEqual([ids.climate]);
    expect(await searchIds('loc action')).toEqual([]);
  });

  it('ranks the words once in a headline above a body that repeats them', async () => {
    expect(await searchIds('kelp')).toEqual([ids.kelpHeadline, ids.kelpBody]);
  });

  it('ranks the words found more often above newer matches that hold them less', async () => {
    expect(await searchIds('seagrass')).toEqual([ids.seagrassTwice, ids.seagrassOnce]);
  });

  it('ranks equal matches newest first', async () => {
    expect(await searchIds('renewable energy')).toEqual([ids.twinNew, ids.twinOld]);
  });

  it('answers [] for an empty or punctuation-only query', async () => {
    for (const query of ['', '   ', '"*"', "'; --", '(){}[]']) {
      expect(await search('ideas', query)).toEqual([]);
      expect(await search('agents', query)).toEqual([]);
    }
  });

  it.each(NASTY_QUERIES)('treats %j as plain words, never as syntax', async (query) => {
    const ideas = await search('ideas', query);
    expect(Array.isArray(ideas)).toBe(true);
    const agents = await search('agents', query);
    expect(Array.isArray(agents)).toBe(true);
  });

  it('refuses control characters in the search box (400), as in every request field', async () => {
    // docs/decisions/2026-11-23-security-review.md 'Control characters'; it used to be searched as
    // plain words.
    for (const kind of ['ideas', 'agents']) {
      const res = await api(ctx, 'GET', `/api/${kind}?searchString=climate%00change`, token);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([`searchString: ${CONTROL_CHARACTERS_MESSAGE}`]);
    }
  });

  it('finds the same with operators and quotes around the words', async () => {
    expect(await searchIds('"clim*')).toEqual([ids.climate]);
    expect(await searchIds("climate' OR 1=1 --")).toEqual([]);
    expect(await searchIds('climate AND')).toEqual([]);
    expect(await searchIds('"climate" "change"')).toEqual([ids.climate]);
  });

  it('answers at most limitSize results, 10 by default', async () => {
    for (let i = 0; i < 12; i++) {
      await createIdea(ctx, token, fullIdea({ myPoint: `Biodiversity note ${i}` }));
    }
    expect(await searchIds('biodiv')).toHaveLength(10);
    expect(await searchIds('biodiv', 10)).toHaveLength(10);
    expect(await searchIds('biodiv', 4)).toHaveLength(4);
    const tooMany = await api(ctx, 'GET', '/api/ideas?searchString=biodiv&limitSize=11', token);
    expect(tooMany.statusCode).toBe(400);
  });

  it('searches waveMakers by name, as the user types', async () => {
    const names = async (q: string) =>
      (await search('agents', q)).map((a) => ('name' in a ? a.name : ''));
    expect(await names('gre')).toEqual(
      expect.arrayContaining(['Greta Thunberg', 'Greenpeace International']),
    );
    expect(await names('gre')).toHaveLength(2);
    expect(await names('greta')).toEqual(['Greta Thunberg']);
    expect(await names('health world')).toEqual(['World Health Organization']);
    // The member's own waveMaker, made with the first idea, is found by its name too.
    expect(await names('maya')).toEqual(['maya']);
    // In any of their forms.
    expect(await names('parent association')).toEqual(['Parents Associations United']);
    expect(await names('nobody')).toEqual([]);
  });

  it('ignores accents both ways: typed without them, or with them', async () => {
    for (const query of ['cafe krakow', 'Café Kraków', 'łodz', 'sao paul', 'CAFÉ']) {
      expect(await searchIds(query), query).toEqual([ids.accents]);
    }
    const names = async (q: string) =>
      (await search('agents', q)).map((a) => ('name' in a ? a.name : ''));
    expect(await names('garcia marq')).toEqual(['Gabriel García Márquez']);
    expect(await names('gárcía')).toEqual(['Gabriel García Márquez']);
  });

  it('refuses a search string over 200 characters', async () => {
    const res = await api(ctx, 'GET', `/api/ideas?searchString=${'a'.repeat(201)}`, token);
    expect(res.statusCode).toBe(400);
  });
});
