import {
  AUTH_MESSAGES,
  emptyIdeaScaleAggregates,
  IDEA_MESSAGES as M,
  type IdeaDto,
  type IdeaSummary,
} from '@thoughtful/shared';
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

const ELEVEN = [
  'Invalid "headline". Please be more descriptive.',
  '"Good intent" level inadequate.',
  'Please upload a valid pdf file.',
  'Invalid url.',
  'Inadequate big picture context. Please be more descriptive.',
  'Inadequate bottom line. Please be more descriptive.',
  'Inadequate why this matters to me. Please be more descriptive.',
  'Inadequate why this matters to critics. Please be more descriptive.',
  'Inadequate arguments from critics. Please be more descriptive.',
  'Inadequate response to what would change your mind. Please be more descriptive.',
  'Position on proxy slider must be selected',
];

describe.each(TEST_DIALECTS)('inTells API on %s', (dialect) => {
  let ctx: TestContext;
  let teacher: string;
  let teacherId: string;
  let student: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    teacherId = await createUser(ctx, 'maya@example.org', { student: false });
    await createUser(ctx, 'sam@example.org', { student: false });
    await createUser(ctx, 'stu@example.org');
    teacher = await loginToken(ctx, 'maya@example.org');
    other = await loginToken(ctx, 'sam@example.org');
    student = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('authorisation', () => {
    it.each([
      ['GET', '/api/ideas'],
      ['GET', '/api/ideas?searchString=x'],
      ['GET', '/api/ideas/0123456789abcdef01234567'],
      ['POST', '/api/ideas'],
    ] as const)('%s %s answers 401 without a token', async (method, url) => {
      const res = await api(
        ctx,
        method,
        url,
        undefined,
        method === 'POST' ? fullIdea() : undefined,
      );
      expect(res.statusCode).toBe(401);
      expect(messages(res.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
    });

    it('refuses a student creating an idea (403) but lets them read', async () => {
      const res = await api(ctx, 'POST', '/api/ideas', student, fullIdea());
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual(['Students cannot do that']);
      const { _id } = await createIdea(ctx, teacher, fullIdea());
      expect((await api(ctx, 'GET', `/api/ideas/${_id}`, student)).statusCode).toBe(200);
      expect((await api(ctx, 'GET', '/api/ideas', student)).statusCode).toBe(200);
    });
  });

  describe('POST /api/ideas, full variant', () => {
    it('creates a framed inTell with its waveMakers and answers 201 with the idea', async () => {
      const ipcc = await createAgent(ctx, teacher, 'IPCC', 'ipcc.ch');
      const greta = await createAgent(ctx, teacher, 'Greta Thunberg');
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        fullIdea({
          url: 'example.org/trees',
          proxyLevel: 0.04,
          proxySources: [{ _id: ipcc._id, name: 'whatever the client thinks' }],
          players: [greta, greta],
          atCore: true,
          text: 'Trees are the lungs of cities',
        }),
      );
      expect(res.statusCode).toBe(201);
      const idea = res.json<IdeaDto>();
      expect(idea).toMatchObject({
        myPoint: 'Cities should plant more trees',
        url: 'https://example.org/trees',
        proxyLevel: 0,
        proxySources: [{ _id: ipcc._id, name: 'IPCC' }],
        players: [{ _id: greta._id, name: 'Greta Thunberg' }],
        atCore: true,
        goodIntentLevel: 2,
        frameContext: 'Urban heat in summer',
        text: 'Trees are the lungs of cities',
        isPdf: false,
        isVideo: false,
        ideaReferenced: null,
        myScale: null,
        scaleAggregates: emptyIdeaScaleAggregates(),
        scaleCount: 0,
        linkedIdeas: [],
        linkedAgents: [],
        quotes: [],
      });
      // The author is the member, shown by public name with their own waveMaker.
      expect(idea.user._id).toBe(teacherId);
      expect(idea.user.name).toBe('maya');
      expect(idea.user.agents).toHaveLength(1);
      expect(idea.agents).toEqual(idea.user.agents);
      const again = await api(ctx, 'GET', `/api/ideas/${idea._id}`, other);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(idea);
    });

    it("makes the member's own waveMaker once, with the first idea", async () => {
      const first = (await api(ctx, 'POST', '/api/ideas', other, fullIdea())).json<IdeaDto>();
      const second = (await api(ctx, 'POST', '/api/ideas', other, fullIdea())).json<IdeaDto>();
      expect(first.user.agents).toEqual(second.user.agents);
      const own = first.user.agents[0]!;
      expect(own.name).toBe('sam');
      const agent = await api(ctx, 'GET', `/api/agents/${own._id}`, teacher);
      expect(agent.json()).toMatchObject({
        url: '',
        member: { _id: first.user._id, name: 'sam' },
        user: { _id: first.user._id, name: 'sam' },
      });
      const owned = await ctx.database.db
        .selectFrom('agents')
        .select('id')
        .where('member_user_id', '=', first.user._id!)
        .execute();
      expect(owned).toHaveLength(1);
    });

    it('lists all eleven problems, word for word and in order', async () => {
      const res = await api(ctx, 'POST', '/api/ideas', teacher, {
        goodIntentLevel: 1,
        myPoint: 'ab',
        myContent: '',
        image: '',
        isPdf: true,
        url: '',
        isVideo: true,
        frameContext: '',
        frameResolution: ' ',
        myConcern: '',
        criticConcern: '',
        criticContent: '',
        errorCorrection: '',
        proxyLevel: -2,
        proxySources: [],
        players: [],
        atCore: false,
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(ELEVEN);
    });

    const oneFailure: [string, Parameters<typeof fullIdea>[0], string][] = [
      ['a two-letter headline', { myPoint: ' ab ' }, ELEVEN[0]!],
      ['a 61-character headline', { myPoint: 'x'.repeat(61) }, M.HEADLINE_TOO_LONG],
      ['good intent level 1', { goodIntentLevel: 1 }, ELEVEN[1]!],
      ['a PDF without its file', { isPdf: true, image: '' }, ELEVEN[2]!],
      ['a video without a URL', { isVideo: true, url: '' }, ELEVEN[3]!],
      ['a javascript: URL', { url: 'javascript:alert(1)' }, ELEVEN[3]!],
      ['an ftp URL', { url: 'ftp://example.org/x' }, ELEVEN[3]!],
      ['no big picture', { frameContext: '' }, ELEVEN[4]!],
      ['no bottom line', { frameResolution: '' }, ELEVEN[5]!],
      ['no why-it-matters', { myConcern: '' }, ELEVEN[6]!],
      ['no critics values', { criticConcern: '' }, ELEVEN[7]!],
      ['no critics arguments', { criticContent: '' }, ELEVEN[8]!],
      ['no change of mind', { errorCorrection: '' }, ELEVEN[9]!],
      ['an unset slider', { proxyLevel: -2 }, ELEVEN[10]!],
      ['a data: image', { image: 'data:image/png;base64,AA' }, M.IMAGE_INVALID],
    ];
    it.each(oneFailure)('refuses %s with exactly its message', async (_name, overrides, msg) => {
      const res = await api(ctx, 'POST', '/api/ideas', teacher, fullIdea(overrides));
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([msg]);
    });

    it('refuses out-of-range numbers with a 400 naming the field', async () => {
      const slider = await api(ctx, 'POST', '/api/ideas', teacher, fullIdea({ proxyLevel: 1.5 }));
      expect(slider.statusCode).toBe(400);
      expect(messages(slider.body)).toEqual(['proxyLevel must be from 0 to 1, or -2 when unset']);
      const intent = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        fullIdea({ goodIntentLevel: 3 }),
      );
      expect(intent.statusCode).toBe(400);
      expect(messages(intent.body)).toEqual(['goodIntentLevel must be 0, 1 or 2']);
    });

    it('refuses waveMakers that do not exist, together with the other problems', async () => {
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        fullIdea({
          myPoint: '',
          proxySources: [{ _id: 'missing1', name: 'Nobody' }],
          players: [{ _id: 'missing2', name: '' }],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        ELEVEN[0],
        'waveMaker not found: missing2',
        'waveMaker not found: Nobody',
      ]);
    });

    it('refuses agents in a framed inTell and a quoted inTell that does not exist', async () => {
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        fullIdea({ agents: [], ideaReferenced: 'nosuchidea' }),
      );
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([M.AGENTS_WITH_FRAME, M.REFERENCED_NOT_FOUND]);
    });

    it('stores a PDF by its media path and a quoted inTell', async () => {
      const quoted = await createIdea(ctx, teacher, fullIdea());
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        fullIdea({
          isPdf: true,
          image: '/media/abcdefghijklmnopqrstuv.pdf',
          ideaReferenced: quoted._id,
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        isPdf: true,
        image: '/media/abcdefghijklmnopqrstuv.pdf',
        ideaReferenced: quoted._id,
      });
    });
  });

  describe('POST /api/ideas, simple variant (agents, no framing)', () => {
    it('creates a text inTell attributed to the member', async () => {
      const res = await api(ctx, 'POST', '/api/ideas', teacher, simpleIdea());
      expect(res.statusCode).toBe(201);
      const idea = res.json<IdeaDto>();
      expect(idea).toMatchObject({
        myContent: 'A short thought of mine',
        proxyLevel: -2,
        frameContext: '',
        goodIntentLevel: 1,
      });
      expect(idea.agents).toEqual(idea.user.agents);
    });

    it('refuses text of two characters, and a title over 60', async () => {
      const short = await api(ctx, 'POST', '/api/ideas', teacher, simpleIdea({ myContent: 'ab' }));
      expect(short.statusCode).toBe(400);
      expect(messages(short.body)).toEqual(['Invalid content. Please be more descriptive.']);
      const long = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        simpleIdea({ myPoint: 'x'.repeat(61) }),
      );
      expect(messages(long.body)).toEqual([M.TITLE_TOO_LONG]);
    });

    it('needs a title and the uploaded file in PDF mode', async () => {
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        simpleIdea({ isPdf: true, myContent: '', myPoint: '', image: '' }),
      );
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        'Invalid "title". Please be more descriptive.',
        'Please upload a valid pdf file.',
      ]);
      const ok = await api(
        ctx,
        'POST',
        '/api/ideas',
        teacher,
        simpleIdea({
          isPdf: true,
          myContent: '',
          myPoint: 'Energy audit',
          image: '/media/abcdefghijklmnopqrstuv.pdf',
        }),
      );
      expect(ok.statusCode).toBe(201);
    });

    it('creates a web-page inTell attributed to the named waveMakers', async () => {
      const owid = await createAgent(ctx, teacher, 'Our World in Data', 'ourworldindata.org');
      const res = await api(ctx, 'POST', '/api/ideas', teacher, {
        goodIntentLevel: 0,
        myPoint: 'CO2 emissions by country',
        url: 'ourworldindata.org/co2-emissions',
        image: '',
        isVideo: false,
        agents: [owid],
      });
      expect(res.statusCode).toBe(201);
      const idea = res.json<IdeaDto>();
      expect(idea.url).toBe('https://ourworldindata.org/co2-emissions');
      expect(idea.agents).toEqual([{ _id: owid._id, name: 'Our World in Data' }]);
      const agent = await api(ctx, 'GET', `/api/agents/${owid._id}`, teacher);
      expect(agent.json<{ attributed: IdeaSummary[] }>().attributed.map((i) => i._id)).toEqual([
        idea._id,
      ]);
    });

    it('applies the web rules: headline, URL, and confirmed intent when the member is the author', async () => {
      const res = await api(ctx, 'POST', '/api/ideas', teacher, {
        goodIntentLevel: 0,
        myPoint: 'ab',
        url: 'not a url',
        agents: [],
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        'Invalid "headline". Please be more descriptive.',
        'Invalid url.',
        '"Good intent" not confirmed.',
      ]);
      const video = await api(ctx, 'POST', '/api/ideas', teacher, {
        goodIntentLevel: 1,
        myPoint: 'A talk',
        url: '',
        isVideo: true,
        agents: [],
      });
      expect(messages(video.body)).toEqual(['Invalid url.']);
      const ok = await api(ctx, 'POST', '/api/ideas', teacher, {
        goodIntentLevel: 1,
        myPoint: 'A talk',
        url: 'https://www.youtube.com/watch?v=abc',
        isVideo: true,
        agents: [],
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ isVideo: true });
    });
  });

  describe('GET /api/ideas/{id}', () => {
    it('answers 404 for an unknown id and 400 for one that cannot be an id', async () => {
      const missing = await api(ctx, 'GET', '/api/ideas/0123456789abcdef01234567', teacher);
      expect(missing.statusCode).toBe(404);
      expect(messages(missing.body)).toEqual(['Idea not found']);
      const odd = await api(ctx, 'GET', `/api/ideas/${encodeURIComponent("x' or 1=1")}`, teacher);
      expect(odd.statusCode).toBe(400);
      expect(messages(odd.body)).toEqual(['Invalid id']);
    });
  });

  describe('GET /api/ideas (latest)', () => {
    it('answers the latest ten, newest first, with labels', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        ids.push(
          (await createIdea(ctx, other, fullIdea({ myPoint: `Latest idea number ${i}` })))._id,
        );
        await sleep(2);
      }
      const newestFirst = ids.reverse();
      for (const url of ['/api/ideas', '/api/ideas?limitSize=10']) {
        const res = await api(ctx, 'GET', url, teacher);
        expect(res.statusCode).toBe(200);
        const list = res.json<IdeaSummary[]>();
        expect(list.map((i) => i._id)).toEqual(newestFirst.slice(0, 10));
        expect(list[0]).toMatchObject({ label: 'Latest idea number 11', user: { name: 'sam' } });
      }
      const three = await api(ctx, 'GET', '/api/ideas?limitSize=3', teacher);
      expect(three.json<IdeaSummary[]>().map((i) => i._id)).toEqual(newestFirst.slice(0, 3));
    });

    it.each(['0', '11', 'abc', '2.5', '-1', ''])(
      'refuses limitSize=%j with a 400',
      async (size) => {
        const res = await api(ctx, 'GET', `/api/ideas?limitSize=${size}`, teacher);
        expect(res.statusCode).toBe(400);
        expect(messages(res.body)).toEqual(['limitSize must be a whole number from 1 to 10']);
      },
    );
  });
});
