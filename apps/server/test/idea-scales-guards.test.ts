import {
  AUTH_MESSAGES,
  IDEA_MESSAGES,
  REPUTATION_POINTS,
  type LinkIdeaIdeaDto,
  type UserDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Regression tests for the interpretation findings of the outside security review. */
describe.each(TEST_DIALECTS)('interpretation guards on %s', (dialect) => {
  let ctx: TestContext;
  const tokens = { poster: '', racer: '', stu: '', member: '' };
  let ideaId: string;
  let link: LinkIdeaIdeaDto;

  const interpret = (token: string, id: string, body: unknown) =>
    api(ctx, 'POST', `/api/ideas/scale/${id}`, token, body);
  const reputation = async (token: string) =>
    (await api(ctx, 'GET', '/api/auth', token)).json<UserDto>().reputation;
  const readLink = async () =>
    (
      await api(ctx, 'GET', `/api/linkIdeaIdeas/${link._id}`, tokens.poster)
    ).json<LinkIdeaIdeaDto>();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    for (const name of ['poster', 'racer', 'member'] as const) {
      await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    await createUser(ctx, 'stu@example.org');
    tokens.stu = await loginToken(ctx, 'stu@example.org');
    ideaId = (await createIdea(ctx, tokens.poster, simpleIdea({ myContent: 'Bikes calm towns' })))
      ._id;
    const otherId = (
      await createIdea(ctx, tokens.poster, simpleIdea({ myContent: 'Fewer cars, fewer crashes' }))
    )._id;
    const created = await api(ctx, 'POST', '/api/linkIdeaIdeas', tokens.poster, {
      ideaCause: otherId,
      ideaEffect: ideaId,
      modeOnSubmit: 20,
    });
    expect(created.statusCode).toBe(201);
    link = created.json<LinkIdeaIdeaDto>();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores exactly one of 50 concurrent first interpretations that cannot overwrite', async () => {
    const before = await reputation(tokens.racer);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        interpret(tokens.racer, ideaId, {
          sound: (i % 10) / 10,
          cannotOverwriteExisting: true,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(messages(res.body)).toEqual([IDEA_MESSAGES.ALREADY_INTERPRETED]);
    }
    const rows = await ctx.database.db
      .selectFrom('idea_scales')
      .select('user_id')
      .where('idea_id', '=', ideaId)
      .where('user_id', '=', (await api(ctx, 'GET', '/api/auth', tokens.racer)).json<UserDto>()._id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await reputation(tokens.racer)).toBe(before + REPUTATION_POINTS.FIRST_INTERPRETATION);
  });

  it('refuses a student’s link rating through an interpretation (403) and stores nothing', async () => {
    const figures = await readLink();
    const res = await interpret(tokens.stu, ideaId, {
      sound: 0.5,
      addLinkIdeaIdeaScale: { id: link._id, level: -1, confidence: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    expect(await readLink()).toEqual(figures);
    const stored = await ctx.database.db
      .selectFrom('idea_scales')
      .innerJoin('users', 'users.id', 'idea_scales.user_id')
      .select('idea_scales.user_id')
      .where('users.email', '=', 'stu@example.org')
      .execute();
    expect(stored).toHaveLength(0);
    // Nor without it: students interpret through their activities only
    // (docs/decisions/2026-11-23-activities.md 'Completion carries the content').
    expect((await interpret(tokens.stu, ideaId, { sound: 0.5 })).statusCode).toBe(403);
    // A member may still rate the link through an interpretation.
    const member = await interpret(tokens.member, ideaId, {
      sound: 0.5,
      addLinkIdeaIdeaScale: { id: link._id, level: -1, confidence: 1 },
    });
    expect(member.statusCode).toBe(200);
    expect((await readLink()).avgLevelSupportOppose).not.toBe(figures.avgLevelSupportOppose);
  });

  it('gives no reputation for interpreting one’s own inTell, first or changed', async () => {
    const before = await reputation(tokens.poster);
    expect((await interpret(tokens.poster, ideaId, { sound: 0.9 })).statusCode).toBe(200);
    expect(await reputation(tokens.poster)).toBe(before);
    expect((await interpret(tokens.poster, ideaId, { sound: 0.1 })).statusCode).toBe(200);
    expect(await reputation(tokens.poster)).toBe(before);
  });
});

describe.each(TEST_DIALECTS)(
  'interpretation guards outside the education build on %s',
  (dialect) => {
    it('lets every member rate a link through an interpretation', async () => {
      const ctx = await createTestApp(dialect, { env: { EDUCATION: 'false' } });
      try {
        // A row left from an education build still has the student flag; it no longer matters.
        await createUser(ctx, 'poster@example.org', { student: false });
        const poster = await loginToken(ctx, 'poster@example.org');
        await createUser(ctx, 'former-student@example.org', { student: true });
        const former = await loginToken(ctx, 'former-student@example.org');
        const a = (await createIdea(ctx, poster, simpleIdea({ myContent: 'One' })))._id;
        const b = (await createIdea(ctx, poster, simpleIdea({ myContent: 'Two' })))._id;
        const created = await api(ctx, 'POST', '/api/linkIdeaIdeas', poster, {
          ideaCause: a,
          ideaEffect: b,
          modeOnSubmit: 20,
        });
        const res = await api(ctx, 'POST', `/api/ideas/scale/${b}`, former, {
          sound: 0.5,
          addLinkIdeaIdeaScale: { id: created.json<LinkIdeaIdeaDto>()._id, level: 1 },
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await ctx.close();
      }
    });
  },
);
