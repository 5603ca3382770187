import fs from 'node:fs';
import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  testConfig,
  TEST_DIALECTS,
  type TestDatabase,
} from '../../../test/helpers/test-app';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { JobRunner } from '../../jobs/job-runner';
import { MAIL_JOB, MailOutbox } from '../../mail/mail-outbox';
import type { MailMessage } from '../../mail/mailer';
import type * as UsersModule from '../users';
import { findUserByEmail, findUserById, insertUser } from '../users';
import type * as CodesModule from './auth-codes.repository';
import { issueCode, useCode } from './auth-codes.repository';
import { AuthService } from './auth.service';
import { hashPassword } from './passwords';
import { verifyToken } from './tokens';

/**
 * What the accounts service does when it loses a race: two registrations of one e-mail, two first
 * logins of one anonymous ID, two clicks on one confirmation link. The lost race is staged by
 * letting a lookup miss a row that is already there (or a code's use fail), since timing two real
 * requests cannot make it happen every time.
 */

vi.mock('../users', async (importOriginal) => {
  const actual = await importOriginal<typeof UsersModule>();
  return {
    ...actual,
    findUserByEmail: vi.fn(actual.findUserByEmail),
    findUserById: vi.fn(actual.findUserById),
    insertUser: vi.fn(actual.insertUser),
  };
});
vi.mock('./auth-codes.repository', async (importOriginal) => {
  const actual = await importOriginal<typeof CodesModule>();
  return { ...actual, useCode: vi.fn(actual.useCode) };
});

const silent = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as FastifyBaseLogger;

interface Row {
  email: string;
  password?: string;
  student?: boolean;
  banned?: boolean;
  confirmed?: boolean;
}

