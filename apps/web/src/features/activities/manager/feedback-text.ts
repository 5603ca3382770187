import { plural, t } from '@lingui/core/macro';
import { FEEDBACK_GRADE } from '@thoughtful/shared';
import { formatDate, formatNumber } from '../../../lib/i18n';
import { sliderWordsOf } from '../../ideas';

/**
 * The words of feedback and grades in the teacher's progress view (DESIGN.md §14, beyond the
 * spec), kept in one place (CONVENTIONS.md, habit 13); read in the language spoken (manager-text.ts).
 */
export const FEEDBACK_TEXT = {
  get answersHeading() {
    return t`Answers, feedback and grades`;
  },
  /** A follow-up's readers (DESIGN.md §14): who was given a classmate's inTell. */
  givenTo: (names: readonly string[]) => {
    // Commas in every language, as a list of names reads in a table's cell.
    const list = names.join(', ');
    return t`Given to ${list}`;
  },
  get student() {
    return t`Student`;
  },
  studentWork: (name: string) => t`${name}’s work`,
  get interpretation() {
    return t`Interpretation`;
  },
  get noInterpretation() {
    return t`No interpretation to show for this activity.`;
  },
  /** What a student added and rated in a new-inTell or interconnect activity (issue 43). */
  get addedIdea() {
    return t`The inTell added`;
  },
  get rating() {
    return t`Support for the guiding question`;
  },
  /** The rating in the support/damage slider's own words ('Mostly supported'), not its number. */
  ratingValue: (level: number, confidence: number) => {
    // The support/damage scale's words in the reader's language (ideas' scale-words.ts).
    const words = sliderWordsOf('supportLevel', level);
    const percent = formatNumber(Math.round(confidence * 100) / 100, { style: 'percent' });
    return t`${words}, ${percent} confident`;
  },
  get feedbackHeading() {
    return t`Feedback`;
  },
  get comment() {
    return t`Comment to the student`;
  },
  get grade() {
    const min = FEEDBACK_GRADE.MIN;
    const max = FEEDBACK_GRADE.MAX;
    return t`Grade (${min}–${max}, optional)`;
  },
  get saveDraft() {
    return t`Save draft`;
  },
  get saveAndRelease() {
    return t`Save and release`;
  },
  get saving() {
    return t`Saving…`;
  },
  get draftNote() {
    return t`Draft: the student does not see it yet.`;
  },
  releasedNote: (date: string) => t`Released to the student on ${date}.`,
  get noFeedbackYet() {
    return t`No feedback yet.`;
  },
  get saved() {
    return t`Feedback saved.`;
  },
  get savedAndReleased() {
    return t`Feedback saved and released to the student.`;
  },
  failed: (message: string) => t`The feedback was not saved: ${message}`,

  // Overall grades (issue 43): the mean of the grades given, in the progress table.
  get overallGradeColumn() {
    return t`Overall grade`;
  },
  overallGrade: (grade: number, graded: number) =>
    t({
      message: `${grade} (${graded} graded)`,
      comment: 'A student’s overall grade, then how many of her activities have a grade',
    }),
  get noOverallGrade() {
    return t`No grade yet`;
  },
  classOverallGrade: (grade: number, students: number) =>
    plural(students, {
      one: `Class overall grade: ${grade}, the mean of # student’s overall grades.`,
      other: `Class overall grade: ${grade}, the mean of # students’ overall grades.`,
    }),
  get noClassGrade() {
    return t`Class overall grade: none given yet.`;
  },
  get overallGradeExplained() {
    return t`A student’s overall grade is the mean of the grades on her activities, drafts included.`;
  },

  // The class's actions, above the progress table.
  get classActions() {
    return t`Feedback and export`;
  },
  get releaseAll() {
    return t`Release all drafted feedback`;
  },
  get releasing() {
    return t`Releasing…`;
  },
  released: (count: number) =>
    plural(count, {
      0: 'There was no drafted feedback to release.',
      one: '# feedback released to its student.',
      other: '# feedbacks released to their students.',
    }),
  releaseFailed: (message: string) => t`The feedback was not released: ${message}`,
  get downloadCsv() {
    return t`Download the class’s answers (CSV)`;
  },
  get downloading() {
    return t`Preparing the file…`;
  },
  get downloadFailed() {
    return t`The file could not be downloaded. Try again.`;
  },
} as const;

/** A date as her language writes dates. */
export function feedbackDate(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}
