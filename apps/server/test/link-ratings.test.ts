import {
  AUTH_MESSAGES,
  computeIdeaIdeaFigures,
  LINK_MESSAGES,
  linkIdeaIdeaBody,
  type LinkIdeaIdeaDto,
  type LinkRaters,
} from '@thoughtful/shared';
import fc from 'fast-check';
import { CompiledQuery, createQueryId } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRaters, findRating } from '../src/modules/links/links.repository';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { CONTROL_CHARACTERS } from './helpers/control-text';
import { QueryRecorder } from './helpers/query-recorder';
import {
  createTestApp,
  serverWithPlugin,
  TEST_DIALECTS,
  type TestContext,
} from './helpers/test-app';

/**
 * A member rates an idea-to-idea link from its page: `POST /api/linkIdeaIdeas/{id}/scale`
 * takes `addLinkIdeaIdeaScale`'s fields without the id, replaces the member's earlier rating, and
 * answers the link with its figures (DESIGN.md §5), its raters' counts and the reader's own rating,
 * as `GET /api/linkIdeaIdeas/{id}` does.
 */

const UNKNOWN_ID = '0123456789abcdef01234567';
const NO_RATERS: LinkRaters = {
  total: 0,
  support: 0,
  oppose: 0,
  neutral: 0,
  similar: 0,
  complex: 0,
  reversed: 0,
};

