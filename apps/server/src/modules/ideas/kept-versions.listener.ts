import { sql } from 'kysely';
import type { Change, ChangeListener } from '../../changes/changes';
import { bumpContentVersion, raiseIdeaKeptVersions } from '../../db/content-versions';
import type { Db } from '../../db/schema';

/**
 * The versions at which every server keeps inTells' public parts and lists (IdeaReadModel), raised
 * in the transaction of the change they follow, so no server can miss one: each read takes the
 * version with its fresh parts, and a copy of another version is not used. A change raises only
 * what it touched: a link the inTells at its ends, a quote or key point the inTell it comes from,
 * a member's own waveMaker made now her inTells, a new inTell the 'ideas' counter (the latest
 * lists and searches). An interpretation changes only what every read takes fresh (aggregates, the
 * reader's own), and a login, a profile or an activity nothing kept.
 */
export const keptIdeaVersions: ChangeListener = {
  name: 'kept inTell versions',
  async inTransaction(trx, changes) {
    const { ideaIds, members, newIdeas } = touchedByChanges(changes);
    if (newIdeas) await bumpContentVersion(trx, 'ideas');
    await raiseIdeaKeptVersions(trx, ideaIds);
    for (const memberId of members) await raiseVersionsOfMember(trx, memberId);
  },
};

/** What kept parts a transaction's changes touched. */
export function touchedByChanges(changes: readonly Change[]) {
  const ideaIds = new Set<string>();
  const members = new Set<string>();
  let newIdeas = false;
  for (const change of changes) {
    switch (change.type) {
      case 'idea.created':
        newIdeas = true;
        if (change.referencedIdeaId !== null) ideaIds.add(change.referencedIdeaId);
        break;
      case 'link.created':
      case 'link.rated':
      case 'link.ratingWithdrawn':
        for (const id of change.ideaIds) ideaIds.add(id);
        break;
      case 'agent.created':
        if (change.memberId !== null) members.add(change.memberId);
        break;
      // Read fresh with every request (the aggregates, the reader's own), or in no kept part.
      case 'idea.interpreted':
      case 'agent.rated':
      case 'activity.changed':
      case 'activity.completed':
      case 'activity.deleted':
      case 'profile.saved':
      case 'setting.changed':
      case 'class.changed':
      case 'class.rosterChanged':
        break;
    }
  }
  return { ideaIds: [...ideaIds], members: [...members], newIdeas };
}

/** Every inTell of a member, whose cards show her own waveMaker (read by `ideas_user_id_idx`). */
async function raiseVersionsOfMember(trx: Db, memberId: string): Promise<void> {
  await trx
    .updateTable('ideas')
    .set({ kept_version: sql`kept_version + 1` })
    .where('user_id', '=', memberId)
    .execute();
}
