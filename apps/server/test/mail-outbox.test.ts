import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { runCli } from '../src/cli/run-cli';
import type { DialectName } from '../src/db/database';
import { MAIL_RETRY, MailOutbox, retryDelayMs, type MailOutboxDeps } from '../src/mail/mail-outbox';
import type { BackgroundTimers } from '../src/lib/background-timers';
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

const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

const START = Date.parse('2027-03-01T08:00:00.000Z');

/** A clock and timers that move only when the test says, so no test waits for a retry. */
class FakeTime {
  now = START;
  private timers: { at: number; order: number; callback: () => void }[] = [];
  private order = 0;

  readonly clock = () => new Date(this.now);

  readonly outboxTimers: BackgroundTimers = {
    setTimeout: (callback, ms) => {
      const timer = { at: this.now + ms, order: ++this.order, callback };
      this.timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      this.timers = this.timers.filter((timer) => timer !== handle);
    },
  };

  /** Moves the clock on, firing each timer when its time comes and letting its work finish. */
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.now = Math.max(this.now, due.at);
      due.callback();
      await settle();
    }
    this.now = end;
  }
}

function mail(to: string): MailMessage {
  return {
    to,
    subject: `For ${to}`,
    text: `Hello ${to}, https://t.test/confirm/x/y`,
    html: '<p>Hi</p>',
  };
}

/** A mailer that records what it was handed, and whether each attempt failed. */
function recordingMailer(fail: (message: MailMessage) => Error | undefined = () => undefined) {
  const sent: MailMessage[] = [];
  const attempts: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      attempts.push(message);
      const error = fail(message);
      if (error) return Promise.reject(error);
      sent.push(message);
      return Promise.resolve();
    },
  };
  return { mailer, sent, attempts };
}

describe('the retry delays', () => {
  it('double from 15 s after each failure and stop at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(retryDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
  });
});