describe.each(TEST_DIALECTS)('rating a link from its page on %s', (dialect) => {
  let ctx: TestContext;
  const tokens: Record<'ana' | 'ben' | 'cai' | 'dee' | 'stu', string> = {
    ana: '',
    ben: '',
    cai: '',
    dee: '',
    stu: '',
  };
  const ids: Record<string, string> = {};
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['ana', 'ben', 'cai', 'dee'] as const) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    ids.stu = await createUser(ctx, 'stu@example.org');
    tokens.stu = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A fresh link a → b made by ana with mode 20 (support, confidence 0.5). */
  async function newLink(): Promise<LinkIdeaIdeaDto> {
    const idea = async () => {
      n += 1;
      return (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: `Rated thought ${n}` })))
        ._id;
    };
    const res = await api(
      ctx,
      'POST',
      '/api/linkIdeaIdeas',
      tokens.ana,
      linkIdeaIdeaBody(20, await idea(), await idea()),
    );
    expect(res.statusCode).toBe(201);
    return res.json<LinkIdeaIdeaDto>();
  }
  const rate = (token: string | undefined, linkId: string, body: unknown) =>
    api(ctx, 'POST', `/api/linkIdeaIdeas/${linkId}/scale`, token, body);
  const read = async (token: string, linkId: string) => {
    const res = await api(ctx, 'GET', `/api/linkIdeaIdeas/${linkId}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<LinkIdeaIdeaDto>();
  };
  async function storedRatings(linkId: string) {
    const rows = await ctx.database.db
      .selectFrom('link_idea_idea_ratings')
      .select(['user_id', 'level', 'confidence', 'is_similar', 'is_complex', 'is_reversed'])
      .where('link_id', '=', linkId)
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ ...r, level: Number(r.level), confidence: Number(r.confidence) }));
  }
  /** DESIGN.md §5 computed in memory from the stored ratings. */
  async function expectedFigures(linkId: string) {
    return computeIdeaIdeaFigures(
      (await storedRatings(linkId)).map((r) => ({
        level: r.level,
        confidence: r.confidence,
        isSimilar: r.is_similar === 1,
        isComplex: r.is_complex === 1,
        isReversed: r.is_reversed === 1,
      })),
    );
  }
  const figuresOf = (link: LinkIdeaIdeaDto) => ({
    significanceSupportOppose: link.significanceSupportOppose,
    significanceSimilar: link.significanceSimilar,
    significanceComplex: link.significanceComplex,
    avgLevelSupportOppose: link.avgLevelSupportOppose,
    avgLevelReversed: link.avgLevelReversed,
  });
  function expectFigures(link: LinkIdeaIdeaDto, want: ReturnType<typeof figuresOf>) {
    const got = figuresOf(link);
    for (const key of Object.keys(want) as (keyof typeof want)[]) {
      expect(got[key], key).toBeCloseTo(want[key], 12);
    }
  }

  it('a member rates; the answer and the link page carry the figures, counts and own rating', async () => {
    const link = await newLink();
    // The creator's own rating comes back on creation and on her reading.
    expect(link.raters).toEqual({ ...NO_RATERS, total: 1, support: 1 });
    expect(link.myRating).toEqual({
      level: 1,
      confidence: 0.5,
      isSimilar: false,
      isComplex: false,
      isReversed: false,
    });

    const res = await rate(tokens.ben, link._id, {
      level: -0.66,
      confidence: 1,
      isSimilar: false,
      isComplex: false,
      isReversed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rated = res.json<LinkIdeaIdeaDto>();
    expect(rated._id).toBe(link._id);
    expect(rated.ideaCause).toEqual(link.ideaCause);
    expect(rated.ideaEffect).toEqual(link.ideaEffect);
    // ana +1 at 0.5, ben -0.66 at 1 reversed: Σc = 1.5, Σc·level = 0.5 - 0.66 = -0.16.
    expectFigures(rated, {
      significanceSupportOppose: 1.5,
      significanceSimilar: 0,
      significanceComplex: 0,
      avgLevelSupportOppose: -0.16 / 1.5,
      avgLevelReversed: 1 / 1.5,
    });
    expectFigures(rated, await expectedFigures(link._id));
    expect(rated.raters).toEqual({ ...NO_RATERS, total: 2, support: 1, oppose: 1, reversed: 1 });
    expect(rated.myRating).toEqual({
      level: -0.66,
      confidence: 1,
      isSimilar: false,
      isComplex: false,
      isReversed: true,
    });

    // The page reads the same for ben; others see their own rating, or none.
    expect(await read(tokens.ben, link._id)).toEqual(rated);
    expect(await read(tokens.cai, link._id)).toEqual({ ...rated, myRating: null });
    expect((await read(tokens.ana, link._id)).myRating).toEqual(link.myRating);
    // A student reads the link too (content §4), with no rating of his own.
    expect((await read(tokens.stu, link._id)).myRating).toBeNull();
  });

  it("a second rating replaces the member's first; absent fields mean confidence 0.5 and unticked", async () => {
    const link = await newLink();
    await rate(tokens.ben, link._id, { level: -1, confidence: 0.1, isReversed: true });
    const res = await rate(tokens.ben, link._id, { level: 0, isSimilar: true });
    expect(res.statusCode, res.body).toBe(200);
    const rated = res.json<LinkIdeaIdeaDto>();
    const rows = await storedRatings(link._id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === ids.ben)).toEqual({
      user_id: ids.ben,
      level: 0,
      confidence: 0.5,
      is_similar: 1,
      is_complex: 0,
      is_reversed: 0,
    });
    expectFigures(rated, {
      significanceSupportOppose: 0.5,
      significanceSimilar: 0.5,
      significanceComplex: 0,
      avgLevelSupportOppose: 1,
      avgLevelReversed: 0,
    });
    expect(rated.raters).toEqual({ ...NO_RATERS, total: 2, support: 1, similar: 1 });
    expect(rated.myRating).toEqual({
      level: 0,
      confidence: 0.5,
      isSimilar: true,
      isComplex: false,
      isReversed: false,
    });
    // Null is as good as absent (the same fields as addLinkIdeaIdeaScale).
    const nulls = await rate(tokens.ben, link._id, {
      level: 0.33,
      confidence: null,
      isSimilar: null,
      isComplex: null,
      isReversed: null,
    });
    expect(nulls.statusCode, nulls.body).toBe(200);
    expect(nulls.json<LinkIdeaIdeaDto>().myRating).toMatchObject({ level: 0.33, confidence: 0.5 });
  });

  it('figures follow DESIGN.md §5 with four raters of every kind', async () => {
    const link = await newLink(); // ana: +1 at 0.5
    await rate(tokens.ben, link._id, { level: 0.66, confidence: 1 });
    await rate(tokens.cai, link._id, { level: 0, confidence: 0.1 });
    const res = await rate(tokens.dee, link._id, {
      level: -0.33,
      confidence: 1,
      isComplex: true,
      isSimilar: true,
      isReversed: true,
    });
    const rated = res.json<LinkIdeaIdeaDto>();
    // support/oppose: ana 0.5·1, ben 1·0.66, cai 0.1·0 → Σc 1.6, Σc·level 1.16.
    // dee is similar and complex: 1 each. Reversed: dee 1 of Σc 2.6.
    expectFigures(rated, {
      significanceSupportOppose: 1.6,
      significanceSimilar: 1,
      significanceComplex: 1,
      avgLevelSupportOppose: 1.16 / 1.6,
      avgLevelReversed: 1 / 2.6,
    });
    expectFigures(rated, await expectedFigures(link._id));
    expect(rated.raters).toEqual({
      total: 4,
      support: 2,
      oppose: 0,
      neutral: 1,
      similar: 1,
      complex: 1,
      reversed: 1,
    });
  });

  it('refuses a student (403) and stores nothing; anonymous is 401; a banned member 403', async () => {
    const link = await newLink();
    const before = await read(tokens.ana, link._id);
    const student = await rate(tokens.stu, link._id, { level: 1, confidence: 1 });
    expect(student.statusCode).toBe(403);
    expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    const anonymous = await rate(undefined, link._id, { level: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(messages(anonymous.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);

    const bannedId = await createUser(ctx, `banned${n}@example.org`, { student: false });
    const banned = await loginToken(ctx, `banned${n}@example.org`);
    await ctx.database.db
      .updateTable('users')
      .set({ banned: 1 })
      .where('id', '=', bannedId)
      .execute();
    const refused = await rate(banned, link._id, { level: -1 });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([AUTH_MESSAGES.BANNED]);

    expect((await storedRatings(link._id)).map((r) => r.user_id)).toEqual([ids.ana]);
    expect(await read(tokens.ana, link._id)).toEqual(before);
  });

  it("answers 404 with the link's message for an unknown link, and stores nothing", async () => {
    const res = await rate(tokens.ben, UNKNOWN_ID, { level: 1 });
    expect(res.statusCode).toBe(404);
    expect(messages(res.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);
    const rows = await ctx.database.db
      .selectFrom('link_idea_idea_ratings')
      .select('user_id')
      .where('link_id', '=', UNKNOWN_ID)
      .execute();
    expect(rows).toEqual([]);
    // An id of another kind of link is no idea-to-idea link either.
    const agentLink = await rate(tokens.ben, `${UNKNOWN_ID}x`, { level: 1 });
    expect(agentLink.statusCode).toBe(404);
  });

  it.each<[string, unknown, string[]]>([
    ['a level above 1', { level: 1.01 }, ['level must be from -1 to 1']],
    ['a level below -1', { level: -2 }, ['level must be from -1 to 1']],
    ['a level as text', { level: '1' }, ['level must be from -1 to 1']],
    ['no level', { confidence: 1 }, ['level must be from -1 to 1']],
    ['a null level', { level: null }, ['level must be from -1 to 1']],
    ['a confidence above 1', { level: 1, confidence: 2 }, ['confidence must be from 0 to 1']],
    ['a negative confidence', { level: 1, confidence: -0.1 }, ['confidence must be from 0 to 1']],
    [
      'both wrong',
      { level: 5, confidence: 5 },
      ['level must be from -1 to 1', 'confidence must be from 0 to 1'],
    ],
  ])('answers 400 for %s, naming the field', async (_, body, want) => {
    const link = await newLink();
    const res = await rate(tokens.ben, link._id, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual(want);
    expect(await storedRatings(link._id)).toHaveLength(1);
  });

  it('answers 400 for a flag that is not true or false, a body that is no object, a bad id', async () => {
    const link = await newLink();
    for (const body of [{ level: 1, isSimilar: 'yes' }, { level: 1, isReversed: 1 }, [1], 'text']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/linkIdeaIdeas/${link._id}/scale`,
        headers: { 'x-auth-token': tokens.ben, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messages(res.body).length).toBeGreaterThan(0);
    }
    expect((await rate(tokens.ben, 'not an id', { level: 1 })).statusCode).toBe(400);
    expect(await storedRatings(link._id)).toHaveLength(1);
  });

  it('answers 400 to control characters in the id or the body', async () => {
    const link = await newLink();
    for (const control of CONTROL_CHARACTERS) {
      const encoded = encodeURIComponent(control);
      const inId = await rate(tokens.ben, `${link._id}${encoded}`, { level: 1 });
      expect(inId.statusCode).toBe(400);
      const inKey = await rate(tokens.ben, link._id, { level: 1, [`note${control}`]: 'x' });
      expect(inKey.statusCode).toBe(400);
      const inValue = await rate(tokens.ben, link._id, { level: 1, isSimilar: `a${control}` });
      expect(inValue.statusCode).toBe(400);
    }
    expect(await storedRatings(link._id)).toHaveLength(1);
  });

  it('never answers 5xx, whatever the body or id', async () => {
    const link = await newLink();
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -3, max: 3 }),
      fc.boolean(),
      fc.constant(null),
      fc.string(),
      fc.array(fc.double(), { maxLength: 2 }),
    );
    const body = fc.oneof(
      fc.record(
        {
          level: value,
          confidence: value,
          isSimilar: value,
          isComplex: value,
          isReversed: value,
          id: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const id = fc.oneof(fc.constant(link._id), fc.constant(UNKNOWN_ID), fc.string());
    await fc.assert(
      fc.asyncProperty(id, body, async (linkId, payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/linkIdeaIdeas/${encodeURIComponent(linkId)}/scale`,
          headers: { 'x-auth-token': tokens.cai, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });

  it('reads a link with a fixed number of queries however many rated it, each on an index', async () => {
    const recorder = new QueryRecorder();
    const recorded = await serverWithPlugin(ctx, recorder);
    const queriesFor = async (linkId: string) => {
      recorder.nodes = [];
      const res = await recorded.inject({
        method: 'GET',
        url: `/api/linkIdeaIdeas/${linkId}`,
        headers: { 'x-auth-token': tokens.dee },
      });
      expect(res.statusCode).toBe(200);
      return recorder.nodes.length;
    };
    try {
      const one = await newLink();
      const four = await newLink();
      for (const who of ['ben', 'cai', 'dee'] as const) {
        await rate(tokens[who], four._id, { level: -1, confidence: 1 });
      }
      // A first read compiles the queries every request runs (src/db/compiled-once.ts); the
      // plugin sees them only then, so both measured reads come after it.
      await queriesFor(one._id);
      expect(await queriesFor(four._id)).toBe(await queriesFor(one._id));
    } finally {
      await recorded.close();
    }

    // The counts and the reader's rating read one link's ratings through the primary key.
    if (dialect === 'sqlite') {
      const db = ctx.database.db.withPlugin(recorder);
      recorder.nodes = [];
      await countRaters(db, 'link_idea_idea_ratings', UNKNOWN_ID);
      await findRating(db, 'link_idea_idea_ratings', UNKNOWN_ID, ids.ana!);
      expect(recorder.nodes).toHaveLength(2);
      for (const node of recorder.nodes) {
        const compiled = ctx.database.db.getExecutor().compileQuery(node, createQueryId());
        const plan = await ctx.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const details = plan.rows.map((row) => row.detail).join('\n');
        expect(details).toMatch(/SEARCH link_idea_idea_ratings USING (COVERING )?INDEX/);
        expect(details).not.toMatch(/SCAN/);
      }
    }
  });
});

describe.each(TEST_DIALECTS)('the link rating limit on %s', (dialect) => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx.close();
  });

  it("counts in the member's link limit, with link creations", async () => {
    // 600 links an hour × 0.005 = 3.
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '0.005' } });
    await createUser(ctx, 'limited@example.org', { student: false });
    const token = await loginToken(ctx, 'limited@example.org');
    for (let i = 0; i < 3; i += 1) {
      const res = await api(ctx, 'POST', `/api/linkIdeaIdeas/${UNKNOWN_ID}/scale`, token, {
        level: 1,
      });
      expect(res.statusCode).toBe(404);
    }
    const fourth = await api(ctx, 'POST', `/api/linkIdeaIdeas/${UNKNOWN_ID}/scale`, token, {
      level: 1,
    });
    expect(fourth.statusCode).toBe(429);
    const create = await api(ctx, 'POST', '/api/linkIdeaIdeas', token, {
      ideaCause: UNKNOWN_ID,
      ideaEffect: `${UNKNOWN_ID}x`,
      modeOnSubmit: 20,
    });
    expect(create.statusCode).toBe(429);
  });
});
