import type {
  ActivityDto,
  ClassGroups,
  CreateActivityPayload,
  IdeaDto,
  IdeaScalePlotData,
  IdeaSummary,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { linkPairKey } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * What a student of a class split into groups sees of its content (issue 43,
 * docs/decisions/2026-12-05-a-class-second-week.md 'Small groups inside a class'): the inTells,
 * key points, links and interpretations of her group (of the students in none, for one in
 * none), wherever they show, by who is in which group now; the teacher and admins see the class.
 */
describe.each(TEST_DIALECTS)('class content scoped to groups on %s', (dialect) => {
  let ctx: TestContext;
  const people = ['admin', 'alice', 'ana', 'ben', 'cleo', 'dan', 'eve'] as const;
  type Person = (typeof people)[number];
  const id = {} as Record<Person, string>;
  const t = {} as Record<Person, string>;
  let classId = '';
  let topic = '';
  /** Each writer's inTell in the class, and her key point on the public topic. */
  const inTell = {} as Record<'ana' | 'cleo' | 'eve', string>;
  const keyPoint = {} as Record<'ana' | 'cleo', string>;
  let cleosLink = '';
  let reds = '';
  let blues = '';

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    for (const who of people) {
      id[who] = await createUser(ctx, `${who}@example.org`, {
        student: who !== 'alice' && who !== 'admin',
        admin: who === 'admin',
      });
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    classId = await makeClass(
      ctx,
      'Alpha 7B',
      [id.alice],
      [id.ana, id.ben, id.cleo, id.dan, id.eve],
    );
    topic = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Homework helps learning' })))
      ._id;
    // Made before the class is split: what follows who is in which group now.
    const write = await live({ selection: 1, instructions1: 'Your view' });
    for (const who of ['ana', 'cleo', 'eve'] as const) {
      const res = await complete(who, write, {
        addIdea: { ...simpleIdea({ myContent: `Quokkas by ${who}` }), goodIntentLevel: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      inTell[who] = await newest(who, null);
    }
    const sum = await live({ selection: 13, inTellExisting: topic });
    for (const who of ['ana', 'cleo'] as const) {
      const res = await complete(who, sum, { addIdea: { myPoint: `Point of ${who}` } });
      expect(res.statusCode, res.body).toBe(200);
      keyPoint[who] = await newest(who, topic);
    }
    const interpret = await live({ selection: 102, inTellExisting: topic });
    const sounds: [Person, number][] = [
      ['ana', 0.9],
      ['ben', 0.8],
      ['cleo', 0.1],
      ['dan', 0.2],
      ['eve', 0.5],
    ];
    for (const [who, sound] of sounds) {
      const res = await complete(who, interpret, {
        addIdeaScale: { sound, note: `Note by ${who}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A link Cleo made in an activity, from her inTell to the topic (written as stored: no page
    // of the topic has been read yet).
    cleosLink = newId();
    await ctx.database.db
      .insertInto('link_idea_idea')
      .values({
        id: cleosLink,
        idea_cause: inTell.cleo,
        idea_effect: topic,
        pair_key: linkPairKey(inTell.cleo, topic),
        significance_support_oppose: 1,
        significance_similar: 0,
        significance_complex: 0,
        avg_level_support_oppose: 0.5,
        avg_level_reversed: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    // Ana and Ben are Reds, Cleo and Dan Blues, Eve in none.
    reds = (await groupsWrite('POST', groupsUrl(), { name: 'Reds' })).find(
      (g) => g.name === 'Reds',
    )!._id;
    blues = (await groupsWrite('POST', groupsUrl(), { name: 'Blues' })).find(
      (g) => g.name === 'Blues',
    )!._id;
    for (const [who, group] of [
      ['ana', reds],
      ['ben', reds],
      ['cleo', blues],
      ['dan', blues],
    ] as const) {
      await assign(who, group);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.alice, { classId, ...body });
    await goLive(ctx, t.alice, created._id);
    return created;
  }
  const complete = (
    who: Person,
    activity: { _id: string },
    body: Omit<UpdateActivityPayload, 'studentIDCompleted'>,
  ) =>
    updateActivity(ctx, t[who], activity._id, {
      activityID: activity._id,
      studentIDCompleted: id[who],
      ...body,
    });
  /** The newest inTell `who` posted (on `referenced`, a key point; null: her own inTell). */
  async function newest(who: Person, referenced: string | null): Promise<string> {
    let query = ctx.database.db
      .selectFrom('ideas')
      .select('id')
      .where('user_id', '=', id[who])
      .orderBy('id', 'desc');
    query =
      referenced === null
        ? query.where('idea_referenced', 'is', null)
        : query.where('idea_referenced', '=', referenced);
    return (await query.executeTakeFirstOrThrow()).id;
  }
  const groupsUrl = () => `/api/classes/${classId}/groups`;
  async function groupsWrite(method: 'POST' | 'DELETE', url: string, body?: object) {
    const res = await api(ctx, method, url, t.alice, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<ClassGroups>().groups;
  }
  const assign = (who: Person, groupId: string | null) =>
    groupsWrite('POST', `/api/classes/${classId}/roster/${id[who]}/group`, { groupId });

  const status = async (who: Person, path: string) =>
    (await api(ctx, 'GET', path, t[who])).statusCode;
  const read = async (who: Person, ideaId: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${ideaId}`, t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaDto>();
  };
  const listed = async (who: Person, query: string) => {
    const res = await api(ctx, 'GET', `/api/ideas?${query}`, t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaSummary[]>().map((idea) => idea._id);
  };
  const plot = async (who: Person) => {
    const res = await api(ctx, 'GET', `/api/ideas/${topic}/scales`, t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaScalePlotData>();
  };

  it('answers another group’s inTell 404, as an inTell she may not see, at every address of it', async () => {
    const readers: [string, Person[], Person[]][] = [
      [inTell.ana, ['ana', 'ben', 'alice', 'admin'], ['cleo', 'dan', 'eve']],
      [inTell.cleo, ['cleo', 'dan', 'alice', 'admin'], ['ana', 'ben', 'eve']],
      // Eve is in no group: the students in none see each other's only.
      [inTell.eve, ['eve', 'alice', 'admin'], ['ana', 'cleo']],
    ];
    for (const [ideaId, seeing, notSeeing] of readers) {
      for (const who of seeing) expect(await status(who, `/api/ideas/${ideaId}`), who).toBe(200);
      for (const who of notSeeing) {
        for (const path of [
          `/api/ideas/${ideaId}`,
          `/api/ideas/${ideaId}/scales`,
          `/api/ideas/${ideaId}/notes`,
        ]) {
          expect(await status(who, path), `${who} ${path}`).toBe(404);
        }
      }
    }
  });

  it('leaves another group’s inTells out of her latest list and her search; the teacher’s has all', async () => {
    const mine = { ana: inTell.ana, cleo: inTell.cleo, eve: inTell.eve } as const;
    for (const who of ['ana', 'cleo', 'eve'] as const) {
      const latest = await listed(who, 'limitSize=10');
      expect(latest, who).toContain(mine[who]);
      expect(latest, who).toContain(topic);
      const others = Object.values(mine).filter((ideaId) => ideaId !== mine[who]);
      for (const other of others) expect(latest, who).not.toContain(other);
      expect(await listed(who, 'searchString=quokkas'), who).toEqual([mine[who]]);
    }
    expect(await listed('ben', 'searchString=quokkas')).toEqual([inTell.ana]);
    for (const who of ['alice', 'admin'] as const) {
      expect(await listed(who, 'limitSize=10'), who).toEqual(
        expect.arrayContaining(Object.values(mine)),
      );
      expect((await listed(who, 'searchString=quokkas')).sort(), who).toEqual(
        Object.values(mine).sort(),
      );
    }
  });

  it('shows on a public inTell’s page the key points and links of her group only', async () => {
    const page = async (who: Person) => {
      const idea = await read(who, topic);
      return {
        quotes: idea.quotes.map((quote) => quote._id),
        links: idea.linkedIdeas.map((link) => link.other._id),
      };
    };
    expect(await page('ana')).toEqual({ quotes: [keyPoint.ana], links: [] });
    expect(await page('dan')).toEqual({ quotes: [keyPoint.cleo], links: [inTell.cleo] });
    expect(await page('eve')).toEqual({ quotes: [], links: [] });
    const teachers = await page('alice');
    expect(teachers.quotes.sort()).toEqual([keyPoint.ana, keyPoint.cleo].sort());
    expect(teachers.links).toEqual([inTell.cleo]);
    // The link's own page tells of its ends: unknown to another group.
    expect(await status('ana', `/api/linkIdeaIdeas/${cleosLink}`)).toBe(404);
    expect(await status('dan', `/api/linkIdeaIdeas/${cleosLink}`)).toBe(200);
    expect(await status('alice', `/api/linkIdeaIdeas/${cleosLink}`)).toBe(200);
  });

  it('counts her group’s interpretations only in the plots and figures read outside an activity', async () => {
    expect(await plot('ana')).toMatchObject({ total: 2, mine: 0 });
    expect([...(await plot('ana')).sound].sort()).toEqual([0.8, 0.9]);
    expect([...(await plot('cleo')).sound].sort()).toEqual([0.1, 0.2]);
    expect(await plot('eve')).toMatchObject({ total: 1, sound: [0.5] });
    expect((await plot('alice')).total).toBe(5);
    // The inTell's own figures (its summaries): the same counts.
    const figures = async (who: Person) => {
      const idea = await read(who, topic);
      return { count: idea.scaleCount, sound: idea.scaleAggregates.sound.count };
    };
    expect(await figures('ana')).toEqual({ count: 2, sound: 2 });
    expect((await read('ben', topic)).scaleAggregates.sound.sum).toBeCloseTo(1.7);
    expect(await figures('eve')).toEqual({ count: 1, sound: 1 });
    expect(await figures('alice')).toEqual({ count: 5, sound: 5 });
    expect(await figures('admin')).toEqual({ count: 5, sound: 5 });
  });

  it('follows who is in which group now: moved to another group, her work moves with her', async () => {
    // Read (and kept) before the move.
    expect(await listed('ana', 'limitSize=10')).not.toContain(inTell.cleo);
    expect((await read('ana', topic)).quotes.map((q) => q._id)).toEqual([keyPoint.ana]);
    await assign('cleo', reds);
    expect(await status('ana', `/api/ideas/${inTell.cleo}`)).toBe(200);
    expect(await status('dan', `/api/ideas/${inTell.cleo}`)).toBe(404);
    expect(await listed('ana', 'limitSize=10')).toContain(inTell.cleo);
    expect(await listed('dan', 'limitSize=10')).not.toContain(inTell.cleo);
    expect((await read('ana', topic)).quotes.map((q) => q._id).sort()).toEqual(
      [keyPoint.ana, keyPoint.cleo].sort(),
    );
    expect((await read('dan', topic)).quotes).toEqual([]);
    expect((await plot('ana')).total).toBe(3);
    expect((await read('ana', topic)).scaleCount).toBe(3);
    expect((await plot('dan')).total).toBe(1);
    // Groups deleted: the class is one again.
    for (const group of [reds, blues]) await groupsWrite('DELETE', `${groupsUrl()}/${group}`);
    expect(await status('dan', `/api/ideas/${inTell.ana}`)).toBe(200);
    expect(await listed('eve', 'searchString=quokkas')).toHaveLength(3);
    expect((await plot('eve')).total).toBe(5);
  });

  it('takes a follow-up given before the split from a student now in another group', async () => {
    const ask = await live({
      selection: 1,
      instructions1: 'Add your view on homework',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s view',
    });
    const res = await complete('ben', ask, {
      addIdea: { ...simpleIdea({ myContent: 'Homework is practice' }), goodIntentLevel: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const followUp = (await listActivities(ctx, t.alice, 'manager')).find(
      (a) => a.followUpOf === ask._id,
    )!;
    await goLive(ctx, t.alice, followUp._id);
    const given = (followUp.followUpReaders ?? []).map((r) => r._id);
    const readers = people.filter((who) => given.includes(id[who]));
    expect(readers.length).toBeGreaterThan(0);
    const sees = async (who: Person) =>
      (await listActivities(ctx, t[who])).some((a) => a._id === followUp._id);
    for (const who of readers) expect(await sees(who), who).toBe(true);
    // Ben alone in one group, everyone else in another.
    const before = (await api(ctx, 'GET', groupsUrl(), t.alice)).json<ClassGroups>().groups;
    for (const group of before) await groupsWrite('DELETE', `${groupsUrl()}/${group._id}`);
    const groups = await groupsWrite('POST', `${groupsUrl()}/split`, { count: 2 });
    await assign('ben', groups[0]!._id);
    for (const who of ['ana', 'cleo', 'dan', 'eve'] as const) await assign(who, groups[1]!._id);
    for (const who of readers) {
      expect(await sees(who), who).toBe(false);
      const done = await complete(who, followUp, { addIdeaScale: { sound: 0.5 } });
      expect(done.statusCode, `${who}: ${done.body}`).toBe(404);
    }
  });
});
