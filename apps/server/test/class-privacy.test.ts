import type {
  ActivityDto,
  CreateActivityPayload,
  IdeaDto,
  IdeaNotesPage,
  IdeaSummary,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { linkPairKey, LINK_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { newId } from '../src/lib/ids';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Privacy of what students make in a class (DESIGN.md §10 'Privacy';
 * docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms'): seen by the class's students
 * and teachers and by admins, by no one else; classmates under pseudonyms when the class asks.
 */
describe.each(TEST_DIALECTS)('class privacy on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  const people = ['admin', 'teacher', 'stu', 'mate', 'outsider', 'member'] as const;
  type Person = (typeof people)[number];
  const t = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  let classId = '';
  let topic = '';
  /** The inTell stu made in the class, her key point on the topic, her note on the topic. */
  let secret = '';
  let keyPoint = '';

  const now = () => new Date().toISOString();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    ids.teacher = await createUser(ctx, 'teacher@example.org', { student: false });
    ids.member = await createUser(ctx, 'member@example.org', { student: false });
    for (const student of ['stu', 'mate', 'outsider'] as const) {
      ids[student] = await createUser(ctx, `${student}@example.org`);
    }
    for (const who of people) t[who] = await loginToken(ctx, `${who}@example.org`);

    const db = ctx.database.db;
    classId = newId();
    await db
      .insertInto('classes')
      .values({ id: classId, name: '7B', code: 'ABCDE23456', created_at: now(), updated_at: now() })
      .execute();
    await db
      .insertInto('class_teachers')
      .values({ class_id: classId, user_id: ids.teacher, added_at: now() })
      .execute();
    for (const [who, pseudonym] of [
      ['stu', 'Teal Otter'],
      ['mate', 'Amber Heron'],
    ] as const) {
      await db
        .insertInto('class_students')
        .values({ class_id: classId, user_id: ids[who], pseudonym, joined_at: now() })
        .execute();
    }

    topic = (await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Homework helps learning' })))
      ._id;
    const add = await live({ selection: 1 });
    const added = await complete('stu', add, {
      addIdea: {
        myContent: 'Zebrafish regrow their hearts',
        agents: [],
        goodIntentLevel: 1,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    secret = (
      await db
        .selectFrom('ideas')
        .select('id')
        .where('user_id', '=', ids.stu)
        .where('idea_referenced', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    const summing = await live({ selection: 13, inTellExisting: topic });
    const summed = await complete('stu', summing, {
      addIdea: { myPoint: 'Practice makes it stick' },
    });
    expect(summed.statusCode, summed.body).toBe(200);
    keyPoint = (
      await db
        .selectFrom('ideas')
        .select('id')
        .where('user_id', '=', ids.stu)
        .where('idea_referenced', '=', topic)
        .executeTakeFirstOrThrow()
    ).id;
    const interpret = await live({ selection: 102, inTellExisting: topic });
    const interpreted = await complete('stu', interpret, {
      addIdeaScale: { sound: 0.7, note: 'A class note on homework' },
    });
    expect(interpreted.statusCode, interpreted.body).toBe(200);
    // The teacher's own interpretation of the topic stays public.
    const teacherNote = await api(ctx, 'POST', `/api/ideas/scale/${topic}`, t.teacher, {
      sound: 0.2,
      note: 'A public note',
    });
    expect(teacherNote.statusCode, teacherNote.body).toBe(200);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  /** A live activity of the class, made by its teacher. */
  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.teacher, body);
    await ctx.database.db
      .updateTable('activities')
      .set({ class_id: classId })
      .where('id', '=', created._id)
      .execute();
    await goLive(ctx, t.teacher, created._id);
    return created;
  }

  const complete = (
    who: 'stu' | 'mate',
    activity: { _id: string },
    body: Omit<UpdateActivityPayload, 'studentIDCompleted'>,
  ) =>
    updateActivity(ctx, t[who], activity._id, {
      activityID: activity._id,
      studentIDCompleted: ids[who],
      ...body,
    });

  const seeing: Person[] = ['admin', 'teacher', 'stu', 'mate'];
  const notSeeing: Person[] = ['outsider', 'member'];
  const latest = async (who: Person, app = ctx.app) => {
    const res = await api({ ...ctx, app }, 'GET', '/api/ideas?limitSize=10', t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaSummary[]>();
  };

  it('stores what a student makes in a class with the class, and a teacher’s content as public', async () => {
    const rows = await ctx.database.db
      .selectFrom('ideas')
      .select(['id', 'class_id'])
      .where('id', 'in', [secret, keyPoint, topic])
      .execute();
    const classOf = new Map(rows.map((row) => [row.id, row.class_id]));
    expect(classOf.get(secret)).toBe(classId);
    expect(classOf.get(keyPoint)).toBe(classId);
    expect(classOf.get(topic)).toBeNull();
    const scales = await ctx.database.db
      .selectFrom('idea_scales')
      .select(['user_id', 'class_id'])
      .where('idea_id', '=', topic)
      .execute();
    expect(Object.fromEntries(scales.map((row) => [row.user_id, row.class_id]))).toEqual({
      [ids.stu]: classId,
      [ids.teacher]: null,
    });
  });

  it('answers a class’s inTell to its class, its teacher and admins, and 404 to anyone else', async () => {
    for (const who of seeing) {
      const res = await api(ctx, 'GET', `/api/ideas/${secret}`, t[who]);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
    }
    for (const who of notSeeing) {
      for (const path of [
        `/api/ideas/${secret}`,
        `/api/ideas/${secret}/notes`,
        `/api/ideas/${secret}/scales`,
        `/api/ideas/${keyPoint}`,
      ]) {
        const res = await api(ctx, 'GET', path, t[who]);
        expect(res.statusCode, `${who} ${path}`).toBe(404);
      }
    }
    const quote = await api(ctx, 'POST', `/api/ideas/${secret}/quotes`, t.member, {
      text: 'Zebrafish regrow',
    });
    expect(quote.statusCode, quote.body).toBe(404);
    const interpret = await api(ctx, 'POST', `/api/ideas/scale/${secret}`, t.member, { sound: 1 });
    expect(interpret.statusCode, interpret.body).toBe(404);
    const link = await api(ctx, 'POST', '/api/linkIdeaIdeas', t.member, {
      ideaCause: secret,
      ideaEffect: topic,
      modeOnSubmit: 20,
    });
    expect(link.statusCode, link.body).toBe(404);
  });

  it('keeps a class’s inTells out of other members’ latest ten and search', async () => {
    for (const who of seeing) {
      const list = (await latest(who)).map((idea) => idea._id);
      expect(list, who).toEqual(expect.arrayContaining([secret, keyPoint, topic]));
    }
    for (const who of notSeeing) {
      const list = (await latest(who)).map((idea) => idea._id);
      expect(list, who).toContain(topic);
      expect(list, who).not.toContain(secret);
      expect(list, who).not.toContain(keyPoint);
      const found = await api(ctx, 'GET', '/api/ideas?searchString=zebrafish', t[who]);
      expect(found.json<IdeaSummary[]>(), who).toEqual([]);
    }
    const found = await api(ctx, 'GET', '/api/ideas?searchString=zebrafish', t.mate);
    expect(found.json<IdeaSummary[]>().map((idea) => idea._id)).toEqual([secret]);
    const agents = await api(ctx, 'GET', '/api/agents?searchString=stu', t.member);
    expect(agents.statusCode, agents.body).toBe(200);
    expect(agents.json<unknown[]>()).toEqual([]);
  });

  it('shows a class’s key points on a public inTell’s page to the class, its teacher and admins, on every server', async () => {
    const quotesOn = async (who: Person, app = ctx.app) => {
      const res = await api({ ...ctx, app }, 'GET', `/api/ideas/${topic}`, t[who]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaDto>().quotes.map((quote) => quote._id);
    };
    for (const app of [ctx.app, other]) {
      for (const who of seeing) expect(await quotesOn(who, app), who).toContain(keyPoint);
      for (const who of notSeeing) expect(await quotesOn(who, app), who).not.toContain(keyPoint);
    }
    // Kept per view: the member's kept page does not become the class's, nor the other way.
    expect(await quotesOn('member')).not.toContain(keyPoint);
    expect(await quotesOn('mate')).toContain(keyPoint);
  });

  it('names a classmate by her pseudonym on inTell pages when the class asks, the teacher by her name', async () => {
    await ctx.database.db
      .updateTable('classes')
      .set({ pseudonyms: 1 })
      .where('id', '=', classId)
      .execute();
    const read = async (who: Person, id: string) => {
      const res = await api(ctx, 'GET', `/api/ideas/${id}`, t[who]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaDto>();
    };
    // The key point on the public topic, and the class's own inTell with its poster.
    const pointBy = async (who: Person) =>
      (await read(who, topic)).quotes.find((quote) => quote._id === keyPoint)?.user.name;
    expect(await pointBy('mate')).toBe('Teal Otter');
    expect(await pointBy('teacher')).toBe('stu');
    expect(await pointBy('admin')).toBe('stu');
    const secretForMate = await read('mate', secret);
    expect(secretForMate.user.name).toBe('Teal Otter');
    expect(secretForMate.user.agents).toEqual([]);
    // Nowhere on the page, her own waveMaker (the inTell's author) included.
    expect(JSON.stringify(secretForMate)).not.toMatch(/"stu"/);
    // Her teacher reads her as the poster; class content has no author waveMaker of hers.
    expect((await read('teacher', secret)).user.name).toBe('stu');
    expect((await read('teacher', secret)).agents).toEqual([]);
    // A poster who has left the class is not named by her real name once her pseudonym is gone;
    // the removal ends the kept pages that named her by it, on every server.
    const removed = await api(
      ctx,
      'DELETE',
      `/api/classes/${classId}/roster/${ids.stu}`,
      t.teacher,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read('mate', secret)).user.name).toBe('Former classmate');
    const elsewhere = await api({ ...ctx, app: other }, 'GET', `/api/ideas/${topic}`, t.mate);
    expect(
      elsewhere.json<IdeaDto>().quotes.find((quote) => quote._id === keyPoint)?.user.name,
    ).toBe('Former classmate');
    expect(await pointBy('mate')).toBe('Former classmate');
    await ctx.database.db
      .insertInto('class_students')
      .values({ class_id: classId, user_id: ids.stu, pseudonym: 'Teal Otter', joined_at: now() })
      .execute();
    expect((await read('teacher', secret)).user.name).toBe('stu');
    await ctx.database.db
      .updateTable('classes')
      .set({ pseudonyms: 0 })
      .where('id', '=', classId)
      .execute();
    expect(await pointBy('mate')).toBe('stu');
    expect((await read('mate', secret)).user.name).toBe('stu');
  });

  it('shows notes made in a class on a public inTell to the class’s teacher and admins only', async () => {
    const notesOf = async (who: Person) => {
      const res = await api(ctx, 'GET', `/api/ideas/${topic}/notes`, t[who]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaNotesPage>().notes.map((note) => note.note);
    };
    expect(await notesOf('teacher')).toEqual(
      expect.arrayContaining(['A class note on homework', 'A public note']),
    );
    expect(await notesOf('admin')).toContain('A class note on homework');
    expect(await notesOf('member')).toEqual(['A public note']);
    const one = await api(ctx, 'GET', `/api/ideas/${topic}/notes/${ids.stu}`, t.member);
    expect(one.statusCode).toBe(404);
    const forTeacher = await api(ctx, 'GET', `/api/ideas/${topic}/notes/${ids.stu}`, t.teacher);
    expect(forTeacher.statusCode, forTeacher.body).toBe(200);
    const csv = await api(ctx, 'GET', `/api/ideas/${topic}/scales.csv`, t.member);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('A class note on homework');
    const teacherCsv = await api(ctx, 'GET', `/api/ideas/${topic}/scales.csv`, t.teacher);
    expect(teacherCsv.body).toContain('A class note on homework');
  });

  it('names a classmate by her pseudonym in the latest list when the class asks, the teacher by her name', async () => {
    await ctx.database.db
      .updateTable('classes')
      .set({ pseudonyms: 1 })
      .where('id', '=', classId)
      .execute();
    const posterFor = async (who: Person) =>
      (await latest(who)).find((idea) => idea._id === secret)?.user.name;
    expect(await posterFor('mate')).toBe('Teal Otter');
    expect(await posterFor('teacher')).toBe('stu');
    expect(await posterFor('admin')).toBe('stu');
    await ctx.database.db
      .updateTable('classes')
      .set({ pseudonyms: 0 })
      .where('id', '=', classId)
      .execute();
    expect(await posterFor('mate')).toBe('stu');
  });

  it('refuses a rating of a link to a class’s inTell from outside the class, and stores nothing', async () => {
    const linkId = newId();
    await ctx.database.db
      .insertInto('link_idea_idea')
      .values({
        id: linkId,
        idea_cause: secret,
        idea_effect: topic,
        pair_key: linkPairKey(secret, topic),
        significance_support_oppose: 0,
        significance_similar: 0,
        significance_complex: 0,
        avg_level_support_oppose: 0,
        avg_level_reversed: 0,
        created_at: now(),
      })
      .execute();
    const rate = (who: Person) =>
      api(ctx, 'POST', `/api/linkIdeaIdeas/${linkId}/scale`, t[who], { level: 1 });
    const outside = await rate('member');
    expect(outside.statusCode, outside.body).toBe(404);
    expect(messages(outside.body)).toEqual([LINK_MESSAGES.NOT_FOUND]);
    const withdrawn = await api(ctx, 'DELETE', `/api/linkIdeaIdeas/${linkId}/scale`, t.member);
    expect(withdrawn.statusCode).toBe(404);
    const stored = await ctx.database.db
      .selectFrom('link_idea_idea_ratings')
      .select('user_id')
      .where('link_id', '=', linkId)
      .execute();
    expect(stored).toEqual([]);
    // The class's teacher rates it as any link.
    const inside = await rate('teacher');
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('ends what a member who leaves a class was shown, on every server, and shows it once he joins', async () => {
    // Both servers keep the mate's latest ten and the inTell's page.
    for (const app of [ctx.app, other]) {
      expect((await latest('mate', app)).map((idea) => idea._id)).toContain(secret);
      const read = await api({ ...ctx, app }, 'GET', `/api/ideas/${secret}`, t.mate);
      expect(read.statusCode).toBe(200);
    }
    await ctx.database.db
      .deleteFrom('class_students')
      .where('class_id', '=', classId)
      .where('user_id', '=', ids.mate)
      .execute();
    for (const app of [ctx.app, other]) {
      expect((await latest('mate', app)).map((idea) => idea._id)).not.toContain(secret);
      const read = await api({ ...ctx, app }, 'GET', `/api/ideas/${secret}`, t.mate);
      expect(read.statusCode).toBe(404);
    }
    // The outsider joins on one server's watch; the other shows it to him too.
    await ctx.database.db
      .insertInto('class_students')
      .values({ class_id: classId, user_id: ids.outsider, pseudonym: 'Red Fox', joined_at: now() })
      .execute();
    for (const app of [other, ctx.app]) {
      expect((await latest('outsider', app)).map((idea) => idea._id)).toContain(secret);
      const read = await api({ ...ctx, app }, 'GET', `/api/ideas/${secret}`, t.outsider);
      expect(read.statusCode).toBe(200);
    }
  });
});
