import { z } from 'zod';
import { Id, inputString } from '../api/common-schemas';

/**
 * Small groups inside a class (issue 43; docs/decisions in the report): a teacher splits a class
 * into groups whose students see only each other's work in the class's activities. A student is
 * in at most one group of a class; students in none see each other, the rest of the class.
 */

export const CLASS_GROUP_NAME_MAX_LENGTH = 40;
/** The most groups a class holds (a split makes at most this many). */
export const CLASS_GROUPS_MAX = 30;

export const CLASS_GROUP_MESSAGES = {
  NOT_FOUND: 'Group not found',
  NAME_REQUIRED: 'Please enter a name for the group.',
  NAME_TOO_LONG: `Group name (${CLASS_GROUP_NAME_MAX_LENGTH} characters or less)`,
  NAME_TAKEN: 'The class already has a group of this name',
  TOO_MANY: `A class has at most ${CLASS_GROUPS_MAX} groups`,
  SPLIT_COUNT: `Split into 2 to ${CLASS_GROUPS_MAX} groups`,
  GROUP_ID: 'groupId must be a group of this class, or null for none',
} as const;

/** The name of the n-th group a split makes. */
export function splitGroupName(n: number): string {
  return `Group ${n}`;
}

/** A group's name is one line, as a class's is. */
const GroupName = inputString({ error: CLASS_GROUP_MESSAGES.NAME_REQUIRED })
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .trim()
  .min(1, CLASS_GROUP_MESSAGES.NAME_REQUIRED)
  .max(CLASS_GROUP_NAME_MAX_LENGTH, CLASS_GROUP_MESSAGES.NAME_TOO_LONG);

export const ClassGroup = z.object({
  _id: z.string(),
  name: z.string(),
  /** Its students' ids, in the roster's order. */
  studentIds: z.array(z.string()),
});
export type ClassGroup = z.infer<typeof ClassGroup>;

/** `GET /api/classes/{id}/groups`, and every groups write's answer: the class's groups by name. */
export const ClassGroups = z.object({ groups: z.array(ClassGroup) });
export type ClassGroups = z.infer<typeof ClassGroups>;

/** `POST /api/classes/{id}/groups` (a new group) and `POST .../groups/{groupId}` (renaming). */
export const ClassGroupBody = z.object({ name: GroupName });
export type ClassGroupBody = z.infer<typeof ClassGroupBody>;

/** `POST /api/classes/{id}/groups/split`: the class's groups made again, `count` of them. */
export const SplitClassBody = z.object({
  count: z
    .number({ error: CLASS_GROUP_MESSAGES.SPLIT_COUNT })
    .int(CLASS_GROUP_MESSAGES.SPLIT_COUNT)
    .min(2, CLASS_GROUP_MESSAGES.SPLIT_COUNT)
    .max(CLASS_GROUPS_MAX, CLASS_GROUP_MESSAGES.SPLIT_COUNT),
});
export type SplitClassBody = z.infer<typeof SplitClassBody>;

/** `POST /api/classes/{id}/roster/{userId}/group`: the student's group, or null for none. */
export const StudentGroupBody = z.object({
  groupId: z.union([Id, z.null()], { error: CLASS_GROUP_MESSAGES.GROUP_ID }),
});
export type StudentGroupBody = z.infer<typeof StudentGroupBody>;

export const ClassGroupParams = z.object({ id: Id, groupId: Id });
