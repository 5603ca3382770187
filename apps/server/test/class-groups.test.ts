import {
  CLASS_GROUP_MESSAGES,
  CLASS_MESSAGES,
  type ActivityAnswers,
  type ActivityDto,
  type ClassGroups,
  type IdeaScalePlotData,
} from '@thoughtful/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { OpenApiContract } from './helpers/openapi-contract';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Small groups inside a class (issue 43): its teachers make, rename and delete them and put
 * students in them; a student of a split class sees only her own group's work in its activities
 * (the students in no group: each other's), its teachers everyone's.
 */
describe.each(TEST_DIALECTS)('groups inside a class on %s', (dialect) => {
  let ctx: TestContext;
  const people = ['alice', 'bob', 'ana', 'ben', 'cleo', 'dan', 'eve', 'olga'] as const;
  type Person = (typeof people)[number];
  const id = {} as Record<Person, string>;
  const t = {} as Record<Person, string>;
  let classId = '';
  let otherClassId = '';
  // Every answer below is checked against the API's document at the end.
  const contract = new OpenApiContract();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' }, contract });
    for (const who of people) {
      const teacher = who === 'alice' || who === 'bob';
      id[who] = await createUser(ctx, `${who}@example.org`, { student: !teacher });
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    classId = await makeClass(
      ctx,
      'Alpha 7B',
      [id.alice],
      [id.ana, id.ben, id.cleo, id.dan, id.eve],
    );
    otherClassId = await makeClass(ctx, 'Beta 7C', [id.bob], [id.olga]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const groupsUrl = () => `/api/classes/${classId}/groups`;
  async function groupsWrite(method: 'POST' | 'DELETE', url: string, body?: object) {
    const res = await api(ctx, method, url, t.alice, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<ClassGroups>().groups;
  }
  const assign = (who: Person, groupId: string | null) =>
    groupsWrite('POST', `/api/classes/${classId}/roster/${id[who]}/group`, { groupId });

  /** Two groups, Ana and Ben in 'Reds', Cleo and Dan in 'Blues', Eve in none. */
  async function redsAndBlues() {
    const before = (await api(ctx, 'GET', groupsUrl(), t.alice)).json<ClassGroups>().groups;
    for (const group of before) {
      await groupsWrite('DELETE', `${groupsUrl()}/${group._id}`);
    }
    await groupsWrite('POST', groupsUrl(), { name: 'Reds' });
    const groups = await groupsWrite('POST', groupsUrl(), { name: 'Blues' });
    const reds = groups.find((g) => g.name === 'Reds')!._id;
    const blues = groups.find((g) => g.name === 'Blues')!._id;
    await assign('ana', reds);
    await assign('ben', reds);
    await assign('cleo', blues);
    await assign('dan', blues);
    return { reds, blues };
  }

  it('lets the class’s teacher make, rename, fill and delete groups', async () => {
    const made = await api(ctx, 'POST', groupsUrl(), t.alice, { name: '  Table\n one ' });
    expect(made.statusCode, made.body).toBe(201);
    const [table] = made.json<ClassGroups>().groups;
    expect(table).toMatchObject({ name: 'Table one', studentIds: [] });
    const renamed = await groupsWrite('POST', `${groupsUrl()}/${table!._id}`, { name: 'Table 1' });
    expect(renamed.map((g) => g.name)).toEqual(['Table 1']);
    await assign('cleo', table!._id);
    const filled = await assign('ana', table!._id);
    // In the roster's order, by name.
    expect(filled[0]!.studentIds).toEqual([id.ana, id.cleo]);
    // One group at most: into none, then the group goes and its students with it.
    expect((await assign('cleo', null))[0]!.studentIds).toEqual([id.ana]);
    expect(await groupsWrite('DELETE', `${groupsUrl()}/${table!._id}`)).toEqual([]);
    const read = await api(ctx, 'GET', groupsUrl(), t.alice);
    expect(read.json<ClassGroups>()).toEqual({ groups: [] });
  });

  it('refuses bad input with its words, never a 500', async () => {
    await groupsWrite('POST', groupsUrl(), { name: 'Owls' });
    const cases: [object, number, string][] = [
      [{ name: '' }, 400, CLASS_GROUP_MESSAGES.NAME_REQUIRED],
      [{}, 400, CLASS_GROUP_MESSAGES.NAME_REQUIRED],
      [{ name: 'x'.repeat(41) }, 400, CLASS_GROUP_MESSAGES.NAME_TOO_LONG],
      [{ name: 'owls' }, 409, CLASS_GROUP_MESSAGES.NAME_TAKEN],
    ];
    for (const [body, status, msg] of cases) {
      const res = await api(ctx, 'POST', groupsUrl(), t.alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(messages(res.body)).toEqual([msg]);
    }
    for (const count of [1, 31, 2.5, '3']) {
      const res = await api(ctx, 'POST', `${groupsUrl()}/split`, t.alice, { count });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([CLASS_GROUP_MESSAGES.SPLIT_COUNT]);
    }
    const roster = (who: string) => `/api/classes/${classId}/roster/${who}/group`;
    const missing = await api(ctx, 'POST', roster(id.ana), t.alice, {});
    expect(missing.statusCode).toBe(400);
    expect(messages(missing.body)).toEqual([CLASS_GROUP_MESSAGES.GROUP_ID]);
    // Another class's student, another class's group, a group that is not.
    expect((await api(ctx, 'POST', roster(id.olga), t.alice, { groupId: null })).statusCode).toBe(
      404,
    );
    const [theirs] = (
      await api(ctx, 'POST', `/api/classes/${otherClassId}/groups`, t.bob, { name: 'Foxes' })
    ).json<ClassGroups>().groups;
    const foreign = await api(ctx, 'POST', roster(id.ana), t.alice, { groupId: theirs!._id });
    expect(foreign.statusCode).toBe(404);
    expect(messages(foreign.body)).toEqual([CLASS_GROUP_MESSAGES.NOT_FOUND]);
    const gone = await api(ctx, 'DELETE', `${groupsUrl()}/${theirs!._id}`, t.alice);
    expect(gone.statusCode).toBe(404);
  });

  it('is for the class’s teachers: another teacher 403, its students 403, others 404', async () => {
    const calls = [
      ['GET', groupsUrl(), undefined],
      ['POST', groupsUrl(), { name: 'Mine' }],
      ['POST', `${groupsUrl()}/split`, { count: 2 }],
      ['POST', `/api/classes/${classId}/roster/${id.ana}/group`, { groupId: null }],
    ] as const;
    for (const [method, url, body] of calls) {
      const other = await api(ctx, method, url, t.bob, body);
      expect(other.statusCode, url).toBe(403);
      expect(messages(other.body)).toEqual([CLASS_MESSAGES.NOT_YOUR_CLASS]);
      expect((await api(ctx, method, url, t.ana, body)).statusCode, url).toBe(403);
      expect((await api(ctx, method, url, t.olga, body)).statusCode, url).toBe(404);
      expect((await api(ctx, method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });

  it('makes one group of a name asked twice at once (two tabs), the other told it is taken', async () => {
    const before = (await api(ctx, 'GET', groupsUrl(), t.alice)).json<ClassGroups>().groups;
    for (const group of before) await groupsWrite('DELETE', `${groupsUrl()}/${group._id}`);
    const answers = await Promise.all(
      ['Greens', 'GREENS', 'greens'].map((name) =>
        api(ctx, 'POST', groupsUrl(), t.alice, { name }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(messages(res.body)).toEqual([CLASS_GROUP_MESSAGES.NAME_TAKEN]);
    }
    const after = (await api(ctx, 'GET', groupsUrl(), t.alice)).json<ClassGroups>().groups;
    expect(after.map((g) => g.name.toLowerCase())).toEqual(['greens']);
  });

  it('splits the class into groups, every student in one, sizes one apart', async () => {
    await groupsWrite('POST', groupsUrl(), { name: 'Before' });
    const groups = await groupsWrite('POST', `${groupsUrl()}/split`, { count: 2 });
    expect(groups.map((g) => g.name)).toEqual(['Group 1', 'Group 2']);
    const members = groups.flatMap((g) => g.studentIds).sort();
    expect(members).toEqual([id.ana, id.ben, id.cleo, id.dan, id.eve].sort());
    expect(groups.map((g) => g.studentIds.length).sort()).toEqual([2, 3]);
  });

  it('draws a student’s activity plot from her group only; the teacher’s from all', async () => {
    await redsAndBlues();
    const question = (
      await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Phones belong in lockers' }))
    )._id;
    const ask = await createActivity(ctx, t.alice, {
      classId,
      selection: 101,
      communityTopic: question,
    });
    await goLive(ctx, t.alice, ask._id);
    const positions: [Person, number][] = [
      ['ana', 1],
      ['ben', 1],
      ['cleo', -1],
      ['dan', -1],
      ['eve', 0],
    ];
    for (const [who, position] of positions) {
      const res = await updateActivity(ctx, t[who], ask._id, {
        studentIDCompleted: id[who],
        addIdeaScale: { position, confidence: 0.8 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const plot = async (who: Person) => {
      const res = await api(
        ctx,
        'GET',
        `/api/ideas/${question}/scales?activity=${ask._id}`,
        t[who],
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaScalePlotData>();
    };
    expect(await plot('ana')).toMatchObject({ total: 2, mine: 0 });
    expect((await plot('ana')).supportLevel).toEqual([1, 1]);
    expect((await plot('cleo')).supportLevel).toEqual([-1, -1]);
    // Eve is in no group: the rest of the class, herself alone here.
    expect(await plot('eve')).toMatchObject({ total: 1, supportLevel: [0] });
    // Each student's list names her group; one in none has none named.
    const listed = async (who: Person) =>
      (await listActivities(ctx, t[who])).find((a) => a._id === ask._id);
    expect((await listed('ana'))?.groupName).toBe('Reds');
    expect((await listed('eve'))?.groupName).toBeUndefined();
    // The teacher's answers name each student's group.
    const answers = await api(ctx, 'GET', `/api/activity/${ask._id}/answers`, t.alice);
    const groupOf = new Map(
      answers
        .json<ActivityAnswers>()
        .answers.map((answer) => [answer.user._id, answer.groupName ?? null]),
    );
    expect([id.ana, id.cleo, id.eve].map((who) => groupOf.get(who))).toEqual([
      'Reds',
      'Blues',
      null,
    ]);
    const all = await plot('alice');
    expect(all.total).toBe(5);
    expect([...all.supportLevel].sort()).toEqual([-1, -1, 0, 1, 1]);
  });

  it('gives a new inTell’s follow-up to her own group only', async () => {
    await redsAndBlues();
    const ask = await createActivity(ctx, t.alice, {
      classId,
      selection: 1,
      instructions1: 'Add your view on homework',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s view',
    });
    await goLive(ctx, t.alice, ask._id);
    const write = (who: Person, text: string) =>
      updateActivity(ctx, t[who], ask._id, {
        studentIDCompleted: id[who],
        addIdea: { ...simpleIdea({ myContent: text }), goodIntentLevel: 1 },
      });
    expect((await write('ana', 'Homework is practice')).statusCode).toBe(200);
    // Eve is alone in no group: her inTell is given to no one, so to no one at all.
    expect((await write('eve', 'Homework is late work')).statusCode).toBe(200);
    const followUps = (await listActivities(ctx, t.alice, 'manager')).filter(
      (a: ActivityDto) => a.followUpOf === ask._id,
    );
    expect(followUps).toHaveLength(1);
    expect(followUps[0]!.followUpReaders?.map((r) => r._id)).toEqual([id.ben]);
    await goLive(ctx, t.alice, followUps[0]!._id);
    const sees = async (who: Person) =>
      (await listActivities(ctx, t[who])).some((a) => a._id === followUps[0]!._id);
    expect(await sees('ben')).toBe(true);
    expect(await sees('cleo')).toBe(false);
    expect(await sees('eve')).toBe(false);
  });

  it('answers as the API’s document says', async () => {
    const document = (await api(ctx, 'GET', '/api/docs/openapi.json')).json<OpenAPIV3_1.Document>();
    expect(contract.violations(document)).toEqual([]);
  });
});
