import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { runCli } from '../src/cli/run-cli';
import type { DialectName } from '../src/db/database';
import { jobRunnerFixture } from './helpers/job-runners';
import { MAIL_JOB, MAIL_RETRY, MailOutbox } from '../src/mail/mail-outbox';
import { FAKE_START, FakeTime } from './helpers/fake-time';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { confirmationMail, invitationMail, passwordResetMail } from '../src/mail/templates';
import { OPERATOR } from '../src/modules/access';
import {
  createTestDatabase,
  TEST_DIALECTS,
  testConfig,
  type TestDatabase,
} from './helpers/test-app';

/**
 * Mail that is never lost (DESIGN.md §14): requests store their mails in the outbox and answer;
 * each server's sender hands them to the mail server, tries again with backoff while it is down,
 * and never sends one mail twice, however many servers share the database.
 */

function mail(to: string): MailMessage {
  return {
    to,
    subject: `For ${to}`,
    text: `Hello ${to}, https://t.test/confirm/x/y`,
    html: '<p>Hi</p>',
  };
}

/** A mailer that records what it was handed and when, and whether each attempt failed. */
function recordingMailer(
  fail: (message: MailMessage) => Error | undefined = () => undefined,
  now: () => number = Date.now,
) {
  const sent: (MailMessage & { at: number })[] = [];
  const attempts: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      attempts.push(message);
      const error = fail(message);
      if (error) return Promise.reject(error);
      sent.push({ ...message, at: now() });
      return Promise.resolve();
    },
  };
  return { mailer, sent, attempts };
}

