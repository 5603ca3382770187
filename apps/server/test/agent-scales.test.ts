import { AGENT_MESSAGES, AUTH_MESSAGES, type AgentDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea, sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(TEST_DIALECTS)('waveMaker ratings API on %s', (dialect) => {
  let ctx: TestContext;
  const tokens = { ana: '', ben: '', cai: '', dee: '' };
  let student: string;
  let agentId: string;

  const rate = (token: string | undefined, id: string, body: unknown) =>
    api(ctx, 'POST', `/api/agents/scale/${id}`, token, body);
  const read = async (token: string, id = agentId) => {
    const res = await api(ctx, 'GET', `/api/agents/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<AgentDto>();
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['ana', 'ben', 'cai', 'dee'] as const) {
      await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    await createUser(ctx, 'stu@example.org');
    student = await loginToken(ctx, 'stu@example.org');
    agentId = (await createAgent(ctx, tokens.ana, 'Daily Planet'))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores a rating and answers the waveMaker with it', async () => {
    const res = await rate(tokens.ben, agentId, { x: 0.25, y: -0.5, confidence: 0.5 });
    expect(res.statusCode).toBe(200);
    const agent = res.json<AgentDto>();
    expect(agent._id).toBe(agentId);
    expect(agent.scales).toHaveLength(1);
    expect(agent.scales[0]).toMatchObject({
      user: { name: 'ben' },
      x: 0.25,
      y: -0.5,
      confidence: 0.5,
    });
    expect(Date.parse(agent.scales[0]!.date)).not.toBeNaN();
  });

  it('replaces a member’s earlier rating instead of adding one', async () => {
    await rate(tokens.cai, agentId, { x: -1, y: 1, confidence: 0.1 });
    await sleep(5);
    const again = await rate(tokens.cai, agentId, { x: 1, y: -1, confidence: 1 });
    expect(again.statusCode).toBe(200);
    const mine = again.json<AgentDto>().scales.filter((s) => s.user.name === 'cai');
    expect(mine).toEqual([expect.objectContaining({ x: 1, y: -1, confidence: 1 })]);
    const rows = await ctx.database.db
      .selectFrom('agent_scales')
      .select('user_id')
      .where('agent_id', '=', agentId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('lists the reader’s own rating first, then the newest others', async () => {
    await sleep(5);
    await rate(tokens.dee, agentId, { x: 0, y: 0, confidence: 1 });
    // ben rated first, then cai (twice), then dee.
    expect((await read(tokens.ben)).scales.map((s) => s.user.name)).toEqual(['ben', 'dee', 'cai']);
    expect((await read(tokens.dee)).scales.map((s) => s.user.name)).toEqual(['dee', 'cai', 'ben']);
    // Someone who has not rated sees the newest first.
    expect((await read(tokens.ana)).scales.map((s) => s.user.name)).toEqual(['dee', 'cai', 'ben']);
  });

  it('refuses points off the plane and other confidences, listing every problem', async () => {
    const before = (await read(tokens.ana)).scales;
    for (const [body, expected] of [
      [{ x: 1.01, y: 0, confidence: 1 }, ['x must be a number from -1 to 1']],
      [{ x: 0, y: -1.5, confidence: 0.5 }, ['y must be a number from -1 to 1']],
      [{ x: 0, y: 0, confidence: 0.7 }, ['confidence must be 0.1, 0.5 or 1']],
      [
        { x: 'a', y: null },
        [
          'x must be a number from -1 to 1',
          'y must be a number from -1 to 1',
          'confidence must be 0.1, 0.5 or 1',
        ],
      ],
    ] as const) {
      const res = await rate(tokens.ben, agentId, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body).map((m) => m.replace(/^\w+: /, ''))).toEqual(
        expected.map((m) => m.replace(/^\w+: /, '')),
      );
    }
    expect((await read(tokens.ana)).scales).toEqual(before);
  });

  it('accepts the plane’s corners', async () => {
    for (const [x, y] of [
      [-1, -1],
      [1, 1],
    ] as const) {
      expect((await rate(tokens.ana, agentId, { x, y, confidence: 0.1 })).statusCode).toBe(200);
    }
  });

  it('does not let a member rate their own waveMaker', async () => {
    // A member's own waveMaker is made with their first inTell, under their name.
    await createIdea(ctx, tokens.dee, simpleIdea({ myContent: 'A first thought of mine' }));
    const ownAgent = (await api(ctx, 'GET', '/api/agents?searchString=dee', tokens.dee)).json<
      { _id: string; name: string }[]
    >()[0]!;
    expect((await read(tokens.dee, ownAgent._id)).member?.name).toBe('dee');
    const res = await rate(tokens.dee, ownAgent._id, { x: 1, y: 1, confidence: 1 });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([AGENT_MESSAGES.OWN_AGENT_RATING]);
    // Others may rate it.
    expect((await rate(tokens.ben, ownAgent._id, { x: 1, y: 1, confidence: 1 })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a token, 403 to a student, 404 for an unknown waveMaker', async () => {
    const body = { x: 0, y: 0, confidence: 0.5 };
    expect((await rate(undefined, agentId, body)).statusCode).toBe(401);
    const asStudent = await rate(student, agentId, body);
    expect(asStudent.statusCode).toBe(403);
    expect(messages(asStudent.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    const unknown = await rate(tokens.ben, UNKNOWN_ID, body);
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual([AGENT_MESSAGES.NOT_FOUND]);
    expect((await rate(tokens.ben, 'not an id', body)).statusCode).toBe(400);
  });
});
