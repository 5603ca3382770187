import type {
  ActivityDto,
  CreateActivityPayload,
  IdeaDto,
  IdeaSummary,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { newId } from '../src/lib/ids';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * A classmate under a pseudonym carries no trace of her account (DESIGN.md §10 'Privacy';
 * docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms'): wherever a student of a class
 * with pseudonyms reads a classmate's content (the latest list, search, an inTell's page and its
 * key points, a link's page, the activities, a follow-up among them, the answer to its
 * completion, a waveMaker's page her inTell is linked from), the answer's text holds neither the classmate's user id nor her own waveMaker's id. The
 * class's teacher and admins still read both; the poster reads her own id on her own inTell.
 */
describe.each(TEST_DIALECTS)('pseudonyms without user ids on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  const people = ['admin', 'teacher', 'stu', 'mate'] as const;
  type Person = (typeof people)[number];
  const t = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  let classId = '';
  let topic = '';
  /** Stu's inTell in the class, her key point on the topic, the link between the two. */
  let secret = '';
  let keyPoint = '';
  let linkId = '';
  let followUpId = '';
  /** A waveMaker the teacher links stu's inTell to: its page is everyone's. */
  let waveMaker = '';

  const now = () => new Date().toISOString();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    ids.teacher = await createUser(ctx, 'teacher@example.org', { student: false });
    for (const student of ['stu', 'mate'] as const) {
      ids[student] = await createUser(ctx, `${student}@example.org`);
    }
    for (const who of people) t[who] = await loginToken(ctx, `${who}@example.org`);

    const db = ctx.database.db;
    classId = newId();
    await db
      .insertInto('classes')
      .values({
        id: classId,
        name: '7C',
        code: 'BCDEF34567',
        pseudonyms: 1,
        created_at: now(),
        updated_at: now(),
      })
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
    // Stu's new inTell, linked to the topic, with its follow-up for her classmates.
    const add = await live({
      selection: 1,
      communityTopic: topic,
      afterOptionInterpretNewInTell: true,
      afterOptionInterconnectNewInTell: true,
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s inTell',
    });
    const added = await complete('stu', add, {
      addIdea: {
        myContent: 'Zebrafish regrow their hearts',
        agents: [],
        goodIntentLevel: 1,
        addIdeaScale: { sound: 0.8 },
      },
      addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    secret = added.json<ActivityDto[]>().find((a) => a._id === add._id)!.myIdea!._id;
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
    linkId = (
      await db
        .selectFrom('link_idea_idea')
        .select('id')
        .where('idea_cause', '=', secret)
        .where('idea_effect', '=', topic)
        .executeTakeFirstOrThrow()
    ).id;
    followUpId = (
      await db
        .selectFrom('activities')
        .select('id')
        .where('follow_up_of', '=', add._id)
        .executeTakeFirstOrThrow()
    ).id;
    await goLive(ctx, t.teacher, followUpId);
    waveMaker = (await createAgent(ctx, t.teacher, 'Heart Research Lab'))._id;
    const linked = await api(ctx, 'POST', '/api/linkIdeaAgents', t.teacher, {
      idea: secret,
      agent: waveMaker,
      modeOnSubmit: 30,
    });
    expect(linked.statusCode, linked.body).toBe(201);
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

  /** The raw text of a 200 answer. */
  async function body(who: Person, url: string, app = ctx.app): Promise<string> {
    const res = await api({ ...ctx, app }, 'GET', url, t[who]);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(200);
    return res.body;
  }

  /** Every answer in which a classmate reads stu's content, as its raw text. */
  async function answersFor(who: Person, app = ctx.app): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    for (const url of [
      '/api/ideas?limitSize=10',
      '/api/ideas?searchString=zebrafish',
      `/api/ideas/${secret}`,
      `/api/ideas/${topic}`,
      `/api/ideas/${keyPoint}`,
      `/api/linkIdeaIdeas/${linkId}`,
      '/api/activity',
      `/api/agents/${waveMaker}`,
    ]) {
      answers[url] = await body(who, url, app);
    }
    return answers;
  }

  const noTraceOfStu = (answers: Record<string, string>) => {
    for (const [url, text] of Object.entries(answers)) {
      expect(text, url).not.toContain(ids.stu);
    }
  };

  it('sends a classmate no trace of the poster’s account, on every server and in every place', async () => {
    for (const app of [ctx.app, other]) {
      const answers = await answersFor('mate', app);
      noTraceOfStu(answers);
      // The content is there, under her pseudonym.
      const latest = JSON.parse(answers['/api/ideas?limitSize=10']!) as IdeaSummary[];
      expect(latest.find((idea) => idea._id === secret)?.user).toEqual({ name: 'Teal Otter' });
      const found = JSON.parse(answers['/api/ideas?searchString=zebrafish']!) as IdeaSummary[];
      expect(found.map((idea) => idea._id)).toEqual([secret]);
      const page = JSON.parse(answers[`/api/ideas/${secret}`]!) as IdeaDto;
      expect(page.user).toEqual({ name: 'Teal Otter', avatar: '', agents: [] });
      const onTopic = JSON.parse(answers[`/api/ideas/${topic}`]!) as IdeaDto;
      expect(onTopic.quotes.find((quote) => quote._id === keyPoint)?.user.name).toBe('Teal Otter');
      const activities = JSON.parse(answers['/api/activity']!) as ActivityDto[];
      const followUp = activities.find((activity) => activity._id === followUpId);
      expect(followUp?.inTellExisting).toMatchObject({ _id: secret, user: { name: 'Teal Otter' } });
      // A waveMaker's page is everyone's: it lists public inTells only.
      expect(answers[`/api/agents/${waveMaker}`]).not.toContain(secret);
    }
    // Completing the follow-up (interpreting stu's inTell) answers with the list as she reads it.
    const interpreted = await complete(
      'mate',
      { _id: followUpId },
      { addIdeaScale: { sound: 0.4 } },
    );
    expect(interpreted.statusCode, interpreted.body).toBe(200);
    noTraceOfStu({ completion: interpreted.body });
    expect(interpreted.json<ActivityDto[]>().find((a) => a._id === followUpId)?.completed).toBe(
      true,
    );
  });

  it('makes no waveMaker that pairs her pseudonym with her account', async () => {
    // The review: her first inTell in the class made a public waveMaker named after her, with her
    // user id, at the same millisecond as 'Teal Otter''s inTell.
    const { created_at: posted } = await ctx.database.db
      .selectFrom('ideas')
      .select('created_at')
      .where('id', '=', secret)
      .executeTakeFirstOrThrow();
    for (const app of [ctx.app, other]) {
      const newest = JSON.parse(await body('mate', '/api/agents?limitSize=10', app)) as {
        _id: string;
        name: string;
      }[];
      expect(newest.map((agent) => agent.name)).not.toContain('stu');
      for (const agent of newest) {
        const page = JSON.parse(await body('mate', `/api/agents/${agent._id}`, app)) as {
          date: string;
          user: { _id: string };
          member: { _id: string } | null;
        };
        expect(page.user._id).not.toBe(ids.stu);
        expect(page.member?._id).not.toBe(ids.stu);
        expect(page.date).not.toBe(posted);
      }
    }
    const hers = await ctx.database.db
      .selectFrom('agents')
      .select('id')
      .where((eb) => eb.or([eb('member_user_id', '=', ids.stu), eb('user_id', '=', ids.stu)]))
      .execute();
    expect(hers).toEqual([]);
  });

  it('still names the poster’s account to the class’s teacher and to admins', async () => {
    for (const who of ['teacher', 'admin'] as const) {
      const answers = await answersFor(who);
      for (const url of [
        '/api/ideas?limitSize=10',
        '/api/ideas?searchString=zebrafish',
        `/api/ideas/${secret}`,
        `/api/ideas/${topic}`,
        `/api/linkIdeaIdeas/${linkId}`,
      ]) {
        expect(answers[url], `${who} ${url}`).toContain(ids.stu);
      }
      const page = JSON.parse(answers[`/api/ideas/${secret}`]!) as IdeaDto;
      expect(page.user).toMatchObject({ _id: ids.stu, name: 'stu' });
      // What she posts in the class makes no waveMaker of hers (below).
      expect(page.user.agents).toEqual([]);
    }
    // The teacher's progress view follows up a student's inTell by its poster.
    const managed = JSON.parse(await body('teacher', '/api/activity')) as ActivityDto[];
    expect(managed.find((a) => a._id === followUpId)?.inTellExisting?.user).toEqual({
      _id: ids.stu,
      name: 'stu',
    });
  });

  it('gives the poster her own id on her own inTell, and her classmates still none', async () => {
    const read = async (who: Person, app = ctx.app) =>
      JSON.parse(await body(who, `/api/ideas/${secret}`, app)) as IdeaDto;
    for (const app of [ctx.app, other]) {
      expect((await read('mate', app)).user._id).toBeUndefined();
      expect((await read('stu', app)).user).toMatchObject({ _id: ids.stu, name: 'stu' });
      // Each reads her own kept page, not the other's.
      expect((await read('mate', app)).user._id).toBeUndefined();
    }
    const mine = JSON.parse(await body('stu', '/api/activity')) as ActivityDto[];
    expect(mine.find((a) => a.myIdea?._id === secret)?.myIdea?.user._id).toBe(ids.stu);
  });

  it('sends no trace of a poster who has left the class', async () => {
    const removed = await api(
      ctx,
      'DELETE',
      `/api/classes/${classId}/roster/${ids.stu}`,
      t.teacher,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    for (const app of [ctx.app, other]) {
      const answers = await answersFor('mate', app);
      noTraceOfStu(answers);
      const page = JSON.parse(answers[`/api/ideas/${secret}`]!) as IdeaDto;
      expect(page.user.name).toBe('Former classmate');
    }
    await ctx.database.db
      .insertInto('class_students')
      .values({ class_id: classId, user_id: ids.stu, pseudonym: 'Teal Otter', joined_at: now() })
      .execute();
  });
});
