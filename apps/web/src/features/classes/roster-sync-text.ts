import type { RosterSyncResult } from '@thoughtful/shared';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The words of a class's roster sync from its learning platform (DESIGN.md §13); the server's
 * refusals are LTI_SERVICE_MESSAGES, shown as they come.
 */
export const ROSTER_SYNC_TEXT = {
  heading: (platform: string) => `From ${platform}`,
  help: 'The course’s students join this class, and its teachers who have an account here become co-teachers. Nobody is removed: remove a student who has left yourself.',
  button: (platform: string) => `Sync roster from ${platform}`,
  syncing: (platform: string) => `Reading the course roster from ${platform}…`,
  /** What a sync did, a sentence for each thing that happened. */
  answer(result: RosterSyncResult, platform: string): string[] {
    const lines = [
      result.added > 0
        ? `${plural(result.added, 'student', 'students')} added from ${platform}.`
        : `No new students in ${platform}.`,
    ];
    if (result.alreadyThere > 0) {
      lines.push(
        `${plural(result.alreadyThere, 'student was', 'students were')} already in the class.`,
      );
    }
    if (result.teachers > 0) {
      lines.push(`${plural(result.teachers, 'teacher', 'teachers')} added as co-teachers.`);
    }
    if (result.notAdded > 0) {
      lines.push(
        `${plural(result.notAdded, 'member was', 'members were')} not added: a teacher’s account here, or an instructor without an account here.`,
      );
    }
    if (result.notRemoved > 0) {
      lines.push(
        `${plural(result.notRemoved, 'student is', 'students are')} in the class but not active in the course: remove them here if they have left.`,
      );
    }
    return lines;
  },
} as const;
