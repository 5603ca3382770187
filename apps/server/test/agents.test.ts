import { AUTH_MESSAGES, type AgentDto, type IdeaDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import {
  api,
  createAgent,
  createIdea,
  fullIdea,
  simpleIdea,
  sleep,
} from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('waveMakers API on %s', (dialect) => {
  let ctx: TestContext;
  let teacher: string;
  let teacherId: string;
  let student: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    teacherId = await createUser(ctx, 'maya@example.org', { student: false });
    await createUser(ctx, 'stu@example.org');
    teacher = await loginToken(ctx, 'maya@example.org');
    student = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ['GET', '/api/agents'],
    ['GET', '/api/agents/0123456789abcdef01234567'],
    ['POST', '/api/agents'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const body = method === 'POST' ? { name: 'IPCC', url: 'ipcc.ch' } : undefined;
    const res = await api(ctx, method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
  });

  it('refuses a student creating a waveMaker (403) but lets them read one', async () => {
    const res = await api(ctx, 'POST', '/api/agents', student, { name: 'IPCC', url: 'ipcc.ch' });
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual(['Students cannot do that']);
    const agent = await createAgent(ctx, teacher, 'World Health Organization', 'www.who.int');
    expect((await api(ctx, 'GET', `/api/agents/${agent._id}`, student)).statusCode).toBe(200);
    expect((await api(ctx, 'GET', '/api/agents?searchString=world', student)).statusCode).toBe(200);
  });

  it('creates a waveMaker (201), storing the URL with https:// and the image', async () => {
    const res = await api(ctx, 'POST', '/api/agents', teacher, {
      name: '  Greta Thunberg ',
      url: 'en.wikipedia.org/wiki/Greta_Thunberg',
      image: 'https://upload.wikimedia.org/greta.jpg',
    });
    expect(res.statusCode).toBe(201);
    const agent = res.json<AgentDto>();
    expect(agent).toMatchObject({
      name: 'Greta Thunberg',
      url: 'https://en.wikipedia.org/wiki/Greta_Thunberg',
      image: 'https://upload.wikimedia.org/greta.jpg',
      user: { _id: teacherId, name: 'maya', avatar: '' },
      member: null,
      attributed: [],
      proxied: [],
      linkedAgents: [],
      linkedIdeas: [],
      scales: [],
    });
    const read = await api(ctx, 'GET', `/api/agents/${agent._id}`, teacher);
    expect(read.json()).toEqual(agent);
  });

  it.each([
    [{ name: 'ab', url: 'ipcc.ch' }, ['Invalid agent name. Please be more descriptive.']],
    [{ name: 'x'.repeat(61), url: 'ipcc.ch' }, ['Agent name (60 characters or less)']],
    [{ name: 'IPCC', url: 'ab' }, ['Invalid url.']],
    [{ name: 'IPCC', url: 'ftp://ipcc.ch' }, ['Invalid url.']],
    [{ name: 'IPCC', url: 'javascript:alert(1)' }, ['Invalid url.']],
    [{ name: 'IPCC', url: 'ipcc.ch', image: 'file:///etc/passwd' }, ['Invalid image url.']],
    [{}, ['Invalid agent name. Please be more descriptive.', 'Invalid url.']],
    [
      { name: null, url: null },
      ['Invalid agent name. Please be more descriptive.', 'Invalid url.'],
    ],
  ])('refuses %j', async (body, expected) => {
    const res = await api(ctx, 'POST', '/api/agents', teacher, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual(expected);
  });

  it('answers 404 for an unknown waveMaker', async () => {
    const res = await api(ctx, 'GET', '/api/agents/0123456789abcdef01234567', teacher);
    expect(res.statusCode).toBe(404);
    expect(messages(res.body)).toEqual(['Agent not found']);
  });

  it("reads an idea's roles back from both ends: authors, players and proxies", async () => {
    const source = await createAgent(ctx, teacher, 'Source Agency');
    const player = await createAgent(ctx, teacher, 'Player Person');
    const older = await createIdea(
      ctx,
      teacher,
      fullIdea({ myPoint: 'Older framed idea', proxySources: [source], players: [player] }),
    );
    await sleep(2);
    const newer = await createIdea(
      ctx,
      teacher,
      fullIdea({ myPoint: 'Newer framed idea', proxySources: [source, player], proxyLevel: 1 }),
    );
    await sleep(2);
    const authored = await createIdea(ctx, teacher, simpleIdea({ agents: [source, player] }));

    const idea = (await api(ctx, 'GET', `/api/ideas/${older._id}`, teacher)).json<IdeaDto>();
    expect(idea.proxySources).toEqual([source]);
    expect(idea.players).toEqual([player]);
    const byAuthors = (
      await api(ctx, 'GET', `/api/ideas/${authored._id}`, teacher)
    ).json<IdeaDto>();
    expect(byAuthors.agents).toEqual([source, player]);

    const sourceDto = (
      await api(ctx, 'GET', `/api/agents/${source._id}`, teacher)
    ).json<AgentDto>();
    expect(sourceDto.proxied.map((i) => i._id)).toEqual([newer._id, older._id]);
    expect(sourceDto.proxied.map((i) => i.label)).toEqual([
      'Newer framed idea',
      'Older framed idea',
    ]);
    expect(sourceDto.attributed.map((i) => i._id)).toEqual([authored._id]);
    const playerDto = (
      await api(ctx, 'GET', `/api/agents/${player._id}`, teacher)
    ).json<AgentDto>();
    expect(playerDto.proxied.map((i) => i._id)).toEqual([newer._id]);
    expect(playerDto.attributed.map((i) => i._id)).toEqual([authored._id]);

    // The member's own waveMaker is the author of the framed ones.
    const own = idea.user.agents[0]!;
    const ownDto = (await api(ctx, 'GET', `/api/agents/${own._id}`, teacher)).json<AgentDto>();
    expect(ownDto.member).toEqual({ _id: teacherId, name: 'maya' });
    expect(ownDto.attributed.map((i) => i._id)).toEqual(
      expect.arrayContaining([older._id, newer._id]),
    );
    expect(ownDto.attributed.map((i) => i._id)).not.toContain(authored._id);
  });

  it('lists the newest waveMakers without a search, at most limitSize', async () => {
    const res = await api(ctx, 'GET', '/api/agents?limitSize=2', teacher);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ _id: string; name: string }[]>();
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'name']);
  });
});
