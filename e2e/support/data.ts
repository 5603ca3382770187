import fs from 'node:fs';
import path from 'node:path';
import { runOperatorCommand } from './operator';

/**
 * Test data goes in the way an operator's would: through the CLI's commands, against the same
 * DATA_DIR as the server under test (SQLite in WAL mode lets both open it). Mails are read from
 * the outbox there.
 */

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (it is set by playwright.config.ts)');
  return dir;
}

/** Runs the operator command `npm run cli -- <args>` against the e2e server's data; returns its output. */
export function cli(...args: string[]): Promise<string> {
  return runOperatorCommand(args, { DATA_DIR: dataDir() });
}

/** A unique e-mail per test, so journeys running in parallel never meet. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  date: string;
}

function readOutbox(): OutboxMail[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}

/** Invitation mails go out when an address is put on the list, before anything else. */
const INVITATION_SUBJECT = /^You are invited/;

/**
 * The mails sent to an address so far, oldest first; the invitation mails only when asked for,
 * so a journey about registering reads its confirmation mail as the first. A mail is written a
 * moment after the request that asked for it (the server's mail outbox sends it): to wait for
 * one, use waitForMail.
 */
export function mailsTo(email: string, options: { invitations?: boolean } = {}): OutboxMail[] {
  return readOutbox().filter(
    (m) =>
      m.to.toLowerCase() === email.toLowerCase() &&
      (options.invitations === true || !INVITATION_SUBJECT.test(m.subject)),
  );
}

/** Waits (up to 10 s) until `count` mails have reached the address, and returns the newest. */
export async function waitForMail(
  email: string,
  count = 1,
  options: { invitations?: boolean } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(email, options);
    if (mails.length >= count) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail #${count} for ${email} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail whose path starts with the given prefix, as a path for page.goto(). */
export function linkPath(mail: OutboxMail, prefix: string): string {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(prefix));
  if (!link)
    throw new Error(`No ${prefix} link in mail "${mail.subject}": ${mail.links.join(', ')}`);
  return link.pathname;
}
