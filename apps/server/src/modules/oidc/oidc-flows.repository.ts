import type { Db } from '../../db/schema';
import { hashCode } from '../../lib/ids';

/** How long a sign-in may stay at the provider before its callback is refused. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

export interface OidcFlow {
  codeVerifier: string;
  nonce: string;
  nextPath: string;
}

/** Stores a sign-in under way by its state's hash (the state itself is only in the browser). */
export async function storeFlow(db: Db, state: string, flow: OidcFlow, now: Date): Promise<void> {
  await db
    .insertInto('oidc_flows')
    .values({
      state_hash: hashCode(state),
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      next_path: flow.nextPath,
      expires_at: new Date(now.getTime() + OIDC_FLOW_TTL_MS).toISOString(),
    })
    .execute();
  // Sign-ins abandoned at the provider are swept on the way (one row each, few).
  await db.deleteFrom('oidc_flows').where('expires_at', '<', now.toISOString()).execute();
}

/**
 * The flow of a state, spending it: whoever deletes the row has it, so a replayed callback (or two
 * at once) finds nothing. Null when unknown, spent or expired.
 */
export async function takeFlow(db: Db, state: string, now: Date): Promise<OidcFlow | null> {
  const stateHash = hashCode(state);
  const row = await db
    .selectFrom('oidc_flows')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  if (!row) return null;
  const deleted = await db
    .deleteFrom('oidc_flows')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, nextPath: row.next_path };
}
