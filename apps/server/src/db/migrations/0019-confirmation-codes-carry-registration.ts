import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * A confirmation code carries the registration it was mailed for: that registration's password
 * hash and name, which confirming the code writes to the account. So a link confirms only the
 * password of whoever sent that registration, never an earlier or later one (the
 * pre-registration hijack; docs/decisions/2026-11-23-security-review.md 'A registration of an
 * unconfirmed address'). Reset codes leave both empty.
 *
 * Confirmation links mailed before this migration carry no registration and could confirm a
 * password someone else chose, so the unused ones are dropped; the address's owner registers again
 * (an unconfirmed address can be registered again) and gets a link of her own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_codes add column registration_password_hash text`.execute(db);
  await sql`alter table auth_codes add column registration_name text`.execute(db);
  await db
    .deleteFrom('auth_codes')
    .where('purpose', '=', 'confirm')
    .where('used_at', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_codes drop column registration_name`.execute(db);
  await sql`alter table auth_codes drop column registration_password_hash`.execute(db);
}
