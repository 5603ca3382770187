import {
  CLASS_MESSAGES,
  formatJoinCode,
  type ClassDto,
  type ManagedAccounts,
  type Roster,
  type RosterEmailsAdded,
  type UserDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, invite, loginToken, messages, waitForMail } from './helpers/auth-helpers';
import { api, type Method } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import { MAIL_JOB } from '../src/mail/mail-outbox';
import { CLASS_CALLERS, joinTwoClasses, signInCallers } from './helpers/class-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Classes and rosters through the API (DESIGN.md §10), every route for every kind of caller. */
describe.each(TEST_DIALECTS)('classes on %s', (dialect) => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let klass: ClassDto;
  let other: ClassDto;
  let managed: ManagedAccounts['accounts'];

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100' } });
    await signInCallers(ctx, CLASS_CALLERS, id, token);
    // The student types the code in lower case: a join code is read whatever its case.
    ({ klass, other } = await joinTwoClasses(
      ctx,
      token,
      { klass: ' Year 7 ', other: 'Other' },
      (code) => formatJoinCode(code).toLowerCase(),
    ));
    const accounts = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
      managed: 2,
    });
    expect(accounts.statusCode, accounts.body).toBe(200);
    managed = accounts.json<ManagedAccounts>().accounts;
    token.managed = await loginToken(ctx, managed[0]!.loginId, managed[0]!.password);
    id.managed = managed[0]!._id;
  });
  afterAll(async () => {
    await ctx.app.services.invitations.mailsSent();
    await ctx.close();
  });

  it('makes a class its creator teaches, with a join code of 10 characters', () => {
    expect(klass).toMatchObject({
      name: 'Year 7',
      teachers: [{ _id: id.teacher, name: 'teacher@example.org' }],
      studentCount: 0,
      archived: false,
      pseudonyms: false,
    });
    expect(klass.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('folds a name pasted with line breaks or tabs into one line, made or renamed', async () => {
    const made = await api(ctx, 'POST', '/api/classes', token.otherTeacher, {
      name: 'Year 8\r\nBiology\tgroup  B\n',
    });
    expect(made.statusCode, made.body).toBe(201);
    const folded = made.json<ClassDto>();
    expect(folded.name).toBe('Year 8 Biology group B');
    const renamed = await api(ctx, 'POST', `/api/classes/${folded._id}`, token.otherTeacher, {
      name: '\n\nYear 8\nChemistry',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<ClassDto>().name).toBe('Year 8 Chemistry');
    // Nothing but white space is still no name.
    const blank = await api(ctx, 'POST', '/api/classes', token.otherTeacher, { name: '\n\t\n' });
    expect(blank.statusCode).toBe(400);
    expect(messages(blank.body)).toEqual([CLASS_MESSAGES.NAME_REQUIRED]);
    await api(ctx, 'POST', `/api/classes/${folded._id}`, token.otherTeacher, { archived: true });
  });

  it('lists to each only his or her classes: students without the code', async () => {
    const names = async (who: string, query = '') =>
      (await api(ctx, 'GET', `/api/classes${query}`, token[who])).json<ClassDto[]>();
    expect((await names('teacher')).map((c) => c.name)).toEqual(['Year 7']);
    expect((await names('otherTeacher')).map((c) => c.name)).toEqual(['Other']);
    expect((await names('admin')).map((c) => c.name)).toEqual(['Year 7', 'Other']);
    const mine = await names('student');
    expect(mine.map((c) => c.name)).toEqual(['Year 7']);
    expect(mine[0]).not.toHaveProperty('code');
    expect(mine[0]!.studentCount).toBe(3);
    expect(await names('managed')).toHaveLength(1);
  });

  it('lists archived classes only when asked', async () => {
    const made = (
      await api(ctx, 'POST', '/api/classes', token.teacher, { name: 'Old' })
    ).json<ClassDto>();
    const archived = await api(ctx, 'POST', `/api/classes/${made._id}`, token.teacher, {
      archived: true,
    });
    expect(archived.json<ClassDto>().archived).toBe(true);
    const list = (q: string) => api(ctx, 'GET', `/api/classes${q}`, token.teacher);
    expect((await list('')).json<ClassDto[]>().map((c) => c.name)).toEqual(['Year 7']);
    expect((await list('?archived=true')).json<ClassDto[]>().map((c) => c.name)).toEqual([
      'Year 7',
      'Old',
    ]);
    expect((await list('?archived=maybe')).statusCode).toBe(400);
    // Readable by its teachers; joins refused.
    expect((await api(ctx, 'GET', `/api/classes/${made._id}`, token.teacher)).statusCode).toBe(200);
    const join = await api(ctx, 'POST', '/api/classes/join', token.elsewhere, { code: made.code });
    expect(join.statusCode).toBe(409);
    expect(messages(join.body)).toEqual([CLASS_MESSAGES.ARCHIVED]);
    const add = await api(ctx, 'POST', `/api/classes/${made._id}/roster`, token.teacher, {
      managed: 1,
    });
    expect(messages(add.body)).toEqual([CLASS_MESSAGES.ARCHIVED]);
  });

  describe('who may do what (the policy matrix of the class actions)', () => {
    const ROLES = ['teacher', 'otherTeacher', 'admin', 'student', 'elsewhere', 'managed'];
    // Status per role, in the order of ROLES.
    const TABLE: [string, Method, (c: string) => string, unknown, number[]][] = [
      [
        'read the class',
        'GET',
        (c) => `/api/classes/${c}`,
        undefined,
        [200, 403, 200, 200, 404, 200],
      ],
      [
        'rename it',
        'POST',
        (c) => `/api/classes/${c}`,
        { name: 'Year 7' },
        [200, 403, 200, 403, 404, 403],
      ],
      [
        'read the roster',
        'GET',
        (c) => `/api/classes/${c}/roster`,
        undefined,
        [200, 403, 200, 403, 404, 403],
      ],
      [
        'paste addresses',
        'POST',
        (c) => `/api/classes/${c}/roster`,
        { emails: 'x@example.org' },
        [200, 403, 200, 403, 404, 403],
      ],
      [
        'remove a student',
        'DELETE',
        (c) => `/api/classes/${c}/roster/ffffffffffffffffffffffff`,
        undefined,
        [404, 403, 404, 403, 404, 403],
      ],
      [
        'reset a password',
        'POST',
        (c) => `/api/classes/${c}/roster/ffffffffffffffffffffffff/password`,
        undefined,
        [404, 403, 404, 403, 404, 403],
      ],
    ];
    for (const [what, method, url, body, statuses] of TABLE) {
      it(what, async () => {
        const got: number[] = [];
        for (const role of ROLES) {
          const res = await api(ctx, method, url(klass._id), token[role], body);
          got.push(res.statusCode);
          if (res.statusCode === 404 && role === 'elsewhere') {
            expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_FOUND]);
          }
          if (res.statusCode === 403 && role === 'otherTeacher') {
            expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_YOUR_CLASS]);
          }
        }
        expect(got).toEqual(statuses);
        expect((await api(ctx, method, url(klass._id), undefined, body)).statusCode).toBe(401);
      });
    }

    it('shows the code to its teachers and admins only', async () => {
      for (const role of ['teacher', 'admin']) {
        const res = await api(ctx, 'GET', `/api/classes/${klass._id}`, token[role]);
        expect(res.json<ClassDto>().code).toBe(klass.code);
      }
      for (const role of ['student', 'managed']) {
        const res = await api(ctx, 'GET', `/api/classes/${klass._id}`, token[role]);
        expect(res.json<ClassDto>()).not.toHaveProperty('code');
      }
    });

    it('lets students alone join with a code, and counts a wrong code a 400', async () => {
      for (const role of ['teacher', 'admin']) {
        const res = await api(ctx, 'POST', '/api/classes/join', token[role], { code: other.code });
        expect(res.statusCode).toBe(403);
        expect(messages(res.body)).toEqual([CLASS_MESSAGES.ONLY_STUDENTS_JOIN]);
      }
      const wrong = await api(ctx, 'POST', '/api/classes/join', token.student, {
        code: 'ZZZZZ-ZZZZZ',
      });
      expect(wrong.statusCode).toBe(400);
      expect(messages(wrong.body)).toEqual([CLASS_MESSAGES.CODE_INVALID]);
      const again = await api(ctx, 'POST', '/api/classes/join', token.student, {
        code: klass.code,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json<ClassDto>()).not.toHaveProperty('code');
    });

    it('answers 404 for a class that does not exist, to everyone', async () => {
      for (const role of ROLES) {
        const res = await api(ctx, 'GET', '/api/classes/ffffffffffffffffffffffff', token[role]);
        expect(res.statusCode).toBe(404);
      }
    });
  });

  it('changes name, pseudonyms and code, and adds and removes co-teachers', async () => {
    const made = (
      await api(ctx, 'POST', '/api/classes', token.teacher, { name: 'Changing' })
    ).json<ClassDto>();
    const change = (body: unknown, who = 'teacher') =>
      api(ctx, 'POST', `/api/classes/${made._id}`, token[who], body);
    const renamed = await change({ name: 'Changed', pseudonyms: true, rotateCode: true });
    expect(renamed.json<ClassDto>()).toMatchObject({ name: 'Changed', pseudonyms: true });
    expect(renamed.json<ClassDto>().code).not.toBe(made.code);
    // The old code stops at once.
    const old = await api(ctx, 'POST', '/api/classes/join', token.elsewhere, { code: made.code });
    expect(old.statusCode).toBe(400);

    const added = await change({ addTeacher: ' OtherTeacher@Example.org ' });
    expect(added.json<ClassDto>().teachers.map((t) => t._id)).toEqual([
      id.teacher,
      id.otherTeacher,
    ]);
    const student = await change({ addTeacher: 'student@example.org' });
    expect(student.statusCode).toBe(400);
    expect(messages(student.body)).toEqual([CLASS_MESSAGES.STUDENTS_CANNOT_TEACH]);
    const nobody = await change({ addTeacher: 'nobody@example.org' });
    expect(messages(nobody.body)).toEqual([CLASS_MESSAGES.TEACHER_NOT_FOUND]);

    const removed = await change({ removeTeacher: id.teacher }, 'otherTeacher');
    expect(removed.json<ClassDto>().teachers.map((t) => t._id)).toEqual([id.otherTeacher]);
    const last = await change({ removeTeacher: id.otherTeacher }, 'otherTeacher');
    expect(last.statusCode).toBe(409);
    expect(messages(last.body)).toEqual([CLASS_MESSAGES.LAST_TEACHER]);
    // The former teacher is now another teacher.
    expect((await change({ name: 'Mine again' })).statusCode).toBe(403);
  });

  it.each([
    ['an empty body', {}],
    ['rotateCode false alone', { rotateCode: false }],
    ['a number for a name', { name: 7 }],
    ['an empty name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(61) }],
    ['a bad teacher id', { removeTeacher: '../etc' }],
    ['an array', [1, 2]],
    ['null', null],
  ])('refuses %s with a 400 and messages', async (_, body) => {
    const res = await api(ctx, 'POST', `/api/classes/${klass._id}`, token.teacher, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body).length).toBeGreaterThan(0);
  });

  it.each([
    ['no name', '/api/classes', {}],
    ['a name of spaces', '/api/classes', { name: ' ' }],
    ['a join without a code', '/api/classes/join', {}],
    ['a code that is an object', '/api/classes/join', { code: { $ne: 1 } }],
    ['a managed count of 0', 'roster', { managed: 0 }],
    ['a managed count of 101', 'roster', { managed: 101 }],
    ['a managed count of 1.5', 'roster', { managed: 1.5 }],
    ['emails that are a list', 'roster', { emails: ['a@example.org'] }],
    ['both nothing', 'roster', {}],
    ['1001 lines', 'roster', { emails: 'a@example.org\n'.repeat(1001) }],
    ['a body that is a bare string', 'roster', 'add everyone'],
  ])('refuses %s with a 4xx and messages, never a 500', async (_, url, body) => {
    const path = url === 'roster' ? `/api/classes/${klass._id}/roster` : url;
    const res = await api(ctx, 'POST', path, token.teacher, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(messages(res.body).length).toBeGreaterThan(0);
  });

  describe('the roster', () => {
    it('lists students with their progress through the class’s activities', async () => {
      const db = ctx.database.db;
      const now = new Date().toISOString();
      // Two activities of this class and one elsewhere, made directly: what counts is the class.
      const activity = (aid: string, classId: string, position: number) => ({
        id: aid,
        selection: 1,
        enabled: 1,
        position,
        community_topic: null,
        in_tell_existing: null,
        instructions1: '',
        instructions101: '',
        instructions102: '',
        instructions201: '',
        new_intell_self_evaluate: 0,
        after_option_interpret_new_intell: 0,
        after_option_add_new_intell_after: 0,
        after_option_interconnect_new_intell: 0,
        interpret_confirm_deeper_understanding: 0,
        interpret_evaluate_values: 0,
        interpret_pause_emotion_flow: 0,
        interpret_intent_words: '',
        follow_up_of: null,
        class_id: classId,
        created_by: id.teacher,
        created_at: now,
      });
      await db
        .insertInto('activities')
        .values([
          activity('a1a1a1a1a1a1a1a1a1a1a1a1', klass._id, 1),
          activity('a2a2a2a2a2a2a2a2a2a2a2a2', klass._id, 2),
          activity('a3a3a3a3a3a3a3a3a3a3a3a3', other._id, 1),
        ])
        .execute();
      // One completion in this class and one in another: only the first counts here.
      await db
        .insertInto('activity_completions')
        .values(
          ['a1a1a1a1a1a1a1a1a1a1a1a1', 'a3a3a3a3a3a3a3a3a3a3a3a3'].map((aid) => ({
            activity_id: aid,
            user_id: id.student!,
            idea_id: null,
            completed_at: now,
          })),
        )
        .execute();
      const res = await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, token.teacher);
      expect(res.statusCode, res.body).toBe(200);
      const roster = res.json<Roster>();
      expect(roster.activityCount).toBe(2);
      const student = roster.students.find((s) => s._id === id.student)!;
      expect(student).toMatchObject({
        loginId: 'student@example.org',
        managed: false,
        completed: 1,
      });
      const kid = roster.students.find((s) => s._id === id.managed)!;
      expect(kid).toMatchObject({ loginId: managed[0]!.loginId, managed: true, completed: 0 });
      expect(roster.students.map((s) => s._id)).not.toContain(id.elsewhere);
    });

    it('adds a paste: students join, new addresses are invited and mailed, staff left out', async () => {
      const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
        emails: [
          '"Lopez, Ana" <Ana@Example.org>; Ben <ben@example.org>',
          'elsewhere@example.org, student@example.org',
          'teacher@example.org',
          'not an address',
          'ana@example.org',
        ].join('\n'),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<RosterEmailsAdded>()).toEqual({
        added: ['ana@example.org', 'ben@example.org', 'elsewhere@example.org'],
        alreadyThere: ['student@example.org'],
        notAddresses: ['not an address'],
        notStudents: ['teacher@example.org'],
      });
      const mail = await waitForMail(ctx, 'ana@example.org');
      expect(mail.links.some((link) => link.endsWith('/register'))).toBe(true);
      // It names the class and its teacher, and greets her by the name the To line gave her.
      expect(mail.subject).toBe('You are invited to join Year 7 on Thoughtful');
      expect(mail.text).toContain(
        'Hello Lopez, Ana, You have been invited by teacher@example.org to join the class Year 7 on Thoughtful.',
      );
      const stored = await ctx.database.db
        .selectFrom('invitations')
        .select(['email', 'name'])
        .where('email', 'in', ['ana@example.org', 'ben@example.org'])
        .orderBy('email')
        .execute();
      expect(stored).toEqual([
        { email: 'ana@example.org', name: 'Lopez, Ana' },
        { email: 'ben@example.org', name: 'Ben' },
      ]);
      const roster = (
        await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, token.teacher)
      ).json<Roster>();
      expect(roster.invited).toEqual(
        expect.arrayContaining(['ana@example.org', 'ben@example.org']),
      );
      expect(roster.students.map((s) => s._id)).toContain(id.elsewhere);
      const again = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
        emails: 'ana@example.org',
      });
      expect(again.json<RosterEmailsAdded>().alreadyThere).toEqual(['ana@example.org']);
    });

    it('takes 1,000 lines in a handful of statements, the mails sent after the answer', async () => {
      const lines = Array.from({ length: 1000 }, (_, i) => `Pupil ${i} <pupil${i}@school.example>`);
      const recorder = new QueryRecorder();
      const services = ctx.app.services;
      const { ClassesService } = await import('../src/modules/classes');
      const { hashPassword } = await import('../src/modules/auth/passwords');
      const counted = new ClassesService({
        db: ctx.database.db.withPlugin(recorder),
        writes: new (await import('../src/changes/changes')).Writes(
          ctx.database.db.withPlugin(recorder),
          services.changes,
        ),
        access: services.access,
        clock: () => new Date(),
        anonymous: false,
        hashPassword,
        // The invitation mails are stored in the roster's transaction: counted with it.
        invitationMails: {
          enqueueIn: (db, emails, toClass) =>
            services.invitations.enqueueInvitationMailsIn(db, emails, toClass),
          wake: () => undefined,
          sent: () => Promise.resolve(),
        },
      });
      const { OPERATOR } = await import('../src/modules/access');
      const result = await counted.addToRoster(OPERATOR, klass._id, { emails: lines.join('\n') });
      expect('added' in result && result.added).toHaveLength(1000);
      // Reads and writes per 500 addresses, not per address.
      expect(recorder.runs).toBeLessThan(25);

      const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
        emails: lines.map((l) => l.replace('school', 'other')).join('\r\n'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<RosterEmailsAdded>().added).toHaveLength(1000);
      // Its 2,000 invitation mails are not the later tests' to send (a flush sent them all, 20 s
      // on a busy CI machine).
      await ctx.database.db.deleteFrom('jobs').where('kind', '=', MAIL_JOB).execute();
    });

    it('makes managed accounts that log in with ID and password, and resets one', async () => {
      expect(managed).toHaveLength(2);
      for (const account of managed) {
        expect(account.loginId).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
        expect(account.password.split('-').length).toBeGreaterThanOrEqual(4);
      }
      expect(managed[0]!.loginId).not.toBe(managed[1]!.loginId);
      const row = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', managed[0]!._id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        managed: 1,
        is_student: 1,
        confirmed: 1,
        email: managed[0]!.loginId,
      });
      expect(row.password_hash).not.toContain(managed[0]!.password);
      expect(row.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);

      const reset = await api(
        ctx,
        'POST',
        `/api/classes/${klass._id}/roster/${managed[1]!._id}/password`,
        token.teacher,
      );
      expect(reset.statusCode, reset.body).toBe(200);
      const fresh = reset.json<{ password: string; loginId: string }>();
      expect(fresh.loginId).toBe(managed[1]!.loginId);
      expect(fresh.password).not.toBe(managed[1]!.password);
      const oldToken = await loginToken(ctx, managed[1]!.loginId, fresh.password);
      expect(oldToken).toBeTruthy();
      const oldLogin = await api(ctx, 'POST', '/api/auth', undefined, {
        email: managed[1]!.loginId,
        password: managed[1]!.password,
      });
      expect(oldLogin.statusCode).toBe(400);
    });

    it('ends a managed student’s sessions when the password is reset', async () => {
      const before = await api(ctx, 'GET', '/api/auth', token.managed);
      expect(before.statusCode).toBe(200);
      const reset = await api(
        ctx,
        'POST',
        `/api/classes/${klass._id}/roster/${id.managed}/password`,
        token.admin,
      );
      expect(reset.statusCode).toBe(200);
      expect((await api(ctx, 'GET', '/api/auth', token.managed)).statusCode).toBe(401);
      token.managed = await loginToken(
        ctx,
        managed[0]!.loginId,
        reset.json<{ password: string }>().password,
      );
    });

    it('resets only managed accounts of the class', async () => {
      const res = await api(
        ctx,
        'POST',
        `/api/classes/${klass._id}/roster/${id.student}/password`,
        token.teacher,
      );
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_MANAGED]);
    });

    it('removes a student, whose account stays', async () => {
      const res = await api(
        ctx,
        'DELETE',
        `/api/classes/${klass._id}/roster/${id.elsewhere}`,
        token.teacher,
      );
      expect(res.statusCode).toBe(200);
      const roster = (
        await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, token.teacher)
      ).json<Roster>();
      expect(roster.students.map((s) => s._id)).not.toContain(id.elsewhere);
      expect((await api(ctx, 'GET', '/api/auth', token.elsewhere)).statusCode).toBe(200);
      const again = await api(
        ctx,
        'DELETE',
        `/api/classes/${klass._id}/roster/${id.elsewhere}`,
        token.teacher,
      );
      expect(again.statusCode).toBe(404);
      expect(messages(again.body)).toEqual([CLASS_MESSAGES.NOT_A_STUDENT]);
    });
  });

  describe('registration', () => {
    it('registers through a code even when invite-only, and joins the class on the spot', async () => {
      const res = await api(ctx, 'POST', '/api/users', undefined, {
        email: 'coder@example.org',
        password: 'secret123',
        classCode: formatJoinCode(klass.code!),
      });
      expect(res.statusCode, res.body).toBe(201);
      const user = await ctx.database.db
        .selectFrom('users')
        .select(['id', 'is_student'])
        .where('email', '=', 'coder@example.org')
        .executeTakeFirstOrThrow();
      expect(user.is_student).toBe(1);
      const roster = (
        await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, token.teacher)
      ).json<Roster>();
      expect(roster.students.map((s) => s._id)).toContain(user.id);
      // The confirmation goes through though the address was never invited.
      const mail = await waitForMail(ctx, 'coder@example.org');
      const link = new URL(mail.links.find((l) => l.includes('/confirm/'))!);
      const confirmed = await api(ctx, 'GET', `/api${link.pathname}`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await loginToken(ctx, 'coder@example.org')).toBeTruthy();
    });

    it('tells whoever holds a code which class it opens and who teaches it, nothing more', async () => {
      const code = formatJoinCode(klass.code!).toLowerCase();
      const res = await api(ctx, 'GET', `/api/classes/join/${code}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ name: 'Year 7', teachers: ['teacher@example.org'] });
      const wrong = await api(ctx, 'GET', '/api/classes/join/AAAAA-AAAAA');
      expect(wrong.statusCode).toBe(400);
      expect(messages(wrong.body)).toEqual([CLASS_MESSAGES.CODE_INVALID]);
    });

    it('refuses a wrong code with a 400 and stores nothing', async () => {
      const res = await api(ctx, 'POST', '/api/users', undefined, {
        email: 'wrong@example.org',
        password: 'secret123',
        classCode: 'AAAAA-AAAAA',
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([CLASS_MESSAGES.CODE_INVALID]);
      const row = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'wrong@example.org')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('joins an invited student to the class of the invitation at registration', async () => {
      const res = await api(ctx, 'POST', '/api/users', undefined, {
        email: 'ben@example.org',
        password: 'secret123',
      });
      expect(res.statusCode, res.body).toBe(201);
      const roster = (
        await api(ctx, 'GET', `/api/classes/${klass._id}/roster`, token.teacher)
      ).json<Roster>();
      expect(roster.students.map((s) => s.loginId)).toContain('ben@example.org');
      expect(roster.invited).not.toContain('ben@example.org');
      // Without a name field, his account takes the name his teacher's paste gave him.
      expect(roster.students.find((s) => s.loginId === 'ben@example.org')?.name).toBe('Ben');
    });

    it('lets no teacher in through a code', async () => {
      await invite(ctx, 'newteacher@example.org', true);
      const res = await api(ctx, 'POST', '/api/users', undefined, {
        email: 'newteacher@example.org',
        password: 'secret123',
        classCode: klass.code,
      });
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual([CLASS_MESSAGES.ONLY_STUDENTS_JOIN]);
    });
  });

  // Last: its classless student would change what the tests above see.
  it('says with the signed-in member whether she is a student of a class: her home at sign-in (issue 43)', async () => {
    const inClass = async (who: string) =>
      (await api(ctx, 'GET', '/api/auth', token[who])).json<UserDto>().inClass;
    // A new managed account is in her class from the start: she goes to her activities.
    expect(await inClass('managed')).toBe(true);
    expect(await inClass('student')).toBe(true);
    // A teacher is in her class as its teacher, not its student.
    expect(await inClass('teacher')).toBe(false);
    expect(await inClass('admin')).toBe(false);
    const loner = await createUser(ctx, 'loner@example.org', { student: true });
    expect(loner).toBeTruthy();
    expect(
      (
        await api(ctx, 'GET', '/api/auth', await loginToken(ctx, 'loner@example.org'))
      ).json<UserDto>().inClass,
    ).toBe(false);
  });
});
