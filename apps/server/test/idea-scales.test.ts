import {
  AUTH_MESSAGES,
  IDEA_MESSAGES,
  LINK_MESSAGES,
  agentNotFoundMessage,
  type IdeaDto,
  type LinkIdeaIdeaDto,
  type UserDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea, sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(TEST_DIALECTS)('interpretations API on %s', (dialect) => {
  let ctx: TestContext;
  const tokens = { ana: '', ben: '', cai: '', stu: '' };
  let ideaId: string;
  let otherId: string;

  const interpret = (token: string | undefined, id: string, body: unknown) =>
    api(ctx, 'POST', `/api/ideas/scale/${id}`, token, body);
  const read = async (token: string, id = ideaId) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<IdeaDto>();
  };
  const reputation = async (token: string) =>
    (await api(ctx, 'GET', '/api/auth', token)).json<UserDto>().reputation;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['ana', 'ben', 'cai'] as const) {
      await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    await createUser(ctx, 'stu@example.org');
    tokens.stu = await loginToken(ctx, 'stu@example.org');
    ideaId = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Trees cool streets' })))
      ._id;
    otherId = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Shade saves lives' })))
      ._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const full = {
    activityType: 102,
    myEmotion: -0.5,
    authorIntent: 0.4,
    sound: 0.8,
    goodFaith: 0.3,
    heartOfIssue: 0.9,
    confidence: 3,
    divisive: 0,
    values: [2, -3, 2],
    haveChanged: 1,
    wouldChange: -1,
    answerQuestions: 0,
    publicEngagement: 1,
    note: ' A careful piece. ',
    whyManipulative: 'The sponsor benefits',
    myExpertise: 'I teach urban ecology',
    otherSide: 'Costs matter',
    solution: 'Plant and maintain',
  };

  it('stores an interpretation, lists it, and gives 10 reputation points for the first', async () => {
    const agent = await createAgent(ctx, tokens.ben, 'City council');
    const res = await interpret(tokens.ben, ideaId, { ...full, valuesAgent: agent._id });
    expect(res.statusCode).toBe(200);
    const idea = res.json<IdeaDto>();
    expect(idea.scaleCount).toBe(1);
    expect(idea.scaleAggregates.sound).toMatchObject({ count: 1, sum: 0.8 });
    expect(idea.myScale).toMatchObject({
      user: { name: 'ben' },
      myEmotion: -0.5,
      authorIntent: 0.4,
      sound: 0.8,
      goodFaith: 0.3,
      heartOfIssue: 0.9,
      confidence: 3,
      divisive: 0,
      values: [2, -3],
      valuesAgent: agent._id,
      haveChanged: 1,
      wouldChange: -1,
      answerQuestions: 0,
      publicEngagement: 1,
      note: 'A careful piece.',
      whyManipulative: 'The sponsor benefits',
      myExpertise: 'I teach urban ecology',
      otherSide: 'Costs matter',
      solution: 'Plant and maintain',
      ideaCreated: null,
      activityType: 102,
    });
    expect(await reputation(tokens.ben)).toBe(10);
  });

  it('stores a skipped interpretation as unanswered (-2) everywhere', async () => {
    const res = await interpret(tokens.cai, ideaId, {
      myEmotion: null,
      authorIntent: null,
      sound: null,
      confidence: null,
    });
    expect(res.statusCode).toBe(200);
    const idea = res.json<IdeaDto>();
    expect(idea.scaleCount).toBe(2);
    // A skipped interpretation counts as done, but on no scale.
    expect(idea.scaleAggregates.sound.count).toBe(1);
    expect(idea.myScale).toMatchObject({
      user: { name: 'cai' },
      myEmotion: -2,
      authorIntent: -2,
      sound: -2,
      goodFaith: -2,
      heartOfIssue: -2,
      divisive: -2,
      haveChanged: -2,
      confidence: null,
      values: [],
      note: '',
      activityType: null,
    });
  });

  it('replaces a later interpretation and takes 2 points for the change, never below 0', async () => {
    await sleep(5);
    const again = await interpret(tokens.ben, ideaId, { sound: 0.1 });
    expect(again.statusCode).toBe(200);
    const idea = again.json<IdeaDto>();
    expect(idea.myScale?.user.name).toBe('ben');
    expect(idea.myScale).toMatchObject({ sound: 0.1, authorIntent: -2, note: '' });
    expect(idea.scaleCount).toBe(2);
    expect(idea.scaleAggregates.sound).toMatchObject({ count: 1, sum: 0.1 });
    expect(await reputation(tokens.ben)).toBe(8);
    for (let i = 0; i < 5; i++) await interpret(tokens.ben, ideaId, { sound: 0.2 });
    expect(await reputation(tokens.ben)).toBe(0);
    const rows = await ctx.database.db
      .selectFrom('idea_scales')
      .select('user_id')
      .where('idea_id', '=', ideaId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("answers 409 'You already intrerpreted.' when it cannot overwrite, and changes nothing", async () => {
    const before = await read(tokens.cai);
    const points = await reputation(tokens.cai);
    const res = await interpret(tokens.cai, ideaId, { sound: 1, cannotOverwriteExisting: true });
    expect(res.statusCode).toBe(409);
    expect(messages(res.body)).toEqual([IDEA_MESSAGES.ALREADY_INTERPRETED]);
    expect(await read(tokens.cai)).toEqual(before);
    expect(await reputation(tokens.cai)).toBe(points);
    // A first interpretation with the flag is stored.
    const first = await interpret(tokens.ana, otherId, { sound: 1, cannotOverwriteExisting: true });
    expect(first.statusCode).toBe(200);
  });

  it('sends the reader’s own interpretation or null, and the count of all, not the others', async () => {
    const cai = await read(tokens.cai);
    expect(cai.myScale?.user.name).toBe('cai');
    expect(cai.scaleCount).toBe(2);
    const ana = await read(tokens.ana);
    expect(ana.myScale).toBeNull();
    expect(ana.scaleCount).toBe(2);
    expect(ana.scaleAggregates).toEqual(cai.scaleAggregates);
    expect(ana).not.toHaveProperty('scales');
  });

  it('refuses values off their scales, listing every problem, and stores nothing', async () => {
    const before = await read(tokens.ana);
    const res = await interpret(tokens.ana, ideaId, {
      myEmotion: 1.5,
      authorIntent: -0.1,
      sound: 2,
      confidence: 1.5,
      divisive: 16,
      values: [6],
      haveChanged: 2,
      activityType: 7,
    });
    expect(res.statusCode).toBe(400);
    const found = messages(res.body).join('\n');
    for (const field of [
      'myEmotion',
      'authorIntent',
      'sound',
      'confidence',
      'divisive',
      'values',
      'haveChanged',
      'activityType',
    ]) {
      expect(found).toContain(field);
    }
    expect(await read(tokens.ana)).toEqual(before);
  });

  it('refuses unknown references: the values waveMaker, the created inTell, the link', async () => {
    const cases: [object, string[]][] = [
      [{ valuesAgent: UNKNOWN_ID }, [agentNotFoundMessage(UNKNOWN_ID)]],
      [{ ideaCreated: UNKNOWN_ID }, [IDEA_MESSAGES.IDEA_CREATED_NOT_FOUND]],
      [{ addLinkIdeaIdeaScale: { id: UNKNOWN_ID, level: 1 } }, [LINK_MESSAGES.NOT_FOUND]],
    ];
    for (const [body, expected] of cases) {
      const res = await interpret(tokens.ana, ideaId, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(expected);
    }
  });

  it('rates a link of the inTell with the interpretation and updates the link’s figures', async () => {
    // ana: otherId supports ideaId (20: support, this idea is the cause), confidence 0.5.
    const created = await api(ctx, 'POST', '/api/linkIdeaIdeas', tokens.ana, {
      ideaCause: otherId,
      ideaEffect: ideaId,
      modeOnSubmit: 20,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json<LinkIdeaIdeaDto>();
    const res = await interpret(tokens.cai, ideaId, {
      sound: 0.5,
      addLinkIdeaIdeaScale: { id: link._id, level: -1, confidence: 1 },
    });
    expect(res.statusCode).toBe(200);
    const after = (
      await api(ctx, 'GET', `/api/linkIdeaIdeas/${link._id}`, tokens.ana)
    ).json<LinkIdeaIdeaDto>();
    // (0.5 × 1 + 1 × -1) / (0.5 + 1) = -1/3
    expect(after.avgLevelSupportOppose).toBeCloseTo(-1 / 3);
    expect(after.significanceSupportOppose).toBeCloseTo(1.5);

    // A link that does not touch this inTell is refused.
    const third = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'A third one' })))._id;
    const unrelated = (
      await api(ctx, 'POST', '/api/linkIdeaIdeas', tokens.ana, {
        ideaCause: otherId,
        ideaEffect: third,
        modeOnSubmit: 20,
      })
    ).json<LinkIdeaIdeaDto>();
    const refused = await interpret(tokens.cai, ideaId, {
      addLinkIdeaIdeaScale: { id: unrelated._id, level: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([IDEA_MESSAGES.LINK_NOT_OF_IDEA]);
  });

  it('refuses a student outside an activity (403); 401 without a token; 404 for an unknown inTell', async () => {
    // Students interpret through their activities only (docs/decisions/2026-11-23-activities.md).
    const student = await interpret(tokens.stu, ideaId, { sound: 0.5 });
    expect(student.statusCode).toBe(403);
    expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    expect((await interpret(undefined, ideaId, { sound: 0.5 })).statusCode).toBe(401);
    const unknown = await interpret(tokens.ana, UNKNOWN_ID, { sound: 0.5 });
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
    expect((await interpret(tokens.ana, 'not an id', {})).statusCode).toBe(400);
  });
});