describe.each(TEST_DIALECTS)('the mail outbox on %s', (dialect: DialectName) => {
  const { freshDatabase, runnerOn } = jobRunnerFixture(dialect);

  function outboxOn(database: TestDatabase, mailer: Mailer, time?: FakeTime, pollMs?: number) {
    const runner = runnerOn(database, time, pollMs);
    return { runner, outbox: new MailOutbox({ db: database.db, mailer, runner }) };
  }

  /** The mails waiting or given up, with what they say. */
  async function waiting(database: TestDatabase) {
    const jobs = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', MAIL_JOB)
      .execute();
    return jobs
      .map((job) => ({ ...job, message: JSON.parse(job.payload) as MailMessage }))
      .sort((a, b) => a.message.to.localeCompare(b.message.to));
  }

  it('delays mail while the mail server is down for a minute, and loses none', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const serverDown = () => time.now < FAKE_START + 60_000;
    const { mailer, sent, attempts } = recordingMailer(
      () => (serverDown() ? new Error('connect ECONNREFUSED 127.0.0.1:25') : undefined),
      () => time.now,
    );
    const { runner, outbox } = outboxOn(database, mailer, time);
    const settle = () => runner.idle();
    await runner.start();

    // Three mails at once, then one more in the middle of the outage.
    await database.db
      .transaction()
      .execute((trx) =>
        outbox.enqueue(trx, [mail('a@x.test'), mail('b@x.test'), mail('c@x.test')]),
      );
    outbox.wake();
    await time.advance(0, settle);
    expect(attempts).toHaveLength(3);
    expect(sent).toEqual([]);
    for (const row of await waiting(database)) {
      expect(row).toMatchObject({
        attempts: 1,
        failed_at: null,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        run_at: new Date(FAKE_START + 15_000).toISOString(),
      });
    }
    await time.advance(30_000, settle);
    await outbox.post(mail('d@x.test'));
    await time.advance(0, settle);
    expect(sent).toEqual([]);

    // Back after a minute: by the next attempt of each (15 s, 30 s, 1 min … after its failures)
    // every mail has gone, once, and its job with it (its links' codes are kept only as hashes).
    await time.advance(10 * 60_000, settle);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']);
    expect(await waiting(database)).toEqual([]);
    // a, b, c failed at 0 s, 15 s and 45 s and went at 1 min 45 s; d failed at 30 s and 45 s.
    expect(Object.fromEntries(sent.map((m) => [m.to, m.at - FAKE_START]))).toEqual({
      'a@x.test': 105_000,
      'b@x.test': 105_000,
      'c@x.test': 105_000,
      'd@x.test': 75_000,
    });
    expect(attempts).toHaveLength(4 + 4 + 4 + 3);

    // Nothing is sent again later.
    await time.advance(3600_000, settle);
    expect(sent).toHaveLength(4);
  });

  it('gives a mail up, and keeps it listed without its body, once refused for a day', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const { mailer, attempts } = recordingMailer(() => new Error('550 mailbox unavailable'));
    const { outbox } = outboxOn(database, mailer, time);
    await outbox.enqueue(database.db, mail('gone@x.test'));
    // Each attempt when it falls due.
    for (;;) {
      await outbox.flush();
      const [row] = await waiting(database);
      if (!row || row.failed_at !== null || time.now > FAKE_START + 2 * MAIL_RETRY.giveUpAfterMs!)
        break;
      time.now = Date.parse(row.run_at);
    }
    expect(time.now).toBeGreaterThanOrEqual(FAKE_START + MAIL_RETRY.giveUpAfterMs!);
    expect(time.now).toBeLessThan(FAKE_START + MAIL_RETRY.giveUpAfterMs! + MAIL_RETRY.maxDelayMs);
    const [row] = await waiting(database);
    expect(row?.message).toEqual({ to: 'gone@x.test', subject: 'For gone@x.test', text: '' });
    expect(row?.last_error).toBe('550 mailbox unavailable');
    // 15 s, 30 s … 8 min, then every 15 minutes, until the first failure a day after it was stored.
    expect(attempts.length).toBe(row?.attempts);
    expect(row?.attempts).toBeGreaterThan(90);
    expect(await outbox.unsent(10)).toEqual([
      expect.objectContaining({ to_address: 'gone@x.test', next_attempt_at: null }),
    ]);
  });

  it('sends a confirmation within 5 s while 1,000 invitations wait', async () => {
    const database = await freshDatabase();
    // A mail server that takes 20 ms a mail: the invitations alone take 20 s.
    const sent: { to: string; at: number }[] = [];
    const { runner, outbox } = outboxOn(database, {
      send: async ({ to }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push({ to, at: Date.now() });
      },
    });
    const invitations = Array.from({ length: 1000 }, (_, i) => mail(`invited${i}@x.test`));
    await outbox.enqueue(database.db, invitations, 'bulk');
    await runner.start();
    await expect.poll(() => sent.length).toBeGreaterThan(5);
    const asked = Date.now();
    await outbox.post(mail('new-member@x.test'));
    await expect
      .poll(() => sent.some((m) => m.to === 'new-member@x.test'), { timeout: 5000 })
      .toBe(true);
    const confirmation = sent.find((m) => m.to === 'new-member@x.test')!;
    expect(confirmation.at - asked).toBeLessThan(5000);
    // Well before the invitations were done.
    expect(sent.length).toBeLessThan(500);
  });
});

