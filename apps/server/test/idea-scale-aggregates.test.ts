import fc from 'fast-check';
import {
  AUTH_MESSAGES,
  emptyIdeaScaleAggregates,
  responseScore,
  type IdeaDto,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { expectSameAggregates, quickMember, recomputedAggregates } from './helpers/scale-helpers';
import {
  createTestApp,
  createTestDatabase,
  TEST_DIALECTS,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

/**
 * The stored aggregates of an inTell's interpretations (DESIGN.md §6;
 * docs/decisions/2026-11-23-data-and-speed.md 'Moved with each interpretation'): moved in the
 * transaction of each interpretation, never recounted, and always equal to a recount of the raw
 * rows, whatever the sequence of firsts, changes, skips and refusals, and however many members
 * write at once.
 */
describe.each(TEST_DIALECTS)('stored interpretation aggregates on %s', (dialect) => {
  let ctx: TestContext;
  let poster: { id: string; token: string };
  let members: { id: string; token: string }[];
  let student: { id: string; token: string };
  let topicId: string;

  const interpret = (token: string, id: string, body: unknown) =>
    api(ctx, 'POST', `/api/ideas/scale/${id}`, token, body);
  const read = async (token: string, id: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<IdeaDto>();
  };
  /** A new inTell by the poster, with a link to the topic that interpretations can rate. */
  const newIdea = async (text: string) => {
    const id = (await createIdea(ctx, poster.token, simpleIdea({ myContent: text })))._id;
    const link = await api(ctx, 'POST', '/api/linkIdeaIdeas', poster.token, {
      ideaCause: id,
      ideaEffect: topicId,
      modeOnSubmit: 20,
    });
    expect(link.statusCode).toBe(201);
    return { id, linkId: link.json<LinkIdeaIdeaDto>()._id };
  };
  const expectConsistent = async (ideaId: string) => {
    const idea = await read(poster.token, ideaId);
    const recount = await recomputedAggregates(ctx, ideaId);
    expect(idea.scaleCount).toBe(recount.count);
    expectSameAggregates(idea.scaleAggregates, recount.aggregates);
    const rows = await ctx.database.db
      .selectFrom('idea_scales')
      .selectAll()
      .where('idea_id', '=', ideaId)
      .orderBy('user_id')
      .execute();
    // The stored score of each row is its score now.
    rows.forEach((row, i) => {
      const x = responseScore({
        authorIntent: row.author_intent,
        sound: row.sound,
        confidence: row.confidence,
        divisive: row.divisive,
        goodFaith: row.good_faith,
        heartOfIssue: row.heart_of_issue,
      })?.x;
      expect(recount.scores[i]).toBe(x ?? null);
    });
    return idea;
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    poster = await quickMember(ctx, 'poster');
    members = [];
    for (let i = 0; i < 24; i++) members.push(await quickMember(ctx, `member${i}`));
    student = await quickMember(ctx, 'student', { student: true });
    topicId = (await createIdea(ctx, poster.token, simpleIdea({ myContent: 'The topic' })))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts a first interpretation, moves with a change, and leaves scales a skip has not', async () => {
    const { id, linkId } = await newIdea('Counted on every scale');
    const empty = await read(poster.token, id);
    expect(empty.scaleCount).toBe(0);
    expect(empty.scaleAggregates).toEqual(emptyIdeaScaleAggregates());

    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    expect(
      (
        await interpret(a.token, id, {
          myEmotion: -0.5,
          authorIntent: 1,
          sound: 1,
          confidence: 1,
          addLinkIdeaIdeaScale: { id: linkId, level: -0.66, confidence: 1 },
        })
      ).statusCode,
    ).toBe(200);
    let idea = await expectConsistent(id);
    expect(idea.scaleCount).toBe(1);
    expect(idea.scaleAggregates.emotion).toMatchObject({ count: 1, sum: -0.5, sumOfSquares: 0.25 });
    expect(idea.scaleAggregates.score).toMatchObject({ count: 1, sum: 1 });
    // The interconnect rating's level is the support level toward the guiding question.
    expect(idea.scaleAggregates.supportLevel).toMatchObject({ count: 1, sum: -0.66 });
    expect(idea.scaleAggregates.goodFaith.count).toBe(0);

    // A skipped interpretation is one more, on no scale.
    const skipped = await interpret(b.token, id, { myEmotion: null, sound: null });
    expect(skipped.statusCode).toBe(200);
    idea = await expectConsistent(id);
    expect(idea.scaleCount).toBe(2);
    expect(idea.scaleAggregates).toEqual(
      (await read(a.token, id)).scaleAggregates, // the same for every reader
    );
    expect(idea.scaleAggregates.emotion.count).toBe(1);

    // A change replaces the member's values: out with the old, in with the new.
    expect((await interpret(a.token, id, { myEmotion: 0.5, sound: 0 })).statusCode).toBe(200);
    idea = await expectConsistent(id);
    expect(idea.scaleCount).toBe(2);
    expect(idea.scaleAggregates.emotion).toMatchObject({ count: 1, sum: 0.5 });
    // Sent without a rating, the new interpretation has no support level.
    expect(idea.scaleAggregates.supportLevel).toEqual(emptyIdeaScaleAggregates().supportLevel);

    // A similar or complex rating says nothing about support.
    await interpret(b.token, id, {
      sound: 0.5,
      addLinkIdeaIdeaScale: { id: linkId, level: 1, isSimilar: true },
    });
    idea = await expectConsistent(id);
    expect(idea.scaleAggregates.supportLevel.count).toBe(0);
    expect(idea.scaleAggregates.sound.count).toBe(2);
  });

  it("counts the poster's own interpretation, and nothing that was refused", async () => {
    const { id, linkId } = await newIdea('Own and refused');
    expect((await interpret(poster.token, id, { sound: 0.9 })).statusCode).toBe(200);
    const refused = await interpret(student.token, id, {
      sound: 0.1,
      addLinkIdeaIdeaScale: { id: linkId, level: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    const conflict = await interpret(poster.token, id, { sound: 0, cannotOverwriteExisting: true });
    expect(conflict.statusCode).toBe(409);
    const idea = await expectConsistent(id);
    expect(idea.scaleCount).toBe(1);
    expect(idea.scaleAggregates.sound).toMatchObject({ count: 1, sum: 0.9 });
  });

  // Slider values that sit on bin edges and at the ends, and any others in range.
  const slider = (min: number, max: number, edges: number[]) =>
    fc.option(fc.oneof(fc.constantFrom(...edges), fc.double({ min, max, noNaN: true })), {
      freq: 3,
    });
  const interpretation = fc.record(
    {
      myEmotion: slider(-1, 1, [-1, -0.025, 0, 0.025, 0.33, 1]),
      authorIntent: slider(0, 1, [0, 0.2, 0.5, 1]),
      sound: slider(0, 1, [0, 0.475, 1]),
      goodFaith: slider(0, 1, [0, 0.5, 1]),
      heartOfIssue: slider(0, 1, [0.5, 0.8, 1]),
      confidence: fc.constantFrom(null, 0.1, 0.5, 1, 2, 3, 4),
      divisive: fc.constantFrom(null, 0, 1, 8),
      cannotOverwriteExisting: fc.boolean(),
      rating: fc.option(
        fc.record({
          level: fc.constantFrom(-1, -0.66, -0.33, 0, 0.33, 0.66, 1),
          isSimilar: fc.boolean(),
        }),
      ),
    },
    { requiredKeys: ['rating'] },
  );
  // Who writes: four members, the poster (own inTell) and a student (refused with a rating).
  const step = fc.record({ who: fc.integer({ min: 0, max: 5 }), body: interpretation });

  it('equal a recount of the raw rows after any sequence of writes (property)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const { id, linkId } = await newIdea(`Property run ${run}`);
        for (const { who, body } of steps) {
          const writer = who === 4 ? poster : who === 5 ? student : members[who]!;
          const { rating, ...scales } = body;
          const res = await interpret(writer.token, id, {
            ...scales,
            ...(rating ? { addLinkIdeaIdeaScale: { id: linkId, ...rating } } : {}),
          });
          expect([200, 403, 409], res.body).toContain(res.statusCode);
        }
        await expectConsistent(id);
      }),
      { numRuns: dialect === 'postgres' ? 12 : 20 },
    );
  });

  it('lose no update when many members write at once', async () => {
    const { id, linkId } = await newIdea('Written at once');
    const body = (i: number) => ({
      myEmotion: ((i % 21) - 10) / 10,
      sound: (i % 11) / 10,
      authorIntent: ((i * 7) % 11) / 10,
      confidence: [0.1, 0.5, 1, 2][i % 4],
      ...(i % 3 === 0 ? { addLinkIdeaIdeaScale: { id: linkId, level: (i % 5) / 4 - 0.5 } } : {}),
    });
    // Firsts, all at once.
    let answers = await Promise.all(members.map((m, i) => interpret(m.token, id, body(i))));
    expect(answers.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    await expectConsistent(id);
    // Changes, with one member changing five times at once and a poster's first among them.
    answers = await Promise.all([
      ...members.map((m, i) => interpret(m.token, id, body(i + 5))),
      ...[1, 2, 3, 4, 5].map((k) => interpret(members[0]!.token, id, body(100 + k))),
      interpret(poster.token, id, body(7)),
    ]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const idea = await expectConsistent(id);
    expect(idea.scaleCount).toBe(members.length + 1);
  });
});

describe.each(TEST_DIALECTS)('the aggregates migration (0010) on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('aggregates the interpretations stored before it, and scores them', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const migrator = await createMigrator(db);
    const down = await migrator.migrateTo('0009-token-version');
    expect(down.error).toBeUndefined();
    const now = new Date().toISOString();
    const users = Array.from({ length: 3 }, (_, i) => ({
      id: newId(),
      name: `m${i}`,
      email: `m${i}@example.org`,
      password_hash: null,
      is_student: 0,
      is_admin: 0,
      confirmed: 1,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('users').values(users).execute();
    const ideas = [newId(), newId(), newId()];
    await db
      .insertInto('ideas')
      .values(ideas.map((id) => newIdeaRow({ id, user_id: users[0]!.id, created_at: now })))
      .execute();
    // Idea 0: three interpretations, one skipped; idea 1: one; idea 2: none. The table as 0008
    // made it (no support level, no score): its columns only.
    const row = (ideaId: string, userId: string, sound: number, emotion: number) => ({
      idea_id: ideaId,
      user_id: userId,
      my_emotion: emotion,
      author_intent: 0.5,
      sound,
      good_faith: -2,
      heart_of_issue: -2,
      divisive: -2,
      have_changed: -2,
      would_change: -2,
      answer_questions: -2,
      public_engagement: -2,
      note: '',
      why_manipulative: '',
      my_expertise: '',
      other_side: '',
      solution: '',
      confidence: null,
      value_codes: '[]',
      values_agent: null,
      idea_created: null,
      activity_type: null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('idea_scales')
      .values([
        row(ideas[0]!, users[0]!.id, 1, -1),
        row(ideas[0]!, users[1]!.id, 0.5, 0.5),
        row(ideas[0]!, users[2]!.id, -2, -2),
        row(ideas[1]!, users[0]!.id, 0, 0),
      ] as never)
      .execute();

    expect(await migrateToLatest(db)).toContain('0010-idea-scale-aggregates');
    const stored = await db.selectFrom('idea_scale_aggregates').selectAll().execute();
    expect(stored.map((s) => s.idea_id).sort()).toEqual([ideas[0], ideas[1]].sort());
    const first = stored.find((s) => s.idea_id === ideas[0])!;
    expect(first.interpretation_count).toBe(3);
    expect(first.sound_count).toBe(2);
    expect(first.sound_sum).toBeCloseTo(1.5);
    expect(first.emotion_sum_of_squares).toBeCloseTo(1.25);
    // Scores of intent 0.5, confidence 0.5: soundness 1 gives 0.25, 0.5 gives 0.
    expect(first.score_count).toBe(2);
    expect(first.score_sum).toBeCloseTo(0.25);
    expect(first.support_level_count).toBe(0);
    expect(JSON.parse(first.sound_histogram)).toHaveLength(47);
    const scores = await db
      .selectFrom('idea_scales')
      .select(['score', 'support_level'])
      .where('idea_id', '=', ideas[0]!)
      .orderBy('sound', 'desc')
      .execute();
    expect(scores).toEqual([
      { score: 0.25, support_level: -2 },
      { score: 0, support_level: -2 },
      { score: null, support_level: -2 },
    ]);
  });
});
