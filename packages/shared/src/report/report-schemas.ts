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
