import type { ActivityDto, AgentDto, IdeaNotesPage, UserDto } from '@thoughtful/shared';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as nameLoginIdAccounts } from '../src/db/migrations/0018-login-ids-not-names';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, invite, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Anonymous mode (high): a student's login ID is the whole credential, so it is shown
 * to its owner and the class's teachers and admins only. Classmates see a generated name, never
 * the ID, and never each other's notes by name.
 */
describe.each(TEST_DIALECTS)('anonymous mode keeps login IDs secret on %s', (dialect) => {
  let ctx: TestContext;
  const FOX = 'kid-fox-4821';
  const OWL = 'kid-owl-1234';
  let teacher: string;
  let fox: string;
  let owl: string;
  let foxId: string;
  let topic: string;
  let foxIdea: string;

  const idLogin = async (id: string) => {
    const res = await api(ctx, 'POST', '/api/auth', undefined, { email: id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'head-admin', RATE_LIMIT_SCALE: '50' },
    });
    await createUser(ctx, 'teacher-1', { student: false, password: 'teacher-pass' });
    teacher = await loginToken(ctx, 'teacher-1', 'teacher-pass');
    await invite(ctx, FOX);
    await invite(ctx, OWL);
    fox = await idLogin(FOX);
    owl = await idLogin(OWL);
    foxId = (await api(ctx, 'GET', '/api/auth', fox)).json<UserDto>()._id;

    topic = (await createIdea(ctx, teacher, simpleIdea({ myContent: 'Homework should go' })))._id;
    const add = await createActivity(ctx, teacher, { selection: 1 });
    await goLive(ctx, teacher, add._id);
    const question = await createActivity(ctx, teacher, { selection: 101, communityTopic: topic });
    await goLive(ctx, teacher, question._id);

    const added = await updateActivity(ctx, fox, add._id, {
      studentIDCompleted: foxId,
      addIdea: { myContent: 'Rest matters more than drills', agents: [], goodIntentLevel: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    foxIdea = added.json<ActivityDto[]>().find((a) => a._id === add._id)!.myIdea!._id;
    const foxAnswer = await updateActivity(ctx, fox, question._id, {
      studentIDCompleted: foxId,
      addIdeaScale: { position: 1, confidence: 1, note: 'Fox thinks we need rest' },
    });
    expect(foxAnswer.statusCode, foxAnswer.body).toBe(200);
    const owlId = (await api(ctx, 'GET', '/api/auth', owl)).json<UserDto>()._id;
    const owlAnswer = await updateActivity(ctx, owl, question._id, {
      studentIDCompleted: owlId,
      addIdeaScale: { position: 0, confidence: 0.5, note: 'Owl is not sure' },
    });
    expect(owlAnswer.statusCode, owlAnswer.body).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names a new ID-only account with a generated name; its owner still sees the ID', async () => {
    const me = (await api(ctx, 'GET', '/api/auth', fox)).json<UserDto>();
    expect(me.email).toBe(FOX);
    expect(me.name).not.toContain('kid');
    expect(me.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
  });

  it('never shows a classmate the ID: inTells, notes, the waveMaker and its search', async () => {
    const reads = [
      `/api/ideas/${foxIdea}`,
      '/api/ideas',
      `/api/ideas/${topic}/notes`,
      `/api/ideas/${topic}/scales`,
      '/api/agents?searchString=kid',
      '/api/agents?searchString=fox',
      '/api/agents',
    ];
    for (const url of reads) {
      const res = await api(ctx, 'GET', url, owl);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toContain(FOX);
    }
    const found = await api(ctx, 'GET', '/api/agents?searchString=kid', owl);
    expect(found.json<AgentDto[]>()).toEqual([]);
  });

  it('lists a student only his or her own note; a classmate’s by name is refused', async () => {
    const page = (await api(ctx, 'GET', `/api/ideas/${topic}/notes`, owl)).json<IdeaNotesPage>();
    expect(page.notes.map((n) => n.note)).toEqual(['Owl is not sure']);
    const brushed = await api(
      ctx,
      'GET',
      `/api/ideas/${topic}/notes?scale=supportLevel&min=0.99`,
      owl,
    );
    expect(brushed.json<IdeaNotesPage>().notes).toEqual([]);
    const theirs = await api(ctx, 'GET', `/api/ideas/${topic}/notes/${foxId}`, owl);
    expect(theirs.statusCode).toBe(403);
    expect(messages(theirs.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    const own = await api(ctx, 'GET', `/api/ideas/${topic}/notes/${foxId}`, fox);
    expect(own.statusCode, own.body).toBe(200);
    // The teacher reads every note, as before.
    const all = (await api(ctx, 'GET', `/api/ideas/${topic}/notes`, teacher)).json<IdeaNotesPage>();
    expect(all.notes.map((n) => n.note).sort()).toEqual([
      'Fox thinks we need rest',
      'Owl is not sure',
    ]);
  });

  it('shows the class’s teacher the ID beside the generated name', async () => {
    const list = await listActivities(ctx, teacher, 'manager');
    const names = list.flatMap((a) => a.studentsCompleted ?? []).map((c) => c.name);
    expect(names.some((n) => n.endsWith(`(${FOX})`))).toBe(true);
  });

  it('gives a display name to accounts that were named by their ID before (migration 0018)', async () => {
    const legacy = await createUser(ctx, 'kid-old-7777');
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', legacy)
      .execute();
    const legacyToken = await idLogin('kid-old-7777');
    // The account's own waveMaker, as the first inTell made it, named by the ID.
    await ctx.database.db
      .insertInto('agents')
      .values({
        id: 'legacy-agent',
        name: 'kid-old-7777',
        url: '',
        image: '',
        user_id: legacy,
        member_user_id: legacy,
        created_at: new Date().toISOString(),
      })
      .execute();
    if (dialect === 'sqlite') {
      await ctx.database.db
        .insertInto('agents_fts' as never)
        .values({ agent_id: 'legacy-agent', name: 'kid-old-7777' })
        .execute();
    }
    await nameLoginIdAccounts(ctx.database.db);
    const me = (await api(ctx, 'GET', '/api/auth', legacyToken)).json<UserDto>();
    expect(me.name).not.toContain('kid');
    const search = await api(ctx, 'GET', '/api/agents?searchString=kid-old', owl);
    expect(search.body).not.toContain('kid-old-7777');
    expect(search.json<AgentDto[]>()).toEqual([]);
    const byName = await api(
      ctx,
      'GET',
      `/api/agents?searchString=${encodeURIComponent(me.name.split(' ')[1]!)}`,
      owl,
    );
    expect(byName.json<AgentDto[]>().map((a) => a._id)).toContain('legacy-agent');
  });
});
