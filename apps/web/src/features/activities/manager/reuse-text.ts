import { ACTIVITY_MESSAGES } from '@thoughtful/shared';
import { plural, t } from '@lingui/core/macro';
import { sharedMessage } from '../../../lib/i18n';

/**
 * The words of reusing activities in the manager (DESIGN.md §14 'Reuse'): editing, duplicating,
 * several live or off at once, a sequence copied to another class. Kept in one place
 * (CONVENTIONS.md, habit 13), read in the language spoken (manager-text.ts); the alerts of failures are the spec's (MANAGER_TEXT).
 */
export const REUSE_TEXT = {
  // On each card.
  get edit() {
    return t`Edit`;
  },
  get duplicate() {
    return t`Duplicate`;
  },
  selectActivity: (order: number) => t`Select activity #${order}`,

  // Several at once, above the list.
  get bulkLabel() {
    return t`Selected activities`;
  },
  get selectAll() {
    return t`Select all`;
  },
  selectedCount: (count: number) => plural(count, { one: '# selected', other: '# selected' }),
  get makeLive() {
    return t`Make live`;
  },
  get takeOff() {
    return t`Take off`;
  },
  wentLive: (count: number) =>
    plural(count, { one: '# activity is live.', other: '# activities are live.' }),
  wentOff: (count: number) =>
    plural(count, {
      one: '# activity is no longer live.',
      other: '# activities are no longer live.',
    }),
  get copySequence() {
    return t`Copy sequence to…`;
  },

  // Editing, in place of the card.
  editTitle: (order: number) => t`Edit activity #${order}`,
  /** The server's own words when it refuses such a change. */
  get lockedNote() {
    return sharedMessage(
      'ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION',
      ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION,
    );
  },
  get save() {
    return t`Save changes`;
  },
  get saving() {
    return t`Saving…`;
  },
  saved: (order: number) => t`Activity #${order} has been saved.`,
  get cancel() {
    return t`Cancel`;
  },

  // The duplicate dialog.
  duplicateTitle: (order: number) => t`Duplicate activity #${order}`,
  get duplicateInto() {
    return t`Into class`;
  },
  thisClass: (name: string) => t`${name} (this class)`,
  get duplicateBody() {
    return t`The copy is not live, and goes last in the class.`;
  },
  get duplicateConfirm() {
    return t`Duplicate`;
  },
  get duplicating() {
    return t`Duplicating…`;
  },
  duplicatedHere: (order: number) => t`The copy is activity #${order}, not live.`,
  duplicatedThere: (order: number, name: string) =>
    t`The copy is activity #${order} of ${name}, not live.`,

  // The sequence copy dialog.
  get copyTitle() {
    return t`Copy the sequence to another class`;
  },
  get copyTo() {
    return t`To class`;
  },
  copyBody: (count: number) =>
    plural(count, {
      one: 'The activity of this class goes after that class’s own, not live.',
      other:
        'The # activities of this class, in their order, go after that class’s own, none of them live.',
    }),
  get copyFollowUps() {
    return t`Follow-ups made from students’ inTells stay in this class.`;
  },
  get copyConfirm() {
    return t`Copy activities`;
  },
  get copying() {
    return t`Copying…`;
  },
  copied: (count: number, name: string) =>
    plural(count, {
      one: `# activity copied to ${name}, not live yet. They are selected: Make live puts them live.`,
      other: `# activities copied to ${name}, not live yet. They are selected: Make live puts them live.`,
    }),
} as const;
