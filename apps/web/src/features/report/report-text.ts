import { REPORT_MESSAGE_INVALID } from '@thoughtful/shared';

/** Texts of the bug and suggestion report dialog (spec content §2, §5, §8). */
export const REPORT_TEXT = {
  title: 'Suggestions and Bug Reporting',
  intro:
    'Tell us what could work better, or what went wrong and what you were doing when it happened.',
  messageLabel: 'Your message',
  /** The spec's validation message (content §5). */
  invalidMessage: REPORT_MESSAGE_INVALID,
  submit: 'Submit',
  sending: 'Sending…',
  close: 'Close',
  success: 'Thank you! Your report has been sent.',
  /** Each server message becomes one danger alert (content §8). */
  serverError: (msg: string) => `Failed To Create Report On Server: ${msg}`,
} as const;
