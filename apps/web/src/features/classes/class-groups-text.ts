import { plural, t } from '@lingui/core/macro';
import { CLASS_GROUPS_MAX } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/**
 * The words of a class's groups on its Roster screen (issue 43); the server's are shown as sent.
 * Each is worded when read, in the language spoken then (issue 44).
 */
export const CLASS_GROUPS_TEXT = {
  get heading() {
    return t({ message: 'Groups', comment: 'Heading: the groups a teacher splits a class into' });
  },
  get help() {
    return t`A student sees only her own group’s work in this class (students in no group: each other’s): the inTells, key points and links made in its activities, the answers counted in her results and plots, and follow-ups, which go to her groupmates. Moving a student moves her work with her; the work of a student who leaves is then seen by you alone. You see everyone’s.`;
  },
  get loading() {
    return t`Loading the groups…`;
  },
  retrieveFailed: (msg: string) => t`Failed to load the groups: ${msg}`,
  get none() {
    return t`No groups: every student sees the whole class’s work.`;
  },
  get splitLabel() {
    return t`Number of groups`;
  },
  get split() {
    return t`Split into groups`;
  },
  get splitHelp() {
    const max = CLASS_GROUPS_MAX;
    return t`Deals every student into 2 to ${max} groups at random, in place of the groups there are.`;
  },
  // CLASS_GROUP_MESSAGES' words (a server answer in the same words finds them in the catalogue).
  get splitCount() {
    const max = CLASS_GROUPS_MAX;
    return t`Split into 2 to ${max} groups`;
  },
  get splitAgainTitle() {
    return t`Split the class again?`;
  },
  get splitAgainBody() {
    return t`The groups there are will be replaced, and every student dealt again.`;
  },
  get splitConfirm() {
    return t({ message: 'Split', comment: 'Button: split the class into groups (verb)' });
  },
  splitDone: (count: number) => t`Split into ${count} groups.`,
  get newLabel() {
    return t`New group name`;
  },
  get add() {
    return t`Add group`;
  },
  get nameRequired() {
    return t`Please enter a name for the group.`;
  },
  added: (name: string) => t`Group ‘${name}’ added.`,
  students: (count: number) => plural(count, { one: '# student', other: '# students' }),
  get rename() {
    return t({ message: 'Rename', comment: 'Button: rename a group' });
  },
  renameLabel: (name: string) => t`New name for ${name}`,
  get save() {
    return t`Save`;
  },
  get cancel() {
    return t`Cancel`;
  },
  renamed: (name: string) => t`Renamed to ‘${name}’.`,
  get delete() {
    return t({ message: 'Delete', comment: 'Button: delete a group' });
  },
  deleteTitle: (name: string) => t`Delete ${name}?`,
  get deleteBody() {
    return t`Its students will be in no group. What they made stays.`;
  },
  deleted: (name: string) => t`Group ‘${name}’ deleted; its students are in no group.`,
  get whoHeading() {
    return t`Who is in which group`;
  },
  get noGroup() {
    return t`No group`;
  },
  get notInGroup() {
    return t`Not in a group`;
  },
  assigned: (student: string, group: string | null) =>
    group === null ? t`${student} is in no group.` : t`${student} is in ${group}.`,
};
