import type { FeedbackDto, StudentFeedback } from '@thoughtful/shared';
import type { FeedbackRow } from './feedback.repository';

export function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  return {
    activityId: row.activity_id,
    studentId: row.user_id,
    comment: row.comment,
    grade: row.grade,
    released: row.released === 1,
    releasedAt: row.released === 1 ? row.released_at : null,
    updatedAt: row.updated_at,
  };
}

/** A released feedback as its student sees it; null for a draft. */
export function toStudentFeedback(row: FeedbackRow | undefined): StudentFeedback | null {
  if (row?.released !== 1 || row.released_at === null) return null;
  return { comment: row.comment, grade: row.grade, releasedAt: row.released_at };
}