describe.each(TEST_DIALECTS)('the mail outbox on %s', (dialect: DialectName) => {
  const databases: TestDatabase[] = [];
  const outboxes: MailOutbox[] = [];
  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) await outbox.close();
    for (const database of databases.splice(0)) await database.drop();
  });

  async function freshDatabase(): Promise<TestDatabase> {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    return database;
  }

  function outboxOn(database: TestDatabase, deps: Partial<MailOutboxDeps> & { mailer: Mailer }) {
    const outbox = new MailOutbox({ db: database.db, log: silent, ...deps });
    outboxes.push(outbox);
    return outbox;
  }

  function rows(database: TestDatabase) {
    return database.db.selectFrom('mail_outbox').selectAll().orderBy('to_address').execute();
  }

  it('delays mail while the mail server is down for a minute, and loses none', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const serverDown = () => time.now < START + 60_000;
    const { mailer, sent, attempts } = recordingMailer(() =>
      serverDown() ? new Error('connect ECONNREFUSED 127.0.0.1:25') : undefined,
    );
    const outbox = outboxOn(database, {
      mailer,
      clock: time.clock,
      timers: time.outboxTimers,
    });
    const settle = () => outbox.idle();
    outbox.start();

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
    for (const row of await rows(database)) {
      expect(row).toMatchObject({
        attempts: 1,
        sent_at: null,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        next_attempt_at: new Date(START + 15_000).toISOString(),
      });
    }
    await time.advance(30_000, settle);
    await outbox.post(mail('d@x.test'));
    await time.advance(0, settle);
    expect(sent).toEqual([]);

    // Back after a minute: by the next attempt of each (15 s, 30 s, 1 min … after its failures)
    // every mail has gone, once.
    await time.advance(10 * 60_000, settle);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']);
    const after = await rows(database);
    for (const row of after) {
      expect(row.sent_at).not.toBeNull();
      expect(Date.parse(row.sent_at!)).toBeGreaterThanOrEqual(START + 60_000);
      expect(row.next_attempt_at).toBeNull();
      // A sent mail keeps no body: its links' codes are kept only as hashes elsewhere.
      expect([row.text, row.html]).toEqual(['', null]);
    }
    // a, b, c failed at 0 s, 15 s and 45 s and went at 1 min 45 s; d failed at 30 s and 45 s.
    expect(after.map((row) => [row.to_address, row.attempts])).toEqual([
      ['a@x.test', 4],
      ['b@x.test', 4],
      ['c@x.test', 4],
      ['d@x.test', 3],
    ]);
    expect(after.map((row) => row.sent_at)).toEqual([
      ...Array<string>(3).fill(new Date(START + 105_000).toISOString()),
      new Date(START + 75_000).toISOString(),
    ]);
    expect(attempts).toHaveLength(4 + 4 + 4 + 3);

    // Nothing is sent again later.
    await time.advance(3600_000, settle);
    expect(sent).toHaveLength(4);
  });

  it('gives a mail up, and keeps it listed, once the mail server has refused it for a day', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const { mailer, attempts } = recordingMailer(() => new Error('550 mailbox unavailable'));
    const outbox = outboxOn(database, { mailer, clock: time.clock });
    await outbox.enqueue(database.db, mail('gone@x.test'));
    // Each attempt when it falls due (the sender's timer, without its idle looks in between).
    for (;;) {
      await outbox.flush();
      const next = (await rows(database))[0]?.next_attempt_at;
      if (!next || time.now > START + 2 * MAIL_RETRY.giveUpAfterMs) break;
      time.now = Date.parse(next);
    }
    expect(time.now).toBeGreaterThanOrEqual(START + MAIL_RETRY.giveUpAfterMs);
    expect(time.now).toBeLessThan(START + MAIL_RETRY.giveUpAfterMs + MAIL_RETRY.maxDelayMs);
    const [row] = await rows(database);
    expect(row).toMatchObject({ next_attempt_at: null, sent_at: null, text: '', html: null });
    expect(row?.last_error).toBe('550 mailbox unavailable');
    // 15 s, 30 s … 8 min, then every 15 minutes, until the first failure a day after it was stored.
    expect(attempts.length).toBe(row?.attempts);
    expect(row?.attempts).toBeGreaterThan(90);
    expect(await outbox.unsent(10)).toEqual([
      expect.objectContaining({ to_address: 'gone@x.test', next_attempt_at: null }),
    ]);
  });

  it('stores nothing for a transaction that rolls back', async () => {
    const database = await freshDatabase();
    const { mailer, sent } = recordingMailer();
    const outbox = outboxOn(database, { mailer });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, mail('rolled-back@x.test'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db.transaction().execute((trx) => outbox.enqueue(trx, mail('committed@x.test')));
    await outbox.flush();
    expect(sent.map((m) => m.to)).toEqual(['committed@x.test']);
    expect((await rows(database)).map((row) => row.to_address)).toEqual(['committed@x.test']);
  });

  it('sends each mail once when two servers send from one database', async () => {
    const database = await freshDatabase();
    const handedOver: { by: string; to: string }[] = [];
    const slowMailer = (by: string): Mailer => ({
      send: async (message) => {
        // Long enough for the other sender to read the same due mails meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 3));
        handedOver.push({ by, to: message.to });
      },
    });
    const one = outboxOn(database, { mailer: slowMailer('one') });
    const two = outboxOn(database, { mailer: slowMailer('two') });
    const addresses = Array.from({ length: 30 }, (_, i) => `m${String(i).padStart(2, '0')}@x.test`);
    await one.enqueue(database.db, addresses.map(mail));

    await Promise.all([one.flush(), two.flush(), one.flush(), two.flush()]);
    expect(handedOver.map((h) => h.to).sort()).toEqual(addresses);
    // Both took part: the claim, not one sender idling, kept them apart.
    expect(new Set(handedOver.map((h) => h.by))).toEqual(new Set(['one', 'two']));
    for (const row of await rows(database)) {
      expect(row.attempts).toBe(1);
      expect(row.sent_at).not.toBeNull();
    }
  });

  it('leaves a mail another sender is sending alone until its lease ends', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    // The first server takes the mail and never finishes (it died mid-send).
    const stuck = outboxOn(database, {
      mailer: { send: () => new Promise<void>(() => undefined) },
      clock: time.clock,
      timers: time.outboxTimers,
      sendTimeoutMs: 60_000,
    });
    const { mailer, sent } = recordingMailer();
    const other = outboxOn(database, { mailer, clock: time.clock, sendTimeoutMs: 60_000 });
    await stuck.enqueue(database.db, mail('leased@x.test'));
    void stuck.flush();
    await expect.poll(async () => (await rows(database))[0]?.attempts).toBe(1);

    time.now += 60_000;
    await other.flush();
    expect(sent).toEqual([]);
    // The lease is the send's timeout and a minute more.
    time.now += 60_001;
    await other.flush();
    expect(sent.map((m) => m.to)).toEqual(['leased@x.test']);
    outboxes.splice(outboxes.indexOf(stuck), 1);
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

      // Every mail is stored, and the server's sender has one in hand: none is sent yet.
      const stored = () =>
        database.db
          .selectFrom('mail_outbox')
          .select(['to_address', 'subject', 'sent_at'])
          .orderBy('to_address')
          .orderBy('subject')
          .execute();
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
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
