import {
  PREDICTION_MESSAGES,
  type ClassPerceptionGaps,
  type PredictionOutcome,
  type PredictionTrend,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { storeInterpretation } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Perception gap (issue 45, DESIGN.md §15): a student guesses where her class will land before
 * she sees an inTell's results, sees her guess beside them after, and her guesses' trend; the
 * class's teacher sees each question's gap. Nothing below 5 answers.
 */
describe.each(TEST_DIALECTS)('the perception gap on %s', (dialect) => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  const token: Record<string, string> = {};
  let classId: string;
  const STUDENTS = ['ana', 'ben', 'cai', 'dia', 'eli', 'fay', 'gus'] as const;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['teacher', 'otherteacher']) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
    }
    for (const name of [...STUDENTS, 'elsewhere']) {
      ids[name] = await createUser(ctx, `${name}@example.org`);
    }
    for (const name of Object.keys(ids)) token[name] = await loginToken(ctx, `${name}@example.org`);
    classId = await makeClass(
      ctx,
      'Gap 8A',
      [ids.teacher!],
      STUDENTS.map((s) => ids[s]!),
    );
    await makeClass(ctx, 'Gap 8B', [ids.otherteacher!], [ids.elsewhere!]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A public inTell of the teacher's (a guiding question or a reading). */
  const newIdea = async (text: string) =>
    (await createIdea(ctx, token.teacher!, simpleIdea({ myContent: text })))._id;

  /** Her interpretation, made in the class (as an activity writes it). */
  const interpret = (name: string, ideaId: string, emotion: number, sound = -2) =>
    storeInterpretation(ctx, { ideaId, userId: ids[name]!, classId, emotion, sound });

  const guess = (name: string, ideaId: string, body: object) =>
    api(ctx, 'POST', `/api/ideas/${ideaId}/prediction`, token[name], body);
  const outcomes = async (name: string, ideaId: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${ideaId}/prediction`, token[name]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PredictionOutcome[]>();
  };

  it('takes a guess before the results, shows it beside them after, and refuses one after', async () => {
    const idea = await newIdea('School should start at ten');
    const made = await guess('ana', idea, {
      scale: 'emotion',
      predicted: 0.6,
      predictedAgreeShare: 0.5,
    });
    expect(made.statusCode, made.body).toBe(200);
    // Before she has seen the results, her guess comes back alone.
    expect(made.json()).toEqual([
      {
        scale: 'emotion',
        predicted: 0.6,
        predictedAgreeShare: 0.5,
        actual: null,
        actualAgreeShare: null,
        gap: null,
        error: null,
        respondents: null,
      },
    ]);
    // She changes her mind before interpreting: the newer guess stands.
    expect((await guess('ana', idea, { scale: 'emotion', predicted: 0.8 })).statusCode).toBe(200);

    for (const [name, value] of [
      ['ben', -0.4],
      ['cai', 0],
      ['dia', 0.2],
      ['eli', 0.4],
      ['fay', 0.6],
    ] as const) {
      await interpret(name, idea, value);
    }
    await interpret('ana', idea, 0.9);
    const late = await guess('ana', idea, { scale: 'emotion', predicted: 0.1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errors: [{ msg: PREDICTION_MESSAGES.AFTER_RESULTS }] });

    // The others' median is 0.2 (her own answer is not what she guessed).
    const [shown] = await outcomes('ana', idea);
    expect(shown).toMatchObject({
      predicted: 0.8,
      predictedAgreeShare: null,
      actual: 0.2,
      respondents: 5,
    });
    expect(shown!.gap).toBeCloseTo(0.6);
    expect(shown!.error).toBeCloseTo(0.3);
    expect(shown!.actualAgreeShare).toBeCloseTo(0.6);
  });

  it('shows no result resting on fewer than 5 answers', async () => {
    const idea = await newIdea('Homework should be optional');
    await guess('ben', idea, { scale: 'sound', predicted: 0.7 });
    for (const name of ['cai', 'dia', 'eli', 'ben']) await interpret(name, idea, -2, 0.5);
    const [shown] = await outcomes('ben', idea);
    expect(shown).toMatchObject({ predicted: 0.7, actual: null, respondents: null });
  });

  it('refuses a guess outside the scale or of an unknown scale, clearly, and keeps nothing', async () => {
    const idea = await newIdea('Uniforms help learning');
    for (const [body, msg] of [
      [{ scale: 'mood', predicted: 0 }, PREDICTION_MESSAGES.SCALE],
      [{ scale: 'sound', predicted: 1.5 }, PREDICTION_MESSAGES.PREDICTED],
      [{ scale: 'emotion', predicted: -1.01 }, PREDICTION_MESSAGES.PREDICTED],
      [{ scale: 'emotion', predicted: 'high' }, PREDICTION_MESSAGES.PREDICTED],
      [{ scale: 'sound', predicted: 0.5, predictedAgreeShare: 2 }, PREDICTION_MESSAGES.AGREE_SHARE],
    ] as const) {
      const res = await guess('cai', idea, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg)).toContain(msg);
    }
    expect(await outcomes('cai', idea)).toEqual([]);
    // An inTell she cannot read is not found, guessed or asked.
    const theirs = (
      await createIdea(
        ctx,
        token.otherteacher!,
        simpleIdea({ myContent: 'Another class reads this' }),
      )
    )._id;
    await ctx.database.db
      .updateTable('ideas')
      .set({ class_id: null })
      .where('id', '=', theirs)
      .execute();
    expect((await guess('cai', 'not-an-id!', { scale: 'sound', predicted: 0.5 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await api(ctx, 'POST', `/api/ideas/${idea}/prediction`, undefined, {
          scale: 'sound',
          predicted: 0.5,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('tells a student whether her guesses come closer over activities', async () => {
    const errors = [0.8, 0.5, 0.25];
    for (const [i, predicted] of errors.entries()) {
      const idea = await newIdea(`Reading number ${i} for the trend`);
      await guess('gus', idea, { scale: 'sound', predicted });
      for (const name of ['ana', 'ben', 'cai', 'dia', 'eli']) await interpret(name, idea, -2, 0);
      await interpret('gus', idea, -2, 0.1);
    }
    const res = await api(ctx, 'GET', '/api/me/predictions', token.gus);
    expect(res.statusCode, res.body).toBe(200);
    const trend = res.json<PredictionTrend>();
    expect(trend.points.map((p) => p.error)).toEqual(errors);
    expect(trend.direction).toBe('closer');
    expect(trend.slope).toBeLessThan(0);
  });

  it('shows the class’s teacher each question’s gap, and no one else', async () => {
    const idea = await newIdea('Phones belong in lockers');
    // Five of seven answer above the middle (5/7 agree); the class guesses a split near half.
    for (const [name, value] of [
      ['ana', 0.9],
      ['ben', 0.8],
      ['cai', 0.7],
      ['dia', 0.6],
      ['eli', 0.8],
      ['fay', 0.2],
      ['gus', 0.1],
    ] as const) {
      await guess(name, idea, { scale: 'sound', predicted: 0.5, predictedAgreeShare: 0.5 });
      await interpret(name, idea, -2, value);
    }
    const res = await api(ctx, 'GET', `/api/classes/${classId}/perception-gap`, token.teacher);
    expect(res.statusCode, res.body).toBe(200);
    const question = res.json<ClassPerceptionGaps>().questions.find((q) => q.ideaId === idea);
    expect(question).toMatchObject({
      label: 'Phones belong in lockers',
      scale: 'sound',
      respondents: 7,
      predictors: 7,
      actual: 0.7,
      predictedSplit: 1,
      expects: 'moreDisagreement',
    });
    expect(question!.meanGap).toBeCloseTo(-0.2);

    const student = await api(ctx, 'GET', `/api/classes/${classId}/perception-gap`, token.ana);
    expect(student.statusCode).toBe(403);
    const otherTeacher = await api(
      ctx,
      'GET',
      `/api/classes/${classId}/perception-gap`,
      token.otherteacher,
    );
    expect(otherTeacher.statusCode).toBe(404);
    const elsewhere = await api(
      ctx,
      'GET',
      `/api/classes/${classId}/perception-gap`,
      token.elsewhere,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('tells the class’s teacher whether its gap shrinks over the inTells it guessed on', async () => {
    const students = ['h1', 'h2', 'h3', 'h4', 'h5'];
    for (const name of students) {
      ids[name] = await createUser(ctx, `${name}@example.org`);
      token[name] = await loginToken(ctx, `${name}@example.org`);
    }
    const trendClass = await makeClass(
      ctx,
      'Gap 8C',
      [ids.teacher!],
      students.map((s) => ids[s]!),
    );
    const empty = await api(ctx, 'GET', `/api/classes/${trendClass}/perception-gap`, token.teacher);
    expect(empty.json<ClassPerceptionGaps>().trend).toEqual({
      points: [],
      slope: null,
      verdict: null,
    });
    // Three readings a week apart: the class lands on 0.5 each time and guesses 0.9, 0.7, 0.55.
    const ideas: string[] = [];
    for (const [week, predicted] of [0.9, 0.7, 0.55].entries()) {
      const idea = await newIdea(`Trend reading ${week}`);
      ideas.push(idea);
      for (const name of students) {
        expect((await guess(name, idea, { scale: 'sound', predicted })).statusCode).toBe(200);
        await storeInterpretation(ctx, {
          ideaId: idea,
          userId: ids[name]!,
          classId: trendClass,
          sound: 0.5,
        });
      }
      // Made in one go here; in a class they come a week apart, which orders them.
      await ctx.database.db
        .updateTable('scale_predictions')
        .set({ updated_at: new Date(Date.UTC(2026, 8, 1 + 7 * (2 - week))).toISOString() })
        .where('idea_id', '=', idea)
        .execute();
    }
    const res = await api(ctx, 'GET', `/api/classes/${trendClass}/perception-gap`, token.teacher);
    expect(res.statusCode, res.body).toBe(200);
    const { trend } = res.json<ClassPerceptionGaps>();
    // Planted in reverse: the last made was guessed first, so the gap grows week by week.
    expect(trend.points.map((p) => p.ideaId)).toEqual([...ideas].reverse());
    expect(trend.points.map((p) => p.label)).toEqual([
      'Trend reading 2',
      'Trend reading 1',
      'Trend reading 0',
    ]);
    expect(trend.points.map((p) => p.guesses)).toEqual([5, 5, 5]);
    trend.points.forEach((p, i) => expect(p.meanError).toBeCloseTo([0.05, 0.2, 0.4][i]!));
    expect(trend.slope).toBeCloseTo(0.175);
    expect(trend.verdict).toBe('growing');
    // Put back in the order they were made: the gap shrinks.
    for (const [week, idea] of ideas.entries()) {
      await ctx.database.db
        .updateTable('scale_predictions')
        .set({ updated_at: new Date(Date.UTC(2026, 8, 1 + 7 * week)).toISOString() })
        .where('idea_id', '=', idea)
        .execute();
    }
    const again = await api(ctx, 'GET', `/api/classes/${trendClass}/perception-gap`, token.teacher);
    expect(again.json<ClassPerceptionGaps>().trend).toMatchObject({ verdict: 'shrinking' });
    expect(again.json<ClassPerceptionGaps>().trend.slope).toBeCloseTo(-0.175);
  });
});
