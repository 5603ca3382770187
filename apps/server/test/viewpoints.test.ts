import {
  ClassViewpoints,
  IdeaCruxes,
  IdeaViewpoints,
  INVALID_ID_MESSAGE,
  SAY_ENGLISH,
  sayCruxReason,
  sayScaleSentence,
  type ActivityDto,
  type AddIdeaScalePayload,
  type CreateActivityPayload,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import pino from 'pino';
import {
  PUBLIC_SCOPE_KEY,
  recomputeJobKind,
  restAfterRecompute,
  VIEWPOINT_MESSAGES,
  ViewpointRecompute,
} from '../src/modules/viewpoints';
import {
  claimScope,
  markScopes,
  writeScopeMap,
} from '../src/modules/viewpoints/viewpoint-scopes.repository';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { messages } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { bundledMathsWorkerForTests } from './helpers/maths-worker';
import { quickMember } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Viewpoint groups, bridging and cruxes (DESIGN.md §12, issue 31): interpretations mark the
 * opinion maps they change; the maps are worked out only by the background recompute; the
 * endpoints read them, name no one but on the teachers' class view, and keep class data to the
 * class's students.
 */
describe.each(TEST_DIALECTS)('viewpoints on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  const STUDENTS = 20;
  const students: { id: string; token: string }[] = [];
  let teacher: { id: string; token: string };
  let admin: { id: string; token: string };
  /** A member in no class, a student of another class, and that class's teacher. */
  let member: { id: string; token: string };
  let stranger: { id: string; token: string };
  let otherTeacher: { id: string; token: string };
  let classId = '';
  /** Eight inTells the two halves of the class read oppositely; the first is the planted crux. */
  const planted: string[] = [];
  /** Two inTells the whole class reads alike (the question's other branches). */
  const agreed: string[] = [];
  let question = '';
  /** Answered by four students, and by four of one group and two of the other. */
  let fewAnswers = '';
  let pairAnswers = '';
  /** An inTell a student made in the class. */
  let classIdea = '';

  const groupOf = (i: number) => (i < STUDENTS / 2 ? 0 : 1);
  /** A small, fixed wobble per student and inTell, so that no two answers are the same. */
  const wobble = (i: number, k: number) => (((i * 37 + k * 11) % 11) - 5) / 100;

  /** A live activity of the class, made by its teacher. */
  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, teacher.token, { classId, ...body });
    await goLive(ctx, teacher.token, created._id);
    return created;
  }

  async function complete(
    who: { id: string; token: string },
    activity: { _id: string },
    body: Omit<UpdateActivityPayload, 'studentIDCompleted' | 'activityID'>,
  ) {
    const res = await updateActivity(ctx, who.token, activity._id, {
      activityID: activity._id,
      studentIDCompleted: who.id,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Each student interprets the inTell through a class activity, answering `answer(i)`. */
  async function interpretAll(
    ideaId: string,
    who: readonly number[],
    answer: (i: number) => AddIdeaScalePayload,
  ): Promise<void> {
    const activity = await live({ selection: 102, inTellExisting: ideaId });
    for (const i of who) await complete(students[i]!, activity, { addIdeaScale: answer(i) });
  }

  const everyone = Array.from({ length: STUDENTS }, (_, i) => i);

  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      // The tests call the recompute themselves: this server never runs it by itself.
      env: { RATE_LIMIT_SCALE: '50', VIEWPOINTS_RECOMPUTE_MS: '0' },
    });
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    teacher = await quickMember(ctx, 'teacher');
    admin = await quickMember(ctx, 'admin');
    await ctx.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', admin.id)
      .execute();
    member = await quickMember(ctx, 'member');
    otherTeacher = await quickMember(ctx, 'otherteacher');
    stranger = await quickMember(ctx, 'stranger', { student: true });
    for (let i = 0; i < STUDENTS; i += 1) {
      students.push(await quickMember(ctx, `stu${i}`, { student: true }));
    }
    classId = await makeClass(
      ctx,
      '7B',
      [teacher.id],
      students.map((s) => s.id),
    );
    await makeClass(ctx, '8C', [otherTeacher.id], [stranger.id]);
    // Classmates see each other under pseudonyms; teachers still see real names.
    await ctx.database.db
      .updateTable('classes')
      .set({ pseudonyms: 1 })
      .where('id', '=', classId)
      .execute();

    const idea = async (content: string) =>
      (await createIdea(ctx, teacher.token, simpleIdea({ myPoint: content, myContent: content })))
        ._id;
    question = await idea('Should school start later?');
    for (let k = 0; k < 8; k += 1) planted.push(await idea(`Planted claim ${k}`));
    for (let k = 0; k < 2; k += 1) agreed.push(await idea(`Agreed claim ${k}`));
    fewAnswers = await idea('Hardly read');
    pairAnswers = await idea('Read by a pair of one group');

    // Two viewpoints: the first half finds the planted claims sound and good, the second half
    // unsound and harmful.
    for (const [k, ideaId] of planted.entries()) {
      await interpretAll(ideaId, everyone, (i) =>
        groupOf(i) === 0
          ? { sound: 0.9 + wobble(i, k), values: [1, 2] }
          : { sound: 0.1 + wobble(i, k), values: [-1, -2] },
      );
    }
    for (const [k, ideaId] of agreed.entries()) {
      await interpretAll(ideaId, everyone, (i) => ({ sound: 0.6 + wobble(i, k + 8) }));
    }
    await interpretAll(fewAnswers, [0, 1, 10, 11], () => ({ sound: 0.5 }));
    await interpretAll(pairAnswers, [0, 1, 2, 3, 10, 11], () => ({ sound: 0.5 }));
    // The question's tree: the planted claim and the two agreed ones, each rated as bearing on it.
    for (const cause of [planted[0]!, ...agreed]) {
      const interconnect = await live({
        selection: 201,
        communityTopic: question,
        inTellExisting: cause,
      });
      for (const s of students) {
        await complete(s, interconnect, { addLinkIdeaIdeaScale: { level: 0.8, confidence: 1 } });
      }
    }
    const add = await live({ selection: 1 });
    await complete(students[0]!, add, {
      addIdea: { myContent: 'Our class thinks naps help', agents: [], goodIntentLevel: 1 },
    });
    classIdea = (
      await ctx.database.db
        .selectFrom('ideas')
        .select('id')
        .where('class_id', '=', classId)
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const get = (who: { token: string }, url: string, app = ctx.app) =>
    api({ ...ctx, app }, 'GET', url, who.token);

  async function ideaViewpoints(who: { token: string }, ideaId: string, query = '') {
    const res = await get(who, `/api/ideas/${ideaId}/viewpoints${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return IdeaViewpoints.parse(res.json());
  }

  async function classView(who: { token: string } = teacher) {
    const res = await get(who, `/api/classes/${classId}/viewpoints`);
    expect(res.statusCode, res.body).toBe(200);
    return ClassViewpoints.parse(res.json());
  }

  const scopeRow = (scopeKey: string) =>
    ctx.database.db
      .selectFrom('viewpoint_scopes')
      .selectAll()
      .where('scope_key', '=', scopeKey)
      .executeTakeFirst();

  const isChanged = (row: { changes: number; computed_changes: number } | undefined) =>
    row !== undefined && Number(row.changes) > Number(row.computed_changes);

  it('marks the class’s and the public scope changed, and no request works a map out', async () => {
    expect(isChanged(await scopeRow(classId))).toBe(true);
    expect(isChanged(await scopeRow(PUBLIC_SCOPE_KEY))).toBe(true);
    // Figures are published by the recompute: none yet.
    const before = await ideaViewpoints(students[0]!, planted[1]!, `?classId=${classId}`);
    expect(before).toEqual({
      respondents: 0,
      groups: [],
      scales: [],
      disagreement: null,
      placed: 0,
      computedAt: null,
    });
    expect((await classView()).computedAt).toBeNull();
    const rows = await ctx.database.db.selectFrom('viewpoint_members').select('user_id').execute();
    expect(rows).toEqual([]);
  });

  it('works the maps out in the recompute: two planted groups of ten, and the scopes clean', async () => {
    const done = await ctx.app.services.viewpointRecompute.recomputeChanged();
    const ofClass = done.find((d) => d.scopeKey === classId);
    expect(ofClass).toMatchObject({ members: STUDENTS, placed: STUDENTS, groups: 2 });
    // The class's answers are the class's (issue 41): everyone's map holds none of them.
    expect(done.find((d) => d.scopeKey === PUBLIC_SCOPE_KEY)).toMatchObject({
      members: 0,
      groups: 0,
    });
    expect(isChanged(await scopeRow(classId))).toBe(false);
    expect(isChanged(await scopeRow(PUBLIC_SCOPE_KEY))).toBe(false);
    expect(JSON.parse((await scopeRow(classId))!.group_sizes)).toEqual([10, 10]);
    // Nothing changed since: the next look has nothing to do.
    expect(await ctx.app.services.viewpointRecompute.recomputeChanged()).toEqual([]);
    // Each planted half is one group.
    const members = await ctx.database.db
      .selectFrom('viewpoint_members')
      .select(['user_id', 'group_index'])
      .where('scope_key', '=', classId)
      .execute();
    const groupOfMember = new Map(members.map((m) => [m.user_id, m.group_index]));
    const first = groupOfMember.get(students[0]!.id);
    for (const [i, s] of students.entries()) {
      expect(groupOfMember.get(s.id) === first).toBe(groupOf(i) === 0);
    }
  });

  it('answers an inTell’s scales bridged and what the groups differ on, naming no one', async () => {
    const res = await get(students[3]!, `/api/ideas/${planted[2]}/viewpoints?classId=${classId}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = IdeaViewpoints.parse(res.json());
    expect(answer.respondents).toBe(STUDENTS);
    expect(answer.placed).toBe(STUDENTS);
    expect(answer.groups).toEqual([
      { index: 0, size: 10 },
      { index: 1, size: 10 },
    ]);
    expect(answer.scales.map((s) => s.scale)).toEqual(expect.arrayContaining(['sound', 'values']));
    const sound = answer.scales.find((s) => s.scale === 'sound')!;
    expect(sound.respondents).toBe(STUDENTS);
    expect(sound.spread).toBeGreaterThan(0.4);
    expect(sound.sentence).toMatch(/^The groups differ on how sound it is/);
    expect(answer.disagreement).not.toBeNull();
    expect(['facts', 'values']).toContain(answer.disagreement!.kind);
    expect(answer.computedAt).not.toBeNull();
    for (const s of [...students, teacher]) expect(res.body).not.toContain(s.id);
    // The agreed claim: both groups read it alike.
    const alike = await ideaViewpoints(teacher, agreed[0]!, `?classId=${classId}`);
    expect(alike.scales.find((s) => s.scale === 'sound')!.sentence).toMatch(/^Both groups/);
    // Without a class, a public inTell is read against the public map: answers made outside
    // classes only, so none of the class's, whoever asks (issue 41).
    for (const who of [member, stranger, students[3]!]) {
      expect(await ideaViewpoints(who, planted[2]!)).toMatchObject({
        respondents: 0,
        groups: [],
        scales: [],
      });
    }
  });

  it('says nothing below five respondents, and never names a group of two', async () => {
    const few = await ideaViewpoints(teacher, fewAnswers, `?classId=${classId}`);
    expect(few).toMatchObject({ respondents: 4, groups: [], scales: [], disagreement: null });
    const pair = await ideaViewpoints(teacher, pairAnswers, `?classId=${classId}`);
    expect(pair.respondents).toBe(6);
    expect(pair.groups.every((g) => g.size >= 3)).toBe(true);
    expect(pair.groups).toEqual([]);
    expect(pair.scales).toEqual([]);
  });

  it('finds the planted crux of the class’s question first', async () => {
    for (const query of [`?classId=${classId}`]) {
      const res = await get(teacher, `/api/ideas/${question}/cruxes${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const { cruxes } = IdeaCruxes.parse(res.json());
      expect(cruxes[0]).toMatchObject({ ideaId: planted[0], headline: 'Planted claim 0' });
      expect(cruxes[0]!.reason).toMatch(/Group [AB] finds it far sounder than Group [AB] does/);
      expect(cruxes.map((c) => c.ideaId)).not.toContain(agreed[0]);
    }
    // Everyone's cruxes leave the class's ratings and answers out (issue 41).
    const everyones = await get(teacher, `/api/ideas/${question}/cruxes`);
    expect(everyones.json()).toEqual({ cruxes: [] });
    // A student of the class asks too; an inTell without links has none.
    const own = await get(students[5]!, `/api/ideas/${question}/cruxes?classId=${classId}`);
    expect(own.statusCode).toBe(200);
    // Hers are those worked out after the last publication, kept: the teacher's as they stand.
    const teachers = await get(teacher, `/api/ideas/${question}/cruxes?classId=${classId}`);
    expect(own.json()).toEqual(teachers.json());
    const kept = await ctx.database.db
      .selectFrom('viewpoint_published_cruxes')
      .select('idea_id')
      .where('scope_key', '=', classId)
      .execute();
    expect(kept.map((row) => row.idea_id)).toEqual([question]);
    const none = await get(teacher, `/api/ideas/${fewAnswers}/cruxes`);
    expect(none.json()).toEqual({ cruxes: [] });
  });

  it('gives the class’s teachers its map by real names, what bridges and what divides it', async () => {
    const view = await classView();
    expect(view.students).toBe(STUDENTS);
    expect(view.placed).toBe(STUDENTS);
    expect(view.groups).toEqual([
      { index: 0, size: 10 },
      { index: 1, size: 10 },
    ]);
    expect(view.map.map((p) => p.userId).sort()).toEqual(students.map((s) => s.id).sort());
    const names = new Map(view.map.map((p) => [p.userId, p.name]));
    expect(names.get(students[7]!.id)).toBe('stu7');
    for (const p of view.map) {
      expect(Math.abs(p.x)).toBeLessThanOrEqual(1 + 1e-9);
      expect(p.group === 0 || p.group === 1).toBe(true);
    }
    expect(view.dividing).toHaveLength(5);
    for (const d of view.dividing) {
      expect(planted).toContain(d.ideaId);
      expect(d.figure).toBeGreaterThanOrEqual(0.25);
      expect(d.kind).not.toBe('none');
      expect(d.respondents).toBe(STUDENTS);
    }
    expect(view.bridging.map((b) => b.ideaId).sort()).toEqual([...agreed].sort());
    expect(view.bridging[0]!.headline).toMatch(/^Agreed claim/);
    expect(view.bridging[0]!.figure).toBeGreaterThan(0.4);
    expect(view.questions).toHaveLength(1);
    expect(view.questions[0]).toMatchObject({
      ideaId: question,
      headline: 'Should school start later?',
    });
    expect(view.questions[0]!.cruxes[0]!.ideaId).toBe(planted[0]);
    expect(view.computedAt).not.toBeNull();
    // Outside `map`, no one's id.
    const text = JSON.stringify({ ...view, map: [] });
    for (const s of [...students, teacher]) expect(text).not.toContain(s.id);
  });

  it('sends beside each English sentence and reason what it says, for the web to word (issue 44)', async () => {
    const figures = await ideaViewpoints(students[3]!, planted[2]!, `?classId=${classId}`);
    expect(figures.scales.length).toBeGreaterThan(0);
    for (const scale of figures.scales) {
      expect(scale.saying, scale.scale).toBeDefined();
      expect(sayScaleSentence(scale.scale, scale.saying!, SAY_ENGLISH)).toBe(scale.sentence);
    }
    const sound = figures.scales.find((s) => s.scale === 'sound')!;
    expect(sound.saying).toMatchObject({ kind: 'differ' });
    const view = await classView();
    for (const idea of [...view.bridging, ...view.dividing]) {
      expect(sayScaleSentence(idea.scale, idea.saying, SAY_ENGLISH)).toBe(idea.sentence);
    }
    expect(view.bridging[0]!.saying.kind).toBe('alike');
    const read = async (who: { token: string }) => {
      const res = await get(who, `/api/ideas/${question}/cruxes?classId=${classId}`);
      expect(res.statusCode, res.body).toBe(200);
      return IdeaCruxes.parse(res.json()).cruxes;
    };
    for (const who of [teacher, students[5]!]) {
      const cruxes = await read(who);
      expect(cruxes.length).toBeGreaterThan(0);
      for (const crux of cruxes) {
        expect(crux.saying).toBeDefined();
        expect(sayCruxReason(crux.saying!, SAY_ENGLISH)).toBe(crux.reason);
      }
    }
    // Cruxes kept for students before the saying was added: the reason alone, as it was kept.
    const kept = await ctx.database.db
      .selectFrom('viewpoint_published_cruxes')
      .select('cruxes')
      .where('scope_key', '=', classId)
      .where('idea_id', '=', question)
      .executeTakeFirstOrThrow();
    const older = (JSON.parse(kept.cruxes) as Record<string, unknown>[]).map(
      ({ saying: _saying, ...rest }) => rest,
    );
    const keep = (cruxes: string) =>
      ctx.database.db
        .updateTable('viewpoint_published_cruxes')
        .set({ cruxes })
        .where('scope_key', '=', classId)
        .where('idea_id', '=', question)
        .execute();
    await keep(JSON.stringify(older));
    try {
      const cruxes = await read(students[5]!);
      expect(cruxes.map((crux) => crux.reason)).toEqual(older.map((crux) => crux.reason));
      for (const crux of cruxes) expect(crux).not.toHaveProperty('saying');
    } finally {
      await keep(kept.cruxes);
    }
  });

  it('refuses the class view to its students (403), other teachers (403) and strangers (404)', async () => {
    const byStudent = await get(students[0]!, `/api/classes/${classId}/viewpoints`);
    expect(byStudent.statusCode).toBe(403);
    expect(messages(byStudent.body)).toHaveLength(1);
    expect((await get(otherTeacher, `/api/classes/${classId}/viewpoints`)).statusCode).toBe(403);
    const byStranger = await get(stranger, `/api/classes/${classId}/viewpoints`);
    expect(byStranger.statusCode).toBe(404);
    expect(messages(byStranger.body)).toEqual(['Class not found']);
    expect((await get(admin, `/api/classes/${classId}/viewpoints`)).statusCode).toBe(200);
  });

  it('keeps a class’s inTell to the class, and `?classId=` to its members', async () => {
    for (const path of ['viewpoints', 'cruxes']) {
      expect((await get(stranger, `/api/ideas/${classIdea}/${path}`)).statusCode).toBe(404);
      expect((await get(member, `/api/ideas/${classIdea}/${path}`)).statusCode).toBe(404);
      expect((await get(students[4]!, `/api/ideas/${classIdea}/${path}`)).statusCode).toBe(200);
      const foreign = await get(member, `/api/ideas/${planted[0]}/${path}?classId=${classId}`);
      expect(foreign.statusCode).toBe(403);
      expect(messages(foreign.body)).toEqual([VIEWPOINT_MESSAGES.NOT_IN_CLASS]);
      const otherClass = await get(
        otherTeacher,
        `/api/ideas/${planted[0]}/${path}?classId=${classId}`,
      );
      expect(otherClass.statusCode).toBe(403);
      expect(
        (await get(admin, `/api/ideas/${planted[0]}/${path}?classId=${classId}`)).statusCode,
      ).toBe(200);
    }
    // Its own class's map, by default.
    const own = await ideaViewpoints(teacher, classIdea);
    expect(own).toMatchObject({ respondents: 0, groups: [], scales: [] });
  });

  it('counts class data only: a member outside the class changes the public map, not the class’s', async () => {
    const classBefore = await ideaViewpoints(teacher, planted[3]!, `?classId=${classId}`);
    const viewBefore = await classView();
    const classRowBefore = await scopeRow(classId);
    const res = await api(ctx, 'POST', `/api/ideas/scale/${planted[3]}`, member.token, {
      sound: 0.5,
      values: [3],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Her interpretation marks the public scope only: she is in no class.
    expect(await scopeRow(classId)).toEqual(classRowBefore);
    expect(isChanged(await scopeRow(PUBLIC_SCOPE_KEY))).toBe(true);
    const done = await ctx.app.services.viewpointRecompute.recomputeChanged();
    expect(done.map((d) => d.scopeKey)).toEqual([PUBLIC_SCOPE_KEY]);
    expect(await ideaViewpoints(teacher, planted[3]!, `?classId=${classId}`)).toEqual(classBefore);
    expect(await classView()).toEqual(viewBefore);
    // Everyone's figures hold none of the class's answers; hers alone is not shown either.
    expect((await ideaViewpoints(teacher, planted[3]!)).respondents).toBe(0);
  });

  it('changes the figures students read only when three answers are new, or at the teacher’s release', async () => {
    const fresh = (
      await createIdea(ctx, teacher.token, simpleIdea({ myPoint: 'Fresh', myContent: 'Fresh' }))
    )._id;
    const activity = await live({ selection: 102, inTellExisting: fresh });
    const answer = async (...who: number[]) => {
      for (const i of who) {
        await complete(students[i]!, activity, {
          addIdeaScale:
            groupOf(i) === 0 ? { sound: 0.9, values: [1, 2] } : { sound: 0.1, values: [-1, -2] },
        });
      }
    };
    const recompute = () => ctx.app.services.viewpointRecompute.recomputeChanged();
    const read = () => ideaViewpoints(students[5]!, fresh, `?classId=${classId}`);
    await answer(0, 1, 2, 10, 11, 12);
    // Nothing moves with an answer: the figures are the recompute's.
    expect((await read()).respondents).toBe(0);
    await recompute();
    const six = await read();
    expect(six.respondents).toBe(6);
    expect(six.groups).toEqual([
      { index: 0, size: 3 },
      { index: 1, size: 3 },
    ]);
    // One student more: a classmate watching sees nothing move, even after recomputes.
    await answer(3);
    expect(await read()).toEqual(six);
    await recompute();
    expect(await read()).toEqual(six);
    expect(await ideaViewpoints(teacher, fresh, `?classId=${classId}`)).toEqual(six);
    // Two more: three answers new since the figures shown, so the next recompute shows them.
    await answer(13, 4);
    expect(await read()).toEqual(six);
    await recompute();
    const nine = await read();
    expect(nine.respondents).toBe(9);
    expect(nine.groups.map((g) => g.size).sort()).toEqual([4, 5]);
    // One more, then the teacher shows the figures as they stand; students may not.
    await answer(14);
    await recompute();
    expect(await read()).toEqual(nine);
    const release = `/api/classes/${classId}/viewpoints/release`;
    expect((await api(ctx, 'POST', release, students[0]!.token)).statusCode).toBe(403);
    const released = await api(ctx, 'POST', release, teacher.token);
    expect(released.statusCode, released.body).toBe(204);
    expect(await read()).toEqual(nine);
    await recompute();
    expect((await read()).respondents).toBe(10);
  });

  it('marks a class changed when its roster changes, and a second server leaves a leased scope alone', async () => {
    const db = ctx.database.db;
    // The roster changes through the classes service: its change marks the class.
    const res = await api(
      ctx,
      'DELETE',
      `/api/classes/${classId}/roster/${students[19]!.id}`,
      teacher.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(isChanged(await scopeRow(classId))).toBe(true);
    // Another server holds the scope: this one does not take it.
    const held = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable('viewpoint_scopes')
      .set({ lease_until: held })
      .where('scope_key', '=', classId)
      .execute();
    expect(await other.services.viewpointRecompute.recomputeChanged()).toEqual([]);
    expect(isChanged(await scopeRow(classId))).toBe(true);
    // Its lease ran out (the server went away): the next look takes it.
    const past = new Date(Date.now() - 1000).toISOString();
    await db
      .updateTable('viewpoint_scopes')
      .set({ lease_until: past })
      .where('scope_key', '=', classId)
      .execute();
    const [a, b] = await Promise.all([
      ctx.app.services.viewpointRecompute.recomputeChanged(),
      other.services.viewpointRecompute.recomputeChanged(),
    ]);
    // Two servers looking at once: one of them works it out.
    expect([...a, ...b].map((d) => d.scopeKey)).toEqual([classId]);
    expect([...a, ...b][0]).toMatchObject({ members: STUDENTS - 1, placed: STUDENTS - 1 });
    expect((await scopeRow(classId))!.lease_until).toBeNull();
    const view = await classView();
    expect(view.students).toBe(STUDENTS - 1);
    expect(view.map.map((p) => p.userId)).not.toContain(students[19]!.id);
  });

  it('keeps a scope changed by a write that committed while its map was being worked out', async () => {
    const db = ctx.database.db;
    const claimedAt = new Date();
    const leaseUntil = new Date(claimedAt.getTime() + 60_000).toISOString();
    await markScopes(db, [classId], claimedAt.toISOString());
    expect(await claimScope(db, classId, claimedAt.toISOString(), leaseUntil)).toBe(true);
    // A write whose time was taken before the claim, committed after it.
    await markScopes(db, [classId], new Date(claimedAt.getTime() - 1_000).toISOString());
    const written = await writeScopeMap(
      db,
      classId,
      leaseUntil,
      { computedAt: claimedAt.toISOString(), silhouette: 0, groupSizes: [] },
      [],
    );
    expect(written).toBe(true);
    expect(isChanged(await scopeRow(classId))).toBe(true);
    const [done] = await ctx.app.services.viewpointRecompute.recomputeChanged();
    expect(done?.scopeKey).toBe(classId);
    expect(isChanged(await scopeRow(classId))).toBe(false);
  });

  it('rests a scope asked for again during its recompute nine times its length (issue 42)', () => {
    // At least VIEWPOINTS_RECOMPUTE_MS, so answers written meanwhile join one recompute.
    expect(restAfterRecompute(200, 5_000)).toBe(5_000);
    // A long recompute rests nine times its length: a busy scope takes a tenth of the server.
    expect(restAfterRecompute(1_000, 5_000)).toBe(9_000);
    const kind = recomputeJobKind(
      { recomputeScope: () => Promise.resolve(undefined) },
      5_000,
      ctx.database.db,
    );
    expect(kind.restAfter?.(1_000)).toBe(9_000);
    expect([kind.concurrency, kind.automatic]).toEqual([1, true]);
    expect(
      recomputeJobKind({ recomputeScope: () => Promise.resolve(undefined) }, 0, ctx.database.db)
        .automatic,
    ).toBe(false);
  });

  it('places a class the same in the bundled worker thread as on this thread (issue 42)', async () => {
    const db = ctx.database.db;
    const log = pino({ level: 'silent' });
    const inline = new ViewpointRecompute({ db, log, mathsWorker: 'inline' });
    const threaded = new ViewpointRecompute({
      db,
      log,
      mathsWorker: await bundledMathsWorkerForTests(),
    });
    const placed = () =>
      db
        .selectFrom('viewpoint_members')
        .select(['user_id', 'x', 'y', 'group_index'])
        .where('scope_key', '=', classId)
        .orderBy('user_id')
        .execute();
    try {
      await markScopes(db, [classId], new Date().toISOString());
      const onThisThread = await inline.recomputeScope(classId);
      expect(onThisThread).toMatchObject({ scopeKey: classId, groups: 2 });
      const map = await placed();
      const { silhouette, group_sizes } = (await scopeRow(classId))!;
      expect(map.length).toBeGreaterThanOrEqual(STUDENTS - 1);

      await markScopes(db, [classId], new Date().toISOString());
      const inWorker = await threaded.recomputeScope(classId);
      expect({ ...inWorker, ms: 0 }).toEqual({ ...onThisThread, ms: 0 });
      expect(await placed()).toEqual(map);
      expect(await scopeRow(classId)).toMatchObject({ silhouette, group_sizes });
    } finally {
      await inline.close();
      await threaded.close();
    }
    // Closed (its worker ended): it claims nothing more.
    await markScopes(db, [classId], new Date().toISOString());
    expect(await threaded.recomputeScope(classId)).toBeUndefined();
    expect(isChanged(await scopeRow(classId))).toBe(true);
  });

  it('lets the event loop go between the pages it reads and the rows it writes (issue 42)', async () => {
    const db = ctx.database.db;
    const log = pino({ level: 'silent' });
    /** How many turns the event loop took while `run` ran (a setImmediate chain's links). */
    const turnsDuring = async (run: () => Promise<unknown>) => {
      let turns = 0;
      let running = true;
      const turn = () => {
        if (!running) return;
        turns += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
      try {
        await run();
      } finally {
        running = false;
      }
      return turns;
    };
    const paged = new ViewpointRecompute({ db, log, pageSize: 5 });
    const blocking = new ViewpointRecompute({
      db,
      log,
      pageSize: 5,
      blocking: true,
    });
    try {
      await markScopes(db, [classId], new Date().toISOString());
      let done: unknown;
      const turns = await turnsDuring(async () => (done = await paged.recomputeScope(classId)));
      expect(done).toMatchObject({ scopeKey: classId });
      // Nineteen or twenty students in pages of five: the loop went at least after each of the
      // three full pages before the last, then before the placed members and the scope's row.
      expect(turns).toBeGreaterThanOrEqual(5);
      if (dialect === 'sqlite') {
        // The old way, for contrast: better-sqlite3 answers synchronously, so a recompute that
        // never lets go holds the loop from its claim to its commit.
        await markScopes(db, [classId], new Date().toISOString());
        expect(await turnsDuring(() => blocking.recomputeScope(classId))).toBe(0);
      }
    } finally {
      await paged.close();
      await blocking.close();
    }
  });

  it('refuses malformed ids with a 400 and the error shape, unknown ones with a 404', async () => {
    const cases: [string, number, string][] = [
      ['/api/ideas/not%20an%20id/viewpoints', 400, INVALID_ID_MESSAGE],
      ['/api/ideas/not%20an%20id/cruxes', 400, INVALID_ID_MESSAGE],
      [`/api/ideas/${planted[0]}/viewpoints?classId=no!`, 400, INVALID_ID_MESSAGE],
      [`/api/ideas/${planted[0]}/cruxes?classId=${'x'.repeat(65)}`, 400, INVALID_ID_MESSAGE],
      ['/api/classes/no!/viewpoints', 400, INVALID_ID_MESSAGE],
      ['/api/ideas/abcdefabcdefabcdefabcdef/viewpoints', 404, ''],
      ['/api/ideas/abcdefabcdefabcdefabcdef/cruxes', 404, ''],
      ['/api/classes/abcdefabcdefabcdefabcdef/viewpoints', 404, 'Class not found'],
    ];
    for (const [url, status, message] of cases) {
      const res = await get(teacher, url);
      expect(res.statusCode, url).toBe(status);
      const errors = messages(res.body);
      expect(errors.length, url).toBeGreaterThan(0);
      if (message !== '')
        expect(
          errors.some((m) => m.includes(message)),
          `${url}: ${res.body}`,
        ).toBe(true);
    }
    // A class id that is no class: refused like another class's, but an admin hears it is none.
    const noClass = `/api/ideas/${planted[0]}/viewpoints?classId=abcdefabcdefabcdefabcdef`;
    expect((await get(teacher, noClass)).statusCode).toBe(403);
    expect(messages((await get(admin, noClass)).body)).toEqual(['Class not found']);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/ideas/${planted[0]}/viewpoints`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('works changed maps out by itself on a server that recomputes every few moments', async () => {
    const worker = await buildApp(
      { ...ctx.config, viewpoints: { recomputeMs: 100 } },
      { database: ctx.database, logger: false },
    );
    await worker.ready();
    try {
      const res = await api(ctx, 'POST', `/api/ideas/scale/${planted[4]}`, member.token, {
        sound: 0.2,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(isChanged(await scopeRow(PUBLIC_SCOPE_KEY))).toBe(true);
      for (let i = 0; i < 100 && isChanged(await scopeRow(PUBLIC_SCOPE_KEY)); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(isChanged(await scopeRow(PUBLIC_SCOPE_KEY))).toBe(false);
    } finally {
      await worker.close();
    }
  });

  it('reads classes taught together as one map, for a teacher of every one of them (issue 43)', async () => {
    // Two classes of three: neither can ever be placed alone (a map needs 6 placed students).
    const year = await Promise.all(
      Array.from({ length: 6 }, (_, i) => quickMember(ctx, `year${i}`, { student: true })),
    );
    const small = [
      await makeClass(
        ctx,
        '9A',
        [teacher.id],
        year.slice(0, 3).map((s) => s.id),
      ),
      await makeClass(
        ctx,
        '9B',
        [teacher.id],
        year.slice(3).map((s) => s.id),
      ),
    ];
    // Each student answers five planted inTells in her own class's activity: two viewpoints,
    // each with students of both classes.
    const side = (i: number) => (i === 0 || i === 1 || i === 3 ? 0 : 1);
    for (const [c, classOfYear] of small.entries()) {
      for (const [k, ideaId] of planted.slice(0, 5).entries()) {
        const activity = await createActivity(ctx, teacher.token, {
          classId: classOfYear,
          selection: 102,
          inTellExisting: ideaId,
        });
        await goLive(ctx, teacher.token, activity._id);
        for (let i = 3 * c; i < 3 * c + 3; i += 1) {
          await complete(year[i]!, activity, {
            addIdeaScale:
              side(i) === 0
                ? { sound: 0.9 + wobble(i, k), values: [1, 2] }
                : { sound: 0.1 + wobble(i, k), values: [-1, -2] },
          });
        }
      }
    }
    await ctx.app.services.viewpointRecompute.recomputeChanged();
    const alone = await get(teacher, `/api/classes/${small[0]}/viewpoints`);
    expect(ClassViewpoints.parse(alone.json())).toMatchObject({ students: 3, placed: 0, map: [] });

    const together = `/api/classes/${small[0]}/viewpoints?with=${small[1]}`;
    const first = ClassViewpoints.parse((await get(teacher, together)).json());
    // The first read makes the combination known and asks for its map: none worked out yet.
    expect(first).toMatchObject({ students: 6, placed: 0, computedAt: null });
    const key = `classes:${[...small].sort().join('+')}`;
    expect(isChanged(await scopeRow(key))).toBe(true);
    const done = await ctx.app.services.viewpointRecompute.recomputeChanged();
    expect(done.find((d) => d.scopeKey === key)).toMatchObject({ members: 6, placed: 6 });
    const view = ClassViewpoints.parse((await get(teacher, together)).json());
    expect(view).toMatchObject({ students: 6, placed: 6 });
    expect(view.map.map((p) => p.name).sort()).toEqual(year.map((_, i) => `year${i}`));
    expect(view.groups).toEqual([
      { index: 0, size: 3 },
      { index: 1, size: 3 },
    ]);
    const groupOfName = new Map(view.map.map((p) => [p.name, p.group]));
    for (const i of [1, 3]) expect(groupOfName.get(`year${i}`)).toBe(groupOfName.get('year0'));
    for (const i of [4, 5]) expect(groupOfName.get(`year${i}`)).toBe(groupOfName.get('year2'));
    expect(groupOfName.get('year0')).not.toBe(groupOfName.get('year2'));
    // The same classes in the other order are the same map; each class alone is still its own.
    const reversed = await get(teacher, `/api/classes/${small[1]}/viewpoints?with=${small[0]}`);
    expect(ClassViewpoints.parse(reversed.json())).toEqual(view);
    expect(
      ClassViewpoints.parse((await get(teacher, `/api/classes/${small[0]}/viewpoints`)).json()),
    ).toMatchObject({ students: 3, placed: 0 });

    // Classes read together are their teachers' view only: nothing of theirs is published for
    // students, and no student or outsider reads the combination.
    const published = await ctx.database.db
      .selectFrom('viewpoint_published')
      .select('idea_id')
      .where('scope_key', '=', key)
      .execute();
    expect(published).toEqual([]);
    expect((await get(year[0]!, together)).statusCode).toBe(403);
    expect(
      (await get(year[0]!, `/api/ideas/${planted[0]}/viewpoints?classId=${key}`)).statusCode,
    ).toBe(400);
    // A teacher of one of them only: 403, whichever class she names first.
    const eightC = (
      await ctx.database.db
        .selectFrom('classes')
        .select('id')
        .where('name', '=', '8C')
        .executeTakeFirstOrThrow()
    ).id;
    const notHers = await get(teacher, `/api/classes/${small[0]}/viewpoints?with=${eightC}`);
    expect(notHers.statusCode).toBe(403);
    expect(messages(notHers.body)).toHaveLength(1);
    expect(
      (await get(otherTeacher, `/api/classes/${eightC}/viewpoints?with=${small[0]}`)).statusCode,
    ).toBe(403);
    expect((await get(admin, together)).statusCode).toBe(200);
    for (const bad of ['no!', `${small[1]},`, Array(12).fill(small[1]).join(',')]) {
      const res = await get(
        teacher,
        `/api/classes/${small[0]}/viewpoints?with=${encodeURIComponent(bad)}`,
      );
      expect(res.statusCode, bad).toBe(400);
      expect(messages(res.body)).toEqual([VIEWPOINT_MESSAGES.WITH_INVALID]);
    }

    // A new answer in one class, and a roster change in the other, mark the combination.
    await ctx.app.services.viewpointRecompute.recomputeChanged();
    const answer = await createActivity(ctx, teacher.token, {
      classId: small[0],
      selection: 102,
      inTellExisting: planted[5]!,
    });
    await goLive(ctx, teacher.token, answer._id);
    await complete(year[0]!, answer, { addIdeaScale: { sound: 0.8 } });
    expect(isChanged(await scopeRow(key))).toBe(true);
    await ctx.app.services.viewpointRecompute.recomputeChanged();
    expect(isChanged(await scopeRow(key))).toBe(false);
    const removed = await api(
      ctx,
      'DELETE',
      `/api/classes/${small[1]}/roster/${year[5]!.id}`,
      teacher.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(isChanged(await scopeRow(key))).toBe(true);
    const after = ClassViewpoints.parse((await get(teacher, together)).json());
    expect(after.students).toBe(5);
    expect(after.map.map((p) => p.name)).not.toContain('year5');
  });
});
