import { plural, t } from '@lingui/core/macro';
import {
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MAX_COMBINED_CLASSES,
  VIEWPOINT_MIN_PLACED,
} from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

const minPlaced = VIEWPOINT_MIN_PLACED;
const minAnswers = VIEWPOINT_MIN_ANSWERS_TO_PLACE;
const minGroupSize = VIEWPOINT_MIN_GROUP_SIZE;

/** What a map needs, said where the teacher chooses the classes (the rule of opinion-map.ts). */
const mapNeeds = () =>
  t({
    message: `A map of viewpoints needs at least ${minPlaced} students who have each interpreted ${minAnswers} inTells`,
    comment: 'The start of a sentence; what follows comes after a semicolon',
  });

/** 'N students', or 'none yet' with none. */
const counted = (students: number) =>
  students === 0
    ? t({ message: 'none yet', comment: 'These classes have … together: no students yet' })
    : plural(students, { one: '# student', other: '# students' });

/** How many other classes one map may hold beside the class. */
export const MAX_OTHER_CLASSES = VIEWPOINT_MAX_COMBINED_CLASSES - 1;

/** The words of the teacher's view of a class's viewpoints (DESIGN.md §12), worded when read. */
export const CLASS_VIEWPOINTS_TEXT = {
  /** The way to the view, on the Classes screen and the roster. */
  get open() {
    return t({ message: 'Viewpoints', comment: 'Link to the map of a class’s viewpoints' });
  },
  openOf: (name: string) => t`Viewpoints of ${name}`,
  get backToRoster() {
    return t({ message: 'Roster', comment: 'Link back to the class’s list of students' });
  },
  get heading() {
    return t({ message: 'Viewpoints', comment: 'Heading of the map of a class’s viewpoints' });
  },
  headingOf: (name: string) => t`Viewpoints: ${name}`,
  // Classes taught together, read as one map (issue 43)
  /** Under a class on the Classes screen, when it is too small for a map of its own. */
  tooFewInClass: (students: number) => {
    const needs = mapNeeds();
    const count = counted(students);
    return t`${needs}; this class has ${count}. Open its viewpoints to read it together with other classes you teach.`;
  },
  get combineHeading() {
    return t`Classes on this map`;
  },
  tooFew: (students: number, combined: boolean) => {
    const needs = mapNeeds();
    const count = counted(students);
    return combined
      ? t`${needs}; these classes have ${count} together, so their map stays empty. Add more classes to read them together.`
      : t`${needs}; this class has ${count}, so its map stays empty. Add the other classes you teach this topic to (a year group, say) to read their students together as one map.`;
  },
  get combineHelp() {
    return t`Classes taught together can be read as one map of all their students. Only teachers of every class on it see it; students never see another class’s answers.`;
  },
  combineLegend: (name: string) => t`Read ${name} together with`,
  combineOption: (name: string, students: number) => {
    const count = counted(students);
    return t`${name} (${count})`;
  },
  get combineNone() {
    return t`You teach no other class to add.`;
  },
  get combineFull() {
    const most = MAX_OTHER_CLASSES;
    return t`At most ${most} other classes on one map.`;
  },
  headingOfMany: (names: readonly string[]) => {
    const list = names.join(', ');
    return t`Viewpoints: ${list}`;
  },
  get combinedNotWorkedOut() {
    return t`The map of these classes together is being worked out: it appears here within a few seconds.`;
  },
  get loading() {
    return t`Loading the viewpoints…`;
  },
  retrieveFailed: (msg: string) => t`Failed to load the viewpoints: ${msg}`,
  placed: (placed: number, students: number) => {
    const count = counted(students);
    return plural(placed, {
      one: `# of ${count} is placed on the map.`,
      other: `# of ${count} are placed on the map.`,
    });
  },
  notPlaced: (count: number) =>
    plural(count, {
      one: `The other one has interpreted fewer than ${minAnswers} of the class’s inTells: not yet enough to place them.`,
      other: `The other # have interpreted fewer than ${minAnswers} of the class’s inTells: not yet enough to place them.`,
    }),
  get noStudents() {
    return t`This class has no students yet.`;
  },
  get notWorkedOut() {
    return t`The viewpoints have not been worked out yet. They are worked out every few minutes: look again soon.`;
  },
  get computedAt() {
    return t({ message: 'Worked out', comment: 'Followed by when the map was computed' });
  },
  // The release of the figures students see (docs/decisions/2026-11-29-viewpoints.md)
  get releaseHeading() {
    return t`What your students see`;
  },
  get releaseHelp() {
    return t`Students see the figures on an inTell change only after three new answers to it, or when you release them.`;
  },
  get release() {
    return t`Show students the latest figures`;
  },
  get releasing() {
    return t`Releasing the figures…`;
  },
  get released() {
    return t`Released: within a few seconds, students see the figures as they stand, the next time they open an inTell’s results.`;
  },
  releaseFailed: (msg: string) => t`Failed to release the figures: ${msg}`,
  // The map
  get mapHeading() {
    return t`Opinion map`;
  },
  get mapHelp() {
    return t`Each mark is a student. Students close together read the class’s inTells alike; the directions have no meaning of their own. Point at a mark, or move to it with the Tab key, to see the student’s name.`;
  },
  mapLabel: (placed: number, groups: number) => {
    const students = plural(placed, { one: '# student', other: '# students' });
    const inGroups = plural(groups, { one: '# group', other: '# groups' });
    return t`Opinion map: ${students} in ${inGroups}`;
  },
  dotLabel: (name: string, group: string) => t`${name}, ${group}`,
  get ungrouped() {
    return t`not in a named group`;
  },
  get unnamed() {
    return t`A student`;
  },
  get noMap() {
    return t`Nobody is on the map yet: a student is placed once she has interpreted enough of the class’s inTells.`;
  },
  get noGroups() {
    return t`No separate viewpoints in this class yet: the students placed do not fall into groups of ${minGroupSize} or more that are clearly apart.`;
  },
  get groupsHeading() {
    return t({
      message: 'Groups',
      comment: 'Heading: groups of students who read the inTells alike',
    });
  },
  get groupsCaption() {
    return t`The groups, largest first`;
  },
  get groupColumn() {
    return t({ message: 'Group', comment: 'Table column: a group of like-minded students' });
  },
  get sizeColumn() {
    return t({ message: 'Students', comment: 'Table column: how many students a group has' });
  },
  get ungroupedRow() {
    return t`Not in a named group`;
  },
  get whoHeading() {
    return t`Who is in each group`;
  },
  // Bridging and dividing
  get bridgingHeading() {
    return t`Bridges the class`;
  },
  get bridgingHelp() {
    return t`inTells that every group reads alike.`;
  },
  get bridgingEmpty() {
    return t`No inTell bridges the groups yet.`;
  },
  get dividingHeading() {
    return t`Divides the class`;
  },
  get dividingHelp() {
    return t`inTells the groups read differently.`;
  },
  get dividingEmpty() {
    return t`No inTell divides the groups yet.`;
  },
  respondents: (count: number) =>
    plural(count, { one: '# student answered.', other: '# students answered.' }),
  // Questions and cruxes
  get questionsHeading() {
    return t`Guiding questions and their cruxes`;
  },
  get questionsHelp() {
    return t`For each question, the inTells on which the groups’ answers to it most depend.`;
  },
  get noQuestions() {
    return t`This class has no guiding questions yet: they come with its activities.`;
  },
  get noCruxes() {
    return t`No cruxes found for this question yet.`;
  },
};
