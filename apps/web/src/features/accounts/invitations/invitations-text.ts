/** The words of the admin's invitation list (DESIGN.md §3; the spec names the list only). */
export const INVITATIONS_TEXT = {
  heading: 'Invitations',
  intro:
    'Only people on this list can register. Paste as many addresses as you like, separated by commas, spaces or new lines, and choose the role they get when they register.',
  emailsLabel: 'Email addresses',
  anonymousEmailsLabel: 'Login IDs',
  roleLegend: 'Role',
  roles: { student: 'Student', teacher: 'Teacher' },
  add: 'Add to the list',
  noEntries: 'Enter at least one email address',
  added: (added: number, updated: number) =>
    `Added ${added} ${added === 1 ? 'entry' : 'entries'}; updated ${updated}.`,
  invalid: (entries: readonly string[]) =>
    `Not valid, so not added (left in the box to correct): ${entries.join(', ')}`,
  listCaption: (count: number) => `On the list: ${count}`,
  empty: 'Nobody is on the list yet.',
  columns: {
    email: 'Email',
    role: 'Role',
    invited: 'Invited',
    registered: 'Registered',
    confirmed: 'Confirmed',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  remove: 'Remove',
  loading: 'Loading the invitation list…',
} as const;
