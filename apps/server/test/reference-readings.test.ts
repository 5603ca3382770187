import {
  OwnKey,
  UNDERSTOOD_MESSAGES,
  VALUE_CODE,
  type ClassAgreement,
  type IdeaScalePlotData,
  type KeyDistances,
  type UnderstoodScales,
} from '@thoughtful/shared';
import { CompiledQuery, createQueryId } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOwnSimilarIdeas } from '../src/modules/interpretations/reference-readings.repository';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import { storeInterpretation } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * 'Was I understood?' and calibration keys (issue 45, DESIGN.md §15): the author's own reading
 * and a teacher's key are stored beside an inTell's results and never counted in them; the
 * author sees where readers read her differently (5 readers or more); a student sees how close
 * her reading came to the key; the teacher sees Krippendorff's α per scale for the class.
 */
describe.each(TEST_DIALECTS)('authors’ readings and teachers’ keys on %s', (dialect) => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  const token: Record<string, string> = {};
  let classId: string;
  const STUDENTS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['author', 'teacher', 'otherteacher']) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
    }
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    for (const name of STUDENTS) ids[name] = await createUser(ctx, `${name}@example.org`);
    for (const name of Object.keys(ids)) token[name] = await loginToken(ctx, `${name}@example.org`);
    classId = await makeClass(
      ctx,
      'Keys 9C',
      [ids.teacher!],
      STUDENTS.map((s) => ids[s]!),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  const reading = (values: {
    emotion?: number;
    intent?: number;
    sound?: number;
    goodFaith?: number;
    values?: number[];
  }) => ({
    myEmotion: values.emotion ?? -2,
    authorIntent: values.intent ?? -2,
    sound: values.sound ?? -2,
    goodFaith: values.goodFaith ?? -2,
    heartOfIssue: -2,
    ...(values.values ? { values: values.values } : {}),
  });

  /** A reader's interpretation, stored as a write would store it. */
  const interpret = (
    name: string,
    ideaId: string,
    values: {
      emotion?: number;
      intent?: number;
      sound?: number;
      goodFaith?: number;
      values?: number[];
    },
    inClass = false,
  ) =>
    storeInterpretation(ctx, {
      ideaId,
      userId: ids[name]!,
      classId: inClass ? classId : null,
      ...values,
    });

  const say = (name: string, ideaId: string, role: string, values: Parameters<typeof reading>[0]) =>
    api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, token[name], { role, ...reading(values) });
  const plotTotal = async (ideaId: string) =>
    (await api(ctx, 'GET', `/api/ideas/${ideaId}/scales`, token.author)).json<IdeaScalePlotData>()
      .total;

  it('lets the author say how she means it, uncounted, and shows her where readers differ', async () => {
    const idea = (
      await createIdea(ctx, token.author!, simpleIdea({ myContent: 'Tests make us learn' }))
    )._id;
    const said = await say('author', idea, 'author', { emotion: 0.5, intent: 0.9, sound: 0.8 });
    expect(said.statusCode, said.body).toBe(200);
    expect(await plotTotal(idea)).toBe(0);
    // Someone else cannot speak for her, nor read her gaps.
    const other = await say('teacher', idea, 'author', { emotion: 0 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errors: [{ msg: UNDERSTOOD_MESSAGES.ONLY_AUTHOR }] });
    expect((await api(ctx, 'GET', `/api/ideas/${idea}/understood`, token.teacher)).statusCode).toBe(
      403,
    );

    for (const name of ['s1', 's2', 's3', 's4'])
      await interpret(name, idea, { emotion: 0.5, intent: 0.2, sound: 0.8 });
    const early = (
      await api(ctx, 'GET', `/api/ideas/${idea}/understood`, token.author)
    ).json<UnderstoodScales>();
    expect(early.find((s) => s.scale === 'authorIntent')).toMatchObject({
      respondents: 4,
      said: 'tooFewReaders',
      sentence: UNDERSTOOD_MESSAGES.TOO_FEW_READERS,
    });

    await interpret('s5', idea, { emotion: 0.4, intent: 0.3, sound: 0.3 });
    const res = await api(ctx, 'GET', `/api/ideas/${idea}/understood`, token.author);
    expect(res.statusCode, res.body).toBe(200);
    const byScale = Object.fromEntries(res.json<UnderstoodScales>().map((s) => [s.scale, s]));
    expect(byScale.emotion).toMatchObject({
      author: 0.5,
      readers: 0.5,
      said: 'asMeant',
      respondents: 5,
      sentence: UNDERSTOOD_MESSAGES.AS_MEANT,
    });
    expect(byScale.authorIntent).toMatchObject({
      author: 0.9,
      readers: 0.2,
      said: 'lower',
      sentence: UNDERSTOOD_MESSAGES.INTENT_LOWER,
    });
    expect(byScale.authorIntent!.gap).toBeCloseTo(-0.7);
    expect(byScale.sound).toMatchObject({ said: 'asMeant' });
    expect(byScale.goodFaith).toMatchObject({
      author: null,
      said: 'notSaid',
      sentence: UNDERSTOOD_MESSAGES.NOT_SAID,
    });
  });

  it('keeps a teacher’s key out of the results and shows a student how close she came', async () => {
    const idea = (
      await createIdea(ctx, token.teacher!, simpleIdea({ myContent: 'Screens harm sleep' }))
    )._id;
    const student = await say('s1', idea, 'key', { emotion: 0 });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ errors: [{ msg: UNDERSTOOD_MESSAGES.ONLY_TEACHERS }] });
    expect(
      (await say('teacher', idea, 'key', { emotion: -0.5, intent: 0.6, sound: 0.9 })).statusCode,
    ).toBe(200);
    expect(await plotTotal(idea)).toBe(0);

    // Before she has read it, there is nothing to compare.
    const before = await api(ctx, 'GET', `/api/ideas/${idea}/key-distance`, token.s2);
    expect(before.json()).toEqual([]);
    await interpret('s2', idea, { emotion: -0.4, intent: 0.2, sound: 0.2 }, true);
    const res = await api(ctx, 'GET', `/api/ideas/${idea}/key-distance`, token.s2);
    expect(res.statusCode, res.body).toBe(200);
    const byScale = Object.fromEntries(res.json<KeyDistances>().map((d) => [d.scale, d]));
    expect(byScale.emotion).toMatchObject({ reading: -0.4, key: -0.5, said: 'close' });
    expect(byScale.authorIntent).toMatchObject({ said: 'far' });
    expect(byScale.sound).toMatchObject({ said: 'far' });
    expect(byScale.goodFaith).toBeUndefined();
    // Another teacher's key is not hers to be measured by.
    const other = (
      await createIdea(ctx, token.otherteacher!, simpleIdea({ myContent: 'Another key' }))
    )._id;
    await say('otherteacher', other, 'key', { emotion: 1 });
    await interpret('s2', other, { emotion: -1 }, true);
    expect((await api(ctx, 'GET', `/api/ideas/${other}/key-distance`, token.s2)).json()).toEqual(
      [],
    );
  });

  it('reads a teacher her own key back, her newest, never another teacher’s', async () => {
    const idea = (await createIdea(ctx, token.author!, simpleIdea({ myContent: 'Homework helps' })))
      ._id;
    const key = (name: string, id = idea) => api(ctx, 'GET', `/api/ideas/${id}/key`, token[name]);
    // None given yet: 404, with the sentence's code.
    const none = await key('teacher');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      errors: [{ msg: UNDERSTOOD_MESSAGES.NO_KEY, code: 'UNDERSTOOD_MESSAGES.NO_KEY' }],
    });
    expect((await say('teacher', idea, 'key', { emotion: -0.5, intent: 0.6 })).statusCode).toBe(
      200,
    );
    const first = await key('teacher');
    expect(first.statusCode, first.body).toBe(200);
    expect(OwnKey.parse(first.json())).toMatchObject({
      emotion: -0.5,
      authorIntent: 0.6,
      sound: null,
      goodFaith: null,
    });
    // Another teacher has none of her own, and never reads hers.
    expect((await key('otherteacher')).statusCode).toBe(404);
    await say('otherteacher', idea, 'key', { emotion: 1, sound: 0.1 });
    expect((await key('otherteacher')).json()).toMatchObject({ emotion: 1, sound: 0.1 });
    expect((await key('teacher')).json()).toMatchObject({ emotion: -0.5, sound: null });
    // Changed: the newest.
    await say('teacher', idea, 'key', { sound: 0.8, goodFaith: 0.7 });
    const changed = (await key('teacher')).json<OwnKey>();
    expect(changed).toMatchObject({
      emotion: null,
      authorIntent: null,
      sound: 0.8,
      goodFaith: 0.7,
    });
    expect(changed.updatedAt >= first.json<OwnKey>().updatedAt).toBe(true);
    // An admin gives and reads keys too; a student, a stranger and a bad id are refused.
    expect((await key('admin')).statusCode).toBe(404);
    await say('admin', idea, 'key', { intent: 0.3 });
    expect((await key('admin')).json()).toMatchObject({ authorIntent: 0.3, emotion: null });
    const student = await key('s1');
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ errors: [{ msg: UNDERSTOOD_MESSAGES.ONLY_TEACHERS }] });
    expect((await api(ctx, 'GET', `/api/ideas/${idea}/key`)).statusCode).toBe(401);
    const missing = await key('teacher', '0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ msg: 'Idea not found' }] });
  });

  it('gives the class’s teacher Krippendorff’s α per scale with its band, and no one else', async () => {
    // Eight inTells the class reads: on emotion they agree closely, on soundness not at all.
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 8; i++) {
      const idea = (
        await createIdea(
          ctx,
          token.teacher!,
          simpleIdea({ myContent: `Reading ${i} for agreement` }),
        )
      )._id;
      const truth = (i % 4) / 2 - 0.75;
      for (const name of STUDENTS) {
        await interpret(
          name,
          idea,
          { emotion: truth + (random() - 0.5) * 0.1, sound: random() },
          true,
        );
      }
    }
    const res = await api(ctx, 'GET', `/api/classes/${classId}/agreement`, token.teacher);
    expect(res.statusCode, res.body).toBe(200);
    const byScale = Object.fromEntries(res.json<ClassAgreement>().scales.map((s) => [s.scale, s]));
    expect(byScale.emotion!.alpha).toBeGreaterThan(0.9);
    expect(byScale.emotion!.low).toBeLessThanOrEqual(byScale.emotion!.alpha!);
    expect(byScale.emotion!.high).toBeGreaterThanOrEqual(byScale.emotion!.alpha!);
    expect(byScale.emotion).toMatchObject({ raters: 6 });
    expect(byScale.emotion!.items).toBeGreaterThanOrEqual(8);
    expect(Math.abs(byScale.sound!.alpha!)).toBeLessThan(0.3);
    expect(byScale.goodFaith).toMatchObject({ alpha: null, items: 0, raters: 0 });

    expect((await api(ctx, 'GET', `/api/classes/${classId}/agreement`, token.s1)).statusCode).toBe(
      403,
    );
    expect(
      (await api(ctx, 'GET', `/api/classes/${classId}/agreement`, token.otherteacher)).statusCode,
    ).toBe(404);
  });

  const understoodOf = async (name: string, ideaId: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${ideaId}/understood`, token[name]);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json<UnderstoodScales>().map((s) => [s.scale, s]));
  };

  it('compares the values she means with the share of readers who saw each', async () => {
    const { CARE, FAIRNESS, UNITY } = VALUE_CODE;
    const idea = (
      await createIdea(ctx, token.author!, simpleIdea({ myContent: 'Parks for every street' }))
    )._id;
    const said = await say('author', idea, 'author', { emotion: 0.6, values: [CARE] });
    expect(said.statusCode, said.body).toBe(200);
    // Four readers chose values (one was never asked): too few.
    const sets = [[FAIRNESS], [FAIRNESS, CARE], [FAIRNESS], [FAIRNESS, CARE], [], [UNITY]];
    for (const [index, name] of STUDENTS.slice(0, 5).entries()) {
      await interpret(name, idea, { emotion: 0.5, values: sets[index] });
    }
    expect((await understoodOf('author', idea)).values).toMatchObject({
      author: null,
      respondents: 4,
      said: 'tooFewReaders',
      sentence: UNDERSTOOD_MESSAGES.TOO_FEW_READERS,
      values: { meant: [CARE] },
    });
    await interpret('s6', idea, { emotion: 0.5, values: sets[5] });
    const values = (await understoodOf('author', idea)).values!;
    expect(values).toMatchObject({
      respondents: 5,
      said: 'differently',
      sentence: 'Most readers saw fairness in it; you did not mean it.',
    });
    expect(values.gap).toBeCloseTo(0.8);
    expect(values.values!.differences).toEqual([
      {
        code: FAIRNESS,
        kind: 'unmeant',
        share: 0.8,
        sentence: 'Most readers saw fairness in it; you did not mean it.',
      },
      {
        code: CARE,
        kind: 'missed',
        share: 0.4,
        sentence: 'You meant care; most readers did not see it.',
      },
    ]);
    expect(values.values!.seen[0]).toEqual({ code: FAIRNESS, meant: false, share: 0.8 });
    // Her values are kept beside the results, never among the readers' rows.
    const hers = await ctx.database.db
      .selectFrom('idea_scales')
      .select('user_id')
      .where('idea_id', '=', idea)
      .where('user_id', '=', ids.author!)
      .execute();
    expect(hers).toEqual([]);
    // Refused values are a 400 with the shared message, never a 500.
    const bad = await say('author', idea, 'author', { values: [9] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(
      'values must be value codes 1 to 5 or -1 to -5',
    );
  });

  describe('a revised version', () => {
    const post = async (name: string, content: string) =>
      (await createIdea(ctx, token[name]!, simpleIdea({ myContent: content })))._id;
    const link = async (name: string, cause: string, effect: string, mode = 26) => {
      const res = await api(ctx, 'POST', '/api/linkIdeaIdeas', token[name], {
        ideaCause: cause,
        ideaEffect: effect,
        modeOnSubmit: mode,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    /** Five readers of a version: soundness read at `sound`, her values seen by `careBy` of them. */
    const fiveRead = async (ideaId: string, sound: number, careBy: number) => {
      for (const [index, name] of STUDENTS.slice(0, 5).entries()) {
        const values = index < careBy ? [VALUE_CODE.CARE] : [VALUE_CODE.FAIRNESS];
        await interpret(name, ideaId, { sound, intent: 0.5, values });
      }
    };

    it('shows the earlier version’s gap beside this one’s and whether it closed, to the author alone', async () => {
      const old = await post('author', 'Homework harms sleep, first try');
      await say('author', old, 'author', { sound: 0.9, intent: 0.5, values: [VALUE_CODE.CARE] });
      await fiveRead(old, 0.5, 2);
      const revised = await post('author', 'Homework harms sleep, said better');
      await say('author', revised, 'author', {
        sound: 0.9,
        intent: 0.5,
        emotion: 0.5,
        values: [VALUE_CODE.CARE],
      });
      // Linked as similar from the old one, by her.
      await link('author', old, revised, 26);
      // Four readers so far: the earlier figures are there, no verdict yet.
      for (const name of STUDENTS.slice(0, 4)) {
        await interpret(name, revised, { sound: 0.8, intent: 0.5, values: [VALUE_CODE.CARE] });
      }
      const early = await understoodOf('author', revised);
      expect(early.sound).toMatchObject({
        said: 'tooFewReaders',
        earlier: { ideaId: old, respondents: 5, said: 'lower' },
        change: null,
      });
      expect(early.sound!.earlier!.gap).toBeCloseTo(-0.4);

      await interpret('s5', revised, { sound: 0.8, intent: 0.5, values: [VALUE_CODE.CARE] });
      const now = await understoodOf('author', revised);
      expect(now.sound!.change).toMatchObject({
        said: 'closed',
        sentence: 'The gap on soundness closed: 0.40 → 0.10 of the scale.',
      });
      expect(now.sound!.change!.before).toBeCloseTo(0.4);
      expect(now.sound!.change!.after).toBeCloseTo(0.1);
      expect(now.authorIntent!.change).toMatchObject({
        said: 'same',
        sentence: 'The gap on author intent stayed about the same: 0.00 → 0.00 of the scale.',
      });
      // Values: 3 of 5 missed care before (gap 0.6), none now.
      expect(now.values!.change).toMatchObject({
        said: 'closed',
        sentence: 'The gap on values closed: 0.60 → 0.00 of the scale.',
      });
      // Emotion: said on the revision only: the earlier version has nothing to compare.
      expect(now.emotion).toMatchObject({ earlier: { said: 'notSaid' }, change: null });
      expect(now.sound!.revision).toBeUndefined();

      // The old version points to its revision.
      const before = await understoodOf('author', old);
      expect(before.sound).toMatchObject({ revision: { ideaId: revised } });
      expect(before.sound!.earlier).toBeUndefined();
      // Only the author reads either.
      for (const ideaId of [old, revised]) {
        const res = await api(ctx, 'GET', `/api/ideas/${ideaId}/understood`, token.teacher);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errors: [{ msg: UNDERSTOOD_MESSAGES.ONLY_AUTHOR }] });
      }
    });

    it('takes the newest earlier version when there are several, and points the old to the newest', async () => {
      const first = await post('author', 'Cycle lanes, version one');
      const second = await post('author', 'Cycle lanes, version two');
      const third = await post('author', 'Cycle lanes, version three');
      await link('author', first, third, 26);
      // From the newer end (mode 27: this screen's inTell is the effect).
      await link('author', third, second, 27);
      expect((await understoodOf('author', third)).sound).toMatchObject({
        earlier: { ideaId: second },
      });
      expect((await understoodOf('author', first)).sound).toMatchObject({
        revision: { ideaId: third },
      });
      expect((await understoodOf('author', second)).sound).toMatchObject({
        revision: { ideaId: third },
      });
      expect((await understoodOf('author', second)).sound!.earlier).toBeUndefined();
    });

    it('is no revision when someone else linked them, the link is not similar, or the other is not hers', async () => {
      const old = await post('author', 'School starts too early, one');
      const other = await post('author', 'School starts too early, two');
      // Someone else calls her two inTells similar.
      await link('teacher', old, other, 26);
      // She links them as supporting, not similar.
      const third = await post('author', 'School starts too early, three');
      await link('author', old, third, 20);
      // She links her inTell as similar to someone else's.
      const theirs = await post('teacher', 'School starts too early, theirs');
      await link('author', theirs, other, 26);
      for (const ideaId of [old, other, third]) {
        const row = (await understoodOf('author', ideaId)).sound!;
        expect(row.earlier).toBeUndefined();
        expect(row.revision).toBeUndefined();
      }
    });
  });
});

/**
 * A revision is found from the inTell's own links (docs/decisions, issue 45): each end of the link
 * walks its index, the author's rating and the other inTell their primary keys; no table is
 * scanned. SQLite's query plans show it (PostgreSQL picks plans by table size).
 */
describe('an inTell’s versions read off indexes (SQLite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('walks each end’s link index and primary keys, scanning no table', async () => {
    const recorder = new QueryRecorder();
    await listOwnSimilarIdeas(
      ctx.database.db.withPlugin(recorder),
      '0123456789abcdef01234567',
      '0123456789abcdef76543210',
    );
    expect(recorder.nodes).toHaveLength(2);
    for (const node of recorder.nodes) {
      const compiled = ctx.database.db.getExecutor().compileQuery(node, createQueryId());
      const plan = await ctx.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toMatch(/SEARCH l USING INDEX link_idea_idea_(cause|effect)_order_idx/);
      expect(details).toMatch(/SEARCH r USING INDEX sqlite_autoindex_link_idea_idea_ratings_1/);
      expect(details).toMatch(/SEARCH i USING INDEX sqlite_autoindex_ideas_1/);
      expect(details).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
    }
  });
});
