import { plural, t } from '@lingui/core/macro';
import type { RosterSyncResult } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/**
 * The words of a class's roster sync from its learning platform (DESIGN.md §13); the server's
 * refusals are LTI_SERVICE_MESSAGES, shown as they come. Worded when read (issue 44).
 */
export const ROSTER_SYNC_TEXT = {
  heading: (platform: string) =>
    t({
      message: `From ${platform}`,
      comment: 'Heading: the roster read from a learning platform',
    }),
  get help() {
    return t`The course’s students join this class, and its teachers who have an account here become co-teachers. Nobody is removed: remove a student who has left yourself.`;
  },
  button: (platform: string) => t`Sync roster from ${platform}`,
  syncing: (platform: string) => t`Reading the course roster from ${platform}…`,
  /** What a sync did, a sentence for each thing that happened. */
  answer(result: RosterSyncResult, platform: string): string[] {
    const lines = [
      result.added > 0
        ? plural(result.added, {
            one: `# student added from ${platform}.`,
            other: `# students added from ${platform}.`,
          })
        : t`No new students in ${platform}.`,
    ];
    if (result.alreadyThere > 0) {
      lines.push(
        plural(result.alreadyThere, {
          one: '# student was already in the class.',
          other: '# students were already in the class.',
        }),
      );
    }
    if (result.teachers > 0) {
      lines.push(
        plural(result.teachers, {
          one: '# teacher added as co-teachers.',
          other: '# teachers added as co-teachers.',
        }),
      );
    }
    if (result.notAdded > 0) {
      lines.push(
        plural(result.notAdded, {
          one: '# member was not added: a teacher’s account here, or an instructor without an account here.',
          other:
            '# members were not added: a teacher’s account here, or an instructor without an account here.',
        }),
      );
    }
    if (result.notRemoved > 0) {
      lines.push(
        plural(result.notRemoved, {
          one: '# student is in the class but not active in the course: remove them here if they have left.',
          other:
            '# students are in the class but not active in the course: remove them here if they have left.',
        }),
      );
    }
    return lines;
  },
};
