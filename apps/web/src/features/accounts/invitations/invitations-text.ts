import type { InvitationEntryKind } from '@thoughtful/shared';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The words of the admin's invitation list (DESIGN.md §3; the spec names the list only). In
 * anonymous mode the list holds login IDs, which have no mailbox: the words say so.
 */
export const INVITATIONS_TEXT = {
  heading: 'Invitations',
  intro: {
    email:
      "Only people on this list can register. Paste as many addresses as you like: one a line, separated by commas or semicolons, or a mail's To line as it is. Choose the role they get when they register. Each new address is sent an invitation mail with the registration link.",
    loginId:
      'Only login IDs on this list can be used. Paste as many login IDs as you like: one a line, or separated by commas, semicolons or spaces. Choose the role they get.',
  },
  entriesLabel: { email: 'Email addresses', loginId: 'Login IDs' },
  roleLegend: 'Role',
  roles: { student: 'Student', teacher: 'Teacher' },
  add: 'Add to the list',
  noEntries: { email: 'Enter at least one email address', loginId: 'Enter at least one login ID' },
  /** Beside the box, which keeps them: what the paste held that is not an entry. */
  notEntries: (kind: InvitationEntryKind, entries: readonly string[]) =>
    `${kind === 'email' ? 'Not email addresses' : 'Not login IDs'}, left here to correct: ${entries.join(', ')}`,
  /** The one alert an addition gives: added, already there, and not entries. */
  addSummary: (
    kind: InvitationEntryKind,
    counts: { added: number; alreadyListed: number; notEntries: number },
  ) => {
    const parts = [
      `Added ${plural(counts.added, 'entry', 'entries')}`,
      `${counts.alreadyListed} already on the list`,
      `${counts.notEntries} not ${kind === 'email' ? 'email addresses' : 'login IDs'}`,
    ];
    const mails =
      kind === 'email' && counts.added > 0
        ? ` ${counts.added === 1 ? 'An invitation mail is' : 'Invitation mails are'} on the way.`
        : '';
    return `${parts.join('; ')}.${mails}`;
  },
  listCaption: (count: number) => `On the list: ${count}`,
  empty: 'Nobody is on the list yet.',
  columns: {
    select: 'Select',
    entry: { email: 'Email', loginId: 'Login ID' },
    role: 'Role',
    invited: 'Invited',
    registered: 'Registered',
    confirmed: 'Confirmed',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  selectAll: 'Select all',
  selectEntry: (entry: string) => `Select ${entry}`,
  removeSelected: (count: number) => `Remove selected (${count})`,
  /** The one alert a removal of several gives. */
  removeSummary: (removed: number, notListed: number) =>
    `Removed ${plural(removed, 'entry', 'entries')}.` +
    (notListed > 0 ? ` ${plural(notListed, 'was', 'were')} no longer on the list.` : ''),
  remove: 'Remove',
  sendAgain: 'Send again',
  loading: 'Loading the invitation list…',
} as const;
