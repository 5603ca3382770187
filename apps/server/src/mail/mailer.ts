import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
// The file itself: the bundled server is an ES module, which does not resolve a folder.
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets the mail server's pooled connection go (the server or the command line stops). */
  close?(): void;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** The links in a text, each once; punctuation that ends a sentence is not part of a link. */
export function linksIn(text: string): string[] {
  const links = (text.match(LINK_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(links)];
}

/**
 * Without SMTP_URL every mail is written to DATA_DIR/outbox as JSON (and its links are logged), so
 * a newcomer can confirm an account with no mail server, and browser tests can read the mails.
 */
export class OutboxMailer implements Mailer {
  private written = 0;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const date = new Date().toISOString();
    const links = linksIn(message.text);
    // Named so that the folder lists mails in the order written, even within one millisecond.
    const sequence = String(++this.written).padStart(6, '0');
    const file = path.join(
      this.dir,
      `${date.replace(/[:.]/g, '-')}-${sequence}-${crypto.randomBytes(4).toString('hex')}.json`,
    );
    const body = JSON.stringify({ ...message, from: this.from, links, date }, null, 2);
    // Written under a temporary name first so a reader never sees half a mail.
    await fs.promises.writeFile(`${file}.tmp`, body);
    await fs.promises.rename(`${file}.tmp`, file);
    this.log.info(
      { to: message.to, subject: message.subject, links, file },
      'mail written to the outbox',
    );
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // One pooled connection, kept open between mails (a class's 1,000 invitations are one
    // connection, not 1,000 handshakes), and within the outbox's minute per send
    // (mail-outbox.ts): a send it counts as failed is given up here too, not delivered later
    // beside its retry. Settings in the URL's query still win.
    this.transport = nodemailer.createTransport(
      new SMTPPool({
        url: smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    );
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
