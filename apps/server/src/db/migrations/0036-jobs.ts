import { sql, type Kysely } from 'kysely';
import { newId } from '../../lib/ids';
import * as m0026 from './0026-mail-outbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * `jobs`: the one queue of background work (jobs/job-runner.ts, issue 42). Mails move here from
 * `mail_outbox` (waiting ones as waiting jobs, given-up ones as failed jobs without a body), and
 * each opinion map marked changed and not worked out since gets its recompute job. The due index
 * holds only jobs not given up, in the order the runner takes them (priority, then due time).
 */
const MAIL_KIND = 'mail.send';
const RECOMPUTE_KIND = 'viewpoints.recompute';
const MOVED_PER_PAGE = 500;

/** A `mail_outbox` row as migration 0026 made it. */
interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
}

interface MailJob {
  id: string;
  payload: string;
  created_at: string;
  attempts: number;
  run_at: string;
  failed_at: string | null;
  last_error: string | null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('job_key', 'text')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('priority', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('again', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // One job per (kind, key); jobs without a key (a mail) are never one another's.
  await db.schema
    .createIndex('jobs_kind_key_idx')
    .on('jobs')
    .columns(['kind', 'job_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .columns(['priority', 'run_at', 'id'])
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  // A kind's next due job (the runner's next look leaves out kinds with no room).
  await db.schema
    .createIndex('jobs_kind_due_idx')
    .on('jobs')
    .columns(['kind', 'run_at'])
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('jobs_failed_idx')
    .on('jobs')
    .columns(['failed_at'])
    .where('failed_at', 'is not', null)
    .execute();

  let after = '';
  for (;;) {
    const mails = (await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(MOVED_PER_PAGE)
      .execute()) as OutboxMail[];
    if (mails.length === 0) break;
    await db
      .insertInto('jobs')
      .values(
        mails.map((mail) => ({
          id: mail.id,
          kind: MAIL_KIND,
          job_key: null,
          payload: JSON.stringify({
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html === null ? {} : { html: mail.html }),
          }),
          priority: 0,
          run_at: mail.next_attempt_at ?? mail.created_at,
          attempts: mail.attempts,
          lease_until: null,
          again: 0,
          // Given up: no next attempt.
          failed_at: mail.next_attempt_at === null ? mail.created_at : null,
          last_error: mail.last_error,
          created_at: mail.created_at,
        })),
      )
      .execute();
    after = mails[mails.length - 1]!.id;
  }
  await db.schema.dropTable('mail_outbox').execute();

  const now = new Date().toISOString();
  const changed = (await db
    .selectFrom('viewpoint_scopes')
    .select('scope_key')
    .where('changes', '>', sql.ref('computed_changes'))
    .execute()) as { scope_key: string }[];
  for (let start = 0; start < changed.length; start += MOVED_PER_PAGE) {
    await db
      .insertInto('jobs')
      .values(
        changed.slice(start, start + MOVED_PER_PAGE).map((scope) => ({
          id: newId(),
          kind: RECOMPUTE_KIND,
          job_key: scope.scope_key,
          payload: '{}',
          priority: 30,
          run_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await m0026.up(db);
  const mails = (await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', MAIL_KIND)
    .orderBy('id')
    .execute()) as MailJob[];
  for (const job of mails) {
    const message = JSON.parse(job.payload) as {
      to: string;
      subject: string;
      text?: string;
      html?: string;
    };
    await db
      .insertInto('mail_outbox')
      .values({
        id: job.id,
        to_address: message.to,
        subject: message.subject,
        text: message.text ?? '',
        html: message.html ?? null,
        created_at: job.created_at,
        attempts: job.attempts,
        next_attempt_at: job.failed_at === null ? job.run_at : null,
        last_error: job.last_error,
        sent_at: null,
      })
      .execute();
  }
  await sql`drop table jobs`.execute(db);
}
