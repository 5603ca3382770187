import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';
import {
  claimMail,
  deleteFinishedBefore,
  dueMails,
  giveUp,
  insertMails,
  markSent,
  nextAttemptAt,
  retryLater,
  unsentMails,
  type OutboxRow,
  type UnsentMail,
} from './mail-outbox.repository';
import { UNREF_TIMERS, type BackgroundTimers } from '../lib/background-timers';

/** When a failed mail is tried again, and for how long (docs/decisions/2026-11-21-accounts.md). */
export const MAIL_RETRY = Object.freeze({
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 3600_000,
});

/** The wait after the n-th failed attempt: 15 s, 30 s, 1 min, … at most 15 min. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** doublings, MAIL_RETRY.maxDelayMs);
}

/** What a service needs to mail: mails stored in its transaction, and word once it committed. */
export interface MailQueue {
  /** Stores mails within `db`, the caller's transaction where there is one: a rollback sends none. */
  enqueue(db: Db, messages: MailMessage | readonly MailMessage[]): Promise<void>;
  /** Mails were committed: a running sender sends them now rather than at its next look. */
  wake(): void;
}

export interface MailOutboxDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock?: () => Date;
  timers?: BackgroundTimers;
  /** A send that has not finished by then counts as failed (a mail server that hangs). */
  sendTimeoutMs?: number;
  /** How often a running sender looks for mails stored elsewhere (another server, the CLI). */
  pollMs?: number;
}

/** Due mails a sender reads at once; it claims them one by one. */
const CANDIDATES = 10;
/** Sent and given-up mails are kept this long (to see what went out), then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;
/** How long a sender that stops waits for the mail it is sending. */
const CLOSE_GRACE_MS = 10_000;
const ERROR_LENGTH = 500;

/**
 * The persistent outbox (DESIGN.md §14): a request stores its mails in `mail_outbox` and never
 * waits for the mail server; each server's sender hands them to the Mailer one at a time, and a
 * mail that fails is tried again later, so a mail server that is down delays mail and loses none.
 * Several servers (and the CLI) may send from one database: a sender claims a mail with a lease
 * (its `next_attempt_at` moved past the send's timeout) before sending it.
 */
export class MailOutbox implements MailQueue {
  private readonly clock: () => Date;
  private readonly timers: BackgroundTimers;
  private readonly sendTimeoutMs: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timer: unknown;
  /** The round of sending under way, if any; a wake meanwhile makes it look once more. */
  private pass: Promise<void> | undefined;
  /** Asked for again during a pass: the pass looks once more before it ends. */
  private again = false;
  private started = false;
  private closed = false;
  private lastSweep = 0;
  /** Whether this process stored any mail (the command line sends before it exits only then). */
  private storedAny = false;

  constructor(private readonly deps: MailOutboxDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.timers = deps.timers ?? UNREF_TIMERS;
    this.sendTimeoutMs = deps.sendTimeoutMs ?? 60_000;
    // Longer than any send may take, so no other sender claims a mail while it is being sent.
    this.leaseMs = this.sendTimeoutMs + 60_000;
    this.pollMs = deps.pollMs ?? 30_000;
  }

  async enqueue(db: Db, messages: MailMessage | readonly MailMessage[]): Promise<void> {
    const list = 'to' in messages ? [messages] : messages;
    if (list.length === 0) return;
    this.storedAny = true;
    await insertMails(db, list, this.clock());
  }

  get hasStored(): boolean {
    return this.storedAny;
  }

  /** Mails outside any transaction: stored, then sent as soon as the sender gets to them. */
  async post(messages: MailMessage | readonly MailMessage[]): Promise<void> {
    await this.enqueue(this.deps.db, messages);
    this.wake();
  }

  wake(): void {
    if (!this.started || this.closed) return;
    if (this.pass) this.again = true;
    else this.schedule(0);
  }

  /** Sends in the background from now on: what waits already, each mail stored, each retry. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.schedule(0);
  }

  /**
   * Resolves once every mail due now has been tried (sent, or failed and due again later); the
   * command line calls it before it exits, tests before they read what was sent. Never rejects.
   */
  async flush(): Promise<void> {
    // A pass under way may have looked before the call: one that starts after it is awaited.
    if (this.pass) await this.pass;
    await (this.pass ?? this.run());
  }

