import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { TokenClaims } from './tokens';

/**
 * Ends a session on every server: its id is recorded until its token would have expired
 * (auth.hooks.ts refuses it from then on), and ended sessions whose tokens have expired are swept
 * on the way (indexed by expiry). A token without a session id (issued before sessions had ids)
 * cannot be told apart from its member's others: the member's token version is raised, ending
 * them all.
 */
export async function endSession(db: Db, session: TokenClaims, now: Date): Promise<void> {
  if (session.sessionId === undefined) {
    await db
      .updateTable('users')
      .set({ token_version: sql<number>`token_version + 1`, updated_at: now.toISOString() })
      .where('id', '=', session.userId)
      .where('token_version', '=', session.version)
      .execute();
    return;
  }
  await db
    .insertInto('ended_sessions')
    .values({
      session_id: session.sessionId,
      expires_at: new Date(session.expiresAt).toISOString(),
    })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  await db.deleteFrom('ended_sessions').where('expires_at', '<', now.toISOString()).execute();
}
