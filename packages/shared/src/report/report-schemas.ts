import { z } from 'zod';
import { inputString } from '../api/common-schemas';
import { MIN_TEXT_LENGTH } from '../constants';
import { REPORT_MESSAGE_MAX_LENGTH } from './report-constants';
import { REPORT_MESSAGE_INVALID } from './report-messages';

export const ReportBody = z.object({
  message: inputString({ error: REPORT_MESSAGE_INVALID })
    .trim()
    .min(MIN_TEXT_LENGTH, REPORT_MESSAGE_INVALID)
    .max(
      REPORT_MESSAGE_MAX_LENGTH,
      `Message too long - must be at most ${REPORT_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type ReportBody = z.infer<typeof ReportBody>;

/** Reports per page for the admins, unless the query says. */
export const REPORTS_PAGE_SIZE = Object.freeze({ DEFAULT: 50, MAX: 200 } as const);

const REPORTS_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${REPORTS_PAGE_SIZE.MAX}`;
export const REPORTS_CURSOR_INVALID = 'Invalid cursor';

/** `GET /api/report?cursor=&limit=`: the admins' reading of the reports, newest first. */
export const ReportsQuery = z.object({
  cursor: inputString({ error: REPORTS_CURSOR_INVALID })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, REPORTS_CURSOR_INVALID)
    .optional(),
  limit: z.coerce
    .number({ error: REPORTS_LIMIT_MESSAGE })
    .int(REPORTS_LIMIT_MESSAGE)
    .min(1, REPORTS_LIMIT_MESSAGE)
    .max(REPORTS_PAGE_SIZE.MAX, REPORTS_LIMIT_MESSAGE)
    .default(REPORTS_PAGE_SIZE.DEFAULT),
});
export type ReportsQuery = z.infer<typeof ReportsQuery>;

/** One report as the admins read it: who sent it (null when the account is gone) and when. */
export const ReportDto = z.object({
  _id: z.string(),
  message: z.string(),
  date: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ReportDto = z.infer<typeof ReportDto>;

export const ReportsPage = z.object({
  reports: z.array(ReportDto),
  nextCursor: z.string().nullable(),
});
export type ReportsPage = z.infer<typeof ReportsPage>;
