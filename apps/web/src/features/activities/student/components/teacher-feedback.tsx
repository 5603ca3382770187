import type { StudentFeedback } from '@thoughtful/shared';
import { useId } from 'react';
import { STUDENT_TEXT as T } from '../student-text';

/** A teacher's released feedback on a completed activity (DESIGN.md §14): comment and grade. */
export function TeacherFeedback({ feedback }: { feedback: StudentFeedback }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="teacher-feedback border rounded p-3 mb-3">
      <h3 id={headingId} className="h6 mb-2">
        {T.feedbackHeading}
      </h3>
      {feedback.grade !== null ? (
        <p className="fw-semibold mb-1">{T.feedbackGrade(feedback.grade)}</p>
      ) : null}
      {feedback.comment !== '' ? (
        <p className="mb-0 text-break teacher-feedback-comment">{feedback.comment}</p>
      ) : null}
    </section>
  );
}
