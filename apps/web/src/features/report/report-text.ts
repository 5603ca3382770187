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
  /** The admins' reading of the reports (beyond the spec). */
  listHeading: 'Reports',
  listIntro: "What members sent through 'Suggestions and Bug Reporting', newest first.",
  listLabel: 'Reports, newest first',
  loading: 'Loading the reports',
  none: 'No reports yet.',
  more: 'More',
  from: (name: string, email: string) => `${name} (${email})`,
  deletedAccount: 'A deleted account',
  listFailed: (msg: string) => `Failed To Retrieve Reports From Server: ${msg}`,
} as const;
