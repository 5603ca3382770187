import { z } from 'zod';
import { Id, inputString } from '../api/common-schemas';

/**
 * Feedback and grades on a completed activity (DESIGN.md §14): a class's teacher writes a comment
 * and a grade per student and activity, drafted and then released; a student sees hers only once
 * released.
 */

/** A grade is a whole number from 0 to 100, or none. */
export const FEEDBACK_GRADE = Object.freeze({ MIN: 0, MAX: 100 } as const);
/** Room for a paragraph or two to a student. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2_000;

export const FEEDBACK_MESSAGES = Object.freeze({
  GRADE: `grade must be a whole number from ${FEEDBACK_GRADE.MIN} to ${FEEDBACK_GRADE.MAX}, or null`,
  COMMENT_TOO_LONG: `The feedback is too long (${FEEDBACK_COMMENT_MAX_LENGTH} characters at most).`,
  EMPTY: 'Write a comment or give a grade.',
  NOT_COMPLETED: 'This student has not completed this activity.',
} as const);

/** `POST /api/activity/{id}/feedback`: the latest one counts. */
export const GiveFeedbackBody = z.object({
  studentId: Id,
  comment: inputString()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.COMMENT_TOO_LONG)
    .transform((value) => value.trim())
    .default(''),
  grade: z
    .number({ error: FEEDBACK_MESSAGES.GRADE })
    .int(FEEDBACK_MESSAGES.GRADE)
    .min(FEEDBACK_GRADE.MIN, FEEDBACK_MESSAGES.GRADE)
    .max(FEEDBACK_GRADE.MAX, FEEDBACK_MESSAGES.GRADE)
    .nullable()
    .default(null),
  /** Shown to the student now; false keeps it a draft only the class's teachers see. */
  released: z.boolean().default(false),
});
export type GiveFeedbackBody = z.infer<typeof GiveFeedbackBody>;
export type GiveFeedbackPayload = z.input<typeof GiveFeedbackBody>;

/** A feedback as the class's teachers see it. */
export const FeedbackDto = z.object({
  activityId: z.string(),
  studentId: z.string(),
  comment: z.string(),
  grade: z.number().int().nullable(),
  released: z.boolean(),
  /** When it was released, ISO-8601; null for a draft. */
  releasedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type FeedbackDto = z.infer<typeof FeedbackDto>;

/** A released feedback as its student sees it on the completed activity. */
export const StudentFeedback = z.object({
  comment: z.string(),
  grade: z.number().int().nullable(),
  releasedAt: z.string(),
});
export type StudentFeedback = z.infer<typeof StudentFeedback>;

/** `POST /api/classes/{id}/release`: every draft of the class, or of one of its activities. */
export const ReleaseFeedbackBody = z.object({ activityId: Id.optional() }).default({});
export type ReleaseFeedbackBody = z.infer<typeof ReleaseFeedbackBody>;

export const ReleasedFeedback = z.object({
  /** How many drafts were released now. */
  released: z.number().int(),
});
export type ReleasedFeedback = z.infer<typeof ReleasedFeedback>;

/** Whether the runtime knows this IANA time zone ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const CLASS_EXPORT_MESSAGES = Object.freeze({
  TIME_ZONE: 'timeZone must be a time zone such as Europe/Paris or UTC.',
} as const);

/**
 * `GET /api/classes/{id}/answers.csv?timeZone=`: the teacher's time zone (the browser's IANA
 * name), in which the file's dates are written; UTC when absent.
 */
export const ClassAnswersCsvQuery = z.object({
  timeZone: z
    .string({ error: CLASS_EXPORT_MESSAGES.TIME_ZONE })
    // A longer name is no zone: refused once, without asking Intl.
    .max(64, { error: CLASS_EXPORT_MESSAGES.TIME_ZONE, abort: true })
    .refine(isTimeZone, CLASS_EXPORT_MESSAGES.TIME_ZONE)
    .default('UTC'),
});
export type ClassAnswersCsvQuery = z.infer<typeof ClassAnswersCsvQuery>;

/**
 * An overall grade (issue 43): the mean of the grades given, rounded to one decimal, and how many
 * it is the mean of; null when none was given.
 */
export function overallGrade(grades: readonly number[]): { grade: number | null; graded: number } {
  if (grades.length === 0) return { grade: null, graded: 0 };
  const mean = grades.reduce((sum, grade) => sum + grade, 0) / grades.length;
  return { grade: Math.round(mean * 10) / 10, graded: grades.length };
}

/** A student's overall grade: the mean of her graded activities in the class, drafts included. */
export const StudentOverallGrade = z.object({
  studentId: z.string(),
  name: z.string(),
  /** The mean of her grades, to one decimal; null before any grade. */
  grade: z.number().nullable(),
  /** How many of her activities are graded. */
  graded: z.number().int(),
});
export type StudentOverallGrade = z.infer<typeof StudentOverallGrade>;

/** `GET /api/classes/{id}/grades` (a class's teachers): each student's overall, and the class's. */
export const ClassGrades = z.object({
  /** The class's students with at least one grade, by name. */
  students: z.array(StudentOverallGrade),
  /** The mean of those students' overall grades, to one decimal; null before any grade. */
  grade: z.number().nullable(),
  /** How many students it is the mean of. */
  graded: z.number().int(),
});
export type ClassGrades = z.infer<typeof ClassGrades>;
