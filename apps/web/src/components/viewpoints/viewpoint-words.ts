import { plural, t } from '@lingui/core/macro';
import {
  sayGroupName,
  VIEWPOINT_GROUP_COUNT,
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
} from '@thoughtful/shared';
import { sharedMessage } from '../../lib/i18n';

/** '1 person', '12 people'. */
export const people = (count: number) => plural(count, { one: '# person', other: '# people' });

/** '1 group', '2 groups'. */
export const groupsCount = (count: number) => plural(count, { one: '# group', other: '# groups' });

/** A group's letter, 'A' for the first: the shared `viewpointGroupName` says 'Group A'. */
const groupLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The words both the inTell's viewpoints and the teacher's class view use (DESIGN.md §12): a
 * group's name with its size, and how the groups and the bridged figures are worked out, in plain
 * words (the thresholds are the shared constants, so the words follow them). Each is read in the
 * language spoken when it is read (issue 44).
 */
export const VIEWPOINT_WORDS = {
  get howWorkedOut() {
    return t`How is this worked out?`;
  },
  /** 'Group A': the shared message the viewpoints' sentences name groups with. */
  groupName: (index: number) => sayGroupName(index, sharedMessage),
  /** 'Group A, 12 people'. */
  groupLabel: (index: number, size: number) => {
    const letter = groupLetter(index);
    return plural(size, {
      one: `Group ${letter}, # person`,
      other: `Group ${letter}, # people`,
    });
  },
  everyoneLabel: (size: number) =>
    plural(size, { one: 'Everyone, # person', other: 'Everyone, # people' }),
  get method() {
    const min = VIEWPOINT_GROUP_COUNT.MIN;
    const max = VIEWPOINT_GROUP_COUNT.MAX;
    const toPlace = VIEWPOINT_MIN_ANSWERS_TO_PLACE;
    const respondents = VIEWPOINT_MIN_RESPONDENTS;
    const groupSize = VIEWPOINT_MIN_GROUP_SIZE;
    return [
      t`Groups are found from how people read the inTells they answered here. Each person's answers are boiled down to two numbers (a principal component analysis), and people are sorted by them into ${min} to ${max} groups (k-means). The groups are kept only when they are clearly apart; otherwise no groups are shown. A person is placed once she has answered ${toPlace} inTells.`,
      t`Each group's average is pulled toward everyone's average by a few answers, so that a small group cannot swing it.`,
      t`The bridged figure is the geometric mean of the groups' averages: it is high only when every group is high.`,
      t`Nothing is shown for fewer than ${respondents} people, and groups of fewer than ${groupSize} are left out.`,
    ];
  },
} as const;
