import { REPUTATION_POINTS, type LinkIdeaIdeaDto, type UserDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The outside review: `POST /api/ideas/scale/{id}` with `{}` on ten inTells earned 100 points in 0.1 s. The
 * first-interpretation points (DESIGN.md §6) are for a rating: an interpretation that counts on
 * at least one scale. A skip (nothing answered, as 'Confirm skip' sends) is recorded and counts as
 * done, but earns nothing; later changes cost their penalty as before.
 */
describe.each(TEST_DIALECTS)('reputation for interpretations on %s', (dialect) => {
  let ctx: TestContext;
  let poster = '';
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '10' } });
    await createUser(ctx, 'poster@example.org', { student: false });
    poster = await loginToken(ctx, 'poster@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function member(): Promise<string> {
    n += 1;
    await createUser(ctx, `reader${n}@example.org`, { student: false });
    return loginToken(ctx, `reader${n}@example.org`);
  }
  async function idea(): Promise<string> {
    n += 1;
    return (await createIdea(ctx, poster, simpleIdea({ myContent: `Point number ${n}` })))._id;
  }
  async function interpret(token: string, ideaId: string, body: unknown) {
    const res = await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, token, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const reputation = async (token: string) =>
    (await api(ctx, 'GET', '/api/auth', token)).json<UserDto>().reputation;

  it('gives nothing for empty first interpretations of ten inTells', async () => {
    const reader = await member();
    for (let i = 0; i < 10; i++) await interpret(reader, await idea(), {});
    expect(await reputation(reader)).toBe(0);
  });

  it('gives nothing for a skip as the web app sends it, nor for text and radios alone', async () => {
    const reader = await member();
    await interpret(reader, await idea(), {
      myEmotion: null,
      authorIntent: null,
      sound: null,
      goodFaith: null,
      heartOfIssue: null,
      confidence: null,
      divisive: null,
      values: [],
    });
    await interpret(reader, await idea(), {
      myEmotion: -2,
      authorIntent: -2,
      sound: -2,
      note: 'I have thoughts',
      haveChanged: 1,
      confidence: 1,
    });
    expect(await reputation(reader)).toBe(0);
  });

  it('gives the points for a first interpretation that answers a scale', async () => {
    const reader = await member();
    await interpret(reader, await idea(), { myEmotion: 0 });
    expect(await reputation(reader)).toBe(REPUTATION_POINTS.FIRST_INTERPRETATION);
    // A support level given through the interconnect rating is a scale too.
    const cause = await idea();
    const made = await api(ctx, 'POST', '/api/linkIdeaIdeas', poster, {
      ideaCause: cause,
      ideaEffect: await idea(),
      modeOnSubmit: 20,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<LinkIdeaIdeaDto>();
    await interpret(reader, cause, { addLinkIdeaIdeaScale: { id: link._id, level: -0.66 } });
    expect(await reputation(reader)).toBe(2 * REPUTATION_POINTS.FIRST_INTERPRETATION);
  });

  it('does not pay for a skip turned into an answer later: that is a change', async () => {
    const reader = await member();
    await interpret(reader, await idea(), { sound: 1 });
    const skipped = await idea();
    await interpret(reader, skipped, {});
    expect(await reputation(reader)).toBe(REPUTATION_POINTS.FIRST_INTERPRETATION);
    await interpret(reader, skipped, { sound: 0.5 });
    expect(await reputation(reader)).toBe(
      REPUTATION_POINTS.FIRST_INTERPRETATION - REPUTATION_POINTS.CHANGE_PENALTY,
    );
  });
});
