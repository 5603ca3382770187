import { AUTH_MESSAGES, type ProfileDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, fullIdea, sleep } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('profiles API on %s', (dialect) => {
  let ctx: TestContext;
  let maya: string;
  let mayaId: string;
  let sam: string;
  let samId: string;
  let student: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    mayaId = await createUser(ctx, 'maya@example.org', { student: false });
    samId = await createUser(ctx, 'sam@example.org', { student: false });
    await createUser(ctx, 'stu@example.org');
    maya = await loginToken(ctx, 'maya@example.org');
    sam = await loginToken(ctx, 'sam@example.org');
    student = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const endpoints = [
    ['GET', '/api/profile'],
    ['GET', '/api/profile/user/0123456789abcdef01234567'],
    ['POST', '/api/profile'],
  ] as const;

  it.each(endpoints)('%s %s: 401 without a token, 403 for a student', async (method, url) => {
    const body = method === 'POST' ? { aka: 'x', bio: 'y' } : undefined;
    const anonymous = await api(ctx, method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(messages(anonymous.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
    const asStudent = await api(ctx, method, url, student, body);
    expect(asStudent.statusCode).toBe(403);
    expect(messages(asStudent.body)).toEqual(['Students cannot do that']);
  });

  it('answers an empty profile for a user who never saved one, and 404 for no user', async () => {
    const res = await api(ctx, 'GET', `/api/profile/user/${samId}`, maya);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { _id: samId, name: 'sam', avatar: '', agents: [] },
      aka: '',
      bio: '',
      reputation: 0,
    });
    const missing = await api(ctx, 'GET', '/api/profile/user/0123456789abcdef01234567', maya);
    expect(missing.statusCode).toBe(404);
    expect(messages(missing.body)).toEqual(['Profile not found']);
  });

  it("saves the signed-in user's own profile: the token decides whose", async () => {
    const res = await api(ctx, 'POST', '/api/profile', maya, {
      aka: ' MRivera ',
      bio: 'Teaches civics.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { _id: mayaId },
      aka: 'MRivera',
      bio: 'Teaches civics.',
    });
    // Sam tries to write Maya's profile by naming her: only Sam's own profile changes.
    const attempt = await api(ctx, 'POST', '/api/profile', sam, {
      aka: 'Hacked',
      bio: 'Hacked',
      user: mayaId,
      userId: mayaId,
      _id: mayaId,
    });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json<ProfileDto>().user._id).toBe(samId);
    const mayas = await api(ctx, 'GET', `/api/profile/user/${mayaId}`, sam);
    expect(mayas.json()).toMatchObject({ aka: 'MRivera', bio: 'Teaches civics.' });
    // Saving again replaces the earlier values.
    await api(ctx, 'POST', '/api/profile', maya, { aka: 'Maya R', bio: '' });
    const again = await api(ctx, 'GET', `/api/profile/user/${mayaId}`, maya);
    expect(again.json()).toMatchObject({ aka: 'Maya R', bio: '' });
  });

  it('enforces aka ≤ 60 and bio ≤ 500 characters', async () => {
    const ok = await api(ctx, 'POST', '/api/profile', sam, {
      aka: 'a'.repeat(60),
      bio: 'b'.repeat(500),
    });
    expect(ok.statusCode).toBe(200);
    const bad = await api(ctx, 'POST', '/api/profile', sam, {
      aka: 'a'.repeat(61),
      bio: 'b'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body)).toEqual([
      'Alias too long - must be at most 60 characters',
      'Bio too long - must be at most 500 characters',
    ]);
  });

  it('lists saved profiles, most recently saved first, with own waveMakers', async () => {
    await createIdea(ctx, maya, fullIdea());
    await sleep(2);
    await api(ctx, 'POST', '/api/profile', maya, { aka: 'Maya R', bio: 'Civics' });
    const res = await api(ctx, 'GET', '/api/profile', sam);
    expect(res.statusCode).toBe(200);
    const list = res.json<ProfileDto[]>();
    expect(list.map((p) => p.user._id)).toEqual([mayaId, samId]);
    expect(list[0]!.user.agents.map((a) => a.name)).toEqual(['maya']);
    expect(list[1]!.user.agents).toEqual([]);
  });
});
