import { DEFAULT_LANGUAGE, PRODUCT_NAME, type Language } from '@thoughtful/shared';
import { englishNamesInWords, MAIL_WORDS } from './mail-words';
import type { MailMessage } from './mailer';

/**
 * Plain, readable mails: the text part says everything; the HTML part is the same words. Each is
 * written in its recipient's language (issue 44, contract 3: her stored choice, else the
 * installation's default), from the catalogue in mail-words.ts; the HTML part says which.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
  linkLabel: string,
  language: Language,
): MailMessage {
  const text = [...paragraphs.slice(0, 1), `${linkLabel}:\n${link}`, ...paragraphs.slice(1)].join(
    '\n\n',
  );
  const html = [
    `<div lang="${language}">`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="font-size:small">${escapeHtml(link)}</p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    '</div>',
  ].join('\n');
  return { to, subject, text: `${text}\n\n— ${PRODUCT_NAME}\n`, html };
}

export function confirmationMail(
  to: string,
  link: string,
  hoursValid: number,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].confirmation;
  return compose(to, words.subject, words.paragraphs(hoursValid), link, words.linkLabel, language);
}

/**
 * An address registered again before it was confirmed: nobody can tell which registration was the
 * mailbox owner's, so the link lets whoever holds the mailbox choose the password.
 */
export function registrationPasswordMail(
  to: string,
  link: string,
  hoursValid: number,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].registrationPassword;
  return compose(to, words.subject, words.paragraphs(hoursValid), link, words.linkLabel, language);
}

export function passwordResetMail(
  to: string,
  link: string,
  minutesValid: number,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].passwordReset;
  return compose(
    to,
    words.subject,
    words.paragraphs(minutesValid),
    link,
    words.linkLabel,
    language,
  );
}

/** An e-mail put on the invitation list: where to register, and with which address. */
export function invitationMail(
  to: string,
  registerLink: string,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].invitation;
  return compose(to, words.subject, words.paragraphs(to), registerLink, words.linkLabel, language);
}

/** 'Ms Green', 'Ms Green and Mr Brown', 'Ms Green, Mr Brown and Ms White'. */
export const namesInWords = englishNamesInWords;

/** Which class an invitation from a class's roster is to, and who teaches it. */
export interface ClassInvitation {
  className: string;
  teacherNames: readonly string[];
  /** The name the teacher's paste gave this address, if any. */
  name?: string | null;
}

/**
 * An address a teacher put on her class's roster (DESIGN.md §10, way 1): which class, whose, and
 * where to register. Named, so that a student knows the mail is her teacher's and not a stranger's.
 */
export function classInvitationMail(
  to: string,
  registerLink: string,
  { className, teacherNames, name }: ClassInvitation,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].classInvitation;
  return compose(
    to,
    words.subject(className),
    words.paragraphs(to, className, teacherNames, name ?? null),
    registerLink,
    words.linkLabel,
    language,
  );
}

/** A student's teacher released feedback (DESIGN.md §14): what and where, never the feedback. */
export function feedbackMail(
  to: string,
  activityLabel: string,
  className: string,
  activitiesLink: string,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = MAIL_WORDS[language].feedback;
  return compose(
    to,
    words.subject,
    words.paragraphs(activityLabel, className),
    activitiesLink,
    words.linkLabel,
    language,
  );
}
