import { AUTH_MESSAGES, type SettingDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

describe.each(TEST_DIALECTS)('settings API on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  let student: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'admin@example.org', { admin: true });
    await createUser(ctx, 'maya@example.org', { student: false });
    await createUser(ctx, 'stu@example.org');
    admin = await loginToken(ctx, 'admin@example.org');
    teacher = await loginToken(ctx, 'maya@example.org');
    student = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('starts with the Original setting and an empty list, readable by everyone signed in', async () => {
    expect((await api(ctx, 'GET', '/api/setting')).statusCode).toBe(401);
    for (const token of [admin, teacher, student]) {
      const res = await api(ctx, 'GET', '/api/setting', token);
      expect(res.statusCode).toBe(200);
      const list = res.json<SettingDto[]>();
      expect(list.map(({ name, defaultWaveMakers }) => ({ name, defaultWaveMakers }))).toEqual([
        { name: 'Original', defaultWaveMakers: [] },
      ]);
    }
  });

  it.each([
    ['POST', '/api/setting'],
    ['POST', '/api/setting/0123456789abcdef01234567'],
  ] as const)('%s %s: 401 without a token, 403 for a student', async (method, url) => {
    const body = { defaultWaveMakers: [] };
    expect((await api(ctx, method, url, undefined, body)).statusCode).toBe(401);
    const res = await api(ctx, method, url, student, body);
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
  });

  it('lets a teacher manage the default waveMaker list too (content §2, §6)', async () => {
    const owid = await createAgent(ctx, teacher, 'Our World in Data', 'ourworldindata.org');
    const [original] = (await api(ctx, 'GET', '/api/setting', teacher)).json<SettingDto[]>();
    const before = original!.defaultWaveMakers;
    const updated = await api(ctx, 'POST', `/api/setting/${original!._id}`, teacher, {
      settingID: original!._id,
      defaultWaveMakers: [owid],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<SettingDto>().defaultWaveMakers).toEqual([owid]);
    const created = await api(ctx, 'POST', '/api/setting', teacher, {
      name: 'Year 10',
      defaultWaveMakers: [owid],
    });
    expect(created.statusCode).toBe(201);
    // Back as it was, for the tests below.
    const restored = await api(ctx, 'POST', `/api/setting/${original!._id}`, teacher, {
      defaultWaveMakers: before,
    });
    expect(restored.statusCode).toBe(200);
    await ctx.database.db.deleteFrom('settings').where('name', '=', 'Year 10').execute();
  });

  it('lets an admin set the default waveMakers, in order, and keeps Original first', async () => {
    const ipcc = await createAgent(ctx, teacher, 'IPCC', 'ipcc.ch');
    const who = await createAgent(ctx, teacher, 'World Health Organization', 'who.int');
    const [original] = (await api(ctx, 'GET', '/api/setting', admin)).json<SettingDto[]>();
    const updated = await api(ctx, 'POST', `/api/setting/${original!._id}`, admin, {
      settingID: original!._id,
      defaultWaveMakers: [who, ipcc, who],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      _id: original!._id,
      name: 'Original',
      defaultWaveMakers: [
        { _id: who._id, name: 'World Health Organization' },
        { _id: ipcc._id, name: 'IPCC' },
      ],
    });
    const created = await api(ctx, 'POST', '/api/setting', admin, {
      name: 'Science week',
      defaultWaveMakers: [ipcc],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Science week', defaultWaveMakers: [ipcc] });
    const unnamed = await api(ctx, 'POST', '/api/setting', admin, { defaultWaveMakers: [] });
    expect(unnamed.json()).toMatchObject({ name: 'Original' });
    const list = (await api(ctx, 'GET', '/api/setting', student)).json<SettingDto[]>();
    expect(list.map((s) => s.name)).toEqual(['Original', 'Science week', 'Original']);
    expect(list[0]!.defaultWaveMakers.map((w) => w.name)).toEqual([
      'World Health Organization',
      'IPCC',
    ]);
    const cleared = await api(ctx, 'POST', `/api/setting/${original!._id}`, admin, {
      defaultWaveMakers: [],
    });
    expect(cleared.json()).toMatchObject({ defaultWaveMakers: [] });
  });

  it('refuses unknown waveMakers, an unknown setting and a mismatched settingID', async () => {
    const [original] = (await api(ctx, 'GET', '/api/setting', admin)).json<SettingDto[]>();
    const unknownAgent = await api(ctx, 'POST', `/api/setting/${original!._id}`, admin, {
      defaultWaveMakers: [{ _id: 'nosuchagent', name: 'Ghost' }],
    });
    expect(unknownAgent.statusCode).toBe(400);
    expect(messages(unknownAgent.body)).toEqual(['waveMaker not found: Ghost']);
    const unknownSetting = await api(ctx, 'POST', '/api/setting/0123456789abcdef01234567', admin, {
      defaultWaveMakers: [],
    });
    expect(unknownSetting.statusCode).toBe(404);
    expect(messages(unknownSetting.body)).toEqual(['Setting not found']);
    const mismatch = await api(ctx, 'POST', `/api/setting/${original!._id}`, admin, {
      settingID: 'someotherid',
      defaultWaveMakers: [],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(messages(mismatch.body)).toEqual([
      'settingID does not match the setting in the address',
    ]);
    const tooLong = await api(ctx, 'POST', '/api/setting', admin, {
      name: 'x'.repeat(61),
      defaultWaveMakers: [],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(messages(tooLong.body)).toEqual(['Invalid setting name']);
  });
});
