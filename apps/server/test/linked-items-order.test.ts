import { CompiledQuery, createQueryId } from 'kysely';
import {
  linkAgentAgentBody,
  linkIdeaIdeaBody,
  type AgentDto,
  type IdeaDto,
  type IdeaIdeaMode,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listLinkedAgentsOfIdea,
  listLinkedIdeas,
  listLinkedIdeasOfAgent,
} from '../src/modules/links/links.repository';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The linked items of an inTell or a waveMaker are read off indexes in the order the screens list
 * them (migration 0013, docs/benchmarks.md): the first 300 of thousands of links, with no sort of
 * all of them. SQLite's query plans show it (PostgreSQL picks plans by table size: a small test
 * table is scanned whatever the indexes).
 */
describe('linked items read in index order (SQLite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    [
      'an inTell’s linked inTells',
      listLinkedIdeas,
      2,
      /USING INDEX link_idea_idea_(cause|effect)_order_idx/,
    ],
    [
      'an inTell’s linked waveMakers',
      listLinkedAgentsOfIdea,
      1,
      /USING INDEX link_idea_agent_idea_order_idx/,
    ],
    [
      'a waveMaker’s linked inTells',
      listLinkedIdeasOfAgent,
      1,
      /USING INDEX link_idea_agent_agent_order_idx/,
    ],
  ] as const)('%s: an index in order, no sort', async (_name, read, queries, index) => {
    const recorder = new QueryRecorder();
    await read(ctx.database.db.withPlugin(recorder), '0123456789abcdef01234567');
    expect(recorder.nodes).toHaveLength(queries);
    for (const node of recorder.nodes) {
      const compiled = ctx.database.db.getExecutor().compileQuery(node, createQueryId());
      const plan = await ctx.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toMatch(index);
      expect(details).not.toMatch(/TEMP B-TREE|SCAN l\b/);
    }
  });
});

/**
 * The inTell's read lists its linked inTells most significant first, the three significances
 * added up, ties by the link's id (docs/decisions/2026-11-21-links.md 'Links: who, figures and
 * reading'), whichever end of each link the inTell is: the screens' columns take links from both
 * ends in this order. The waveMaker's read lists its waveMaker links the same way.
 */
describe.each(TEST_DIALECTS)('linked items most significant first on %s', (dialect) => {
  let ctx: TestContext;
  const tokens: string[] = [];
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (let i = 0; i < 4; i += 1) {
      await createUser(ctx, `rater${i}@example.org`, { student: false });
      tokens.push(await loginToken(ctx, `rater${i}@example.org`));
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  const token = (i: number) => tokens[i] ?? '';
  async function newIdea(label: string): Promise<string> {
    n += 1;
    return (await createIdea(ctx, token(0), simpleIdea({ myContent: `${label} ${n}` })))._id;
  }
  /** `raters` members link this inTell and the other by `mode`, each at confidence 0.5. */
  async function linkIdeas(mode: IdeaIdeaMode, thisId: string, otherId: string, raters: number) {
    let linkId = '';
    for (let i = 0; i < raters; i += 1) {
      const res = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        token(i),
        linkIdeaIdeaBody(mode, thisId, otherId),
      );
      expect(res.statusCode, res.body).toBe(201);
      linkId = res.json<{ _id: string }>()._id;
    }
    return linkId;
  }

  it('an inTell’s linked inTells, from both ends, heaviest first, ties by link id', async () => {
    const main = await newIdea('Main');
    const [light, heavy, tieA, tieB, middle] = await Promise.all(
      ['Light', 'Heavy', 'Tie A', 'Tie B', 'Middle'].map((label) => newIdea(label)),
    );
    // As cause: 'light' 0.5 (support) and 'tieA' 1 (similar); as effect: 'heavy' 1.5 (support by
    // three), 'tieB' 1 (complex), 'middle' 1 (opposed by two, reversed once).
    const links = {
      light: await linkIdeas(20, main, light!, 1),
      tieA: await linkIdeas(26, main, tieA!, 2),
      heavy: await linkIdeas(21, main, heavy!, 3),
      tieB: await linkIdeas(25, main, tieB!, 2),
      middle: await linkIdeas(23, main, middle!, 1),
    };
    // A second rater of 'middle' sees it the other way round: it stays one link, weight 1.
    await api(ctx, 'POST', '/api/linkIdeaIdeas', token(1), linkIdeaIdeaBody(22, main, middle!));

    const res = await api(ctx, 'GET', `/api/ideas/${main}`, token(0));
    expect(res.statusCode).toBe(200);
    const listed = res.json<IdeaDto>().linkedIdeas;
    const weight = (e: (typeof listed)[number]) =>
      e.link.significanceSupportOppose + e.link.significanceSimilar + e.link.significanceComplex;
    const ties = [links.tieA, links.tieB, links.middle].sort();
    expect(listed.map((e) => e.link._id)).toEqual([links.heavy, ...ties, links.light]);
    expect(listed.map(weight)).toEqual([1.5, 1, 1, 1, 0.5]);
    // Both ends are in the list: the order does not follow them.
    expect(listed.map((e) => e.thisIsCause)).toContain(true);
    expect(listed.map((e) => e.thisIsCause)).toContain(false);
  });

  it('a waveMaker’s linked waveMakers, from both ends, heaviest first', async () => {
    n += 1;
    const agent = async (label: string) =>
      (await createAgent(ctx, token(0), `${label} agent ${n}`))._id;
    const main = await agent('Main');
    const light = await agent('Light');
    const heavy = await agent('Heavy');
    const lightLink = await api(
      ctx,
      'POST',
      '/api/linkAgentAgents',
      token(0),
      linkAgentAgentBody(50, main, light),
    );
    let heavyLink = '';
    for (let i = 0; i < 3; i += 1) {
      const res = await api(
        ctx,
        'POST',
        '/api/linkAgentAgents',
        token(i),
        linkAgentAgentBody(51, main, heavy),
      );
      heavyLink = res.json<{ _id: string }>()._id;
    }
    const res = await api(ctx, 'GET', `/api/agents/${main}`, token(0));
    const listed = res.json<AgentDto>().linkedAgents;
    expect(listed.map((e) => e.link._id)).toEqual([
      heavyLink,
      lightLink.json<{ _id: string }>()._id,
    ]);
    expect(listed.map((e) => e.thisIsAgent1)).toEqual([false, true]);
  });
});
