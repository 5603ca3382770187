import type { Language } from '@thoughtful/shared';
import type { Db, UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { unknownPasswordHash } from '../auth';

/**
 * Who an OpenID provider's or an LTI platform's user is here: (issuer, subject) → a member. An
 * LTI platform's issuer is `issuer#clientId` (`ltiIssuerKey`).
 */
export async function findIdentityUser(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('external_identities')
    .innerJoin('users', 'users.id', 'external_identities.user_id')
    .selectAll('users')
    .where('external_identities.issuer', '=', issuer)
    .where('external_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links (issuer, subject) to a member; a link already there is kept as it is. */
export async function linkIdentity(
  db: Db,
  issuer: string,
  subject: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('external_identities')
    .values({ issuer, subject, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

export function ltiIssuerKey(issuer: string, clientId: string): string {
  return `${issuer}#${clientId}`;
}

/**
 * A member made by a school sign-in: confirmed (the provider or platform vouches for the address)
 * and with a random password nobody knows, so the login screen never lets anyone in by the
 * address alone (anonymous mode lets password-less students in by ID). She may set a password
 * with 'Forgot password' if she has a mailbox.
 */
export async function createExternalUser(
  db: Db,
  user: { email: string; name: string; isStudent: boolean; language?: Language | null },
  now: Date,
): Promise<UserRow> {
  const at = now.toISOString();
  const row = {
    id: newId(now.getTime()),
    name: user.name,
    email: user.email,
    password_hash: await unknownPasswordHash(),
    is_student: user.isStudent ? 1 : 0,
    confirmed: 1,
    language: user.language ?? null,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto('users').values(row).execute();
  const created = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!created) throw new Error('a user just made was not found');
  return created;
}
