import { ratingForMode, ROUTE_MODE, VALUE_CODE, type UnderstoodScales } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { newId } from '../src/lib/ids';
import { insertIdea, newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { rateIdeaPair } from '../src/modules/links/idea-pair-rating';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { storeInterpretation } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * 'Was I understood?' counts the readings the author may see, as her inTell's plot does
 * (DESIGN.md §10: a class's interpretations count only inside it). Good faith and the values are
 * read from the readers' rows, not from the plot: they must be scoped the same way, or an author
 * outside a class learns how its students read her (which values they saw, their good faith).
 */
describe.each(TEST_DIALECTS)("'Was I understood?' in the author's scope on %s", (dialect) => {
  let ctx: TestContext;
  let authorToken = '';
  const publicReaders: string[] = [];
  const classReaders: string[] = [];
  let classId = '';

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'author@example.org', { student: false });
    authorToken = await loginToken(ctx, 'author@example.org');
    for (let i = 0; i < 5; i += 1) {
      publicReaders.push(await createUser(ctx, `public${i}@example.org`, { student: false }));
      classReaders.push(await createUser(ctx, `student${i}@example.org`));
    }
    // A class she has nothing to do with.
    const teacher = await createUser(ctx, 'teacher@example.org', { student: false });
    classId = await makeClass(ctx, 'Not hers', [teacher], classReaders);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("leaves out a class's readings she cannot see, on every scale", async () => {
    const idea = (
      await createIdea(ctx, authorToken, simpleIdea({ myContent: 'Shade trees cool streets' }))
    )._id;
    const said = await api(ctx, 'POST', `/api/ideas/scale/${idea}`, authorToken, {
      role: 'author',
      myEmotion: 0.5,
      authorIntent: 0.5,
      sound: 0.5,
      goodFaith: 0.9,
      heartOfIssue: -2,
      values: [VALUE_CODE.CARE],
    });
    expect(said.statusCode, said.body).toBe(200);
    // Five public readers read her as she meant it.
    for (const userId of publicReaders) {
      await storeInterpretation(ctx, {
        ideaId: idea,
        userId,
        emotion: 0.5,
        intent: 0.5,
        sound: 0.5,
        goodFaith: 0.9,
        values: [VALUE_CODE.CARE],
      });
    }
    // Five students of a class read her otherwise, inside their class.
    for (const userId of classReaders) {
      await storeInterpretation(ctx, {
        ideaId: idea,
        userId,
        classId,
        emotion: -0.5,
        intent: 0.1,
        sound: 0.1,
        goodFaith: 0.1,
        values: [VALUE_CODE.FAIRNESS],
      });
    }

    const res = await api(ctx, 'GET', `/api/ideas/${idea}/understood`, authorToken);
    expect(res.statusCode, res.body).toBe(200);
    const byScale = Object.fromEntries(res.json<UnderstoodScales>().map((s) => [s.scale, s]));
    for (const scale of ['emotion', 'authorIntent', 'sound', 'goodFaith'] as const) {
      expect(byScale[scale], scale).toMatchObject({ respondents: 5, said: 'asMeant' });
    }
    expect(byScale.goodFaith!.readers).toBeCloseTo(0.9);
    expect(byScale.values).toMatchObject({ respondents: 5, said: 'asMeant' });
    // No share of the class's values reaches her.
    expect(byScale.values!.values!.seen).toEqual([
      { code: VALUE_CODE.CARE, meant: true, share: 1 },
    ]);
  });

  it('takes no version she can no longer read: a revision whose earlier version is out of her reach still answers', async () => {
    // A student in two classes posts in one, then a revision in the other, linked as similar by her.
    const studentId = await createUser(ctx, 'both@example.org');
    const studentToken = await loginToken(ctx, 'both@example.org');
    const left = await makeClass(ctx, 'Left', [], [studentId]);
    const stays = await makeClass(ctx, 'Stays', [], [studentId]);
    const earlier = newId();
    const revised = newId();
    const search = fullTextSearchFor(dialect);
    await ctx.database.db.transaction().execute(async (trx) => {
      for (const [id, classId, at] of [
        [earlier, left, '2026-01-01T00:00:00.000Z'],
        [revised, stays, '2026-02-01T00:00:00.000Z'],
      ] as const) {
        await insertIdea(
          trx,
          search,
          newIdeaRow({
            id,
            user_id: studentId,
            my_point: 'Homework harms sleep',
            created_at: at,
            class_id: classId,
            language: 'en',
          }),
          [],
        );
      }
      const { ideaCause, ideaEffect, ...rating } = ratingForMode(
        ROUTE_MODE.IDEA_IDEA.SIMILAR_AS_EFFECT,
        revised,
        earlier,
      );
      await rateIdeaPair(
        trx,
        studentId,
        { ideaCause, ideaEffect },
        rating,
        new Date().toISOString(),
      );
    });
    const before = await api(ctx, 'GET', `/api/ideas/${revised}/understood`, studentToken);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<UnderstoodScales>()[0]).toMatchObject({ earlier: { ideaId: earlier } });

    // She leaves the first class: its inTell, hers or not, is no longer hers to read.
    await ctx.database.db
      .deleteFrom('class_students')
      .where('class_id', '=', left)
      .where('user_id', '=', studentId)
      .execute();
    expect((await api(ctx, 'GET', `/api/ideas/${earlier}`, studentToken)).statusCode).toBe(404);
    const after = await api(ctx, 'GET', `/api/ideas/${revised}/understood`, studentToken);
    expect(after.statusCode, after.body).toBe(200);
    for (const row of after.json<UnderstoodScales>()) expect(row.earlier).toBeUndefined();
  });
});
