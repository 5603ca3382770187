import type {
  ActivityAnswers,
  CreateActivityPayload,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { classWithQuestion, type QuestionClass } from './helpers/class-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * A class's second week (issue 43): what the teacher's answers view
 * (`GET /api/activity/{id}/answers`) reports of each completion.
 */
describe.each(TEST_DIALECTS)('a class’s second week on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { alice: '', ana: '' };
  const t = { alice: '', ana: '' };
  let question: string;

  let lesson: QuestionClass<'alice' | 'ana'>;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    lesson = await classWithQuestion(ctx, ['alice'], ['ana']);
    Object.assign(ids, lesson.ids);
    Object.assign(t, lesson.t);
    ({ question } = lesson);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
  });

  const live = (body: CreateActivityPayload) => lesson.live(body);
  const complete = (activityId: string, body: UpdateActivityPayload) =>
    lesson.complete('ana', activityId, body);

  async function answersOf(activityId: string) {
    const res = await api(ctx, 'GET', `/api/activity/${activityId}/answers`, t.alice);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityAnswers>().answers;
  }

  it('reports the position and confidence of a guiding question’s answer', async () => {
    const ask = await live({ selection: 101, communityTopic: question });
    await complete(ask._id, { addIdeaScale: { position: 1, confidence: 0.85 } });
    const [answer] = await answersOf(ask._id);
    expect(answer).toMatchObject({
      user: { _id: ids.ana },
      answered: true,
      supportLevel: 1,
      confidence: 0.85,
    });
  });

  it('keeps a guiding question’s position when the topic is interpreted later', async () => {
    const ask = await live({ selection: 101, communityTopic: question });
    await complete(ask._id, { addIdeaScale: { position: 1, confidence: 0.85 } });
    // The second week interprets the question itself: her interpretation of it is replaced.
    const again = await live({ selection: 102, inTellExisting: question });
    await complete(again._id, { addIdeaScale: { myEmotion: 0.5, authorIntent: 1, sound: 1 } });
    const [answer] = await answersOf(ask._id);
    expect(answer).toMatchObject({ answered: true, supportLevel: 1, confidence: 0.85 });
    const [interpretation] = await answersOf(again._id);
    expect(interpretation).toMatchObject({ answered: true, sound: 1, supportLevel: null });
  });

  it('gives the inTell a student added and her support/oppose answer', async () => {
    const reading = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Body clocks' })))._id;
    const add = await live({
      selection: 1,
      communityTopic: question,
      afterOptionInterpretNewInTell: true,
      afterOptionInterconnectNewInTell: true,
    });
    await complete(add._id, {
      addIdea: {
        ...simpleIdea({ myContent: 'Buses run later in winter' }),
        addIdeaScale: { sound: 0.7, addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 } },
      },
    });
    const interconnect = await live({
      selection: 201,
      inTellExisting: reading,
      communityTopic: question,
    });
    await complete(interconnect._id, { addLinkIdeaIdeaScale: { level: -0.33, confidence: 0.5 } });
    const info = await live({ selection: 100, inTellExisting: reading });
    await complete(info._id, {});

    const [added] = await answersOf(add._id);
    expect(added).toMatchObject({
      user: { _id: ids.ana },
      addedIdea: { label: 'Buses run later in winter' },
      rating: { level: 0.66, confidence: 1 },
    });
    const [rated] = await answersOf(interconnect._id);
    expect(rated).toMatchObject({ addedIdea: null, rating: { level: -0.33, confidence: 0.5 } });
    const [read] = await answersOf(info._id);
    expect(read).toMatchObject({ addedIdea: null, rating: null });
  });
});
