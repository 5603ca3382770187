import type { Db, InvitationRow } from '../../db/schema';

export function findInvitation(db: Db, email: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function isBanned(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('bans')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export interface InvitationListRow {
  email: string;
  is_teacher: number;
  created_at: string;
  user_id: string | null;
  confirmed: number | null;
}

/** The newest invitations first, each with whether its account exists and is confirmed. */
export function listInvitations(db: Db, limit: number): Promise<InvitationListRow[]> {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.email', 'invitations.email')
    .select([
      'invitations.email',
      'invitations.is_teacher',
      'invitations.created_at',
      'users.id as user_id',
      'users.confirmed',
    ])
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.email')
    .limit(limit)
    .execute();
}

export async function existingInvitations(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('invitations')
    .select('email')
    .where('email', 'in', emails)
    .execute();
  return new Set(rows.map((r) => r.email));
}

export async function upsertInvitations(
  db: Db,
  emails: string[],
  isTeacher: boolean,
  invitedBy: string | null,
): Promise<void> {
  if (emails.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('invitations')
    .values(
      emails.map((email) => ({
        email,
        is_teacher: isTeacher ? 1 : 0,
        invited_by: invitedBy,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('email').doUpdateSet({ is_teacher: isTeacher ? 1 : 0 }))
    .execute();
}

export async function deleteInvitation(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom('invitations').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the entries that are listed; answers which were. */
export async function deleteInvitations(db: Db, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const listed = await existingInvitations(db, emails);
  if (listed.size === 0) return [];
  await db
    .deleteFrom('invitations')
    .where('email', 'in', [...listed])
    .execute();
  return emails.filter((email) => listed.has(email));
}

/** Which of these e-mails already have an account (they need no invitation mail). */
export async function registeredEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return new Set(rows.map((r) => r.email));
}

export async function banEmail(db: Db, email: string): Promise<void> {
  await db
    .insertInto('bans')
    .values({ email, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await db.updateTable('users').set({ banned: 1 }).where('email', '=', email).execute();
}
