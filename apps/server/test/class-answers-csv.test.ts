import type { ClassGrades, CreateActivityPayload, UpdateActivityPayload } from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { makeClass } from './helpers/class-helpers';
import { classWithQuestion, type QuestionClass } from './helpers/class-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** RFC 4180 records as arrays of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return records;
}

/** The file's lines as objects keyed by header. */
function rowsOf(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  return records.map((record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!])));
}

/**
 * The class's answers as a teacher builds the sheet herself (issue 43): one column per answer
 * (a guiding question's position and how sure, as answered in that activity; a support/oppose
 * answer in the support/damage words and its confidence; the inTell written), local dates a
 * spreadsheet reads as dates, and overall grades per student and for the class
 * (`GET /api/classes/{id}/grades` too).
 */
describe.each(TEST_DIALECTS)('the class’s answers and grades on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { alice: '', bob: '', ana: '', bea: '' };
  const t = { alice: '', bob: '', ana: '', bea: '' };
  let classId: string;
  let question: string;

  let lesson: QuestionClass<'alice' | 'bob' | 'ana' | 'bea'>;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    lesson = await classWithQuestion(ctx, ['alice', 'bob'], ['ana', 'bea']);
    Object.assign(ids, lesson.ids);
    Object.assign(t, lesson.t);
    ({ classId, question } = lesson);
    await ctx.database.db
      .updateTable('users')
      .set({ name: 'Ana' })
      .where('id', '=', ids.ana)
      .execute();
    await ctx.database.db
      .updateTable('users')
      .set({ name: 'Bea' })
      .where('id', '=', ids.bea)
      .execute();
    await makeClass(ctx, 'Bob’s', [ids.bob], []);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
  });

  const live = (body: CreateActivityPayload) => lesson.live(body);
  const complete = (who: 'ana' | 'bea', activityId: string, body: UpdateActivityPayload) =>
    lesson.complete(who, activityId, body);

  async function grade(who: 'ana' | 'bea', activityId: string, value: number, released = true) {
    const res = await api(ctx, 'POST', `/api/activity/${activityId}/feedback`, t.alice, {
      studentId: ids[who],
      comment: '',
      grade: value,
      released,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function csv(query = '') {
    const res = await api(ctx, 'GET', `/api/classes/${classId}/answers.csv${query}`, t.alice);
    expect(res.statusCode, res.body).toBe(200);
    return rowsOf(res.body);
  }

  it('has a column per answer: position and how sure, support in words, the inTell written', async () => {
    const ask = await live({ selection: 101, communityTopic: question });
    await complete('ana', ask._id, { addIdeaScale: { position: 1, confidence: 0.85 } });
    await complete('bea', ask._id, { addIdeaScale: { position: 0 } });
    // The second week interprets the question itself: Ana's interpretation of it is replaced.
    const again = await live({ selection: 102, inTellExisting: question });
    await complete('ana', again._id, {
      addIdeaScale: { myEmotion: 0.5, authorIntent: 1, sound: 1, confidence: 0.5 },
    });
    const add = await live({
      selection: 1,
      communityTopic: question,
      afterOptionInterpretNewInTell: true,
      afterOptionInterconnectNewInTell: true,
    });
    await complete('ana', add._id, {
      addIdea: {
        ...simpleIdea({ myContent: '=Buses run later in winter' }),
        addIdeaScale: { sound: 0.7, addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 } },
      },
    });
    const reading = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Body clocks' })))._id;
    const connect = await live({
      selection: 201,
      inTellExisting: reading,
      communityTopic: question,
    });
    await complete('ana', connect._id, { addLinkIdeaIdeaScale: { level: -0.33, confidence: 0.5 } });

    const rows = await csv();
    const line = (student: string, order: number) =>
      rows.find((r) => r.Student === student && r.Activity === String(order))!;
    expect(line('Ana', 1)).toMatchObject({
      'Activity type': 'Answer the guiding question',
      Position: 'I agree',
      'How sure (%)': '85',
      // The 102 that replaced her interpretation of the topic is the second line's, not this one's.
      Soundness: '',
    });
    expect(line('Bea', 1)).toMatchObject({ Position: 'I am unsure', 'How sure (%)': '' });
    expect(line('Ana', 2)).toMatchObject({
      Position: '',
      Emotion: '0.5',
      Soundness: '1',
      Confidence: 'I think so',
    });
    expect(line('Ana', 3)).toMatchObject({
      'inTell added': "'=Buses run later in winter",
      'Support for the guiding question': 'Mostly supported',
      'Support confidence (%)': '100',
    });
    expect(line('Ana', 4)).toMatchObject({
      'inTell added': '',
      'Support for the guiding question': 'Somewhat damaged',
      'Support confidence (%)': '50',
    });
    expect(line('Bea', 4)).toMatchObject({ Completed: '', 'Support for the guiding question': '' });
  });

  it('writes dates in the teacher’s time zone as spreadsheets read dates, and refuses an unknown zone', async () => {
    const ask = await live({ selection: 101, communityTopic: question });
    await complete('ana', ask._id, { addIdeaScale: { position: -1, confidence: 0.5 } });
    await ctx.database.db
      .updateTable('activity_completions')
      .set({ completed_at: '2026-12-05T13:03:27.000Z' })
      .where('activity_id', '=', ask._id)
      .execute();
    const ana = (rows: Record<string, string>[]) => rows.find((r) => r.Student === 'Ana')!;
    expect(ana(await csv()).Completed).toBe('2026-12-05 13:03');
    expect(ana(await csv('?timeZone=Europe%2FParis')).Completed).toBe('2026-12-05 14:03');
    expect(ana(await csv('?timeZone=America%2FNew_York')).Completed).toBe('2026-12-05 08:03');
    expect(ana(await csv('?timeZone=Europe%2FParis'))).toMatchObject({
      Position: 'I disagree',
      'How sure (%)': '50',
    });
    for (const zone of ['Mars%2FOlympus', '', 'x'.repeat(80)]) {
      const res = await api(
        ctx,
        'GET',
        `/api/classes/${classId}/answers.csv?timeZone=${zone}`,
        t.alice,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            msg: 'timeZone must be a time zone such as Europe/Paris or UTC.',
            code: 'CLASS_EXPORT_MESSAGES.TIME_ZONE',
          },
        ],
      });
    }
  });

  it('gives each student’s overall grade and the class’s, in the file and on its own', async () => {
    const first = await live({ selection: 101, communityTopic: question });
    const second = await live({ selection: 101, communityTopic: question });
    for (const activity of [first, second]) {
      await complete('ana', activity._id, { addIdeaScale: { position: 1, confidence: 1 } });
    }
    await complete('bea', first._id, { addIdeaScale: { position: -1, confidence: 1 } });
    await grade('ana', first._id, 80);
    // A draft counts in the teachers' view: she graded it.
    await grade('ana', second._id, 95, false);
    await grade('bea', first._id, 70);

    const rows = await csv();
    for (const line of rows.filter((r) => r.Student === 'Ana')) {
      expect(line).toMatchObject({ 'Overall grade': '87.5', 'Activities graded': '2' });
    }
    for (const line of rows.filter((r) => r.Student === 'Bea')) {
      expect(line).toMatchObject({ 'Overall grade': '70', 'Activities graded': '1' });
    }
    // The class's: the mean of its students' (87.5 and 70), each student weighing the same.
    expect(rows.at(-1)).toMatchObject({
      Student: 'Whole class',
      'Activity type': 'Overall grade: the mean of 2 students',
      'Overall grade': '78.8',
    });

    const res = await api(ctx, 'GET', `/api/classes/${classId}/grades`, t.alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClassGrades>()).toEqual({
      students: [
        { studentId: ids.ana, name: 'Ana', grade: 87.5, graded: 2 },
        { studentId: ids.bea, name: 'Bea', grade: 70, graded: 1 },
      ],
      grade: 78.8,
      graded: 2,
    });
    // A teacher of another class, and a student, may not read them.
    expect((await api(ctx, 'GET', `/api/classes/${classId}/grades`, t.bob)).statusCode).toBe(404);
    expect((await api(ctx, 'GET', `/api/classes/${classId}/grades`, t.ana)).statusCode).toBe(403);
    expect((await api(ctx, 'GET', `/api/classes/${classId}/grades`)).statusCode).toBe(401);
  });

  it('says when nobody is graded yet', async () => {
    const ask = await live({ selection: 101, communityTopic: question });
    await complete('ana', ask._id, { addIdeaScale: { position: 1, confidence: 1 } });
    const rows = await csv();
    expect(rows.find((r) => r.Student === 'Ana')).toMatchObject({
      'Overall grade': '',
      'Activities graded': '0',
    });
    expect(rows.at(-1)).toMatchObject({
      Student: 'Whole class',
      'Activity type': 'Overall grade: none given yet',
      'Overall grade': '',
    });
    const res = await api(ctx, 'GET', `/api/classes/${classId}/grades`, t.alice);
    expect(res.json<ClassGrades>()).toEqual({ students: [], grade: null, graded: 0 });
  });
});