  /** Resolves once no sending is under way (tests, after firing a timer of their own). */
  idle(): Promise<void> {
    return this.pass ?? Promise.resolve();
  }

  /** Stops sending: waits a little for the mail being sent, then lets it go (its lease ends). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    const pass = this.pass;
    if (!pass) return;
    let grace: unknown;
    await Promise.race([
      pass,
      new Promise<void>((resolve) => (grace = this.timers.setTimeout(resolve, CLOSE_GRACE_MS))),
    ]);
    this.timers.clearTimeout(grace);
  }

  /** Mails not sent yet, or given up, oldest first (`npm run cli -- mail-outbox`). */
  unsent(limit: number): Promise<UnsentMail[]> {
    return unsentMails(this.deps.db, limit);
  }

  private schedule(ms: number): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      if (this.pass) this.again = true;
      else void this.run();
    }, ms);
  }

  private run(): Promise<void> {
    const pass = this.sendUntilNoneDue()
      .catch(() => this.pollMs)
      .then((nextInMs) => {
        this.pass = undefined;
        if (!this.started || this.closed) return;
        this.schedule(this.again ? 0 : nextInMs);
      });
    this.pass = pass;
    return pass;
  }

  /** Sends until nothing is due; answers how long until the next look. */
  private async sendUntilNoneDue(): Promise<number> {
    for (;;) {
      this.again = false;
      await this.sendDue();
      const nextInMs = await this.msToNextDue();
      if (!this.again || this.closed) return nextInMs;
    }
  }

  private async sendDue(): Promise<void> {
    try {
      await this.sweep();
      for (;;) {
        if (this.closed) return;
        const mail = await this.claimNext();
        if (!mail) return;
        await this.sendOne(mail);
      }
    } catch (error) {
      // The database is away: the mails wait in it, and the next look tries again.
      this.deps.log.error({ err: error }, 'the mail outbox could not be read');
    }
  }

  private async claimNext(): Promise<OutboxRow | undefined> {
    const { db } = this.deps;
    for (;;) {
      const now = this.clock();
      const due = await dueMails(db, now.toISOString(), CANDIDATES);
      if (due.length === 0) return undefined;
      const leaseUntil = new Date(now.getTime() + this.leaseMs).toISOString();
      for (const candidate of due) {
        const claimed = await claimMail(db, candidate, leaseUntil);
        if (claimed) return claimed;
      }
      // Every one was claimed by another sender meanwhile: look again.
    }
  }

  private async sendOne(mail: OutboxRow): Promise<void> {
    const { db, log } = this.deps;
    const message: MailMessage = {
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
    };
    try {
      await this.sendWithinTimeout(message);
    } catch (error) {
      const now = this.clock();
      const reason = errorText(error);
      const context = { err: error, to: mail.to_address, attempts: mail.attempts };
      if (now.getTime() - Date.parse(mail.created_at) >= MAIL_RETRY.giveUpAfterMs) {
        await giveUp(db, mail.id, reason);
        log.error(context, 'mail given up: the mail server refused it for a day');
      } else {
        const next = new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString();
        await retryLater(db, mail.id, reason, next);
        log.warn({ ...context, nextAttemptAt: next }, 'mail not sent; it waits in the outbox');
      }
      return;
    }
    await markSent(db, mail.id, this.clock().toISOString());
  }

  private sendWithinTimeout(message: MailMessage): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = this.timers.setTimeout(
        () => reject(new Error(`The mail server did not answer within ${this.sendTimeoutMs} ms`)),
        this.sendTimeoutMs,
      );
      Promise.resolve()
        .then(() => this.deps.mailer.send(message))
        .then(resolve, reject)
        .finally(() => this.timers.clearTimeout(timer));
    });
  }

  private async msToNextDue(): Promise<number> {
    try {
      const next = await nextAttemptAt(this.deps.db);
      if (next === null) return this.pollMs;
      const wait = Date.parse(next) - this.clock().getTime();
      // At least a moment, so a mail another sender holds is not asked for in a tight loop.
      return Math.min(this.pollMs, Math.max(250, wait));
    } catch {
      return this.pollMs;
    }
  }

  private async sweep(): Promise<void> {
    const now = this.clock().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await deleteFinishedBefore(this.deps.db, new Date(now - KEEP_FINISHED_MS).toISOString());
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_LENGTH) || 'unknown error';
}
