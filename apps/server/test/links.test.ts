import {
  AUTH_MESSAGES,
  classifyAgentLink,
  classifyIdeaAgentLink,
  classifyIdeaLink,
  IDEA_MESSAGES,
  AGENT_MESSAGES,
  LINK_MESSAGES,
  linkAgentAgentBody,
  linkIdeaIdeaBody,
  type AgentDto,
  type IdeaDto,
  type IdeaIdeaMode,
  type LinkAgentAgentDto,
  type LinkIdeaAgentDto,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import {
  createTestApp,
  serverWithPlugin,
  TEST_DIALECTS,
  type TestContext,
} from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(TEST_DIALECTS)('links API on %s', (dialect) => {
  let ctx: TestContext;
  const tokens: string[] = [];
  let student: string;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['ana', 'ben', 'cai', 'dee']) {
      await createUser(ctx, `${name}@example.org`, { student: false });
      tokens.push(await loginToken(ctx, `${name}@example.org`));
    }
    await createUser(ctx, 'stu@example.org');
    student = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const token = (i: number) => tokens[i] ?? '';
  async function newIdea(): Promise<string> {
    n += 1;
    return (await createIdea(ctx, token(0), simpleIdea({ myContent: `Thought number ${n}` })))._id;
  }
  async function newAgent(): Promise<string> {
    n += 1;
    return (await createAgent(ctx, token(0), `Agent number ${n}`))._id;
  }
  async function getIdea(id: string): Promise<IdeaDto> {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token(0));
    expect(res.statusCode).toBe(200);
    return res.json<IdeaDto>();
  }
  async function getAgent(id: string): Promise<AgentDto> {
    const res = await api(ctx, 'GET', `/api/agents/${id}`, token(0));
    expect(res.statusCode).toBe(200);
    return res.json<AgentDto>();
  }
  async function ratingsOf(
    table: 'link_idea_idea_ratings' | 'link_agent_agent_ratings',
    linkId: string,
  ) {
    return ctx.database.db
      .selectFrom(table)
      .select(['user_id', 'level', 'confidence', 'is_similar', 'is_complex', 'is_reversed'])
      .where('link_id', '=', linkId)
      .execute();
  }

  describe('idea to idea', () => {
    const expected: Record<
      IdeaIdeaMode,
      { thisIsCause: boolean; level: number; similar: number; complex: number }
    > = {
      20: { thisIsCause: true, level: 1, similar: 0, complex: 0 },
      21: { thisIsCause: false, level: 1, similar: 0, complex: 0 },
      22: { thisIsCause: true, level: -1, similar: 0, complex: 0 },
      23: { thisIsCause: false, level: -1, similar: 0, complex: 0 },
      24: { thisIsCause: true, level: 0, similar: 0, complex: 1 },
      25: { thisIsCause: false, level: 0, similar: 0, complex: 1 },
      26: { thisIsCause: true, level: 0, similar: 1, complex: 0 },
      27: { thisIsCause: false, level: 0, similar: 1, complex: 0 },
    };

    it.each(Object.entries(expected))(
      'mode %s stores the right direction and rating',
      async (modeText, want) => {
        const mode = Number(modeText) as IdeaIdeaMode;
        const thisId = await newIdea();
        const otherId = await newIdea();
        const res = await api(
          ctx,
          'POST',
          '/api/linkIdeaIdeas',
          token(0),
          linkIdeaIdeaBody(mode, thisId, otherId),
        );
        expect(res.statusCode).toBe(201);
        const link = res.json<LinkIdeaIdeaDto>();
        expect(link.ideaCause._id).toBe(want.thisIsCause ? thisId : otherId);
        expect(link.ideaEffect._id).toBe(want.thisIsCause ? otherId : thisId);
        const ratings = await ratingsOf('link_idea_idea_ratings', link._id);
        expect(ratings).toEqual([
          expect.objectContaining({
            level: want.level,
            confidence: 0.5,
            is_similar: want.similar,
            is_complex: want.complex,
            is_reversed: 0,
          }),
        ]);
        const so = want.similar === 0 && want.complex === 0 ? 0.5 : 0;
        expect(link).toMatchObject({
          significanceSupportOppose: so,
          significanceSimilar: want.similar * 0.5,
          significanceComplex: want.complex * 0.5,
          avgLevelSupportOppose: so === 0 ? 0 : want.level,
          avgLevelReversed: 0,
        });
        // The link page answers the same, but for the reader's own rating: ben has none.
        const page = await api(ctx, 'GET', `/api/linkIdeaIdeas/${link._id}`, token(1));
        expect(page.statusCode).toBe(200);
        expect(page.json()).toEqual({ ...link, myRating: null });
      },
    );

    it('a creation in the opposite direction adds a reversed rating to the same link; a later rating replaces the earlier one', async () => {
      const a = await newIdea();
      const b = await newIdea();
      const first = (
        await api(ctx, 'POST', '/api/linkIdeaIdeas', token(0), linkIdeaIdeaBody(20, a, b))
      ).json<LinkIdeaIdeaDto>();
      // ben sees it the other way round: b supports a.
      const second = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token(1),
        linkIdeaIdeaBody(20, b, a),
      );
      expect(second.statusCode).toBe(201);
      const link = second.json<LinkIdeaIdeaDto>();
      expect(link._id).toBe(first._id);
      expect(link.ideaCause._id).toBe(a);
      expect(link.avgLevelReversed).toBe(0.5);
      const rows = await ctx.database.db
        .selectFrom('link_idea_idea')
        .select('id')
        .where((eb) => eb.or([eb('idea_cause', '=', a), eb('idea_effect', '=', a)]))
        .execute();
      expect(rows).toHaveLength(1);
      expect(
        (await ratingsOf('link_idea_idea_ratings', link._id)).map((r) => r.is_reversed).sort(),
      ).toEqual([0, 1]);

      // ana changes her mind: now a opposes b. Her rating is replaced, not added.
      const third = (
        await api(ctx, 'POST', '/api/linkIdeaIdeas', token(0), linkIdeaIdeaBody(22, a, b))
      ).json<LinkIdeaIdeaDto>();
      expect(await ratingsOf('link_idea_idea_ratings', link._id)).toHaveLength(2);
      expect(third.significanceSupportOppose).toBe(1);
      expect(third.avgLevelSupportOppose).toBe(0); // (0.5·-1 + 0.5·1) / 1
    });

    it('figures follow DESIGN.md §5 after several users rate, and the idea screens classify them', async () => {
      const a = await newIdea();
      const b = await newIdea();
      // ana: a supports b; ben: a supports b (mode 21 from b's screen); cai: b opposes a (reversed);
      // dee: similar. Confidence is 0.5 for each rating made by a mode.
      await api(ctx, 'POST', '/api/linkIdeaIdeas', token(0), linkIdeaIdeaBody(20, a, b));
      await api(ctx, 'POST', '/api/linkIdeaIdeas', token(1), linkIdeaIdeaBody(21, b, a));
      await api(ctx, 'POST', '/api/linkIdeaIdeas', token(2), linkIdeaIdeaBody(22, b, a));
      const res = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token(3),
        linkIdeaIdeaBody(26, a, b),
      );
      const link = res.json<LinkIdeaIdeaDto>();
      // support/oppose: ana +1, ben +1, cai -1 → Σc = 1.5, Σc·level = 0.5 → avg 1/3.
      // similar: dee → 0.5. complex: 0. reversed: cai → 0.5 / 2.0 = 0.25.
      expect(link.significanceSupportOppose).toBeCloseTo(1.5, 12);
      expect(link.significanceSimilar).toBeCloseTo(0.5, 12);
      expect(link.significanceComplex).toBe(0);
      expect(link.avgLevelSupportOppose).toBeCloseTo(1 / 3, 12);
      expect(link.avgLevelReversed).toBeCloseTo(0.25, 12);

      const ideaA = await getIdea(a);
      expect(ideaA.linkedIdeas).toHaveLength(1);
      const entryA = ideaA.linkedIdeas[0]!;
      expect(entryA.other._id).toBe(b);
      expect(entryA.thisIsCause).toBe(true);
      expect(classifyIdeaLink(entryA.link, entryA.thisIsCause)).toEqual(['supports']);
      const entryB = (await getIdea(b)).linkedIdeas[0]!;
      expect(entryB.thisIsCause).toBe(false);
      expect(classifyIdeaLink(entryB.link, entryB.thisIsCause)).toEqual(['supportedBy']);
    });

    it('answers 400 for a self link or a bad mode, 404 for an unknown idea', async () => {
      const a = await newIdea();
      const self = await api(ctx, 'POST', '/api/linkIdeaIdeas', token(0), {
        ideaCause: a,
        ideaEffect: a,
        modeOnSubmit: 20,
      });
      expect(self.statusCode).toBe(400);
      expect(messages(self.body)).toEqual([LINK_MESSAGES.SELF_LINK_IDEA]);
      const b = await newIdea();
      for (const mode of [19, 28, 30, 50, 20.5, '20']) {
        const bad = await api(ctx, 'POST', '/api/linkIdeaIdeas', token(0), {
          ideaCause: a,
          ideaEffect: b,
          modeOnSubmit: mode,
        });
        expect(bad.statusCode).toBe(400);
      }
      const unknown = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token(0),
        linkIdeaIdeaBody(20, a, UNKNOWN_ID),
      );
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
      const page = await api(ctx, 'GET', `/api/linkIdeaIdeas/${UNKNOWN_ID}`, token(0));
      expect(page.statusCode).toBe(404);
      expect(messages(page.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);
    });
  });

  describe('idea to agent', () => {
    it('30/40 strengthen and 31/41 weaken; both screens list the link', async () => {
      const idea = await newIdea();
      const agent = await newAgent();
      const first = await api(ctx, 'POST', '/api/linkIdeaAgents', token(0), {
        idea,
        agent,
        modeOnSubmit: 30,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json<LinkIdeaAgentDto>()).toMatchObject({
        idea: { _id: idea },
        agent: { _id: agent },
        avgLevel: 1,
      });
      await api(ctx, 'POST', '/api/linkIdeaAgents', token(1), { idea, agent, modeOnSubmit: 41 });
      const third = await api(ctx, 'POST', '/api/linkIdeaAgents', token(2), {
        idea,
        agent,
        modeOnSubmit: 31,
      });
      const link = third.json<LinkIdeaAgentDto>();
      expect(link._id).toBe(first.json<LinkIdeaAgentDto>()._id);
      // (0.5·1 + 0.5·-1 + 0.5·-1) / 1.5 = -1/3.
      expect(link.avgLevel).toBeCloseTo(-1 / 3, 12);
      // ben's 40 replaces his 41: (0.5 - 0.5 + 0.5) / 1.5 = 1/3.
      const replaced = (
        await api(ctx, 'POST', '/api/linkIdeaAgents', token(1), { idea, agent, modeOnSubmit: 40 })
      ).json<LinkIdeaAgentDto>();
      expect(replaced.avgLevel).toBeCloseTo(1 / 3, 12);

      const onIdea = (await getIdea(idea)).linkedAgents;
      expect(onIdea.map((e) => e.other._id)).toEqual([agent]);
      expect(classifyIdeaAgentLink(onIdea[0]!.link)).toBe('strengthens');
      const onAgent = (await getAgent(agent)).linkedIdeas;
      expect(onAgent.map((e) => e.other._id)).toEqual([idea]);
      const page = await api(ctx, 'GET', `/api/linkIdeaAgents/${link._id}`, token(3));
      expect(page.json<LinkIdeaAgentDto>().avgLevel).toBeCloseTo(1 / 3, 12);
      // Each reader's own rating comes with the link: none for a reader who gave none.
      expect(page.json<LinkIdeaAgentDto>().myRating).toBeNull();
      expect(link.myRating).toEqual({
        level: -1,
        confidence: 0.5,
        isSimilar: false,
        isComplex: false,
        isReversed: false,
      });
      expect(replaced.myRating).toMatchObject({ level: 1 });
    });

    it('answers 404 for an unknown idea or agent and 400 for a bad mode', async () => {
      const idea = await newIdea();
      const agent = await newAgent();
      const noIdea = await api(ctx, 'POST', '/api/linkIdeaAgents', token(0), {
        idea: UNKNOWN_ID,
        agent,
        modeOnSubmit: 30,
      });
      expect(noIdea.statusCode).toBe(404);
      expect(messages(noIdea.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
      const noAgent = await api(ctx, 'POST', '/api/linkIdeaAgents', token(0), {
        idea,
        agent: UNKNOWN_ID,
        modeOnSubmit: 30,
      });
      expect(noAgent.statusCode).toBe(404);
      expect(messages(noAgent.body)).toEqual([AGENT_MESSAGES.NOT_FOUND]);
      const bad = await api(ctx, 'POST', '/api/linkIdeaAgents', token(0), {
        idea,
        agent,
        modeOnSubmit: 20,
      });
      expect(bad.statusCode).toBe(400);
      expect(messages(bad.body)).toEqual([LINK_MESSAGES.MODE_INVALID_IDEA_AGENT]);
    });
  });

  describe('agent to agent', () => {
    it('modes 50–55 store the pair first-agent-first; reversed creations rate the same link', async () => {
      const x = await newAgent();
      const y = await newAgent();
      const first = await api(
        ctx,
        'POST',
        '/api/linkAgentAgents',
        token(0),
        linkAgentAgentBody(51, x, y),
      );
      expect(first.statusCode).toBe(201);
      const link = first.json<LinkAgentAgentDto>();
      expect(link.agent1._id).toBe(y);
      expect(link.agent2._id).toBe(x);
      // ben: x opposes y (x first, so reversed against the stored y→x); cai: similar.
      await api(ctx, 'POST', '/api/linkAgentAgents', token(1), linkAgentAgentBody(52, x, y));
      const third = (
        await api(ctx, 'POST', '/api/linkAgentAgents', token(2), linkAgentAgentBody(55, x, y))
      ).json<LinkAgentAgentDto>();
      expect(third._id).toBe(link._id);
      expect(third).toMatchObject({
        significanceSupportOppose: 1,
        significanceSimilar: 0.5,
        avgLevelSupportOppose: 0,
      });
      const ratings = await ratingsOf('link_agent_agent_ratings', link._id);
      expect(ratings.map((r) => [r.level, r.is_similar, r.is_reversed]).sort()).toEqual([
        [-1, 0, 1],
        [0, 1, 0],
        [1, 0, 0],
      ]);
      const onX = (await getAgent(x)).linkedAgents;
      expect(onX).toHaveLength(1);
      expect(onX[0]!.thisIsAgent1).toBe(false);
      expect(classifyAgentLink(onX[0]!.link)).toBe('friend');
      const onY = (await getAgent(y)).linkedAgents;
      expect(onY[0]!.thisIsAgent1).toBe(true);
      // The page reads as the creation answered, with each reader's own rating.
      const page = await api(ctx, 'GET', `/api/linkAgentAgents/${link._id}`, token(2));
      expect(page.json()).toEqual(third);
      expect(third.myRating).toEqual({
        level: 0,
        confidence: 0.5,
        isSimilar: true,
        isComplex: false,
        isReversed: false,
      });
      const creators = await api(ctx, 'GET', `/api/linkAgentAgents/${link._id}`, token(0));
      expect(creators.json<LinkAgentAgentDto>().myRating).toMatchObject({
        level: 1,
        isSimilar: false,
      });
    });

    it('answers 400 for a self link and 404 for an unknown agent', async () => {
      const x = await newAgent();
      const self = await api(ctx, 'POST', '/api/linkAgentAgents', token(0), {
        agent1: x,
        agent2: x,
        modeOnSubmit: 50,
      });
      expect(self.statusCode).toBe(400);
      expect(messages(self.body)).toEqual([LINK_MESSAGES.SELF_LINK_AGENT]);
      const unknown = await api(ctx, 'POST', '/api/linkAgentAgents', token(0), {
        agent1: x,
        agent2: UNKNOWN_ID,
        modeOnSubmit: 50,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('authorisation', () => {
    // Fastify validates the body before the auth hooks run, so these bodies are well formed.
    it.each([
      [
        '/api/linkIdeaIdeas',
        { ideaCause: UNKNOWN_ID, ideaEffect: `${UNKNOWN_ID}x`, modeOnSubmit: 20 },
      ],
      ['/api/linkIdeaAgents', { idea: UNKNOWN_ID, agent: UNKNOWN_ID, modeOnSubmit: 30 }],
      ['/api/linkAgentAgents', { agent1: UNKNOWN_ID, agent2: `${UNKNOWN_ID}x`, modeOnSubmit: 50 }],
    ] as const)('POST %s answers 401 without a token and 403 to a student', async (url, body) => {
      const anonymous = await api(ctx, 'POST', url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(messages(anonymous.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
      const forbidden = await api(ctx, 'POST', url, student, body);
      expect(forbidden.statusCode).toBe(403);
      expect(messages(forbidden.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    });

    it.each(['/api/linkIdeaIdeas', '/api/linkIdeaAgents', '/api/linkAgentAgents'])(
      'GET %s/{id} answers 401 without a token, 404 to a student for an unknown link',
      async (url) => {
        expect((await api(ctx, 'GET', `${url}/${UNKNOWN_ID}`)).statusCode).toBe(401);
        expect((await api(ctx, 'GET', `${url}/${UNKNOWN_ID}`, student)).statusCode).toBe(404);
      },
    );
  });

  it('an idea screen reads its links with a fixed number of queries', async () => {
    const counter = new QueryRecorder();
    const counted = await serverWithPlugin(ctx, counter);
    const queriesFor = async (ideaId: string) => {
      counter.runs = 0;
      const res = await counted.inject({
        method: 'GET',
        url: `/api/ideas/${ideaId}`,
        headers: { 'x-auth-token': token(0) },
      });
      expect(res.statusCode).toBe(200);
      return counter.runs;
    };
    try {
      const few = await newIdea();
      await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token(0),
        linkIdeaIdeaBody(20, few, await newIdea()),
      );
      const many = await newIdea();
      for (const mode of [20, 21, 22, 23, 24, 25] as const) {
        await api(
          ctx,
          'POST',
          '/api/linkIdeaIdeas',
          token(0),
          linkIdeaIdeaBody(mode, many, await newIdea()),
        );
      }
      for (const modeOnSubmit of [30, 31, 30] as const) {
        await api(ctx, 'POST', '/api/linkIdeaAgents', token(0), {
          idea: many,
          agent: await newAgent(),
          modeOnSubmit,
        });
      }
      expect((await getIdea(many)).linkedIdeas).toHaveLength(6);
      expect(await queriesFor(many)).toBe(await queriesFor(few));
    } finally {
      await counted.close();
    }
  });

  it('malformed bodies never cause a 5xx', async () => {
    const idea = await newIdea();
    const agent = await newAgent();
    const value = fc.oneof(
      fc.constant(idea),
      fc.constant(agent),
      fc.constant(UNKNOWN_ID),
      fc.string(),
      fc.integer({ min: 0, max: 60 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const body = fc.oneof(
      fc.record(
        {
          ideaCause: value,
          ideaEffect: value,
          idea: value,
          agent: value,
          agent1: value,
          agent2: value,
          modeOnSubmit: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/linkIdeaIdeas', '/api/linkIdeaAgents', '/api/linkAgentAgents'),
        body,
        async (url, payload) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            headers: { 'x-auth-token': token(0), 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
