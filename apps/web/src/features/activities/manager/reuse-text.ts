import { ACTIVITY_MESSAGES } from '@thoughtful/shared';

/**
 * The words of reusing activities in the manager (DESIGN.md §14 'Reuse'): editing, duplicating,
 * several live or off at once, a sequence copied to another class. Kept in one place
 * (CONVENTIONS.md, habit 13); the alerts of failures are the spec's (MANAGER_TEXT).
 */
export const REUSE_TEXT = {
  // On each card.
  edit: 'Edit',
  duplicate: 'Duplicate',
  selectActivity: (order: number) => `Select activity #${order}`,

  // Several at once, above the list.
  bulkLabel: 'Selected activities',
  selectAll: 'Select all',
  selectedCount: (count: number) => (count === 1 ? '1 selected' : `${count} selected`),
  makeLive: 'Make live',
  takeOff: 'Take off',
  wentLive: (count: number) =>
    count === 1 ? '1 activity is live.' : `${count} activities are live.`,
  wentOff: (count: number) =>
    count === 1 ? '1 activity is no longer live.' : `${count} activities are no longer live.`,
  copySequence: 'Copy sequence to…',

  // Editing, in place of the card.
  editTitle: (order: number) => `Edit activity #${order}`,
  /** The server's own words when it refuses such a change. */
  lockedNote: ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION,
  save: 'Save changes',
  saving: 'Saving…',
  saved: (order: number) => `Activity #${order} has been saved.`,
  cancel: 'Cancel',

  // The duplicate dialog.
  duplicateTitle: (order: number) => `Duplicate activity #${order}`,
  duplicateInto: 'Into class',
  thisClass: (name: string) => `${name} (this class)`,
  duplicateBody: 'The copy is not live, and goes last in the class.',
  duplicateConfirm: 'Duplicate',
  duplicating: 'Duplicating…',
  duplicatedHere: (order: number) => `The copy is activity #${order}, not live.`,
  duplicatedThere: (order: number, name: string) =>
    `The copy is activity #${order} of ${name}, not live.`,

  // The sequence copy dialog.
  copyTitle: 'Copy the sequence to another class',
  copyTo: 'To class',
  copyBody: (count: number) =>
    count === 1
      ? 'The activity of this class goes after that class’s own, not live.'
      : `The ${count} activities of this class, in their order, go after that class’s own, none of them live.`,
  copyFollowUps: 'Follow-ups made from students’ inTells stay in this class.',
  copyConfirm: 'Copy activities',
  copying: 'Copying…',
  copied: (count: number, name: string) =>
    `${count === 1 ? '1 activity' : `${count} activities`} copied to ${name}, not live yet. They are selected: Make live puts them live.`,
} as const;
