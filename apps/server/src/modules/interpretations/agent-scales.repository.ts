import { ownFirstThenNewest } from '../../lib/own-first';
import type { Db } from '../../db/schema';

export interface AgentScaleRow {
  user_id: string;
  user_name: string;
  x: number;
  y: number;
  confidence: number;
  updated_at: string;
}

/** Sets a member's rating of a waveMaker, replacing an earlier one (one row per pair). */
export async function upsertAgentScale(
  db: Db,
  values: { agentId: string; userId: string; x: number; y: number; confidence: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('agent_scales')
    .values({
      agent_id: values.agentId,
      user_id: values.userId,
      x: values.x,
      y: values.y,
      confidence: values.confidence,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['agent_id', 'user_id']).doUpdateSet({
        x: values.x,
        y: values.y,
        confidence: values.confidence,
        updated_at: now,
      }),
    )
    .execute();
}

function scalesQuery(db: Db, agentId: string) {
  return db
    .selectFrom('agent_scales')
    .innerJoin('users', 'users.id', 'agent_scales.user_id')
    .select([
      'agent_scales.user_id',
      'users.name as user_name',
      'agent_scales.x',
      'agent_scales.y',
      'agent_scales.confidence',
      'agent_scales.updated_at',
    ])
    .where('agent_scales.agent_id', '=', agentId);
}

/**
 * A waveMaker's ratings: the viewer's own first (read by the primary key), then the newest
 * others (read off the (agent_id, updated_at) index), `limit` in all.
 */
export async function listAgentScales(
  db: Db,
  agentId: string,
  viewerId: string | null,
  limit: number,
): Promise<AgentScaleRow[]> {
  return ownFirstThenNewest(
    viewerId,
    limit,
    (userId) =>
      scalesQuery(db, agentId).where('agent_scales.user_id', '=', userId).executeTakeFirst(),
    (count, exceptUserId) => {
      const others = scalesQuery(db, agentId)
        .orderBy('agent_scales.updated_at', 'desc')
        .orderBy('agent_scales.user_id', 'desc')
        .limit(count);
      return (
        exceptUserId === null ? others : others.where('agent_scales.user_id', '!=', exceptUserId)
      ).execute();
    },
  );
}
