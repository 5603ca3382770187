import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema';
import type { PendingRegistration } from './auth-codes.repository';

/**
 * Writes a registration onto the row of an address that is still unconfirmed (and `more`, such as
 * confirming it); false when the address was confirmed meanwhile, so only the first wins.
 */
async function updateUnconfirmed(
  db: Db,
  userId: string,
  registration: PendingRegistration,
  more: { confirmed?: number; token_version?: RawBuilder<number> } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      password_hash: registration.passwordHash,
      name: registration.name,
      updated_at: new Date().toISOString(),
      ...more,
    })
    .where('id', '=', userId)
    .where('confirmed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The account row of an unconfirmed address holds its newest registration, so that registrant's
 * login is told to confirm the e-mail. Only while the address is unconfirmed: false when it was
 * confirmed meanwhile (the registration then finds the address taken).
 */
export function replacePendingRegistration(
  db: Db,
  userId: string,
  registration: PendingRegistration,
): Promise<boolean> {
  return updateUnconfirmed(db, userId, registration);
}

/**
 * Confirms an address with the registration its link was mailed for, whatever registration the
 * row holds now. Only the first confirmation wins (false for the others); the token version is
 * raised as at every password change, though an unconfirmed account has no sessions to end.
 */
export function confirmRegistration(
  db: Db,
  userId: string,
  registration: PendingRegistration,
): Promise<boolean> {
  return updateUnconfirmed(db, userId, registration, {
    confirmed: 1,
    token_version: sql<number>`token_version + 1`,
  });
}
