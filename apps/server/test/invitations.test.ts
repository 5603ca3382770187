import { INVITATION_MESSAGES, parseInvitationEntries } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  invite,
  loginToken,
  mailsTo,
  messages,
  outbox,
  waitForMail,
} from './helpers/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** A mail client's To line, pasted as it is. */
const TO_LINE = 'Ana Lopez <s01@school.test>; Ben Carter <s02@school.test>';

type Method = 'GET' | 'POST' | 'DELETE';

function caller(ctx: () => TestContext) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      ...(token ? { headers: { 'x-auth-token': token } } : {}),
      ...(payload ? { payload } : {}),
    });
}

async function listed(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('invitations').select('email').execute();
  return rows.map((r) => r.email).sort();
}

describe.each(TEST_DIALECTS)('the invitation list on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  const call = caller(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://school.example' } });
    await createUser(ctx, 'admin@example.org', { admin: true });
    await createUser(ctx, 'teacher@example.org', { student: false });
    admin = await loginToken(ctx, 'admin@example.org');
    teacher = await loginToken(ctx, 'teacher@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses an entry that is not an address with 400 and stores nothing, not even the rest', async () => {
    const before = await listed(ctx);
    const res = await call('POST', '/api/invitations', admin, {
      emails: ['<s01@school.test>', 'fine@school.test', 'Ana Lopez'],
      role: 'student',
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([
      INVITATION_MESSAGES.notAnEntry('<s01@school.test>', 'email'),
      INVITATION_MESSAGES.notAnEntry('Ana Lopez', 'email'),
    ]);
    expect(await listed(ctx)).toEqual(before);
  });

  it('names ten refused entries and counts the rest', async () => {
    const bad = Array.from({ length: 13 }, (_, i) => `bad${i}`);
    const res = await call('POST', '/api/invitations', admin, { emails: bad, role: 'student' });
    expect(res.statusCode).toBe(400);
    const msgs = messages(res.body);
    expect(msgs).toHaveLength(11);
    expect(msgs.at(-1)).toBe(INVITATION_MESSAGES.moreNotEntries(3));
  });

  it("stores the To line's addresses as parsed, says what was added and what was there", async () => {
    const { entries } = parseInvitationEntries(TO_LINE);
    const first = await call('POST', '/api/invitations', admin, {
      emails: entries,
      role: 'student',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: ['s01@school.test', 's02@school.test'], updated: [] });

    const again = await call('POST', '/api/invitations', admin, {
      emails: [' S02@School.test ', 's03@school.test'],
      role: 'teacher',
    });
    expect(again.json()).toEqual({ added: ['s03@school.test'], updated: ['s02@school.test'] });
    const list = (await call('GET', '/api/invitations', admin)).json<{ email: string }[]>();
    expect(list.map((r) => r.email)).toEqual(
      expect.arrayContaining(['s01@school.test', 's02@school.test', 's03@school.test']),
    );
  });

  it('lets the invited student register with the address as it was in the To line', async () => {
    const res = await call('POST', '/api/users', undefined, {
      email: 's01@school.test',
      password: 'secret123',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('mails each new address the registration link, once', async () => {
    const mail = await waitForMail(ctx, 's02@school.test');
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.links).toContain('https://school.example/register');
    expect(mail.text).toContain('s02@school.test');
    await waitForMail(ctx, 's03@school.test');
    // s02 was added again: no second mail.
    expect(await mailsTo(ctx, 's02@school.test')).toHaveLength(1);
  });

  it('sends no invitation mail to an address that already has an account', async () => {
    await createUser(ctx, 'has-account@example.org');
    const res = await call('POST', '/api/invitations', admin, {
      emails: ['has-account@example.org', 'marker@example.org'],
      role: 'student',
    });
    expect(res.statusCode).toBe(200);
    // Mails go one after the other: once the later one is out, the earlier was skipped.
    await waitForMail(ctx, 'marker@example.org');
    expect(await mailsTo(ctx, 'has-account@example.org')).toHaveLength(0);
  });

  it('sends the mail again on request, three times an hour at most per address', async () => {
    await call('POST', '/api/invitations', admin, {
      emails: ['again@example.org'],
      role: 'student',
    });
    await waitForMail(ctx, 'again@example.org');
    for (let i = 2; i <= 4; i++) {
      const res = await call('POST', '/api/invitations/Again%40example.org/mail', admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ msg: INVITATION_MESSAGES.mailSent('again@example.org') });
      expect(await mailsTo(ctx, 'again@example.org')).toHaveLength(i);
    }
    const fourth = await call('POST', '/api/invitations/again%40example.org/mail', admin);
    expect(fourth.statusCode).toBe(429);
    expect(messages(fourth.body)).toEqual([INVITATION_MESSAGES.RESEND_TOO_SOON]);
    expect(await mailsTo(ctx, 'again@example.org')).toHaveLength(4);
  });

  it('refuses to send again to an address not listed (404) or already registered (409)', async () => {
    const missing = await call('POST', '/api/invitations/nobody%40example.org/mail', admin);
    expect(missing.statusCode).toBe(404);
    expect(messages(missing.body)).toEqual([INVITATION_MESSAGES.NOT_FOUND]);
    const registered = await call('POST', '/api/invitations/s01%40school.test/mail', admin);
    expect(registered.statusCode).toBe(409);
    expect(messages(registered.body)).toEqual([INVITATION_MESSAGES.ALREADY_REGISTERED]);
    expect(await mailsTo(ctx, 'nobody@example.org')).toHaveLength(0);
  });

  it('removes several entries at once and says which were not listed', async () => {
    await call('POST', '/api/invitations', admin, {
      emails: ['r1@example.org', 'r2@example.org', 'r3@example.org', 'keep@example.org'],
      role: 'student',
    });
    const res = await call('POST', '/api/invitations/remove', admin, {
      emails: [
        'r1@example.org',
        'R2@example.org',
        'r3@example.org',
        'r3@example.org',
        'gone@x.org',
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      removed: ['r1@example.org', 'r2@example.org', 'r3@example.org'],
      notListed: ['gone@x.org'],
    });
    const left = await listed(ctx);
    expect(left).toContain('keep@example.org');
    expect(left).not.toContain('r1@example.org');
  });

  it('validates the bulk removal body', async () => {
    const res = await call('POST', '/api/invitations/remove', admin, { emails: [] });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual(['Choose at least one entry to remove']);
  });

  it.each([
    ['POST', '/api/invitations/remove', { emails: ['keep@example.org'] }],
    ['POST', '/api/invitations/keep%40example.org/mail', undefined],
  ] as const)('%s %s: 401 without a token, 403 for a teacher', async (method, url, body) => {
    await ctx.app.services.invitations.mailsSent(); // earlier tests' mails, sent in the background
    const mailsBefore = (await outbox(ctx)).length;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const res = await call(method, url, teacher, body);
    expect(res.statusCode).toBe(403);
    expect(await listed(ctx)).toContain('keep@example.org');
    expect((await outbox(ctx)).length).toBe(mailsBefore);
  });
});

describe.each(TEST_DIALECTS)('the invitation list in anonymous mode on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  const call = caller(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { ANONYMOUS: 'true', EDU_ADMIN_ID: 'head-admin', RATE_LIMIT_SCALE: '50' },
    });
    await createUser(ctx, 'head-admin', { admin: true, password: 'admin-pass' });
    admin = await loginToken(ctx, 'head-admin', 'admin-pass');
    await invite(ctx, 'listed-id');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes login IDs, refuses bracketed ones, and mails nobody', async () => {
    const ids = parseInvitationEntries('Red-Fox-12, blue-owl-7\nada@example.org', 'loginId');
    const res = await call('POST', '/api/invitations', admin, {
      emails: ids.entries,
      role: 'student',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: ['red-fox-12', 'blue-owl-7', 'ada@example.org'],
      updated: [],
    });
    const refused = await call('POST', '/api/invitations', admin, {
      emails: ['<s01>'],
      role: 'student',
    });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([INVITATION_MESSAGES.notAnEntry('<s01>', 'loginId')]);

    // An invited ID logs in, as before.
    const login = await call('POST', '/api/auth', undefined, { email: 'red-fox-12' });
    expect(login.statusCode, login.body).toBe(200);

    const again = await call('POST', '/api/invitations/listed-id/mail', admin);
    expect(again.statusCode).toBe(400);
    expect(messages(again.body)).toEqual([INVITATION_MESSAGES.NO_MAIL_IN_ANONYMOUS_MODE]);
    await new Promise((r) => setTimeout(r, 100));
    expect(await outbox(ctx)).toEqual([]);
  });
});
