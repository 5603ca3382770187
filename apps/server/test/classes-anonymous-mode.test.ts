import {
  AUTH_MESSAGES,
  type ClassDto,
  type ManagedAccounts,
  type Roster,
  type RosterEmailsAdded,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Classes in anonymous mode (education build): students log in with an ID alone, a roster paste
 * holds IDs, and managed accounts still need their password.
 */
describe.each(TEST_DIALECTS)('classes in anonymous mode on %s', (dialect) => {
  let ctx: TestContext;
  let teacher: string;
  let klass: ClassDto;

  async function idLogin(id: string) {
    const res = await api(ctx, 'POST', '/api/auth', undefined, { email: id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }

  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: {
        ANONYMOUS: 'true',
        EDU_ADMIN_ID: 'head-admin',
        INVITE_ONLY: 'false',
        RATE_LIMIT_SCALE: '50',
      },
    });
    await createUser(ctx, 'teacher@example.org', { student: false });
    teacher = await loginToken(ctx, 'teacher@example.org');
    klass = (await api(ctx, 'POST', '/api/classes', teacher, { name: 'Owls' })).json<ClassDto>();
  });
  afterAll(() => ctx.close());

  it('lets an anonymous-mode student join with the code, read the class, and nothing more', async () => {
    const student = await idLogin('kid-owl');
    const joined = await api(ctx, 'POST', '/api/classes/join', student, { code: klass.code });
    expect(joined.statusCode, joined.body).toBe(200);
    const read = await api(ctx, 'GET', `/api/classes/${klass._id}`, student);
    expect(read.statusCode).toBe(200);
    expect(read.json<ClassDto>()).not.toHaveProperty('code');
    const roster = await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, student);
    expect(roster.statusCode).toBe(403);
    expect(messages(roster.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
    const rename = await api(ctx, 'POST', `/api/classes/${klass._id}`, student, { name: 'Mine' });
    expect(rename.statusCode).toBe(403);
    const other = (
      await api(ctx, 'POST', '/api/classes', teacher, { name: 'Elsewhere' })
    ).json<ClassDto>();
    expect((await api(ctx, 'GET', `/api/classes/${other._id}`, student)).statusCode).toBe(404);
  });

  it('takes pasted login IDs: an existing student joins, a new ID joins at its first login', async () => {
    await idLogin('kid-fox');
    const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, teacher, {
      emails: 'kid-fox\nkid-new, kid-owl',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RosterEmailsAdded>()).toMatchObject({
      added: ['kid-fox', 'kid-new'],
      alreadyThere: ['kid-owl'],
      notAddresses: [],
    });
    let roster = (
      await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, teacher)
    ).json<Roster>();
    expect(roster.invited).toEqual(['kid-new']);
    await idLogin('kid-new');
    roster = (await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, teacher)).json<Roster>();
    expect(roster.invited).toEqual([]);
    expect(roster.students.map((s) => s.loginId).sort()).toEqual(['kid-fox', 'kid-new', 'kid-owl']);
  });

  it('logs managed students in with ID and password, never with the ID alone', async () => {
    const made = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, teacher, {
      managed: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [account] = made.json<ManagedAccounts>().accounts;
    const withPassword = await api(ctx, 'POST', '/api/auth', undefined, {
      email: account!.loginId.toUpperCase(),
      password: account!.password,
    });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    const idAlone = await api(ctx, 'POST', '/api/auth', undefined, { email: account!.loginId });
    expect(idAlone.statusCode).toBe(400);
    expect(messages(idAlone.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
  });
});
