import { VALUE_CODE, type UnderstoodScales } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
