import type { Db, AuthCodePurpose, AuthCodesTable } from '../../db/schema';
import { hashCode, newId, newSecretCode } from '../../lib/ids';

/**
 * Issues a fresh single-use code and returns it (only its hash is stored). Earlier unused codes of
 * the same purpose stop working: only the newest link in the user's inbox counts.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  ttlMs: number,
): Promise<string> {
  const code = newSecretCode();
  const now = new Date();
  await db
    .deleteFrom('auth_codes')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
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