describe.each(TEST_DIALECTS)('a request that mails, on %s', (dialect: DialectName) => {
  it('answers without waiting for the mail server', async () => {
    const database = await createTestDatabase(dialect);
    const config = testConfig({ INVITE_ONLY: 'false' });
    // A mail server that takes the mail and never answers, until the test lets it.
    const handed: MailMessage[] = [];
    const answers: (() => void)[] = [];
    const mailer: Mailer = {
      send: (message) => {
        handed.push(message);
        return new Promise<void>((resolve) => answers.push(resolve));
      },
    };
    const app = await buildApp(config, { database, logger: false, mailer });
    await app.ready();
    const withinTwoSeconds = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
      ]);
    try {
      const registration = await withinTwoSeconds(
        app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { email: 'patient@example.org', password: 'patient-pw-1' },
        }),
      );
      expect(registration).not.toBe('still waiting');
      expect(registration !== 'still waiting' && registration.statusCode).toBe(201);

      const reset = await withinTwoSeconds(
        app.inject({
          method: 'POST',
          url: '/api/users/password-reset',
          payload: { email: 'patient@example.org' },
        }),
      );
      expect(reset !== 'still waiting' && reset.statusCode).toBe(200);

      await app.services.invitations.add(OPERATOR, ['invited@example.org'], 'student');
      expect(
        await withinTwoSeconds(app.services.invitations.sendAgain(OPERATOR, 'invited@example.org')),
      ).toBe('invited@example.org');

      // Every mail is stored: none is sent yet.
      const stored = async () =>
        (
          await database.db
            .selectFrom('jobs')
            .select('payload')
            .where('kind', '=', MAIL_JOB)
            .execute()
        )
          .map((job) => JSON.parse(job.payload) as MailMessage)
          .map((m) => ({ to_address: m.to, subject: m.subject, sent_at: null }))
          .sort(
            (a, b) =>
              a.to_address.localeCompare(b.to_address) || a.subject.localeCompare(b.subject),
          );
      await expect.poll(async () => (await stored()).length).toBe(4);
      const [confirmationRow, resetRow, invitationRow] = [
        confirmationMail('patient@example.org', 'l', 1),
        passwordResetMail('patient@example.org', 'l', 1),
        invitationMail('invited@example.org', 'l'),
      ].map(({ to, subject }) => ({ to_address: to, subject, sent_at: null }));
      expect(await stored()).toEqual(
        [invitationRow, invitationRow, confirmationRow, resetRow].sort(
          (a, b) =>
            a!.to_address.localeCompare(b!.to_address) || a!.subject.localeCompare(b!.subject),
        ),
      );
      // One in hand (the pool's one connection), none answered.
      await expect.poll(() => handed.length).toBe(1);
    } finally {
      // Answer whatever it holds, so the server closes without waiting for it.
      const release = setInterval(() => answers.splice(0).forEach((answer) => answer()), 5);
      await app.close();
      clearInterval(release);
      await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run cli -- mail-outbox', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('lists the mails the mail server refused, with their last error; invite still succeeds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-mail-outbox-cli-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    // Nothing listens on port 1: every attempt is refused at once.
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const printed = () => log.mock.calls.map((args) => args.map(String).join(' '));
    try {
      expect(await runCli(['mail-outbox'])).toBe(0);
      expect(printed()).toEqual(['Every mail has been sent.']);
      log.mockClear();

      expect(await runCli(['invite', 'waiting@example.org'])).toBe(0);
      expect(printed()).toEqual(['Invited as student: waiting@example.org']);
      log.mockClear();

      expect(await runCli(['mail-outbox'])).toBe(0);
      const [first, second, ...rest] = printed();
      expect(rest).toEqual([]);
      expect(first).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}waiting@example\.org {2}You are invited/);
      expect(second).toMatch(/^ {2}1 attempt\(s\), next \d{4}-[\d:.T-]+Z: .*ECONNREFUSED/);
      log.mockClear();

      // The job runner's own listing: what waits of each kind, and why it waits.
      expect(await runCli(['jobs'])).toBe(0);
      const jobs = printed();
      expect(jobs).toContain('mail.send: 1 waiting, 0 running, 0 failed');
      expect(jobs).toContain('Waiting, oldest first:');
      expect(jobs.find((line) => line.includes('mail.send  priority 40'))).toMatch(
        /^\d{4}-[\d:.T-]+Z {2}mail\.send {2}priority 40 {2}due \d{4}-/,
      );
      expect(jobs.find((line) => line.includes('attempt(s)'))).toMatch(
        /1 attempt\(s\): .*ECONNREFUSED/,
      );
      log.mockClear();
      expect(await runCli(['jobs', '--failed'])).toBe(0);
      expect(printed()).not.toContain('Given up, oldest first:');
      expect(await runCli(['jobs', 'extra'])).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
