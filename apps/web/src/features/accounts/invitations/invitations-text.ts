import { plural, t } from '@lingui/core/macro';
import type { InvitationEntryKind } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../../lib/i18n';

/**
 * The words of the admin's invitation list (DESIGN.md §3; the spec names the list only). In
 * anonymous mode the list holds login IDs, which have no mailbox: the words say so. Each is worded
 * when read, in the language spoken then (issue 44).
 */
export const INVITATIONS_TEXT = {
  get heading() {
    return t`Invitations`;
  },
  intro: {
    get email() {
      return t`Only people on this list can register. Paste as many addresses as you like: one a line, separated by commas or semicolons, or a mail's To line as it is. Choose the role they get when they register. Each new address is sent an invitation mail with the registration link.`;
    },
    get loginId() {
      return t`Only login IDs on this list can be used. Paste as many login IDs as you like: one a line, or separated by commas, semicolons or spaces. Choose the role they get.`;
    },
  },
  entriesLabel: {
    get email() {
      return t`Email addresses`;
    },
    get loginId() {
      return t`Login IDs`;
    },
  },
  get roleLegend() {
    return t({ message: 'Role', comment: 'The role an invited member gets: student or teacher' });
  },
  roles: {
    get student() {
      return t({ message: 'Student', comment: 'A role' });
    },
    get teacher() {
      return t({ message: 'Teacher', comment: 'A role' });
    },
  },
  get add() {
    return t`Add to the list`;
  },
  noEntries: {
    get email() {
      return t`Enter at least one email address`;
    },
    get loginId() {
      return t`Enter at least one login ID`;
    },
  },
  /** Beside the box, which keeps them: what the paste held that is not an entry. */
  notEntries: (kind: InvitationEntryKind, entries: readonly string[]) => {
    const list = entries.join(', ');
    return kind === 'email'
      ? t`Not email addresses, left here to correct: ${list}`
      : t`Not login IDs, left here to correct: ${list}`;
  },
  /** The one alert an addition gives: added, already there, and not entries. */
  addSummary: (
    kind: InvitationEntryKind,
    counts: { added: number; alreadyListed: number; notEntries: number },
  ) => {
    const { added, alreadyListed, notEntries } = counts;
    if (kind !== 'email') {
      return t`Added ${plural(added, { one: '# entry', other: '# entries' })}; ${alreadyListed} already on the list; ${notEntries} not login IDs.`;
    }
    const summary = t`Added ${plural(added, { one: '# entry', other: '# entries' })}; ${alreadyListed} already on the list; ${notEntries} not email addresses.`;
    if (added === 0) return summary;
    const mails = plural(added, {
      one: 'An invitation mail is on the way.',
      other: 'Invitation mails are on the way.',
    });
    return `${summary} ${mails}`;
  },
  listCaption: (count: number) => t`On the list: ${count}`,
  get empty() {
    return t`Nobody is on the list yet.`;
  },
  columns: {
    get select() {
      return t({ message: 'Select', comment: 'Table column: check boxes to choose entries' });
    },
    entry: {
      get email() {
        return t({ message: 'Email', comment: 'Table column: an invited e-mail address' });
      },
      get loginId() {
        return t({ message: 'Login ID', comment: 'Table column: an invited login ID' });
      },
    },
    get role() {
      return t({ message: 'Role', comment: 'Table column: the role an invited member gets' });
    },
    get invited() {
      return t({ message: 'Invited', comment: 'Table column: when the invitation was made' });
    },
    get registered() {
      return t({ message: 'Registered', comment: 'Table column: has the member registered?' });
    },
    get confirmed() {
      return t({ message: 'Confirmed', comment: 'Table column: has the member confirmed?' });
    },
    get actions() {
      return t({ message: 'Actions', comment: 'Table column: buttons for an entry' });
    },
  },
  get yes() {
    return t`Yes`;
  },
  get no() {
    return t`No`;
  },
  get selectAll() {
    return t`Select all`;
  },
  selectEntry: (entry: string) => t`Select ${entry}`,
  removeSelected: (count: number) => t`Remove selected (${count})`,
  /** The one alert a removal of several gives. */
  removeSummary: (removed: number, notListed: number) => {
    const summary = plural(removed, { one: 'Removed # entry.', other: 'Removed # entries.' });
    if (notListed === 0) return summary;
    const gone = plural(notListed, {
      one: '# was no longer on the list.',
      other: '# were no longer on the list.',
    });
    return `${summary} ${gone}`;
  },
  get remove() {
    return t({ message: 'Remove', comment: 'Button: remove an entry from the invitation list' });
  },
  get sendAgain() {
    return t`Send again`;
  },
  get loading() {
    return t`Loading the invitation list…`;
  },
};
