import {
  ACTIVITY_MESSAGES,
  AUTH_MESSAGES,
  type ActivityAnswers,
  IDEA_MESSAGES,
  QUOTE_MESSAGES,
  type ActivityDto,
  type CreateActivityPayload,
  type IdeaDto,
  type IdeaScalePlotData,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  expectGapFree,
  goLive,
  listActivities,
  updateActivity,
} from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { MULTIPART_HEADERS, multipartStream, pdfBytes, pngBytes } from './helpers/media-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Completing activities (content §2 'Activity screens', §4; DESIGN.md §3, §8): a student records
 * his own completion, idempotently, and adds in the same transaction exactly what the activity
 * asks for, only while it is live; outside activities a student adds nothing.
 */
describe.each(TEST_DIALECTS)('activity completions on %s', (dialect) => {
  let ctx: TestContext;
  const t = { admin: '', teacher: '', stu: '', ana: '', ben: '' };
  const ids = { teacher: '', stu: '', ana: '', ben: '' };
  let topic: string;
  let intell: string;
  let quote: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    await createUser(ctx, 'admin@example.org', { admin: true });
    ids.teacher = await createUser(ctx, 'teacher@example.org', { student: false });
    ids.stu = await createUser(ctx, 'stu@example.org');
    ids.ana = await createUser(ctx, 'ana@example.org');
    ids.ben = await createUser(ctx, 'ben@example.org');
    for (const name of ['admin', 'teacher', 'stu', 'ana', 'ben'] as const) {
      t[name] = await loginToken(ctx, `${name}@example.org`);
    }
    topic = (
      await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Schools should start later' }))
    )._id;
    intell = (
      await createIdea(
        ctx,
        t.teacher,
        simpleIdea({ myContent: 'Teenagers sleep too little on school nights' }),
      )
    )._id;
    const quoted = await api(ctx, 'POST', `/api/ideas/${intell}/quotes`, t.teacher, {
      text: 'Teenagers sleep too little',
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    quote = quoted.json<IdeaDto>()._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A live activity made by the teacher. */
  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.teacher, body);
    await goLive(ctx, t.teacher, created._id);
    return created;
  }

  const complete = (
    who: 'stu' | 'ana' | 'ben' | 'teacher',
    activity: { _id: string },
    body: Omit<UpdateActivityPayload, 'studentIDCompleted'> = {},
  ) =>
    updateActivity(ctx, t[who], activity._id, {
      activityID: activity._id,
      studentIDCompleted: ids[who],
      ...body,
    });

  const readIdea = async (id: string, token = t.teacher) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaDto>();
  };

  const count = async (table: 'ideas' | 'activity_completions' | 'idea_scales', userId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const newIntell = (myContent: string) => ({ myContent, agents: [], goodIntentLevel: 1 });

  describe('recording a completion', () => {
    it('records the student’s own, once, and shows it to him and to the teacher', async () => {
      const info = await live({ selection: 100, inTellExisting: intell });
      const first = await complete('stu', info);
      expect(first.statusCode, first.body).toBe(200);
      const own = first.json<ActivityDto[]>().find((a) => a._id === info._id)!;
      expect(own).toMatchObject({ completed: true, myIdea: null });
      expect(own).not.toHaveProperty('studentsCompleted');
      const completedAt = own.completedAt;
      // Idempotent: the same call again changes nothing, not even the time.
      const again = await complete('stu', info);
      expect(again.statusCode).toBe(200);
      expect(again.json<ActivityDto[]>().find((a) => a._id === info._id)!.completedAt).toBe(
        completedAt,
      );
      const manager = (await listActivities(ctx, t.teacher)).find((a) => a._id === info._id)!;
      expect(manager.studentsCompleted!.map((s) => [s._id, s.name])).toEqual([[ids.stu, 'stu']]);
      expect(manager.completedCount).toBe(1);
      // Another student has not completed it.
      const ana = (await listActivities(ctx, t.ana)).find((a) => a._id === info._id)!;
      expect(ana.completed).toBe(false);
    });

    it("refuses anyone else's id (403), for students and teachers alike", async () => {
      const info = await live({ selection: 100, inTellExisting: intell });
      for (const token of [t.ana, t.teacher, t.admin]) {
        const res = await updateActivity(ctx, token, info._id, { studentIDCompleted: ids.stu });
        expect(res.statusCode).toBe(403);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.NOT_YOURS]);
      }
      expect(
        (await listActivities(ctx, t.teacher)).find((a) => a._id === info._id)!.completedCount,
      ).toBe(0);
    });

    it('refuses an activity that is not live, and content without a completion', async () => {
      const draft = await createActivity(ctx, t.teacher, { selection: 1 });
      const res = await complete('stu', draft, { addIdea: newIntell('Not yet, please') });
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual([AUTH_MESSAGES.ACTIVITY_NOT_OPEN]);
      const bare = await updateActivity(ctx, t.stu, draft._id, {
        addIdea: newIntell('Without completing'),
      });
      expect(bare.statusCode).toBe(400);
      expect(messages(bare.body)).toEqual([ACTIVITY_MESSAGES.COMPLETION_REQUIRED]);
      // Put back after it was live: closed again.
      await goLive(ctx, t.teacher, draft._id);
      await updateActivity(ctx, t.teacher, draft._id, { enabled: false });
      expect((await complete('stu', draft, { addIdea: newIntell('Closed') })).statusCode).toBe(403);
    });

    it('lets a teacher complete one as a student would (View as Student)', async () => {
      const info = await live({ selection: 100, inTellExisting: intell });
      const res = await complete('teacher', info);
      expect(res.statusCode).toBe(200);
      const list = res.json<ActivityDto[]>();
      expect(list.every((a) => a.enabled)).toBe(true);
      expect(list.find((a) => a._id === info._id)).toMatchObject({ completed: true });
      expect(list[0]).not.toHaveProperty('studentsCompleted');
    });

    it('forgets the completions of a deleted activity, keeping the inTells added in it', async () => {
      const add = await live({ selection: 1 });
      const res = await complete('ben', add, { addIdea: newIntell('Kept after deletion') });
      const myIdea = res.json<ActivityDto[]>().find((a) => a._id === add._id)!.myIdea!;
      await api(ctx, 'DELETE', `/api/activity/${add._id}`, t.teacher);
      const left = await ctx.database.db
        .selectFrom('activity_completions')
        .select('user_id')
        .where('activity_id', '=', add._id)
        .execute();
      expect(left).toEqual([]);
      expect((await readIdea(myIdea._id)).myContent).toBe('Kept after deletion');
    });
  });

  describe('content only through a live activity that asks for it (DESIGN.md §3)', () => {
    it('refuses students every content write of their own', async () => {
      const before = await count('ideas', ids.stu);
      const calls: [string, unknown][] = [
        ['/api/ideas', simpleIdea({ myContent: 'On my own' })],
        [`/api/ideas/${intell}/keyPoints`, { myPoint: 'My own key point' }],
        [`/api/ideas/${intell}/quotes`, { text: 'Teenagers sleep too little' }],
        [`/api/ideas/scale/${intell}`, { sound: 0.5 }],
        ['/api/linkIdeaIdeas', { ideaCause: intell, ideaEffect: topic, modeOnSubmit: 20 }],
      ];
      for (const [url, body] of calls) {
        const res = await api(ctx, 'POST', url, t.ana, body);
        expect(res.statusCode, url).toBe(403);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
      }
      expect(await count('ideas', ids.ana)).toBe(0);
      expect(await count('idea_scales', ids.ana)).toBe(0);
      expect(await count('ideas', ids.stu)).toBe(before);
    });

    it('refuses what the activity does not ask for (403) and stores nothing', async () => {
      const info = await live({ selection: 100, inTellExisting: intell });
      const interpret = await live({ selection: 102, inTellExisting: intell });
      const cases: [ActivityDto, Omit<UpdateActivityPayload, 'studentIDCompleted'>][] = [
        [info, { addIdea: newIntell('Not asked for') }],
        [info, { addIdeaScale: { sound: 0.5 } }],
        [info, { addLinkIdeaIdeaScale: { level: 1 } }],
        // A 102 without a guiding question has no interconnect step.
        [interpret, { addIdeaScale: { sound: 0.5 }, addLinkIdeaIdeaScale: { level: 1 } }],
        [interpret, { addIdea: newIntell('Not asked for either') }],
      ];
      for (const [activity, body] of cases) {
        const res = await complete('ana', activity, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
        // A member is refused it too, with the reason.
        const member = await complete('teacher', activity, body);
        expect(member.statusCode).toBe(403);
        expect(messages(member.body)).toEqual([ACTIVITY_MESSAGES.NOT_ASKED]);
      }
      expect(await count('ideas', ids.ana)).toBe(0);
      expect(await count('idea_scales', ids.ana)).toBe(0);
      expect(await count('activity_completions', ids.ana)).toBe(0);
    });
  });

  describe('1: add a new inTell', () => {
    it('needs the inTell and checks it like POST /api/ideas; the first completion counts', async () => {
      const add = await live({ selection: 1, instructions1: 'What do you think?' });
      const none = await complete('stu', add);
      expect(none.statusCode).toBe(400);
      expect(messages(none.body)).toEqual([ACTIVITY_MESSAGES.IDEA_REQUIRED]);
      const bad = await complete('stu', add, { addIdea: newIntell('ab') });
      expect(bad.statusCode).toBe(400);
      expect(messages(bad.body)).toEqual([IDEA_MESSAGES.CONTENT_INVALID]);
      expect((await listActivities(ctx, t.stu)).find((a) => a._id === add._id)!.completed).toBe(
        false,
      );

      const before = await count('ideas', ids.stu);
      const done = await complete('stu', add, { addIdea: newIntell('Later starts help sleep') });
      expect(done.statusCode, done.body).toBe(200);
      const own = done.json<ActivityDto[]>().find((a) => a._id === add._id)!;
      expect(own.completed).toBe(true);
      expect(own.myIdea).toMatchObject({ label: 'Later starts help sleep' });
      const idea = await readIdea(own.myIdea!._id);
      expect(idea.user._id).toBe(ids.stu);
      // Repeated (a retry): no second inTell.
      const again = await complete('stu', add, { addIdea: newIntell('A second one') });
      expect(again.statusCode).toBe(200);
      expect(await count('ideas', ids.stu)).toBe(before + 1);
      // Asked for nothing more: interpreting it is refused.
      const other = await complete('ana', add, {
        addIdea: { ...newIntell('With a scale'), addIdeaScale: { sound: 1 } },
      });
      expect(other.statusCode).toBe(403);
    });

    it('holds the new inTell to self-evaluation when the activity asks', async () => {
      const add = await live({ selection: 1, newInTellSelfEvaluate: true });
      const long = 'Starting school at nine would give teenagers the sleep their bodies need';
      const res = await complete('ben', add, {
        addIdea: { myContent: long, agents: [], goodIntentLevel: 0 },
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        IDEA_MESSAGES.TITLE_INVALID,
        IDEA_MESSAGES.GOOD_INTENT_NOT_CONFIRMED,
      ]);
      const ok = await complete('ben', add, {
        addIdea: { myContent: long, myPoint: 'Start at nine', agents: [], goodIntentLevel: 1 },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('takes a PDF or an image the student uploaded, with the rules of POST /api/ideas', async () => {
      /** `POST /api/uploads` as the student: the address the form puts in `image`. */
      const upload = async (kind: 'pdf' | 'image') => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...MULTIPART_HEADERS, 'x-auth-token': t.ben },
          payload: multipartStream([
            { name: 'kind', value: kind },
            kind === 'pdf'
              ? {
                  name: 'file',
                  filename: 'essay.pdf',
                  contentType: 'application/pdf',
                  data: pdfBytes(),
                }
              : {
                  name: 'file',
                  filename: 'chart.png',
                  contentType: 'image/png',
                  data: pngBytes(4, 3),
                },
          ]),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ url: string }>().url;
      };
      const pdf = await upload('pdf');
      const png = await upload('image');
      const pdfIdea = { myContent: '', agents: [], goodIntentLevel: 0, isPdf: true };

      // PDF mode: the text is not asked, the title and the file are (content §5 'Simple inTell').
      const withPdf = await live({ selection: 1 });
      const missing = await complete('ben', withPdf, { addIdea: { ...pdfIdea, myPoint: '' } });
      expect(missing.statusCode).toBe(400);
      expect(messages(missing.body)).toEqual([
        IDEA_MESSAGES.TITLE_INVALID,
        IDEA_MESSAGES.PDF_INVALID,
      ]);
      const done = await complete('ben', withPdf, {
        addIdea: { ...pdfIdea, myPoint: 'My essay on sleep', image: pdf },
      });
      expect(done.statusCode, done.body).toBe(200);
      const pdfId = done.json<ActivityDto[]>().find((a) => a._id === withPdf._id)!.myIdea!._id;
      expect(await readIdea(pdfId)).toMatchObject({
        myPoint: 'My essay on sleep',
        myContent: '',
        isPdf: true,
        image: pdf,
        user: { _id: ids.ben },
      });

      // Text mode: an optional image beside the text.
      const withImage = await live({ selection: 1 });
      const res = await complete('ben', withImage, {
        addIdea: { ...newIntell('Our chart of bedtimes'), image: png },
      });
      expect(res.statusCode, res.body).toBe(200);
      const imageId = res.json<ActivityDto[]>().find((a) => a._id === withImage._id)!.myIdea!._id;
      expect(await readIdea(imageId)).toMatchObject({
        myContent: 'Our chart of bedtimes',
        isPdf: false,
        image: png,
      });
    });

    it('interprets and interconnects it, and adds its follow-up 102, in one call', async () => {
      const add = await live({
        selection: 1,
        communityTopic: topic,
        afterOptionInterpretNewInTell: true,
        afterOptionInterconnectNewInTell: true,
        afterOptionAddNewIntellAfter: true,
        interpretEvaluateValues: true,
        instructions102: 'Interpret a classmate’s inTell',
        intentPromptOption: 3,
        interpretIntentWords: 'The author seemed...',
      });
      const res = await complete('ana', add, {
        addIdea: {
          ...newIntell('Homework keeps us up late'),
          addIdeaScale: { myEmotion: 0.4, authorIntent: 0.9, sound: 0.8, values: [1] },
        },
        addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const newId = res.json<ActivityDto[]>().find((a) => a._id === add._id)!.myIdea!._id;

      const idea = await readIdea(newId, t.ana);
      expect(idea.myScale).toMatchObject({ activityType: 1, sound: 0.8, values: [1] });
      expect(idea.scaleAggregates.supportLevel).toMatchObject({ count: 1, sum: 0.66 });
      const link = (await readIdea(topic)).linkedIdeas.find((l) => l.other._id === newId)!;
      expect(link.thisIsCause).toBe(false);
      expect(link.link.avgLevelSupportOppose).toBeCloseTo(0.66);

      const followUp = (await listActivities(ctx, t.teacher)).at(-1)!;
      expect(followUp).toMatchObject({
        selection: 102,
        enabled: false,
        followUpOf: add._id,
        inTellExisting: { _id: newId },
        communityTopic: { _id: topic },
        linkIdeaIdea: { ideaCause: { _id: newId }, ideaEffect: { _id: topic } },
        instructions102: 'Interpret a classmate’s inTell',
        interpretEvaluateValues: true,
        interpretIntentWords: 'The author seemed...',
      });
      // Students see it once the teacher puts it live.
      expect((await listActivities(ctx, t.ben)).some((a) => a._id === followUp._id)).toBe(false);
      await goLive(ctx, t.teacher, followUp._id);
      expect((await listActivities(ctx, t.ben)).some((a) => a._id === followUp._id)).toBe(true);
    });

    it('adds exactly one inTell when the same completion arrives five times at once', async () => {
      const add = await live({ selection: 1 });
      const before = await count('ideas', ids.ben);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          complete('ben', add, { addIdea: newIntell(`At once number ${i}`) }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await count('ideas', ids.ben)).toBe(before + 1);
    });
  });

  describe('at once', () => {
    it('completes, follows up, moves and deletes concurrently without a failure or a gap', async () => {
      const add = await live({ selection: 1, afterOptionAddNewIntellAfter: true });
      const gone = await live({ selection: 100, inTellExisting: intell });
      const moved = await live({ selection: 100, inTellExisting: intell });
      const answers = await Promise.all([
        complete('stu', add, { addIdea: newIntell('Concurrent reason A') }),
        complete('ana', add, { addIdea: newIntell('Concurrent reason B') }),
        complete('ben', add, { addIdea: newIntell('Concurrent reason C') }),
        complete('ana', gone),
        updateActivity(ctx, t.teacher, add._id, { order: 1 }),
        api(ctx, 'DELETE', `/api/activity/${gone._id}`, t.admin),
        updateActivity(ctx, t.admin, moved._id, { order: 2, enabled: false }),
      ]);
      // The completion of the deleted activity may come before or after its deletion.
      expect(answers.map((r) => r.statusCode)).toEqual([
        200,
        200,
        200,
        expect.toSatisfy((status: number) => status === 200 || status === 404) as number,
        200,
        200,
        200,
      ]);
      const list = await listActivities(ctx, t.teacher);
      expectGapFree(list);
      expect(list.filter((a) => a.followUpOf === add._id)).toHaveLength(3);
    });
  });

  describe('13: a key point of a quote', () => {
    it('adds the key point below the quote', async () => {
      const keyPoint = await live({ selection: 13, inTellExisting: quote });
      const none = await complete('stu', keyPoint);
      expect(messages(none.body)).toEqual([ACTIVITY_MESSAGES.KEY_POINT_REQUIRED]);
      const short = await complete('stu', keyPoint, { addIdea: { myPoint: 'ab' } });
      expect(short.statusCode).toBe(400);
      expect(messages(short.body)).toEqual([QUOTE_MESSAGES.KEY_POINT_INVALID]);
      const res = await complete('stu', keyPoint, { addIdea: { myPoint: 'Teens need sleep' } });
      expect(res.statusCode, res.body).toBe(200);
      const myIdea = res.json<ActivityDto[]>().find((a) => a._id === keyPoint._id)!.myIdea!;
      const quoteRead = await readIdea(quote);
      expect(quoteRead.quotes.map((q) => [q._id, q.kind, q.label])).toContainEqual([
        myIdea._id,
        'keyPoint',
        'Teens need sleep',
      ]);
    });
  });

  describe('101: the guiding question', () => {
    it('stores the position as the student’s answer on the topic, and shows the class', async () => {
      const question = await live({ selection: 101, communityTopic: topic });
      const none = await complete('stu', question);
      expect(messages(none.body)).toEqual([ACTIVITY_MESSAGES.POSITION_REQUIRED]);
      const noPosition = await complete('stu', question, { addIdeaScale: { note: 'Hmm' } });
      expect(messages(noPosition.body)).toEqual([ACTIVITY_MESSAGES.POSITION_INVALID]);
      const noConfidence = await complete('stu', question, { addIdeaScale: { position: 1 } });
      expect(messages(noConfidence.body)).toEqual([ACTIVITY_MESSAGES.POSITION_CONFIDENCE_REQUIRED]);
      const wrong = await complete('stu', question, {
        addIdeaScale: { position: 0.5, confidence: 1 },
      });
      expect(wrong.statusCode).toBe(400);
      const linked = await complete('stu', question, {
        addIdeaScale: { position: 1, confidence: 1 },
        addLinkIdeaIdeaScale: { level: 1 },
      });
      expect(linked.statusCode).toBe(403);

      const res = await complete('stu', question, {
        addIdeaScale: { position: 1, confidence: 0.8, note: 'We would learn better' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ActivityDto[]>().find((a) => a._id === question._id)!.myAnswer).toEqual({
        position: 1,
        confidence: 0.8,
        note: 'We would learn better',
      });
      // Unsure: no confidence is kept.
      expect(
        (await complete('ana', question, { addIdeaScale: { position: 0, confidence: 0.7 } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await complete('ben', question, { addIdeaScale: { position: -1, confidence: 0.1 } }))
          .statusCode,
      ).toBe(200);

      const topicRead = await readIdea(topic, t.stu);
      expect(topicRead.myScale).toMatchObject({ activityType: 101, confidence: 0.8 });
      expect(topicRead.scaleAggregates.supportLevel).toMatchObject({ count: 3, sum: 0 });
      const plot = (
        await api(ctx, 'GET', `/api/ideas/${topic}/scales`, t.stu)
      ).json<IdeaScalePlotData>();
      expect(plot.supportLevel[plot.mine!]).toBe(1);
      expect([...plot.supportLevel].sort()).toEqual([-1, 0, 1]);
      const ana = (await listActivities(ctx, t.ana)).find((a) => a._id === question._id)!;
      expect(ana.myAnswer).toEqual({ position: 0, confidence: null, note: '' });
    });

    it('goes straight on when the student answered the question before', async () => {
      const again = await live({ selection: 101, communityTopic: topic });
      const res = await complete('stu', again);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ActivityDto[]>().find((a) => a._id === again._id)!.myAnswer).toMatchObject({
        position: 1,
      });
    });

    it('takes a new inTell with the answer when the activity adds one, and follows it up', async () => {
      const plain = await live({ selection: 101, communityTopic: intell });
      const refused = await complete('ana', plain, {
        addIdeaScale: { position: -1, confidence: 1 },
        addIdea: newIntell('My reason'),
      });
      expect(refused.statusCode).toBe(403);
      const withIntell = await live({
        selection: 101,
        communityTopic: intell,
        afterOptionAddNewIntellAfter: true,
      });
      const res = await complete('ana', withIntell, {
        addIdeaScale: { position: -1, confidence: 1 },
        addIdea: newIntell('Phones keep us up, not school times'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const own = res.json<ActivityDto[]>().find((a) => a._id === withIntell._id)!;
      const stored = await ctx.database.db
        .selectFrom('idea_scales')
        .select(['idea_created', 'support_level', 'activity_type'])
        .where('idea_id', '=', intell)
        .where('user_id', '=', ids.ana)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        idea_created: own.myIdea!._id,
        support_level: -1,
        activity_type: 101,
      });
      const followUp = (await listActivities(ctx, t.teacher)).at(-1)!;
      expect(followUp).toMatchObject({
        selection: 102,
        followUpOf: withIntell._id,
        inTellExisting: { _id: own.myIdea!._id },
      });
    });
  });

  describe('102: interpret an inTell', () => {
    it('interprets the activity’s inTell, not one the body names', async () => {
      const interpret = await live({ selection: 102, inTellExisting: intell });
      const none = await complete('stu', interpret);
      expect(messages(none.body)).toEqual([ACTIVITY_MESSAGES.INTERPRETATION_REQUIRED]);
      const res = await complete('stu', interpret, {
        addIdeaScale: { myEmotion: -0.3, authorIntent: 0.6, sound: 0.7, note: 'Fair point' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const read = await readIdea(intell, t.stu);
      expect(read.myScale).toMatchObject({
        activityType: 102,
        sound: 0.7,
        note: 'Fair point',
      });
      // A skipped interpretation (null values) completes it too.
      const skipped = await complete('ana', interpret, {
        addIdeaScale: { myEmotion: null, sound: null },
      });
      expect(skipped.statusCode).toBe(200);
      // Interpreted before: a second activity on the same inTell goes straight on.
      const second = await live({ selection: 102, inTellExisting: intell });
      expect((await complete('stu', second)).statusCode).toBe(200);
    });

    it('asks for the author’s point in the student’s own words when the activity confirms a deeper understanding', async () => {
      const reading = (
        await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Homework should be optional' }))
      )._id;
      const deeper = await live({
        selection: 102,
        inTellExisting: reading,
        interpretConfirmDeeperUnderstanding: true,
      });
      const answers = { myEmotion: 0.2, authorIntent: 0.8, sound: 0.6 };
      const without = await complete('stu', deeper, { addIdeaScale: answers });
      expect(without.statusCode).toBe(400);
      expect(messages(without.body)).toEqual([ACTIVITY_MESSAGES.UNDERSTANDING_REQUIRED]);
      const tooShort = await complete('stu', deeper, {
        addIdeaScale: { ...answers, understanding: '  ab ' },
      });
      expect(messages(tooShort.body)).toEqual([ACTIVITY_MESSAGES.UNDERSTANDING_REQUIRED]);
      // Nothing was stored by the refused calls.
      expect((await readIdea(reading, t.stu)).myScale).toBeNull();

      const res = await complete('stu', deeper, {
        addIdeaScale: { ...answers, understanding: 'Homework should be a choice' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await readIdea(reading, t.stu)).myScale).toMatchObject({
        understanding: 'Homework should be a choice',
        sound: 0.6,
      });
      // A skipped interpretation asks for nothing, the understanding neither.
      const skipped = await complete('ana', deeper, {
        addIdeaScale: { myEmotion: null, sound: null },
      });
      expect(skipped.statusCode, skipped.body).toBe(200);
      // The teacher reads it in the progress view; the skipped one has none.
      const view = (
        await api(ctx, 'GET', `/api/activity/${deeper._id}/answers`, t.teacher)
      ).json<ActivityAnswers>();
      expect(view.answers.map((a) => [a.user._id, a.understanding])).toEqual([
        [ids.stu, 'Homework should be a choice'],
        [ids.ana, null],
      ]);
      // Without the option, it is neither asked nor needed.
      const plain = await live({ selection: 102, inTellExisting: intell });
      expect((await complete('ben', plain, { addIdeaScale: answers })).statusCode).toBe(200);
    });

    it('rates how the inTell supports the guiding question, creating the link once', async () => {
      const other = (
        await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Buses start at seven' }))
      )._id;
      const interpret = await live({
        selection: 102,
        linkIdeaIdea: { ideaCause: other, ideaEffect: topic },
      });
      const twice = await complete('stu', interpret, {
        addIdeaScale: { sound: 0.5, addLinkIdeaIdeaScale: { level: 1 } },
        addLinkIdeaIdeaScale: { level: 1 },
      });
      expect(messages(twice.body)).toEqual([ACTIVITY_MESSAGES.RATING_TWICE]);
      const similar = await complete('stu', interpret, {
        addIdeaScale: { sound: 0.5 },
        addLinkIdeaIdeaScale: { level: 0, isSimilar: true },
      });
      expect(messages(similar.body)).toEqual([ACTIVITY_MESSAGES.RATING_NOT_SUPPORT]);
      const elsewhere = await complete('stu', interpret, {
        addIdeaScale: { sound: 0.5 },
        addLinkIdeaIdeaScale: { id: '0123456789abcdef01234567', level: -1 },
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(messages(elsewhere.body)).toEqual([ACTIVITY_MESSAGES.RATING_LINK_MISMATCH]);
      expect(await count('idea_scales', ids.stu)).toBeGreaterThan(0);
      expect((await readIdea(other)).linkedIdeas).toEqual([]);

      const res = await complete('stu', interpret, {
        addIdeaScale: { sound: 0.5, addLinkIdeaIdeaScale: { level: -0.66, confidence: 1 } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [linked] = (await readIdea(other)).linkedIdeas;
      expect(linked).toMatchObject({ thisIsCause: true, other: { _id: topic } });
      expect(linked!.link.avgLevelSupportOppose).toBeCloseTo(-0.66);
      expect((await readIdea(other, t.stu)).scaleAggregates.supportLevel).toMatchObject({
        count: 1,
        sum: -0.66,
      });
      // A second student rates the same link, naming it by id.
      const second = await complete('ana', interpret, {
        addIdeaScale: { sound: 0.9 },
        addLinkIdeaIdeaScale: { id: linked!.link._id, level: 1, confidence: 1 },
      });
      expect(second.statusCode, second.body).toBe(200);
      const after = (await readIdea(other)).linkedIdeas;
      expect(after).toHaveLength(1);
      expect(after[0]!.link.avgLevelSupportOppose).toBeCloseTo(0.17);
    });
  });

  describe("a teacher's progress view (beyond the spec)", () => {
    it('gives each completer’s answer on the plot of the inTell answered', async () => {
      const question = (
        await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Phones belong in lockers' }))
      )._id;
      const ask = await live({ selection: 101, communityTopic: question });
      await complete('stu', ask, { addIdeaScale: { position: -1, confidence: 0.456 } });
      await complete('ana', ask, { addIdeaScale: { position: 0, note: 'Not sure' } });
      const res = await api(ctx, 'GET', `/api/activity/${ask._id}/answers`, t.teacher);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ActivityAnswers>();
      expect(body.idea).toMatchObject({ _id: question });
      expect(
        body.answers.map((a) => [a.user._id, a.user.name, a.supportLevel, a.confidence]),
      ).toEqual([
        [ids.stu, 'stu', -1, 0.46],
        [ids.ana, 'ana', 0, null],
      ]);
      expect(body.answers[0]).toMatchObject({ answered: true, emotion: null, score: null });

      const interpret = await live({ selection: 102, inTellExisting: question });
      await complete('ben', interpret, {
        addIdeaScale: { myEmotion: 0.5, authorIntent: 1, sound: 1 },
      });
      const ben = (
        await api(ctx, 'GET', `/api/activity/${interpret._id}/answers`, t.admin)
      ).json<ActivityAnswers>();
      expect(ben.answers).toMatchObject([
        { user: { _id: ids.ben }, answered: true, emotion: 0.5, sound: 1, score: 0.5 },
      ]);

      const info = await live({ selection: 100, inTellExisting: question });
      await complete('stu', info);
      const none = (
        await api(ctx, 'GET', `/api/activity/${info._id}/answers`, t.teacher)
      ).json<ActivityAnswers>();
      expect(none.idea).toBeNull();
      expect(none.answers).toMatchObject([{ user: { _id: ids.stu }, answered: false }]);

      const student = await api(ctx, 'GET', `/api/activity/${ask._id}/answers`, t.stu);
      expect(student.statusCode).toBe(403);
      expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
      const unknown = await api(
        ctx,
        'GET',
        '/api/activity/0123456789abcdef01234567/answers',
        t.teacher,
      );
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('201: interconnect an inTell to the guiding question', () => {
    it('needs the rating, and rates the existing link in its stored direction', async () => {
      const reason = (
        await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Sleep shapes grades' }))
      )._id;
      // A teacher linked them the other way round first: the question supports the inTell.
      const made = await api(ctx, 'POST', '/api/linkIdeaIdeas', t.teacher, {
        ideaCause: topic,
        ideaEffect: reason,
        modeOnSubmit: 20,
      });
      expect(made.statusCode).toBe(201);
      const interconnect = await live({
        selection: 201,
        communityTopic: topic,
        inTellExisting: reason,
      });
      expect(messages((await complete('ben', interconnect)).body)).toEqual([
        ACTIVITY_MESSAGES.RATING_REQUIRED,
      ]);
      const scale = await complete('ben', interconnect, {
        addIdeaScale: { sound: 1 },
        addLinkIdeaIdeaScale: { level: 1 },
      });
      expect(scale.statusCode).toBe(403);
      const res = await complete('ben', interconnect, {
        addLinkIdeaIdeaScale: { level: -1, confidence: 0.5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rating = await ctx.database.db
        .selectFrom('link_idea_idea_ratings')
        .innerJoin('link_idea_idea', 'link_idea_idea.id', 'link_idea_idea_ratings.link_id')
        .select(['link_idea_idea_ratings.level', 'link_idea_idea_ratings.is_reversed'])
        .where('link_idea_idea.idea_cause', '=', topic)
        .where('link_idea_idea.idea_effect', '=', reason)
        .where('link_idea_idea_ratings.user_id', '=', ids.ben)
        .executeTakeFirstOrThrow();
      expect(rating).toEqual({ level: -1, is_reversed: 1 });
      const manager = (await listActivities(ctx, t.teacher)).find(
        (a) => a._id === interconnect._id,
      )!;
      expect(manager.studentsCompleted!.map((s) => s._id)).toEqual([ids.ben]);
    });
  });
});
