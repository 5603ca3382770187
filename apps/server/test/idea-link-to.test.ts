import {
  classifyIdeaLink,
  IDEA_MESSAGES,
  SIMILAR_IDEAS_MESSAGES,
  type CreateIdeaPayload,
  type IdeaDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { newId } from '../src/lib/ids';
import { insertIdea, newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, fullIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * 'Post mine linked as similar / synthesis' (issue 45, DESIGN.md §15): `POST /api/ideas` with
 * `linkTo: { ideaId, as }` makes the inTell and its link in one transaction, as
 * `POST /api/linkIdeaIdeas` would make the link (the existing inTell the cause); a link the
 * writer may not make refuses the whole post.
 */
describe.each(TEST_DIALECTS)('posting an inTell linked to another on %s', (dialect) => {
  let ctx: TestContext;
  let maya = '';
  let student = '';
  let existing = '';
  let otherClassIdea = '';
  let ownClassIdea = '';
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const mayaId = await createUser(ctx, 'maya@example.org', { student: false });
    const studentId = await createUser(ctx, 'stu@example.org');
    const elsewhereId = await createUser(ctx, 'elsewhere@example.org');
    maya = await loginToken(ctx, 'maya@example.org');
    student = await loginToken(ctx, 'stu@example.org');
    existing = (
      await createIdea(ctx, maya, simpleIdea({ myContent: 'Towns should plant more trees' }))
    )._id;
    // One class's inTell she teaches, one of a class she has nothing to do with.
    const own = await makeClass(ctx, 'Hers', [mayaId], [studentId]);
    const other = await makeClass(ctx, 'Not hers', [], [elsewhereId]);
    const search = fullTextSearchFor(dialect);
    ownClassIdea = newId();
    otherClassIdea = newId();
    await ctx.database.db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      for (const [id, classId, userId] of [
        [ownClassIdea, own, studentId],
        [otherClassIdea, other, elsewhereId],
      ] as const) {
        await insertIdea(
          trx,
          search,
          newIdeaRow({
            id,
            user_id: userId,
            my_point: 'A class thought about trees',
            created_at: at,
            class_id: classId,
            language: 'en',
          }),
          [],
        );
      }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A fresh simple inTell of hers, so each test counts only its own. */
  const mine = (overrides: Partial<CreateIdeaPayload> = {}) => {
    n += 1;
    return simpleIdea({ myContent: `Shade trees cool streets, take ${n}`, ...overrides });
  };

  const post = (payload: unknown, token = maya) => api(ctx, 'POST', '/api/ideas', token, payload);

  const idea = async (id: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, maya);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaDto>();
  };

  const linksBetween = (a: string, b: string) =>
    ctx.database.db
      .selectFrom('link_idea_idea')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('idea_cause', '=', a), eb('idea_effect', '=', b)]),
          eb.and([eb('idea_cause', '=', b), eb('idea_effect', '=', a)]),
        ]),
      )
      .execute();

  /** How many inTells carry this text: 0 when the post made none. */
  const postedWith = async (myContent: string) =>
    (
      await ctx.database.db
        .selectFrom('ideas')
        .select('id')
        .where('my_content', '=', myContent)
        .execute()
    ).length;

  it('links the new inTell as similar: the existing one the cause, her rating similar', async () => {
    const res = await post(mine({ linkTo: { ideaId: existing, as: 'similar' } }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<IdeaDto>();

    const [link, ...more] = await linksBetween(existing, created._id);
    expect(more).toHaveLength(0);
    expect(link).toMatchObject({ idea_cause: existing, idea_effect: created._id });
    expect(link!.significance_similar).toBeCloseTo(0.5);
    expect(link!.significance_complex).toBe(0);
    expect(link!.significance_support_oppose).toBe(0);
    const [rating] = await ctx.database.db
      .selectFrom('link_idea_idea_ratings')
      .selectAll()
      .where('link_id', '=', link!.id)
      .execute();
    expect(Boolean(rating!.is_similar)).toBe(true);
    expect(Boolean(rating!.is_reversed)).toBe(false);

    // The answer already carries it, and both screens show it as 'Related inTell'.
    const answered = created.linkedIdeas.find((l) => l.other._id === existing);
    expect(answered?.thisIsCause).toBe(false);
    expect(classifyIdeaLink(answered!.link, false)).toEqual(['related']);
    const old = (await idea(existing)).linkedIdeas.find((l) => l.other._id === created._id);
    expect(old?.thisIsCause).toBe(true);
    expect(classifyIdeaLink(old!.link, true)).toEqual(['related']);
  });

  it('links it as a synthesis: a complex link, in the same direction', async () => {
    const res = await post(
      fullIdea({
        myPoint: 'Trees and budgets, together',
        linkTo: { ideaId: existing, as: 'synthesis' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<IdeaDto>();
    const [link] = await linksBetween(existing, created._id);
    expect(link).toMatchObject({ idea_cause: existing, idea_effect: created._id });
    expect(link!.significance_complex).toBeCloseTo(0.5);
    expect(link!.significance_similar).toBe(0);
    const entry = (await idea(created._id)).linkedIdeas.find((l) => l.other._id === existing);
    expect(classifyIdeaLink(entry!.link, entry!.thisIsCause)).toEqual(['synthesis']);
  });

  it('links to a class inTell she may read, as the link route would', async () => {
    const res = await post(mine({ linkTo: { ideaId: ownClassIdea, as: 'similar' } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await linksBetween(ownClassIdea, res.json<IdeaDto>()._id)).toHaveLength(1);
  });

  it('refuses a link to an inTell outside her scope (404) and posts nothing', async () => {
    for (const ideaId of [otherClassIdea, '0123456789abcdef01234567']) {
      const body = mine({ linkTo: { ideaId, as: 'similar' } });
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(404);
      expect(messages(res.body)).toEqual([SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND]);
      expect(res.json<{ errors: { code?: string }[] }>().errors[0]?.code).toBe(
        'SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND',
      );
      expect(await postedWith(body.myContent!)).toBe(0);
    }
    expect(await linksBetween(otherClassIdea, otherClassIdea)).toHaveLength(0);
    const linked = await ctx.database.db
      .selectFrom('link_idea_idea')
      .select('id')
      .where((eb) =>
        eb.or([eb('idea_cause', '=', otherClassIdea), eb('idea_effect', '=', otherClassIdea)]),
      )
      .execute();
    expect(linked).toHaveLength(0);
  });

  it('refuses bad linkTo input with 400 and the rule it broke, posting nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ideaId: 'not an id!', as: 'similar' }, SIMILAR_IDEAS_MESSAGES.LINK_TO_ID],
      [{ as: 'similar' }, SIMILAR_IDEAS_MESSAGES.LINK_TO_ID],
      [{ ideaId: existing, as: 'support' }, SIMILAR_IDEAS_MESSAGES.LINK_TO_AS],
      [{ ideaId: existing }, SIMILAR_IDEAS_MESSAGES.LINK_TO_AS],
      ['similar', SIMILAR_IDEAS_MESSAGES.LINK_TO],
      [[existing], SIMILAR_IDEAS_MESSAGES.LINK_TO],
    ];
    for (const [linkTo, message] of cases) {
      const body = mine();
      const res = await post({ ...body, linkTo });
      expect(res.statusCode, `${JSON.stringify(linkTo)}: ${res.body}`).toBe(400);
      expect(messages(res.body)).toContain(message);
      expect(await postedWith(body.myContent!)).toBe(0);
    }
  });

  it("still checks the inTell's own rules first: an invalid inTell with a link is a 400", async () => {
    const res = await post(
      mine({ myContent: 'ab', goodIntentLevel: 0, linkTo: { ideaId: existing, as: 'similar' } }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.body)).toContain(IDEA_MESSAGES.CONTENT_INVALID);
  });

  it('is refused to a student, as posting is (403), and without linkTo nothing is linked', async () => {
    const res = await post(mine({ linkTo: { ideaId: ownClassIdea, as: 'similar' } }), student);
    expect(res.statusCode).toBe(403);
    const plain = await post(mine({ linkTo: null }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<IdeaDto>().linkedIdeas).toEqual([]);
  });
});
