import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmationMail } from './templates';
import { createMailer, linksIn, OutboxMailer, SmtpMailer } from './mailer';

const silentLog = { info: () => undefined } as unknown as Parameters<typeof createMailer>[1];

/** A minimal SMTP server on 127.0.0.1 that records what it is sent. */
function startSmtpServer(): Promise<{
  port: number;
  received: string[];
  connections: () => number;
  close: () => void;
}> {
  const received: string[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^(MAIL FROM|RCPT TO|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, connections: () => connections, close: () => server.close() });
    });
  });
}

describe('mailers', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('chooses SMTP when SMTP_URL is set and the outbox otherwise', () => {
    const dataDir = os.tmpdir();
    expect(
      createMailer({ smtpUrl: undefined, mailFrom: 'a@b.c', dataDir }, silentLog),
    ).toBeInstanceOf(OutboxMailer);
    expect(
      createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'a@b.c', dataDir }, silentLog),
    ).toBeInstanceOf(SmtpMailer);
  });

  it('sends a confirmation mail over SMTP with a text and an HTML part', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Thoughtful <no-reply@test>');
    await mailer.send(confirmationMail('ann@example.org', 'https://t.test/confirm/u1/c0de', 48));
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!;
    expect(raw).toMatch(/^To: ann@example\.org$/m);
    expect(raw).toMatch(/^Subject: Confirm your Thoughtful account$/m);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('https://t.test/confirm/u1/c0de');
  });

  it('sends a roster of mails over one pooled connection, let go when closed', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Thoughtful <no-reply@test>');
    for (const to of ['ann@example.org', 'ben@example.org', 'cy@example.org']) {
      await mailer.send(confirmationMail(to, 'https://t.test/confirm/u1/c0de', 48));
    }
    expect(smtp.received).toHaveLength(3);
    expect(smtp.connections()).toBe(1);
    mailer.close();
  });

  it('writes each mail to the outbox as JSON with its links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const mailer = new OutboxMailer(dir, 'Thoughtful <no-reply@test>', silentLog);
    await mailer.send(confirmationMail('bob@example.org', 'https://t.test/confirm/u2/abc', 48));
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8')) as {
      to: string;
      links: string[];
      html: string;
    };
    expect(mail.to).toBe('bob@example.org');
    expect(mail.links).toEqual(['https://t.test/confirm/u2/abc']);
    expect(mail.html).toContain('<a href="https://t.test/confirm/u2/abc">');
  });

  it('finds each link once, without the punctuation that follows it', () => {
    expect(
      linksIn('see https://a.test/x and http://b.test/y?z=1, again https://a.test/x.'),
    ).toEqual(['https://a.test/x', 'http://b.test/y?z=1']);
  });
});
