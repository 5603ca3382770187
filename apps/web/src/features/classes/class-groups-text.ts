import { CLASS_GROUP_MESSAGES, CLASS_GROUPS_MAX } from '@thoughtful/shared';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The words of a class's groups on its Roster screen (issue 43); the server's are shown as sent. */
export const CLASS_GROUPS_TEXT = {
  heading: 'Groups',
  help: 'A student sees only her own group’s work in this class (students in no group: each other’s): the inTells, key points and links made in its activities, the answers counted in her results and plots, and follow-ups, which go to her groupmates. Moving a student moves her work with her; the work of a student who leaves is then seen by you alone. You see everyone’s.',
  loading: 'Loading the groups…',
  retrieveFailed: (msg: string) => `Failed to load the groups: ${msg}`,
  none: 'No groups: every student sees the whole class’s work.',
  splitLabel: 'Number of groups',
  split: 'Split into groups',
  splitHelp: `Deals every student into 2 to ${CLASS_GROUPS_MAX} groups at random, in place of the groups there are.`,
  splitCount: CLASS_GROUP_MESSAGES.SPLIT_COUNT,
  splitAgainTitle: 'Split the class again?',
  splitAgainBody: 'The groups there are will be replaced, and every student dealt again.',
  splitConfirm: 'Split',
  splitDone: (count: number) => `Split into ${count} groups.`,
  newLabel: 'New group name',
  add: 'Add group',
  nameRequired: CLASS_GROUP_MESSAGES.NAME_REQUIRED,
  added: (name: string) => `Group ‘${name}’ added.`,
  students: (count: number) => plural(count, 'student', 'students'),
  rename: 'Rename',
  renameLabel: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: (name: string) => `Renamed to ‘${name}’.`,
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: 'Its students will be in no group. What they made stays.',
  deleted: (name: string) => `Group ‘${name}’ deleted; its students are in no group.`,
  whoHeading: 'Who is in which group',
  noGroup: 'No group',
  notInGroup: 'Not in a group',
  assigned: (student: string, group: string | null) =>
    group === null ? `${student} is in no group.` : `${student} is in ${group}.`,
} as const;
