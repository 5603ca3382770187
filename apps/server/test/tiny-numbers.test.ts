import { linkIdeaIdeaBody, type ActivityDto, type LinkIdeaIdeaDto } from '@thoughtful/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumRatings, upsertRating } from '../src/modules/links/links.repository';
import { createActivity, goLive } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Numbers at the edge of a double: `1e-200` for both a link rating's level and
 * confidence made PostgreSQL's `confidence * level` underflow (SQLSTATE 22003) and answer 500,
 * through the link page, an interpretation and an activity completion. Every write that takes a
 * level, a confidence or another fractional answer gets them here, as JSON text (so that `-0`
 * and numbers JSON.stringify would rewrite reach the server as sent); every answer must be a
 * 2xx or a 4xx, and what was stored must read back.
 */
const TINY = [
  '1e-200',
  '-1e-200',
  '5e-324',
  '-5e-324',
  '-0',
  '0.0',
  '1e-300',
  '-1e-300',
  '2.2250738585072014e-308',
  '1e-160',
  '1e-400',
  '4e-7',
  '-4e-7',
  '0.9999999999999999',
  '-0.9999999999999999',
];

/** Every pairing of two lists of literals. */
function pairs(a: readonly string[], b: readonly string[]): [string, string][] {
  return a.flatMap((x) => b.map((y): [string, string] => [x, y]));
}

function expectNoServerError(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} → ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(JSON.parse(res.body)).toHaveProperty('errors.0.msg');
}

describe.each(TEST_DIALECTS)('tiny numbers on %s', (dialect) => {
  let ctx: TestContext;
  let teacher = '';
  let student = '';
  let studentId = '';
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100' } });
    await createUser(ctx, 'teacher@example.org', { student: false });
    studentId = await createUser(ctx, 'student@example.org');
    teacher = await loginToken(ctx, 'teacher@example.org');
    student = await loginToken(ctx, 'student@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** POST with a JSON body given as text. */
  const post = (url: string, token: string, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: body,
    });

  async function idea(): Promise<string> {
    n += 1;
    return (await createIdea(ctx, teacher, simpleIdea({ myContent: `Tiny thought ${n}` })))._id;
  }

  async function link(): Promise<{ id: string; cause: string }> {
    const cause = await idea();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/linkIdeaIdeas',
      headers: { 'x-auth-token': teacher },
      payload: linkIdeaIdeaBody(20, cause, await idea()),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<LinkIdeaIdeaDto>()._id, cause };
  }

  it('rates a link from its page with any level and confidence', async () => {
    const { id } = await link();
    for (const [level, confidence] of pairs(TINY, TINY)) {
      const res = await post(
        `/api/linkIdeaIdeas/${id}/scale`,
        teacher,
        `{"level":${level},"confidence":${confidence}}`,
      );
      expectNoServerError(res, `level ${level}, confidence ${confidence}`);
    }
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/linkIdeaIdeas/${id}`,
      headers: { 'x-auth-token': teacher },
    });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('sums stored ratings of any size, however they were written', async () => {
    // Rows written around the schemas (an import, a seed, an older version) meet the same sums.
    const { id } = await link();
    const teacherId = (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'teacher@example.org')
        .executeTakeFirstOrThrow()
    ).id;
    const tiny = [1e-200, -1e-200, 5e-324, -5e-324, 1e-300, 2.2250738585072014e-308, 1e-160, 0];
    for (const level of tiny) {
      for (const confidence of tiny.filter((c) => c >= 0)) {
        const rating = { level, confidence, isSimilar: false, isComplex: false, isReversed: false };
        await upsertRating(ctx.database.db, 'link_idea_idea_ratings', id, teacherId, rating, '');
        const sums = await sumRatings(ctx.database.db, 'link_idea_idea_ratings', id);
        expect(Math.abs(sums.level)).toBeLessThan(1e-100);
        expect(Math.abs(sums.supportOppose - confidence)).toBeLessThan(1e-100);
      }
    }
  });

  it('rates a link from its page with random doubles near zero', async () => {
    const { id } = await link();
    const nearZero = fc.oneof(
      fc.double({ min: -1e-150, max: 1e-150, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(nearZero, nearZero, async (level, confidence) => {
        const res = await post(
          `/api/linkIdeaIdeas/${id}/scale`,
          teacher,
          JSON.stringify({ level, confidence }),
        );
        expectNoServerError(res, `level ${level}, confidence ${confidence}`);
      }),
      { numRuns: 60 },
    );
  });

  it('interprets an inTell with a link rating and scales of any size', async () => {
    const { id, cause } = await link();
    for (const [level, confidence] of pairs(TINY, TINY)) {
      const res = await post(
        `/api/ideas/scale/${cause}`,
        teacher,
        `{"myEmotion":${level},"authorIntent":${confidence},"sound":${level},` +
          `"goodFaith":${confidence},"heartOfIssue":${level},"confidence":${confidence},` +
          `"addLinkIdeaIdeaScale":{"id":"${id}","level":${level},"confidence":${confidence}}}`,
      );
      expectNoServerError(res, `level ${level}, confidence ${confidence}`);
    }
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/ideas/${cause}`,
      headers: { 'x-auth-token': teacher },
    });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('rates a waveMaker at any point of its plane', async () => {
    const agent = await createAgent(ctx, teacher, 'Tiny Council');
    for (const [x, y] of pairs(TINY, TINY)) {
      const res = await post(
        `/api/agents/scale/${agent._id}`,
        student,
        `{"x":${x},"y":${y},"confidence":0.5}`,
      );
      expectNoServerError(res, `x ${x}, y ${y}`);
    }
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/agents/${agent._id}`,
      headers: { 'x-auth-token': student },
    });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('completes a 201 activity (a student rates the inTell against the question)', async () => {
    const topic = await idea();
    const reason = await idea();
    const activity: ActivityDto = await createActivity(ctx, teacher, {
      selection: 201,
      communityTopic: topic,
      inTellExisting: reason,
    });
    await goLive(ctx, teacher, activity._id);
    for (const [level, confidence] of pairs(TINY, TINY)) {
      const res = await post(
        `/api/activity/${activity._id}`,
        student,
        `{"studentIDCompleted":"${studentId}","addLinkIdeaIdeaScale":` +
          `{"level":${level},"confidence":${confidence}}}`,
      );
      expectNoServerError(res, `level ${level}, confidence ${confidence}`);
    }
  });

  it('completes a 101 activity with a position and any confidence', async () => {
    const topic = await idea();
    const activity: ActivityDto = await createActivity(ctx, teacher, {
      selection: 101,
      communityTopic: topic,
    });
    await goLive(ctx, teacher, activity._id);
    for (const confidence of TINY) {
      const res = await post(
        `/api/activity/${activity._id}`,
        student,
        `{"studentIDCompleted":"${studentId}","addIdeaScale":{"position":1,"confidence":${confidence},` +
          `"myEmotion":${confidence},"sound":${confidence}}}`,
      );
      expectNoServerError(res, `confidence ${confidence}`);
    }
  });
});
