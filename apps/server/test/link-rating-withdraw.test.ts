import {
  AUTH_MESSAGES,
  computeAgentAgentFigures,
  computeIdeaAgentFigures,
  computeIdeaIdeaFigures,
  LINK_MESSAGES,
  linkAgentAgentBody,
  linkIdeaIdeaBody,
  type IdeaDto,
  type LinkRating,
  type WithdrawnLinkAgentAgent,
  type WithdrawnLinkIdeaAgent,
  type WithdrawnLinkIdeaIdea,
} from '@thoughtful/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { CONTROL_CHARACTERS } from './helpers/control-text';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * A member withdraws his or her own rating of a link: `DELETE /api/linkIdeaIdeas/{id}/
 * scale` and its siblings for idea–agent and waveMaker–waveMaker links remove the caller's rating
 * only, recompute the link's figures from the ratings left (DESIGN.md §5, the shared rules), and
 * remove a link no rating is left on. Anonymous 401, students 403, an unknown link 404 'Link not
 * found', no rating of one's own 404 'You have not rated this link'; never a 5xx.
 */

const UNKNOWN_ID = '0123456789abcdef01234567';
type Who = 'ana' | 'ben' | 'cai' | 'dee' | 'stu';
type Kind = 'ideaIdea' | 'ideaAgent' | 'agentAgent';
const PATH: Record<Kind, string> = {
  ideaIdea: '/api/linkIdeaIdeas',
  ideaAgent: '/api/linkIdeaAgents',
  agentAgent: '/api/linkAgentAgents',
};
const RATINGS = {
  ideaIdea: 'link_idea_idea_ratings',
  ideaAgent: 'link_idea_agent_ratings',
  agentAgent: 'link_agent_agent_ratings',
} as const;
const LINKS = {
  ideaIdea: 'link_idea_idea',
  ideaAgent: 'link_idea_agent',
  agentAgent: 'link_agent_agent',
} as const;

describe.each(TEST_DIALECTS)('withdrawing one’s rating of a link on %s', (dialect) => {
  let ctx: TestContext;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['ana', 'ben', 'cai', 'dee'] as const) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    ids.stu = await createUser(ctx, 'stu@example.org');
    tokens.stu = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function newIdea(): Promise<string> {
    n += 1;
    return (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: `Withdrawn thought ${n}` })))
      ._id;
  }
  async function newAgent(): Promise<string> {
    n += 1;
    return (await createAgent(ctx, tokens.ana, `Withdrawn agent ${n}`))._id;
  }
  async function post(who: Who, path: string, body: unknown): Promise<{ _id: string }> {
    const res = await api(ctx, 'POST', path, tokens[who], body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<{ _id: string }>();
  }
  /** ana creates a link of the kind (support); returns its id and its two ends. */
  async function newLink(kind: Kind): Promise<{ id: string; ends: [string, string] }> {
    if (kind === 'ideaIdea') {
      const ends: [string, string] = [await newIdea(), await newIdea()];
      const link = await post('ana', PATH.ideaIdea, linkIdeaIdeaBody(20, ...ends));
      return { id: link._id, ends };
    }
    if (kind === 'ideaAgent') {
      const ends: [string, string] = [await newIdea(), await newAgent()];
      const link = await post('ana', PATH.ideaAgent, {
        idea: ends[0],
        agent: ends[1],
        modeOnSubmit: 30,
      });
      return { id: link._id, ends };
    }
    const ends: [string, string] = [await newAgent(), await newAgent()];
    const link = await post('ana', PATH.agentAgent, linkAgentAgentBody(50, ...ends));
    return { id: link._id, ends };
  }
  const withdraw = (who: Who | undefined, kind: Kind, linkId: string) =>
    api(ctx, 'DELETE', `${PATH[kind]}/${linkId}/scale`, who ? tokens[who] : undefined);

  async function storedRatings(kind: Kind, linkId: string) {
    const rows = await ctx.database.db
      .selectFrom(RATINGS[kind])
      .select(['user_id', 'level', 'confidence', 'is_similar', 'is_complex', 'is_reversed'])
      .where('link_id', '=', linkId)
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ ...r, level: Number(r.level), confidence: Number(r.confidence) }));
  }
  const asRatings = (rows: Awaited<ReturnType<typeof storedRatings>>): LinkRating[] =>
    rows.map((r) => ({
      level: r.level,
      confidence: r.confidence,
      isSimilar: r.is_similar === 1,
      isComplex: r.is_complex === 1,
      isReversed: r.is_reversed === 1,
    }));
  async function storedLink(kind: Kind, linkId: string) {
    return ctx.database.db
      .selectFrom(LINKS[kind])
      .selectAll()
      .where('id', '=', linkId)
      .executeTakeFirst();
  }
  function expectClose(got: object, want: Record<string, number>) {
    const figures = got as Record<string, unknown>;
    for (const key of Object.keys(want)) expect(figures[key], key).toBeCloseTo(want[key]!, 12);
  }

  describe('an idea-to-idea link', () => {
    it('takes the member’s rating out and recomputes the figures from the others', async () => {
      const { id } = await newLink('ideaIdea'); // ana: +1 at 0.5
      await api(ctx, 'POST', `${PATH.ideaIdea}/${id}/scale`, tokens.ben, {
        level: -0.66,
        confidence: 1,
        isReversed: true,
      });
      await api(ctx, 'POST', `${PATH.ideaIdea}/${id}/scale`, tokens.cai, {
        level: 0,
        confidence: 0.1,
        isSimilar: true,
      });
      const anaBefore = (await storedRatings('ideaIdea', id)).find((r) => r.user_id === ids.ana);

      const res = await withdraw('ben', 'ideaIdea', id);
      expect(res.statusCode, res.body).toBe(200);
      const { link } = res.json<WithdrawnLinkIdeaIdea>();
      expect(link?._id).toBe(id);
      // ana +1 at 0.5 and cai similar at 0.1 are left: ben's -0.66 and his reversal are gone.
      expectClose(link!, {
        significanceSupportOppose: 0.5,
        significanceSimilar: 0.1,
        significanceComplex: 0,
        avgLevelSupportOppose: 1,
        avgLevelReversed: 0,
      });
      const left = await storedRatings('ideaIdea', id);
      expect(left.map((r) => r.user_id).sort()).toEqual([ids.ana, ids.cai].sort());
      // The figures are the shared rule over the ratings left, and are stored, not just answered.
      const want = computeIdeaIdeaFigures(asRatings(left));
      expectClose(link!, { ...want });
      const stored = await storedLink('ideaIdea', id);
      expectClose(
        {
          significanceSupportOppose: Number(stored!.significance_support_oppose),
          significanceSimilar: Number(stored!.significance_similar),
          significanceComplex: Number(stored!.significance_complex),
          avgLevelSupportOppose: Number(stored!.avg_level_support_oppose),
          avgLevelReversed: Number(stored!.avg_level_reversed),
        },
        { ...want },
      );
      // The answer is the link as ben now reads it: without his rating, the others counted.
      expect(link!.myRating).toBeNull();
      expect(link!.raters).toEqual({
        total: 2,
        support: 1,
        oppose: 0,
        neutral: 0,
        similar: 1,
        complex: 0,
        reversed: 0,
      });
      const read = await api(ctx, 'GET', `${PATH.ideaIdea}/${id}`, tokens.ben);
      expect(read.json()).toEqual(link);
      // Another member's rating is untouched.
      expect(left.find((r) => r.user_id === ids.ana)).toEqual(anaBefore);
      const anas = await api(ctx, 'GET', `${PATH.ideaIdea}/${id}`, tokens.ana);
      expect(anas.json<{ myRating: unknown }>().myRating).toEqual({
        level: 1,
        confidence: 0.5,
        isSimilar: false,
        isComplex: false,
        isReversed: false,
      });
    });

    it('a withdrawal that turns the link round moves it between the inTells’ columns', async () => {
      // ana: a supports b (0.5). ben: b supports a, knowing it (1): reversed outweighs.
      const { id, ends } = await newLink('ideaIdea');
      await api(ctx, 'POST', `${PATH.ideaIdea}/${id}/scale`, tokens.ben, {
        level: 1,
        confidence: 1,
        isReversed: true,
      });
      const entryOn = async (ideaId: string) =>
        (await api(ctx, 'GET', `/api/ideas/${ideaId}`, tokens.ana))
          .json<IdeaDto>()
          .linkedIdeas.find((e) => e.link._id === id);
      expect((await entryOn(ends[0]))?.link.avgLevelReversed).toBeCloseTo(2 / 3, 6);
      expect((await withdraw('ben', 'ideaIdea', id)).statusCode).toBe(200);
      expect((await entryOn(ends[0]))?.link.avgLevelReversed).toBe(0);
    });

    it('removes the link with its last rating: the answer is null and the link is gone', async () => {
      const { id, ends } = await newLink('ideaIdea');
      const res = await withdraw('ana', 'ideaIdea', id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ link: null });
      expect(await storedLink('ideaIdea', id)).toBeUndefined();
      expect(await storedRatings('ideaIdea', id)).toEqual([]);
      const read = await api(ctx, 'GET', `${PATH.ideaIdea}/${id}`, tokens.ana);
      expect(read.statusCode).toBe(404);
      expect(messages(read.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);
      for (const end of ends) {
        const idea = (await api(ctx, 'GET', `/api/ideas/${end}`, tokens.ana)).json<IdeaDto>();
        expect(idea.linkedIdeas).toEqual([]);
      }
      // Withdrawing again: the link is unknown now.
      const again = await withdraw('ana', 'ideaIdea', id);
      expect(again.statusCode).toBe(404);
      expect(messages(again.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);
      // The pair can be linked again, as a new link.
      const relinked = await post('ben', PATH.ideaIdea, linkIdeaIdeaBody(22, ...ends));
      expect(relinked._id).not.toBe(id);
      expect((await storedRatings('ideaIdea', relinked._id)).map((r) => r.user_id)).toEqual([
        ids.ben,
      ]);
    });
  });

  describe('an idea-to-waveMaker link', () => {
    it('recomputes avgLevel from the ratings left, then removes the link with the last', async () => {
      const { id, ends } = await newLink('ideaAgent'); // ana: strengthens (+1)
      await post('ben', PATH.ideaAgent, { idea: ends[0], agent: ends[1], modeOnSubmit: 31 });
      await post('cai', PATH.ideaAgent, { idea: ends[0], agent: ends[1], modeOnSubmit: 41 });

      const first = await withdraw('ana', 'ideaAgent', id);
      expect(first.statusCode, first.body).toBe(200);
      const { link } = first.json<WithdrawnLinkIdeaAgent>();
      // ben -1 and cai -1 are left: -1.
      expect(link?.avgLevel).toBe(-1);
      expect(link?.myRating).toBeNull();
      const left = await storedRatings('ideaAgent', id);
      expect(left.map((r) => r.user_id).sort()).toEqual([ids.ben, ids.cai].sort());
      expect(link?.avgLevel).toBeCloseTo(computeIdeaAgentFigures(asRatings(left)).avgLevel, 12);
      expect(Number((await storedLink('ideaAgent', id))?.avg_level)).toBe(-1);
      const bens = await api(ctx, 'GET', `${PATH.ideaAgent}/${id}`, tokens.ben);
      expect(bens.json<{ myRating: { level: number } }>().myRating.level).toBe(-1);

      expect((await withdraw('ben', 'ideaAgent', id)).statusCode).toBe(200);
      const last = await withdraw('cai', 'ideaAgent', id);
      expect(last.statusCode).toBe(200);
      expect(last.json()).toEqual({ link: null });
      expect(await storedLink('ideaAgent', id)).toBeUndefined();
      const idea = (await api(ctx, 'GET', `/api/ideas/${ends[0]}`, tokens.ana)).json<IdeaDto>();
      expect(idea.linkedAgents).toEqual([]);
    });
  });

  describe('a waveMaker-to-waveMaker link', () => {
    it('recomputes the figures from the ratings left, then removes the link with the last', async () => {
      const { id, ends } = await newLink('agentAgent'); // ana: friends
      await post('ben', PATH.agentAgent, linkAgentAgentBody(54, ...ends)); // similar
      await post('cai', PATH.agentAgent, linkAgentAgentBody(53, ends[1], ends[0])); // foes

      const res = await withdraw('cai', 'agentAgent', id);
      expect(res.statusCode, res.body).toBe(200);
      const { link } = res.json<WithdrawnLinkAgentAgent>();
      const left = await storedRatings('agentAgent', id);
      expect(left.map((r) => r.user_id).sort()).toEqual([ids.ana, ids.ben].sort());
      const want = computeAgentAgentFigures(asRatings(left));
      expect(want).toEqual({
        significanceSupportOppose: 0.5,
        significanceSimilar: 0.5,
        avgLevelSupportOppose: 1,
      });
      expectClose(link!, { ...want });
      expect(link?.myRating).toBeNull();

      expect((await withdraw('ana', 'agentAgent', id)).statusCode).toBe(200);
      const last = await withdraw('ben', 'agentAgent', id);
      expect(last.json()).toEqual({ link: null });
      expect(await storedLink('agentAgent', id)).toBeUndefined();
    });
  });

  describe.each<Kind>(['ideaIdea', 'ideaAgent', 'agentAgent'])('who may, on %s', (kind) => {
    it('anonymous 401, a student 403, a banned member 403: nothing changes', async () => {
      const { id } = await newLink(kind);
      // A student's rating made inside an activity (201 rates idea links this way).
      await ctx.database.db
        .insertInto(RATINGS[kind])
        .values({
          link_id: id,
          user_id: ids.stu,
          level: -1,
          confidence: 0.5,
          is_similar: 0,
          is_complex: 0,
          is_reversed: 0,
          created_at: new Date().toISOString(),
        })
        .execute();
      const before = await storedRatings(kind, id);
      const linkBefore = await storedLink(kind, id);

      const anonymous = await withdraw(undefined, kind, id);
      expect(anonymous.statusCode).toBe(401);
      expect(messages(anonymous.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
      const student = await withdraw('stu', kind, id);
      expect(student.statusCode).toBe(403);
      expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);

      n += 1;
      const bannedId = await createUser(ctx, `banned${n}@example.org`, { student: false });
      const banned = await loginToken(ctx, `banned${n}@example.org`);
      await ctx.database.db
        .insertInto(RATINGS[kind])
        .values({
          link_id: id,
          user_id: bannedId,
          level: 1,
          confidence: 1,
          is_similar: 0,
          is_complex: 0,
          is_reversed: 0,
          created_at: new Date().toISOString(),
        })
        .execute();
      await ctx.database.db
        .updateTable('users')
        .set({ banned: 1 })
        .where('id', '=', bannedId)
        .execute();
      const refused = await api(ctx, 'DELETE', `${PATH[kind]}/${id}/scale`, banned);
      expect(refused.statusCode).toBe(403);
      expect(messages(refused.body)).toEqual([AUTH_MESSAGES.BANNED]);

      const after = await storedRatings(kind, id);
      expect(after.filter((r) => r.user_id !== bannedId)).toEqual(before);
      expect(await storedLink(kind, id)).toEqual(linkBefore);
    });

    it('404 for an unknown link, 404 for a member with no rating of it', async () => {
      const unknown = await withdraw('ben', kind, UNKNOWN_ID);
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);

      const { id } = await newLink(kind);
      const before = await storedLink(kind, id);
      const none = await withdraw('dee', kind, id);
      expect(none.statusCode).toBe(404);
      expect(messages(none.body)).toEqual([LINK_MESSAGES.NO_RATING]);
      expect(await storedRatings(kind, id)).toHaveLength(1);
      expect(await storedLink(kind, id)).toEqual(before);
    });

    it('400 for a bad id; a body is ignored, a malformed one is 400; never a 5xx', async () => {
      const { id } = await newLink(kind);
      const bad = await withdraw('ben', kind, 'not an id');
      expect(bad.statusCode).toBe(400);
      expect(messages(bad.body).length).toBeGreaterThan(0);
      for (const control of CONTROL_CHARACTERS) {
        const res = await withdraw('ben', kind, `${id}${encodeURIComponent(control)}`);
        expect(res.statusCode).toBe(400);
      }
      const withBody = (payload: string, type = 'application/json') =>
        ctx.app.inject({
          method: 'DELETE',
          url: `${PATH[kind]}/${id}/scale`,
          headers: { 'x-auth-token': tokens.dee, 'content-type': type },
          payload,
        });
      // dee has no rating: whatever the body says, the answer is the no-rating 404 or a 400.
      const json = await withBody(JSON.stringify({ level: 1, userId: ids.ana }));
      expect(json.statusCode).toBe(404);
      expect(messages(json.body)).toEqual([LINK_MESSAGES.NO_RATING]);
      expect((await withBody('{"level": 1')).statusCode).toBe(400);
      expect((await withBody('plain', 'text/plain')).statusCode).toBeLessThan(500);

      const id$ = fc.oneof(fc.constant(id), fc.constant(UNKNOWN_ID), fc.string({ maxLength: 40 }));
      const body = fc.oneof(
        fc.constant(undefined),
        fc.anything().map((v) => JSON.stringify(v)),
      );
      await fc.assert(
        fc.asyncProperty(id$, body, async (linkId, payload) => {
          const res = await ctx.app.inject({
            method: 'DELETE',
            url: `${PATH[kind]}/${encodeURIComponent(linkId)}/scale`,
            headers: {
              'x-auth-token': tokens.dee,
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload !== undefined ? { payload } : {}),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
      // ana's rating, the only one, survived all of it.
      expect((await storedRatings(kind, id)).map((r) => r.user_id)).toEqual([ids.ana]);
    });
  });

  it('a withdrawal of the last rating racing a new rating of the pair never answers 5xx', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id, ends } = await newLink('ideaIdea');
      const [withdrawn, created] = await Promise.all([
        withdraw('ana', 'ideaIdea', id),
        api(ctx, 'POST', PATH.ideaIdea, tokens.ben, linkIdeaIdeaBody(20, ...ends)),
        api(ctx, 'POST', `${PATH.ideaIdea}/${id}/scale`, tokens.cai, { level: -1 }),
      ]).then(([w, c, r]) => {
        expect(r.statusCode, r.body).toBeLessThan(500);
        // cai rated in time (200) or after the link went (404).
        expect([200, 404]).toContain(r.statusCode);
        return [w, c];
      });
      expect(withdrawn!.statusCode, withdrawn!.body).toBe(200);
      expect(created!.statusCode, created!.body).toBe(201);
      // ben's rating is stored on the pair's one link, whichever it is now.
      const linkId = created!.json<{ _id: string }>()._id;
      const ratings = await storedRatings('ideaIdea', linkId);
      expect(ratings.map((r) => r.user_id)).toContain(ids.ben);
      expect(ratings.map((r) => r.user_id)).not.toContain(ids.ana);
      const pairs = await ctx.database.db
        .selectFrom('link_idea_idea')
        .select('id')
        .where('idea_cause', 'in', ends)
        .execute();
      expect(pairs.map((p) => p.id)).toEqual([linkId]);
    }
  });
});
