import type { Db, AuthCodePurpose, AuthCodesTable } from '../../db/schema';
import { hashCode, newId, newSecretCode } from '../../lib/ids';

/** What a registration asked for: confirming its code writes these to the account. */
export interface PendingRegistration {
  passwordHash: string;
  name: string;
}

/**
 * Issues a fresh single-use code and returns it (only its hash is stored).
 *
 * A reset code replaces the user's earlier unused ones: only the newest reset link counts; it may
 * carry the name of the registration that asked for it. A confirmation code carries its whole
 * registration (password hash and name), which confirming it writes, and leaves other codes alone.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: 'reset',
  ttlMs: number,
  registration?: { name: string },
): Promise<string>;
export async function issueCode(
  db: Db,
  userId: string,
  purpose: 'confirm',
  ttlMs: number,
  registration: PendingRegistration,
): Promise<string>;
export async function issueCode(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  ttlMs: number,
  registration?: Partial<PendingRegistration>,
): Promise<string> {
  const code = newSecretCode();
  const now = new Date();
  if (purpose === 'reset') {
    await db
      .deleteFrom('auth_codes')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('auth_codes')
    .values({
      id: newId(now.getTime()),
      user_id: userId,
      purpose,
      code_hash: hashCode(code),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
      registration_password_hash: registration?.passwordHash ?? null,
      registration_name: registration?.name ?? null,
    })
    .execute();
  return code;
}

export function findCode(
  db: Db,
  userId: string,
  code: string,
): Promise<AuthCodesTable | undefined> {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('code_hash', '=', hashCode(code))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Marks a code used; false when it was already used (a concurrent request won). */
export async function useCode(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_codes').where('id', '=', id).execute();
}

/**
 * Voids the confirmation links of an unconfirmed address (following one then answers 'This link is
 * not valid.'): another registration of the address makes them ambiguous.
 */
export async function deleteUnusedConfirmCodes(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('auth_codes')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Once an address is confirmed, the other registrations' links have nothing left to confirm: they
 * are spent (following one says the address is confirmed) and forget their passwords.
 */
export async function spendConfirmCodes(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({
      used_at: new Date().toISOString(),
      registration_password_hash: null,
      registration_name: null,
    })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Whether a confirmation link was mailed for the registration with this password hash (each hash
 * has its own salt, so it names one registration). False once the address was registered again:
 * that registration's mail lets the mailbox choose the password instead.
 */
export async function hasConfirmCodeFor(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'confirm')
    .where('registration_password_hash', '=', passwordHash)
    .executeTakeFirst();
  return row !== undefined;
}
