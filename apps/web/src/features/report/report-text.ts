import { REPORT_MESSAGE_INVALID } from '@thoughtful/shared';
import { t } from '@lingui/core/macro';
import { sharedMessage } from '../../lib/i18n';

/**
 * Texts of the bug and suggestion report dialog (spec content §2, §5, §8), each worded when read
 * in the language spoken then (issue 44).
 */
export const REPORT_TEXT = {
  get title() {
    return t`Suggestions and Bug Reporting`;
  },
  get intro() {
    return t`Tell us what could work better, or what went wrong and what you were doing when it happened.`;
  },
  get messageLabel() {
    return t`Your message`;
  },
  /** The spec's validation message (content §5). */
  get invalidMessage() {
    return sharedMessage('REPORT_MESSAGE_INVALID', REPORT_MESSAGE_INVALID);
  },
  get submit() {
    return t({ message: 'Submit', comment: 'Button: send the report' });
  },
  get sending() {
    return t`Sending…`;
  },
  get close() {
    return t({ message: 'Close', comment: 'Button: close the report dialog' });
  },
  get success() {
    return t`Thank you! Your report has been sent.`;
  },
  /** Each server message becomes one danger alert (content §8). */
  serverError: (msg: string) => t`Failed To Create Report On Server: ${msg}`,
  /** The admins' reading of the reports (beyond the spec). */
  get listHeading() {
    return t({
      message: 'Reports',
      comment: 'Heading: the suggestions and bug reports members sent',
    });
  },
  get listIntro() {
    return t`What members sent through 'Suggestions and Bug Reporting', newest first.`;
  },
  get listLabel() {
    return t`Reports, newest first`;
  },
  get loading() {
    return t`Loading the reports`;
  },
  get none() {
    return t`No reports yet.`;
  },
  get more() {
    return t({ message: 'More', comment: 'Button: show older reports' });
  },
  from: (name: string, email: string) =>
    t({ message: `${name} (${email})`, comment: 'Who sent a report: name (e-mail address)' }),
  get deletedAccount() {
    return t`A deleted account`;
  },
  listFailed: (msg: string) => t`Failed To Retrieve Reports From Server: ${msg}`,
};
