import {
  AUTH_MESSAGES,
  HEADLINE_MAX_LENGTH,
  IDEA_MESSAGES,
  QUOTE_MAX_LENGTH,
  QUOTE_MESSAGES,
  type IdeaDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, fullIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(TEST_DIALECTS)('quotes and key points API on %s', (dialect) => {
  let ctx: TestContext;
  let author: string;
  let reader: string;
  let student: string;
  let source: IdeaDto;

  const getIdea = async (id: string, token = reader) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<IdeaDto>();
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'author@example.org', { student: false });
    await createUser(ctx, 'reader@example.org', { student: false });
    await createUser(ctx, 'student@example.org');
    author = await loginToken(ctx, 'author@example.org');
    reader = await loginToken(ctx, 'reader@example.org');
    student = await loginToken(ctx, 'student@example.org');
    const ipcc = await createAgent(ctx, author, 'IPCC');
    const { _id } = await createIdea(
      ctx,
      author,
      simpleIdea({
        myPoint: 'Trees cool cities',
        myContent: 'Shade lowers street temperatures.\nIt’s cheaper than air conditioning.',
        agents: [ipcc],
      }),
    );
    source = await getIdea(_id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores a quote of an inTell with the source’s authors and lists it below the source', async () => {
    const res = await api(ctx, 'POST', `/api/ideas/${source._id}/quotes`, reader, {
      text: "  It's cheaper than air conditioning ",
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json<IdeaDto>();
    expect(quote).toMatchObject({
      text: "It's cheaper than air conditioning",
      myPoint: '',
      myContent: '',
      url: '',
      ideaReferenced: source._id,
      agents: source.agents,
      quotes: [],
    });
    expect(quote.user.name).toBe('reader');

    const after = await getIdea(source._id);
    expect(after.quotes).toEqual([
      expect.objectContaining({
        _id: quote._id,
        kind: 'quote',
        label: `"It's cheaper than air conditioning"`,
      }),
    ]);
  });

  it('makes a key point with a quote: the key point is listed below the quote', async () => {
    const res = await api(ctx, 'POST', `/api/ideas/${source._id}/quotes`, reader, {
      text: 'Shade lowers street temperatures.',
      keyPoint: 'Shade is cooling',
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json<IdeaDto>();
    expect(quote.quotes).toEqual([
      expect.objectContaining({
        kind: 'keyPoint',
        label: 'Shade is cooling',
        myPoint: 'Shade is cooling',
      }),
    ]);
    const keyPoint = await getIdea(quote.quotes[0]!._id);
    expect(keyPoint).toMatchObject({
      ideaReferenced: quote._id,
      myPoint: 'Shade is cooling',
      text: '',
    });
    // The key point is the member's own words: their own waveMaker is its author.
    expect(keyPoint.agents).toEqual(keyPoint.user.agents);
    expect(keyPoint.agents).toHaveLength(1);
    // The source lists the new quote first (newest first), and not the quote's key point.
    const after = await getIdea(source._id);
    expect(after.quotes.map((q) => q._id)[0]).toBe(quote._id);
    expect(after.quotes.some((q) => q._id === keyPoint._id)).toBe(false);
  });

  it('stores a key point of an inTell and lists it below it as a key point', async () => {
    const res = await api(ctx, 'POST', `/api/ideas/${source._id}/keyPoints`, reader, {
      myPoint: ' Trees beat air conditioning ',
    });
    expect(res.statusCode).toBe(201);
    const keyPoint = res.json<IdeaDto>();
    expect(keyPoint).toMatchObject({
      myPoint: 'Trees beat air conditioning',
      ideaReferenced: source._id,
    });
    const after = await getIdea(source._id);
    expect(after.quotes[0]).toMatchObject({ _id: keyPoint._id, kind: 'keyPoint' });
  });

  it('refuses a quote the inTell does not say, a short or long quote, and a bad key point', async () => {
    const cases: [object, string[]][] = [
      [{ text: 'Shade raises street temperatures' }, [QUOTE_MESSAGES.QUOTE_NOT_IN_SOURCE]],
      [{ text: ' ab ' }, [QUOTE_MESSAGES.QUOTE_INVALID]],
      [{ text: 'a'.repeat(QUOTE_MAX_LENGTH + 1) }, [QUOTE_MESSAGES.QUOTE_TOO_LONG]],
      [
        { text: 'xy', keyPoint: 'k'.repeat(HEADLINE_MAX_LENGTH + 1) },
        [QUOTE_MESSAGES.QUOTE_INVALID, QUOTE_MESSAGES.KEY_POINT_TOO_LONG],
      ],
      [{ text: 'Shade lowers', keyPoint: 'no' }, [QUOTE_MESSAGES.KEY_POINT_INVALID]],
    ];
    const before = (await getIdea(source._id)).quotes.length;
    for (const [body, expected] of cases) {
      const res = await api(ctx, 'POST', `/api/ideas/${source._id}/quotes`, reader, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(expected);
    }
    for (const [body, expected] of [
      [{ myPoint: 'ab' }, [QUOTE_MESSAGES.KEY_POINT_INVALID]],
      [{ myPoint: 'k'.repeat(HEADLINE_MAX_LENGTH + 1) }, [QUOTE_MESSAGES.KEY_POINT_TOO_LONG]],
    ] as const) {
      const res = await api(ctx, 'POST', `/api/ideas/${source._id}/keyPoints`, reader, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(expected);
    }
    // Missing or mistyped fields get the contract's error, never a 500.
    for (const body of [{}, { text: 5 }, { text: 'Shade lowers', keyPoint: [] }]) {
      const res = await api(ctx, 'POST', `/api/ideas/${source._id}/quotes`, reader, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body).length).toBeGreaterThan(0);
    }
    // Nothing was stored by any refused request.
    expect((await getIdea(source._id)).quotes).toHaveLength(before);
  });

  it('accepts any quote of an inTell that points to a web page', async () => {
    const { _id } = await createIdea(
      ctx,
      author,
      simpleIdea({
        myPoint: 'A report on trees',
        myContent: '',
        url: 'https://example.org/report',
        goodIntentLevel: 1,
      }),
    );
    const page = await getIdea(_id);
    expect(page.url).toBe('https://example.org/report');
    const res = await api(ctx, 'POST', `/api/ideas/${_id}/quotes`, reader, {
      text: 'Words printed in the report',
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an unknown inTell and 400 for a malformed id', async () => {
    const quote = await api(ctx, 'POST', `/api/ideas/${UNKNOWN_ID}/quotes`, reader, {
      text: 'Shade lowers',
    });
    expect(quote.statusCode).toBe(404);
    expect(messages(quote.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
    const keyPoint = await api(ctx, 'POST', `/api/ideas/${UNKNOWN_ID}/keyPoints`, reader, {
      myPoint: 'A key point',
    });
    expect(keyPoint.statusCode).toBe(404);
    const bad = await api(ctx, 'POST', `/api/ideas/not%20an%20id/quotes`, reader, { text: 'abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only signed-in non-students create quotes and key points', async () => {
    for (const [url, body] of [
      [`/api/ideas/${source._id}/quotes`, { text: 'Shade lowers' }],
      [`/api/ideas/${source._id}/keyPoints`, { myPoint: 'A key point' }],
    ] as const) {
      expect((await api(ctx, 'POST', url, undefined, body)).statusCode).toBe(401);
      const res = await api(ctx, 'POST', url, student, body);
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    }
  });

  it('lists at most the newest 100 quotes below an inTell', async () => {
    const { _id } = await createIdea(ctx, author, fullIdea({ myPoint: 'Many quotes here' }));
    let last = '';
    for (let i = 0; i < 101; i += 1) {
      const res = await api(ctx, 'POST', `/api/ideas/${_id}/keyPoints`, reader, {
        myPoint: `Key point ${i}`,
      });
      expect(res.statusCode).toBe(201);
      last = res.json<IdeaDto>()._id;
    }
    const idea = await getIdea(_id);
    expect(idea.quotes).toHaveLength(100);
    expect(idea.quotes[0]!._id).toBe(last);
    expect(idea.quotes.some((q) => q.label === 'Key point 0')).toBe(false);
  });
});
