import { linkIdeaAgentBody, linkIdeaIdeaBody, type IdeaIdeaMode } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIdeaPublicRows } from '../src/modules/reads/idea-public-rows';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * On PostgreSQL an inTell's public part is read in one statement, each list a JSON array
 * (ideas/idea-public-rows.ts); it must be, row for row and digit for digit, what the same
 * queries give one by one (the way SQLite reads it).
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('an inTell’s public part on postgres', () => {
  let ctx: TestContext;
  const tokens: string[] = [];
  let main = '';

  beforeAll(async () => {
    ctx = await createTestApp('postgres');
    for (const name of ['ana', 'ben', 'cai']) {
      await createUser(ctx, `${name}@example.org`, { student: false });
      tokens.push(await loginToken(ctx, `${name}@example.org`));
    }
    const [ana, ben, cai] = tokens as [string, string, string];
    const author = await createAgent(ctx, ana, 'Tree Trust');
    main = (
      await createIdea(ctx, ana, simpleIdea({ myContent: 'Trees cool streets', agents: [author] }))
    )._id;
    const other = async (text: string) =>
      (await createIdea(ctx, ben, simpleIdea({ myContent: text })))._id;
    const link = async (token: string, mode: IdeaIdeaMode, thisId: string, otherId: string) => {
      const res = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token,
        linkIdeaIdeaBody(mode, thisId, otherId),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    // The main inTell at both ends of links, figures that need all 17 digits of a double.
    const shade = await link(ana, 20, main, await other('Shade lowers heat'));
    const rate = async (token: string, id: string, level: number, confidence: number) => {
      const res = await api(ctx, 'POST', `/api/linkIdeaIdeas/${id}/scale`, token, {
        level,
        confidence,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rate(ben, shade, 0.66, 0.1);
    await rate(cai, shade, -1, 0.5);
    await link(ben, 21, main, await other('Heat waves grow')); // the main inTell the effect
    await link(cai, 26, main, await other('Parks cool too'));
    const agentLink = await api(
      ctx,
      'POST',
      '/api/linkIdeaAgents',
      ben,
      linkIdeaAgentBody(41, (await createAgent(ctx, ben, 'City Council'))._id, main),
    );
    expect(agentLink.statusCode, agentLink.body).toBe(201);
    for (const text of ['streets', 'cool']) {
      const quoted = await api(ctx, 'POST', `/api/ideas/${main}/quotes`, cai, { text });
      expect(quoted.statusCode, quoted.body).toBe(201);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reads in one statement the rows the queries give one by one, in their order', async () => {
    const recorder = new QueryRecorder();
    const db = ctx.database.db.withPlugin(recorder);
    const inOne = await readIdeaPublicRows(db, 'postgres', main);
    expect(recorder.runs).toBe(1);
    recorder.runs = 0;
    const oneByOne = await readIdeaPublicRows(db, 'sqlite', main);
    expect(recorder.runs).toBe(7);
    expect(inOne).toEqual(oneByOne);
    expect(inOne?.author?.own_agent_name).toBe('ana');
    expect(inOne?.agents.map((agent) => agent.name)).toEqual(['Tree Trust']);
    expect(inOne?.linkedIdeas).toHaveLength(3);
    expect(inOne?.linkedIdeas.map((row) => row.this_is_cause).sort()).toEqual([0, 1, 1]);
    expect(inOne?.linkedAgents.map((row) => row.name)).toEqual(['City Council']);
    expect(inOne?.quotes).toHaveLength(2);
    // A figure that a JSON number with fewer digits would round.
    const averages = inOne?.linkedIdeas.map((row) => row.avg_level_support_oppose) ?? [];
    expect(averages.some((value) => Number(value.toPrecision(15)) !== value)).toBe(true);
  });

  it('answers undefined for an unknown inTell, and empty lists for an inTell with no links', async () => {
    expect(await readIdeaPublicRows(ctx.database.db, 'postgres', '0123456789abcdef01234567')).toBe(
      undefined,
    );
    const alone = (await createIdea(ctx, tokens[0]!, simpleIdea({ myContent: 'Alone' })))._id;
    const rows = await readIdeaPublicRows(ctx.database.db, 'postgres', alone);
    expect(rows).toEqual(await readIdeaPublicRows(ctx.database.db, 'sqlite', alone));
    // Its author is the member's own waveMaker, made with their first inTell.
    expect(rows?.agents.map((agent) => agent.name)).toEqual(['ana']);
    expect(rows).toMatchObject({ linkedIdeas: [], linkedAgents: [], quotes: [] });
  });
});
