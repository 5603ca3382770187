import { sql } from 'kysely';
import type { Change, ChangeListener } from '../../changes/changes';
import { bumpContentVersion, raiseIdeaKeptVersions } from '../../db/content-versions';
import type { Db } from '../../db/schema';

/**
 * The versions at which every server keeps inTells' public parts and lists (IdeaReadModel), raised
 * in the transaction of the change they follow, so no server can miss one: each read takes the
 * version with its fresh parts, and a copy of another version is not used. A change raises only
 * what it touched: a link the inTells at its ends, a quote or key point the inTell it comes from,
 * a member's own waveMaker made now or a student renamed her inTells, a new inTell the 'ideas' counter (the latest
 * lists and searches), a roster change the pages that name its students by their pseudonyms. An interpretation changes only what every read takes fresh (aggregates, the
 * reader's own), and a login, a profile or an activity nothing kept.
 */
export const keptIdeaVersions: ChangeListener = {
  name: 'kept inTell versions',
  async inTransaction(trx, changes) {
    const { ideaIds, members, newIdeas, rosters } = touchedByChanges(changes);
    if (newIdeas) await bumpContentVersion(trx, 'ideas');
    await raiseIdeaKeptVersions(trx, ideaIds);
    for (const memberId of members) await raiseVersionsOfMember(trx, memberId);
    for (const roster of rosters) await raiseVersionsOfClassPosters(trx, roster);
  },
  writesInTransaction(changes) {
    const { ideaIds, members, newIdeas, rosters } = touchedByChanges(changes);
    return newIdeas || ideaIds.length > 0 || members.length > 0 || rosters.length > 0;
  },
};

/** What kept parts a transaction's changes touched. */
export function touchedByChanges(changes: readonly Change[]) {
  const ideaIds = new Set<string>();
  const members = new Set<string>();
  const rosters: { classId: string; userIds: string[] }[] = [];
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
      // Her inTells' pages name her (where no pseudonym stands for her).
      case 'student.renamed':
        members.add(change.userId);
        break;
      // Read fresh with every request (the aggregates, the reader's own), or in no kept part; a
      // class's settings (pseudonyms) change its readers' scope keys, not the copies.
      case 'idea.interpreted':
      case 'agent.rated':
      case 'activity.changed':
      case 'activity.completed':
      case 'activity.deleted':
      case 'activity.wentLive':
      case 'activity.followUpAdded':
      case 'feedback.saved':
      case 'feedback.released':
      case 'profile.saved':
      case 'setting.changed':
      case 'class.changed':
        break;
      // A pseudonym given or taken away: the pages that name the students by it.
      case 'class.rosterChanged':
        if (change.userIds.length > 0) rosters.push(change);
        break;
    }
  }
  return { ideaIds: [...ideaIds], members: [...members], newIdeas, rosters };
}

/** Every inTell of a member, whose cards show her own waveMaker (read by `ideas_user_id_idx`). */
async function raiseVersionsOfMember(trx: Db, memberId: string): Promise<void> {
  await trx
    .updateTable('ideas')
    .set({ kept_version: sql`kept_version + 1` })
    .where('user_id', '=', memberId)
    .execute();
}

/**
 * The inTells a student made in a class, and those her key points there hang under: their pages
 * name her by her pseudonym in that class, which a roster change gives or takes away.
 */
async function raiseVersionsOfClassPosters(
  trx: Db,
  { classId, userIds }: { classId: string; userIds: string[] },
): Promise<void> {
  const posted = trx
    .selectFrom('ideas')
    .where('class_id', '=', classId)
    .where('user_id', 'in', userIds);
  await trx
    .updateTable('ideas')
    .set({ kept_version: sql`kept_version + 1` })
    .where((eb) =>
      eb.or([
        eb('id', 'in', posted.select('id')),
        eb('id', 'in', posted.select('idea_referenced').where('idea_referenced', 'is not', null)),
      ]),
    )
    .execute();
}
