import {
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MAX_COMBINED_CLASSES,
  VIEWPOINT_MIN_PLACED,
} from '@thoughtful/shared';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a map needs, said where the teacher chooses the classes (the rule of opinion-map.ts). */
const MAP_NEEDS = `A map of viewpoints needs at least ${VIEWPOINT_MIN_PLACED} students who have each interpreted ${VIEWPOINT_MIN_ANSWERS_TO_PLACE} inTells`;

/** How many other classes one map may hold beside the class. */
export const MAX_OTHER_CLASSES = VIEWPOINT_MAX_COMBINED_CLASSES - 1;

/** The words of the teacher's view of a class's viewpoints (DESIGN.md §12). */
export const CLASS_VIEWPOINTS_TEXT = {
  /** The way to the view, on the Classes screen and the roster. */
  open: 'Viewpoints',
  openOf: (name: string) => `Viewpoints of ${name}`,
  backToRoster: 'Roster',
  heading: 'Viewpoints',
  headingOf: (name: string) => `Viewpoints: ${name}`,
  // Classes taught together, read as one map (issue 43)
  /** Under a class on the Classes screen, when it is too small for a map of its own. */
  tooFewInClass: (students: number) =>
    `${MAP_NEEDS}; this class has ${plural(students, 'student', 'students')}. Open its viewpoints to read it together with other classes you teach.`,
  combineHeading: 'Classes on this map',
  tooFew: (students: number, combined: boolean) => {
    const counted = students === 0 ? 'none yet' : plural(students, 'student', 'students');
    return combined
      ? `${MAP_NEEDS}; these classes have ${counted} together, so their map stays empty. Add more classes to read them together.`
      : `${MAP_NEEDS}; this class has ${counted}, so its map stays empty. Add the other classes you teach this topic to (a year group, say) to read their students together as one map.`;
  },
  combineHelp:
    'Classes taught together can be read as one map of all their students. Only teachers of every class on it see it; students never see another class’s answers.',
  combineLegend: (name: string) => `Read ${name} together with`,
  combineOption: (name: string, students: number) =>
    `${name} (${plural(students, 'student', 'students')})`,
  combineNone: 'You teach no other class to add.',
  combineFull: `At most ${MAX_OTHER_CLASSES} other classes on one map.`,
  headingOfMany: (names: readonly string[]) => `Viewpoints: ${names.join(', ')}`,
  combinedNotWorkedOut:
    'The map of these classes together is being worked out: it appears here within a few seconds.',
  loading: 'Loading the viewpoints…',
  retrieveFailed: (msg: string) => `Failed to load the viewpoints: ${msg}`,
  placed: (placed: number, students: number) =>
    `${placed} of ${plural(students, 'student', 'students')} ${placed === 1 ? 'is' : 'are'} placed on the map.`,
  notPlaced: (count: number) =>
    `${count === 1 ? 'The other one has' : `The other ${count} have`} interpreted fewer than ${VIEWPOINT_MIN_ANSWERS_TO_PLACE} of the class’s inTells: not yet enough to place them.`,
  noStudents: 'This class has no students yet.',
  notWorkedOut:
    'The viewpoints have not been worked out yet. They are worked out every few minutes: look again soon.',
  computedAt: 'Worked out',
  // The release of the figures students see (docs/decisions/2026-11-29-viewpoints.md)
  releaseHeading: 'What your students see',
  releaseHelp:
    'Students see the figures on an inTell change only after three new answers to it, or when you release them.',
  release: 'Show students the latest figures',
  releasing: 'Releasing the figures…',
  released:
    'Released: within a few seconds, students see the figures as they stand, the next time they open an inTell’s results.',
  releaseFailed: (msg: string) => `Failed to release the figures: ${msg}`,
  // The map
  mapHeading: 'Opinion map',
  mapHelp:
    'Each mark is a student. Students close together read the class’s inTells alike; the directions have no meaning of their own. Point at a mark, or move to it with the Tab key, to see the student’s name.',
  mapLabel: (placed: number, groups: number) =>
    `Opinion map: ${plural(placed, 'student', 'students')} in ${plural(groups, 'group', 'groups')}`,
  dotLabel: (name: string, group: string) => `${name}, ${group}`,
  ungrouped: 'not in a named group',
  unnamed: 'A student',
  noMap:
    'Nobody is on the map yet: a student is placed once she has interpreted enough of the class’s inTells.',
  noGroups: `No separate viewpoints in this class yet: the students placed do not fall into groups of ${VIEWPOINT_MIN_GROUP_SIZE} or more that are clearly apart.`,
  groupsHeading: 'Groups',
  groupsCaption: 'The groups, largest first',
  groupColumn: 'Group',
  sizeColumn: 'Students',
  ungroupedRow: 'Not in a named group',
  whoHeading: 'Who is in each group',
  // Bridging and dividing
  bridgingHeading: 'Bridges the class',
  bridgingHelp: 'inTells that every group reads alike.',
  bridgingEmpty: 'No inTell bridges the groups yet.',
  dividingHeading: 'Divides the class',
  dividingHelp: 'inTells the groups read differently.',
  dividingEmpty: 'No inTell divides the groups yet.',
  respondents: (count: number) => `${plural(count, 'student', 'students')} answered.`,
  // Questions and cruxes
  questionsHeading: 'Guiding questions and their cruxes',
  questionsHelp: 'For each question, the inTells on which the groups’ answers to it most depend.',
  noQuestions: 'This class has no guiding questions yet: they come with its activities.',
  noCruxes: 'No cruxes found for this question yet.',
} as const;
