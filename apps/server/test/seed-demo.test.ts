import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NEW_ACCOUNT_REDIRECT_AGE_SECONDS,
  type ActivityDto,
  type IdeaDto,
  type IdeaSummary,
  type ProfileDto,
  type SettingDto,
} from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_PDF_KEY,
  DEMO_STUDENT_PASSWORD,
  DEMO_TEACHER_PASSWORD,
  seedDemo,
  SeedRefusedError,
} from '../src/cli/seed-demo';
import { runCli } from '../src/cli/run-cli';
import type { Database } from '../src/db/schema';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Every table the seed writes to, counted before and after a second run. */
const SEEDED_TABLES = [
  'users',
  'agents',
  'ideas',
  'profiles',
  'idea_agents',
  'link_idea_idea',
  'link_idea_idea_ratings',
  'link_idea_agent_ratings',
  'link_agent_agent_ratings',
  'activities',
  'classes',
  'class_teachers',
  'class_students',
] as const satisfies readonly (keyof Database)[];

describe.each(TEST_DIALECTS)('seed:demo on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const count = async (table: keyof Database) =>
    Number(
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds members, waveMakers, inTells (one web page, one PDF), profiles and defaults', async () => {
    const report = await seedDemo(ctx.database, ctx.config);
    // Users, classes, waveMakers, the PDF, inTells (three of them the lesson's), the quote, and
    // the activities of the two classes.
    expect(report.filter((l) => l.startsWith('created'))).toHaveLength(
      5 + 2 + 5 + 1 + 9 + 1 + 6 + 2,
    );
    expect(report.filter((l) => l.startsWith('linked'))).toHaveLength(2 + 3 + 3);
    expect(report.join('\n')).toContain(`'${DEMO_TEACHER_PASSWORD}'`);
    expect(await count('users')).toBe(5);
    // Five named waveMakers and the own waveMakers of the two teachers who posted.
    expect(await count('agents')).toBe(7);
    // Nine inTells, a quote of one and a key point of the quote.
    expect(await count('ideas')).toBe(11);
    expect(await count('profiles')).toBe(2);
    expect(await count('link_idea_idea')).toBe(2);
    expect(await count('link_idea_agent')).toBe(3);
    expect(await count('link_agent_agent')).toBe(3);

    const pdfFile = path.join(ctx.config.dataDir, 'uploads', DEMO_PDF_KEY);
    const pdf = fs.readFileSync(pdfFile);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const xref = Number(/startxref\n(\d+)/.exec(pdf.toString('latin1'))![1]);
    expect(pdf.subarray(xref, xref + 4).toString('latin1')).toBe('xref');

    // Everything is reachable through the API, as the demo's users.
    const admin = await loginToken(ctx, 'teacher@example.org', DEMO_TEACHER_PASSWORD);
    await loginToken(ctx, 'ana@example.org', DEMO_STUDENT_PASSWORD);
    // Established accounts: older than the 600 seconds that send a new one to /about.
    const me = (await api(ctx, 'GET', '/api/auth', admin)).json<{ date: string }>();
    expect(Date.now() - Date.parse(me.date)).toBeGreaterThan(
      NEW_ACCOUNT_REDIRECT_AGE_SECONDS * 1_000 * 100,
    );
    const latest = (await api(ctx, 'GET', '/api/ideas', admin)).json<IdeaSummary[]>();
    expect(latest).toHaveLength(10);
    const pdfIdea = latest.find((i) => i.isPdf)!;
    expect(pdfIdea.image).toBe(`/media/${DEMO_PDF_KEY}`);
    const served = await ctx.app.inject({ method: 'GET', url: pdfIdea.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const webIdea = latest.find((i) => i.url === 'https://ourworldindata.org/co2-emissions')!;
    const web = (await api(ctx, 'GET', `/api/ideas/${webIdea._id}`, admin)).json<IdeaDto>();
    expect(web.agents.map((a) => a.name)).toEqual(['Our World in Data']);
    const framed = (await api(ctx, 'GET', '/api/ideas?searchString=cities%20should%20plant', admin))
      .json<IdeaSummary[]>()
      .find((i) => i.myPoint === 'Cities should plant more street trees')!;
    const full = (await api(ctx, 'GET', `/api/ideas/${framed._id}`, admin)).json<IdeaDto>();
    expect(full).toMatchObject({ goodIntentLevel: 2, proxyLevel: 0.3 });
    expect(full.proxySources.map((a) => a.name)).toEqual(['IPCC']);
    // The framed inTell has its tree: supported by the data, a waveMaker it strengthens, a quote.
    expect(full.linkedIdeas.map((l) => [l.other.label, l.thisIsCause])).toEqual([
      ['CO2 emissions by country, 1750 to today', false],
    ]);
    expect(full.linkedAgents.map((l) => l.other.name)).toEqual(['IPCC']);
    expect(full.quotes.map((q) => [q.kind, q.label])).toEqual([
      ['quote', '"Street trees cool neighbourhoods by several degrees during heat waves"'],
    ]);
    const [setting] = (await api(ctx, 'GET', '/api/setting', admin)).json<SettingDto[]>();
    expect(setting!.defaultWaveMakers.map((a) => a.name)).toEqual(['IPCC', 'Our World in Data']);
    const profiles = (await api(ctx, 'GET', '/api/profile', admin)).json<ProfileDto[]>();
    expect(profiles.map((p) => p.aka).sort()).toEqual(['Mr B', 'Ms Rivera']);
    const found = (await api(ctx, 'GET', '/api/ideas?searchString=energy', admin)).json<
      IdeaSummary[]
    >();
    expect(found.map((i) => i.myPoint)).toEqual(['Our school energy audit']);
  });

  it('seeds a ready lesson: a guiding question and live activities a student can do', async () => {
    const admin = await loginToken(ctx, 'teacher@example.org', DEMO_TEACHER_PASSWORD);
    const student = await loginToken(ctx, 'ana@example.org', DEMO_STUDENT_PASSWORD);
    const all = (await api(ctx, 'GET', '/api/activity', admin)).json<ActivityDto[]>();
    // The admin sees both classes', grouped by class.
    expect([...new Set(all.map((a) => a.className))]).toEqual([
      'Year 10 Civics',
      'Year 10 Science',
    ]);
    const manager = all.filter((a) => a.className === 'Year 10 Civics');
    expect(manager.map((a) => [a.order, a.selection, a.enabled])).toEqual([
      [1, 100, true],
      [2, 101, true],
      [3, 102, true],
      [4, 1, true],
      [5, 201, true],
      [6, 13, false],
    ]);
    const question = manager[1]!.communityTopic!;
    expect(question.myPoint).toBe('Our school day should start at 9 a.m.');
    expect(manager[2]!.linkIdeaIdea?.ideaEffect._id).toBe(question._id);
    const own = (await api(ctx, 'GET', '/api/activity', student)).json<ActivityDto[]>();
    expect(own.map((a) => [a.order, a.selection, a.completed])).toEqual([
      [1, 100, false],
      [2, 101, false],
      [3, 102, false],
      [4, 1, false],
      [5, 201, false],
    ]);
    // The guiding question can be answered at once.
    const answer = await api(ctx, 'POST', `/api/activity/${own[1]!._id}`, student, {
      studentIDCompleted: (await api(ctx, 'GET', '/api/auth', student)).json<{ _id: string }>()._id,
      addIdeaScale: { position: 1, confidence: 0.5 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('seeds two classes, each with its teacher, students and activities', async () => {
    const list = async (email: string, password: string) => {
      const token = await loginToken(ctx, email, password);
      return (await api(ctx, 'GET', '/api/activity', token))
        .json<ActivityDto[]>()
        .map((a) => [a.className, a.order, a.selection]);
    };
    const science = [
      ['Year 10 Science', 1, 100],
      ['Year 10 Science', 2, 101],
    ];
    expect(await list('tom@example.org', DEMO_TEACHER_PASSWORD)).toEqual(science);
    expect(await list('cleo@example.org', DEMO_STUDENT_PASSWORD)).toEqual(science);
    // Ben is in both: his screen groups them.
    const ben = await list('ben@example.org', DEMO_STUDENT_PASSWORD);
    expect(ben.map(([name]) => name)).toEqual([
      ...Array<string>(5).fill('Year 10 Civics'),
      'Year 10 Science',
      'Year 10 Science',
    ]);
  });

  it('is idempotent: a second run adds nothing and reports what exists', async () => {
    const before = await Promise.all(SEEDED_TABLES.map(count));
    const report = await seedDemo(ctx.database, ctx.config);
    expect(report.filter((l) => l.startsWith('created'))).toEqual([]);
    expect(report.filter((l) => l.startsWith('exists'))).toHaveLength(
      5 + 2 + 5 + 1 + 9 + 1 + 2 + 1,
    );
    const after = await Promise.all(SEEDED_TABLES.map(count));
    expect(after).toEqual(before);
  });

  it('refuses a database with real accounts unless forced', async () => {
    await createUser(ctx, 'real.person@school.org');
    await expect(seedDemo(ctx.database, ctx.config)).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(seedDemo(ctx.database, ctx.config, { force: true })).resolves.toBeDefined();
  });
});

describe('npm run cli -- seed:demo', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('runs against the configured database and prints the report', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-seed-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runCli(['seed:demo'])).toBe(0);
      expect(await runCli(['seed:demo'])).toBe(0);
      expect(await runCli(['seed:demo', 'extra'])).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const lines = log.mock.calls.map((args) => args.map(String).join(' '));
    expect(lines.filter((l) => l.startsWith('created'))).toHaveLength(31);
    expect(lines.filter((l) => l.startsWith('exists'))).toHaveLength(26);
    expect(lines.join('\n')).toContain(
      "Log in as teacher@example.org with the password 'thoughtful-demo'",
    );
    expect(error.mock.calls.flat()).toEqual(['Usage: seed:demo [--force]']);
  });
});
