import type { Selectable } from 'kysely';
import type { Db, MailOutboxTable } from '../db/schema';
import { newId } from '../lib/ids';
import type { MailMessage } from './mailer';

export type OutboxRow = Selectable<MailOutboxTable>;

/** Rows a statement inserts at most: a class's paste stays well under both databases' limits. */
const INSERT_CHUNK = 500;

/** Stores mails as due now, within `db`: the caller's transaction when it has one. */
export async function insertMails(
  db: Db,
  messages: readonly MailMessage[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
    await db
      .insertInto('mail_outbox')
      .values(
        messages.slice(start, start + INSERT_CHUNK).map((message) => ({
          id: newId(now.getTime()),
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          created_at: at,
          attempts: 0,
          next_attempt_at: at,
        })),
      )
      .execute();
  }
}

/** A due mail as read before claiming it: its `next_attempt_at` is what the claim compares. */
export interface DueMail {
  id: string;
  next_attempt_at: string | null;
}

/** The mails due at `now`, longest waiting first. */
export function dueMails(db: Db, now: string, limit: number): Promise<DueMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'next_attempt_at'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a due mail until `leaseUntil`, counting the attempt; undefined when another sender
 * claimed it first. The update only matches the `next_attempt_at` this sender read, so of two
 * senders that read the same row one claims it (PostgreSQL re-reads the row a concurrent update
 * changed; SQLite runs one write at a time).
 */
export function claimMail(
  db: Db,
  due: DueMail,
  leaseUntil: string,
): Promise<OutboxRow | undefined> {
  if (due.next_attempt_at === null) return Promise.resolve(undefined);
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', due.id)
    .where('next_attempt_at', '=', due.next_attempt_at)
    .where('sent_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The mail server has it. Its body goes: it holds links whose codes are otherwise kept only as
 * hashes, and a sent mail is never sent again.
 */
export async function markSent(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, next_attempt_at: null, text: '', html: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: the error, and when to try again. */
export async function retryLater(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** No more attempts: the row stays (listed as unsent) with its error, without its body. */
export async function giveUp(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error, next_attempt_at: null, text: '', html: null })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** When the next waiting mail falls due (a claimed one: when its lease ends); null when none waits. */
export async function nextAttemptAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Forgets sent and given-up mails made before `before`. */
export async function deleteFinishedBefore(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('next_attempt_at', 'is', null)
    .where('created_at', '<', before)
    .execute();
}

export type UnsentMail = Pick<
  OutboxRow,
  'to_address' | 'subject' | 'created_at' | 'attempts' | 'next_attempt_at' | 'last_error'
>;

/** Mails not sent (waiting, or given up: `next_attempt_at` null), oldest first. */
export function unsentMails(db: Db, limit: number): Promise<UnsentMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'created_at', 'attempts', 'next_attempt_at', 'last_error'])
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