describe.each(TEST_DIALECTS)('the accounts service losing a race on %s', (dialect) => {
  let database: TestDatabase;
  const configs: AppConfig[] = [];
  const send = vi.fn((_message: MailMessage) => Promise.resolve());
  /** The mails stored for an address (the outbox sends them after the answer). */
  const mailsFor = async (email: string) =>
    (await database.db.selectFrom('jobs').selectAll().where('kind', '=', MAIL_JOB).execute())
      .map((job) => ({ ...job, message: JSON.parse(job.payload) as MailMessage }))
      .filter((job) => job.message.to === email);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
    for (const config of configs) fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    const users = await vi.importActual<typeof UsersModule>('../users');
    const codes = await vi.importActual<typeof CodesModule>('./auth-codes.repository');
    vi.mocked(findUserByEmail).mockImplementation(users.findUserByEmail);
    vi.mocked(findUserById).mockImplementation(users.findUserById);
    vi.mocked(insertUser).mockImplementation(users.insertUser);
    vi.mocked(useCode).mockImplementation(codes.useCode);
    send.mockReset();
    send.mockImplementation(() => Promise.resolve());
  });

  function service(env: Record<string, string>) {
    const config = testConfig(env);
    configs.push(config);
    const outbox = new MailOutbox({
      db: database.db,
      mailer: { send },
      runner: new JobRunner({ db: database.db, log: silent }),
    });
    return {
      config,
      outbox,
      auth: new AuthService({ db: database.db, config, mail: outbox, log: silent }),
    };
  }

  async function registration(password = 'pending-pw-1', name = 'Pending') {
    return { passwordHash: await hashPassword(password), name };
  }

  /** Puts a row in, as the winning request would have. */
  async function insertRow(row: Row): Promise<string> {
    const id = newId();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id,
        name: row.email,
        email: row.email,
        password_hash: row.password === undefined ? null : await hashPassword(row.password),
        is_student: row.student === false ? 0 : 1,
        banned: row.banned ? 1 : 0,
        confirmed: row.confirmed === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** The next `times` e-mail lookups miss (the other request has not written its row yet). */
  async function missLookups(times: number) {
    const actual = (await vi.importActual<typeof UsersModule>('../users')).findUserByEmail;
    let missed = 0;
    vi.mocked(findUserByEmail).mockImplementation((db, email) =>
      missed++ < times ? Promise.resolve(undefined) : actual(db, email),
    );
  }

  describe('registration', () => {
    const auth = () => service({ INVITE_ONLY: 'false' }).auth;

    it('answers the loser of two registrations of one e-mail "already exists", and mails nothing', async () => {
      await insertRow({ email: 'twice@example.org', password: 'first-pw-1', confirmed: false });
      await missLookups(1);
      const lost = await auth()
        .register({ email: 'twice@example.org', password: 'second-pw-1' })
        .catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(AppError);
      expect((lost as AppError).statusCode).toBe(409);
      expect((lost as AppError).messages).toEqual([AUTH_MESSAGES.USER_EXISTS]);
      expect(await mailsFor('twice@example.org')).toEqual([]);
    });

    it('passes on a failed insert that no other registration explains', async () => {
      const failure = new Error('disk full');
      vi.mocked(insertUser).mockRejectedValueOnce(failure);
      await expect(
        auth().register({ email: 'unlucky@example.org', password: 'unlucky-pw' }),
      ).rejects.toBe(failure);
      expect(await mailsFor('unlucky@example.org')).toEqual([]);
    });
  });

  describe('first anonymous logins of one ID at once', () => {
    const anonymous = () =>
      service({ ANONYMOUS: 'true', EDU_ADMIN_ID: 'the-admin', INVITE_ONLY: 'false' });

    it('gives the loser a token for the account the winner created', async () => {
      const winnerId = await insertRow({ email: 'race-pupil' });
      // Both lookups of the login (does it need a password? is there an account?) miss.
      await missLookups(2);
      const { auth, config } = anonymous();
      const token = await auth.login({ email: 'race-pupil' });
      expect(verifyToken(token, config.jwtSecret!)).toMatchObject({ userId: winnerId, version: 0 });
      const rows = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'race-pupil')
        .execute();
      expect(rows).toEqual([{ id: winnerId }]);
    });

    it.each<[string, Omit<Row, 'email'>]>([
      ['a student who has a password', { password: 'pupil-pw-1' }],
      ['a non-student without a password', { student: false }],
      ['a banned password-less student', { banned: true }],
    ])('hands no token for a row the winner made for %s', async (_kind, row) => {
      const email = `race-${newId()}`;
      await insertRow({ email, ...row });
      await missLookups(2);
      const outcome = await anonymous()
        .auth.login({ email })
        .then(
          (token) => ({ token }),
          (error: unknown) => ({ error }),
        );
      expect(outcome).not.toHaveProperty('token');
    });
  });

  describe('two clicks on one confirmation link', () => {
    it('confirms once: the click whose use of the code failed is told it is already confirmed', async () => {
      const userId = await insertRow({ email: 'clicker@example.org', confirmed: false });
      const code = await issueCode(database.db, userId, 'confirm', 60_000, await registration());
      vi.mocked(useCode).mockResolvedValueOnce(false);
      const { auth } = service({ INVITE_ONLY: 'false' });
      const lost = await auth.confirm(userId, code).catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(AppError);
      expect((lost as AppError).statusCode).toBe(409);
      expect((lost as AppError).messages).toEqual([AUTH_MESSAGES.ALREADY_CONFIRMED]);
      expect((await findUserById(database.db, userId))?.confirmed).toBe(0);
    });

    it("confirms once when two registrations' links are followed at once: the other is told it is confirmed", async () => {
      const userId = await insertRow({ email: 'two-links@example.org', confirmed: false });
      const mine = await registration('my-password', 'Mine');
      const theirs = await registration('their-password', 'Theirs');
      const myCode = await issueCode(database.db, userId, 'confirm', 60_000, mine);
      const theirCode = await issueCode(database.db, userId, 'confirm', 60_000, theirs);
      const { auth } = service({ INVITE_ONLY: 'false' });
      // Their request read the account before mine confirmed it.
      const stale = await findUserById(database.db, userId);
      expect(await auth.confirm(userId, myCode)).toBe(AUTH_MESSAGES.EMAIL_CONFIRMED);
      vi.mocked(findUserById).mockResolvedValueOnce(stale);
      const lost = await auth.confirm(userId, theirCode).catch((e: unknown) => e);
      expect((lost as AppError).statusCode).toBe(409);
      expect((lost as AppError).messages).toEqual([AUTH_MESSAGES.ALREADY_CONFIRMED]);
      const row = await findUserById(database.db, userId);
      expect(row?.password_hash).toBe(mine.passwordHash);
      expect(row?.name).toBe('Mine');
    });
  });

  describe('a registration of an address confirmed meanwhile', () => {
    it('is told the address is taken, and changes nothing', async () => {
      const email = 'confirmed-meanwhile@example.org';
      const userId = await insertRow({ email, password: 'owner-pw-1', confirmed: false });
      // The registration read the account before the owner's link confirmed it.
      const stale = await findUserByEmail(database.db, email);
      await database.db
        .updateTable('users')
        .set({ confirmed: 1 })
        .where('id', '=', userId)
        .execute();
      vi.mocked(findUserByEmail).mockResolvedValueOnce(stale);
      const before = await findUserById(database.db, userId);
      const lost = await service({ INVITE_ONLY: 'false' })
        .auth.register({ email, password: 'late-pw-1' })
        .catch((e: unknown) => e);
      expect((lost as AppError).statusCode).toBe(409);
      expect((lost as AppError).messages).toEqual([AUTH_MESSAGES.USER_EXISTS]);
      expect(await findUserById(database.db, userId)).toEqual(before);
      expect(await mailsFor(email)).toEqual([]);
    });
  });

  it('registers while the mail server refuses the mail: the mail waits in the outbox', async () => {
    const { auth, outbox } = service({ INVITE_ONLY: 'false' });
    send.mockImplementation(() => Promise.reject(new Error('421 try later')));
    await auth.register({ email: 'mailless@example.org', password: 'secret-pw-1' });
    expect((await findUserByEmail(database.db, 'mailless@example.org'))?.confirmed).toBe(0);
    await outbox.flush();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'mailless@example.org' }));
    const [waiting] = await mailsFor('mailless@example.org');
    expect(waiting).toMatchObject({ attempts: 1, last_error: '421 try later', failed_at: null });
    expect(waiting?.message.text).toContain('/confirm/');
  });
});
