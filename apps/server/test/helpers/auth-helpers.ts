import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from './test-app';
import { newId } from '../../src/lib/ids';
import { hashPassword } from '../../src/modules/auth/passwords';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function sentMails(ctx: TestContext): OutboxMail[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/**
 * The mails written to DATA_DIR/outbox, oldest first, once the server's mail outbox has sent
 * every mail stored so far (mails go out after the answer, not before it).
 */
export async function outbox(ctx: TestContext): Promise<OutboxMail[]> {
  await ctx.app.services.mailOutbox.flush();
  return sentMails(ctx);
}

export async function mailsTo(ctx: TestContext, email: string): Promise<OutboxMail[]> {
  return (await outbox(ctx)).filter((m) => m.to === email);
}

/** Waits for the n-th mail to an address (password-reset mails are stored in the background). */
export async function waitForMail(ctx: TestContext, email: string, count = 1): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(ctx, email);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`mail #${count} to ${email} never came`);
}

/** The `/confirm/{id}/{code}` path of a mail's link, split into its parts. */
export function confirmLink(mail: OutboxMail): { path: string; id: string; code: string } {
  const url = mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith('/confirm/'));
  if (!url) throw new Error(`no confirm link in ${mail.text}`);
  const [, , id, code] = url.pathname.split('/');
  return { path: url.pathname, id: decodeURIComponent(id!), code: decodeURIComponent(code!) };
}

export async function invite(ctx: TestContext, email: string, teacher = false) {
  await ctx.database.db
    .insertInto('invitations')
    .values({ email, is_teacher: teacher ? 1 : 0, created_at: new Date().toISOString() })
    .execute();
}

export async function createUser(
  ctx: TestContext,
  email: string,
  options: { password?: string; student?: boolean; admin?: boolean; confirmed?: boolean } = {},
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await ctx.database.db
    .insertInto('users')
    .values({
      id,
      name: email,
      email,
      password_hash: await hashPassword(options.password ?? 'secret123'),
      is_student: options.student === false || options.admin ? 0 : 1,
      is_admin: options.admin ? 1 : 0,
      confirmed: options.confirmed === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function loginToken(ctx: TestContext, email: string, password = 'secret123') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export function messages(body: string): string[] {
  return (JSON.parse(body) as { errors: { msg: string }[] }).errors.map((e) => e.msg);
}
