import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import { DEFAULT_RETRY, type JobRunner } from '../jobs/job-runner';
import type { Mailer, MailMessage } from './mailer';

/** When a failed mail is tried again, and for how long (docs/decisions/2026-11-21-accounts.md). */
export const MAIL_RETRY = DEFAULT_RETRY;

export const MAIL_JOB = 'mail.send';

/**
 * Which mail goes first when many wait (issue 42): a confirmation, a reset or a sign-in code
 * before a feedback notice, and both before a class's invitations.
 */
export const MAIL_PRIORITY = Object.freeze({ account: 0, notice: 20, bulk: 40 });
export type MailPriority = keyof typeof MAIL_PRIORITY;

/** What a service needs to mail: mails stored in its transaction, and word once it committed. */
export interface MailQueue {
  /**
   * Stores mails within `db`, the caller's transaction where there is one: a rollback sends
   * none. `priority`: 'account' (the default) unless the mail is a notice or one of many.
   */
  enqueue(
    db: Db,
    messages: MailMessage | readonly MailMessage[],
    priority?: MailPriority,
  ): Promise<void>;
  /** Mails were committed: the server's runner sends them now rather than at its next look. */
  wake(): void;
}

export interface MailOutboxDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  runner: JobRunner;
  /** A send that has not finished by then counts as failed (a mail server that hangs). */
  sendTimeoutMs?: number;
  /**
   * Mails one server hands to the mail server at once: one, as its pool has one connection (a
   * second would wait in the pool's queue on its own time limit, and be retried while queued).
   */
  concurrency?: number;
}

export interface UnsentMail {
  to_address: string;
  subject: string;
  created_at: string;
  attempts: number;
  /** Null once given up. */
  next_attempt_at: string | null;
  last_error: string | null;
}

/**
 * The persistent outbox (DESIGN.md §14) as a kind of job: a request stores its mails with its
 * write and never waits for the mail server; the job runner hands them to the Mailer, tries a
 * failed one again later (15 s doubling to 15 min, for a day) and sends none twice, however many
 * servers share the database. A sent mail's job goes with it: its links hold codes kept
 * elsewhere only as hashes; a given-up one stays listed without its body.
 */
export class MailOutbox implements MailQueue {
  private storedAny = false;

  constructor(private readonly deps: MailOutboxDeps) {
    deps.runner.register<MailMessage>({
      kind: MAIL_JOB,
      priority: MAIL_PRIORITY.account,
      concurrency: deps.concurrency ?? 1,
      timeoutMs: deps.sendTimeoutMs ?? 60_000,
      retry: MAIL_RETRY,
      keptWhenFailed: ({ to, subject }) => ({ to, subject, text: '' }),
      run: (message) => deps.mailer.send(message),
    });
  }

  async enqueue(
    db: Db,
    messages: MailMessage | readonly MailMessage[],
    priority: MailPriority = 'account',
  ): Promise<void> {
    const list = 'to' in messages ? [messages] : messages;
    if (list.length === 0) return;
    this.storedAny = true;
    await this.deps.runner.enqueue(db, MAIL_JOB, list, { priority: MAIL_PRIORITY[priority] });
  }

  get hasStored(): boolean {
    return this.storedAny;
  }

  /** Mails outside any transaction: stored, then sent as soon as the runner gets to them. */
  async post(messages: MailMessage | readonly MailMessage[], priority?: MailPriority) {
    await this.enqueue(this.deps.db, messages, priority);
    this.wake();
  }

  wake(): void {
    this.deps.runner.wake();
  }

  /**
   * Resolves once every mail due now has been tried (sent, or failed and due again later); the
   * command line calls it before it exits, tests before they read what was sent.
   */
  async flush(): Promise<void> {
    await this.deps.runner.runDue([MAIL_JOB]);
  }

  /** Mails not sent yet, then those given up, oldest first (`npm run cli -- mail-outbox`). */
  async unsent(limit: number): Promise<UnsentMail[]> {
    const waiting = await this.deps.runner.list({ failed: false, kinds: [MAIL_JOB], limit });
    const failed = await this.deps.runner.list({
      failed: true,
      kinds: [MAIL_JOB],
      limit: limit - waiting.length,
    });
    return [...waiting, ...failed].map((job) => {
      const { to, subject } = JSON.parse(job.payload) as MailMessage;
      return {
        to_address: to,
        subject,
        created_at: job.created_at,
        attempts: job.attempts,
        next_attempt_at: job.failed_at === null ? job.run_at : null,
        last_error: job.last_error,
      };
    });
  }
}
