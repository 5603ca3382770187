import { FEEDBACK_GRADE, sliderWords } from '@thoughtful/shared';

/**
 * The words of feedback and grades in the teacher's progress view (DESIGN.md §14, beyond the
 * spec), kept in one place (CONVENTIONS.md, habit 13).
 */
export const FEEDBACK_TEXT = {
  answersHeading: 'Answers, feedback and grades',
  /** A follow-up's readers (DESIGN.md §14): who was given a classmate's inTell. */
  givenTo: (names: readonly string[]) => `Given to ${names.join(', ')}`,
  student: 'Student',
  studentWork: (name: string) => `${name}’s work`,
  interpretation: 'Interpretation',
  noInterpretation: 'No interpretation to show for this activity.',
  /** What a student added and rated in a new-inTell or interconnect activity (issue 43). */
  addedIdea: 'The inTell added',
  rating: 'Support for the guiding question',
  /** The rating in the support/damage slider's own words ('Mostly supported'), not its number. */
  ratingValue: (level: number, confidence: number) =>
    `${sliderWords('supportLevel', level)}, ${Math.round(confidence * 100)}% confident`,
  feedbackHeading: 'Feedback',
  comment: 'Comment to the student',
  grade: `Grade (${FEEDBACK_GRADE.MIN}–${FEEDBACK_GRADE.MAX}, optional)`,
  saveDraft: 'Save draft',
  saveAndRelease: 'Save and release',
  saving: 'Saving…',
  draftNote: 'Draft: the student does not see it yet.',
  releasedNote: (date: string) => `Released to the student on ${date}.`,
  noFeedbackYet: 'No feedback yet.',
  saved: 'Feedback saved.',
  savedAndReleased: 'Feedback saved and released to the student.',
  failed: (msg: string) => `The feedback was not saved: ${msg}`,

  // Overall grades (issue 43): the mean of the grades given, in the progress table.
  overallGradeColumn: 'Overall grade',
  overallGrade: (grade: number, graded: number) => `${grade} (${graded} graded)`,
  noOverallGrade: 'No grade yet',
  classOverallGrade: (grade: number, students: number) =>
    `Class overall grade: ${grade}, the mean of ${students} ${
      students === 1 ? 'student’s' : 'students’'
    } overall grades.`,
  noClassGrade: 'Class overall grade: none given yet.',
  overallGradeExplained:
    'A student’s overall grade is the mean of the grades on her activities, drafts included.',

  // The class's actions, above the progress table.
  classActions: 'Feedback and export',
  releaseAll: 'Release all drafted feedback',
  releasing: 'Releasing…',
  released: (count: number) =>
    count === 0
      ? 'There was no drafted feedback to release.'
      : count === 1
        ? '1 feedback released to its student.'
        : `${count} feedbacks released to their students.`,
  releaseFailed: (msg: string) => `The feedback was not released: ${msg}`,
  downloadCsv: 'Download the class’s answers (CSV)',
  downloading: 'Preparing the file…',
  downloadFailed: 'The file could not be downloaded. Try again.',
} as const;

/** A date as the teacher's browser writes dates. */
export function feedbackDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
