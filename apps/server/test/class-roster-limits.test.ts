import {
  CLASS_MESSAGES,
  INVITATION_MESSAGES,
  type ClassDto,
  type Roster,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The review: one teacher made 1,400 managed accounts in 37 s before a limit, and a teacher could
 * mail 2,000 invitations an hour to any address. Now both are counted in accounts and mails, not
 * requests, and fit a class at a time: 120 an hour for a teacher (four classes of thirty), more for
 * an admin, who sets up a school; past that a clear 429 and nothing made or stored. The limits run
 * here at a tenth (RATE_LIMIT_SCALE 0.1): 12 accounts and 12 mails for a teacher, 200 mails for an
 * admin.
 */
describe.each(POLICY_TEST_DIALECTS)(
  'how many accounts and invitations a class takes on %s',
  (dialect) => {
    let ctx: TestContext;
    const token: Record<string, string> = {};
    const classOf: Record<string, string> = {};
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '0.1' } });
      for (const [name, options] of [
        ['busy', { student: false }],
        ['calm', { student: false }],
        ['head', { admin: true }],
      ] as const) {
        await createUser(ctx, `${name}@school.org`, options);
        token[name] = await loginToken(ctx, `${name}@school.org`);
        const made = await api(ctx, 'POST', '/api/classes', token[name], {
          name: `${name}'s class`,
        });
        expect(made.statusCode, made.body).toBe(201);
        classOf[name] = made.json<ClassDto>()._id;
      }
    });
    afterAll(async () => {
      await ctx.app.services.invitations.mailsSent();
      await ctx.close();
    });

    const roster = (who: string, body: object) =>
      api(ctx, 'POST', `/api/classes/${classOf[who]}/roster`, token[who], body);
    const students = async (who: string) =>
      (await api(ctx, 'GET', `/api/classes/${classOf[who]}/roster`, token[who])).json<Roster>()
        .students.length;
    const pasted = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${prefix}-${i}@families.org`).join('\n');

    it('makes a teacher’s managed accounts up to the hour’s budget, then refuses whole requests', async () => {
      expect((await roster('busy', { managed: 10 })).statusCode).toBe(200);
      const over = await roster('busy', { managed: 3 });
      expect(over.statusCode, over.body).toBe(429);
      expect(messages(over.body)).toEqual([CLASS_MESSAGES.ACCOUNT_BUDGET_SPENT]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await students('busy')).toBe(10);
      // What still fits is made; another teacher has a budget of her own.
      expect((await roster('busy', { managed: 2 })).statusCode).toBe(200);
      expect(await students('busy')).toBe(12);
      expect((await roster('calm', { managed: 3 })).statusCode).toBe(200);
    });

    it('mails a teacher’s invitations up to the hour’s budget; an admin’s is a school’s', async () => {
      expect((await roster('calm', { emails: pasted('first', 12) })).statusCode).toBe(200);
      const over = await roster('calm', { emails: pasted('second', 1) });
      expect(over.statusCode, over.body).toBe(429);
      expect(messages(over.body)).toEqual([INVITATION_MESSAGES.MAIL_BUDGET_SPENT]);
      const stored = await ctx.database.db
        .selectFrom('invitations')
        .select('email')
        .where('email', 'like', 'second-%')
        .execute();
      expect(stored).toEqual([]);
      // An admin invites a year group in one paste.
      expect((await roster('head', { emails: pasted('year', 150) })).statusCode).toBe(200);
    });
  },
);
