/**
 * Mail behind a class's invitations (issue 42). Prints, for docs/benchmarks.md, how long a
 * confirmation mail asked for while 1,000 invitations wait takes to reach the mail server, and
 * how many mails a second one server hands over, in two ways measured in the same run:
 *
 * - baseline: every mail at one priority, as the old outbox sent them (oldest first);
 * - now: invitations as bulk mail, the confirmation as account mail (it goes first).
 *
 * The mail server is a stand-in that takes `SEND_MS` per mail (a nearby SMTP server's answer).
 * Not a timed test and not part of `npm test`.
 *
 *   npm run bench:mail
 *   BENCH_DATABASE_URL=postgres://… npm run bench:mail   # a temporary schema
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { migrateToLatest } from '../src/db/migrate';
import { JobRunner } from '../src/jobs/job-runner';
import { MailOutbox, type MailPriority } from '../src/mail/mail-outbox';
import type { MailMessage } from '../src/mail/mailer';
import { openBenchDatabase } from './bench-support';

const INVITATIONS = 1000;
const SEND_MS = 10;

const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: `Hello ${to}` });

async function run(
  invitationPriority: MailPriority,
): Promise<{ waitMs: number; perSecond: number }> {
  const { database, cleanup } = await openBenchDatabase('mail-queue');
  await migrateToLatest(database.db);
  const sent: { to: string; at: number }[] = [];
  const runner = new JobRunner({ db: database.db, log: pino({ level: 'silent' }) });
  const outbox = new MailOutbox({
    db: database.db,
    runner,
    mailer: {
      send: async ({ to }) => {
        await new Promise((resolve) => setTimeout(resolve, SEND_MS));
        sent.push({ to, at: performance.now() });
      },
    },
  });
  try {
    await outbox.enqueue(
      database.db,
      Array.from({ length: INVITATIONS }, (_, i) => mail(`invited${i}@example.org`)),
      invitationPriority,
    );
    const started = performance.now();
    await runner.start();
    while (sent.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const asked = performance.now();
    await outbox.post(mail('new-member@example.org'), 'account');
    for (;;) {
      const confirmation = sent.find((m) => m.to === 'new-member@example.org');
      if (confirmation) {
        while (sent.length < INVITATIONS + 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const seconds = (sent[sent.length - 1]!.at - started) / 1000;
        return { waitMs: confirmation.at - asked, perSecond: (INVITATIONS + 1) / seconds };
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    await runner.close();
    await cleanup();
  }
}

const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`Mail queue on ${where}: ${INVITATIONS} invitations waiting, ${SEND_MS} ms a mail`);
for (let round = 1; round <= 2; round++) {
  const before = await run('account');
  const after = await run('bulk');
  console.log(
    `  round ${round}: confirmation out after ${Math.round(before.waitMs)} ms at one priority, ` +
      `${Math.round(after.waitMs)} ms as account mail ahead of bulk ` +
      `(${(before.waitMs / Math.max(1, after.waitMs)).toFixed(0)}× sooner); ` +
      `${before.perSecond.toFixed(0)} / ${after.perSecond.toFixed(0)} mails a second`,
  );
}
