import {
  VIEWPOINT_GROUP_COUNT,
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
  viewpointGroupName,
} from '@thoughtful/shared';

/** '1 person', '12 people'. */
export const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** '1 group', '2 groups'. */
export const groupsCount = (count: number) => `${count} ${count === 1 ? 'group' : 'groups'}`;

/**
 * The words both the inTell's viewpoints and the teacher's class view use (DESIGN.md §12): a
 * group's name with its size, and how the groups and the bridged figures are worked out, in plain
 * words (the thresholds are the shared constants, so the words follow them).
 */
export const VIEWPOINT_WORDS = {
  howWorkedOut: 'How is this worked out?',
  /** 'Group A, 12 people'. */
  groupLabel: (index: number, size: number) => `${viewpointGroupName(index)}, ${people(size)}`,
  everyoneLabel: (size: number) => `Everyone, ${people(size)}`,
  method: [
    `Groups are found from how people read the inTells they answered here. Each person's answers are boiled down to two numbers (a principal component analysis), and people are sorted by them into ${VIEWPOINT_GROUP_COUNT.MIN} to ${VIEWPOINT_GROUP_COUNT.MAX} groups (k-means). The groups are kept only when they are clearly apart; otherwise no groups are shown. A person is placed once she has answered ${VIEWPOINT_MIN_ANSWERS_TO_PLACE} inTells.`,
    "Each group's average is pulled toward everyone's average by a few answers, so that a small group cannot swing it.",
    "The bridged figure is the geometric mean of the groups' averages: it is high only when every group is high.",
    `Nothing is shown for fewer than ${VIEWPOINT_MIN_RESPONDENTS} people, and groups of fewer than ${VIEWPOINT_MIN_GROUP_SIZE} are left out.`,
  ],
} as const;
