import { PRODUCT_NAME } from '@thoughtful/shared';
import type { MailMessage } from './mailer';

/** Plain, readable mails: the text part says everything; the HTML part is the same words. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
  linkLabel: string,
): MailMessage {
  const text = [...paragraphs.slice(0, 1), `${linkLabel}:\n${link}`, ...paragraphs.slice(1)].join(
    '\n\n',
  );
  const html = [
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="font-size:small">${escapeHtml(link)}</p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  return { to, subject, text: `${text}\n\n— ${PRODUCT_NAME}\n`, html };
}

export function confirmationMail(to: string, link: string, hoursValid: number): MailMessage {
  return compose(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    [
      `Welcome to ${PRODUCT_NAME}. Please confirm your email address to complete your registration.`,
      `The link is valid for ${hoursValid} hours. If it has expired, following it sends you a new one.`,
      'If you did not register, you can ignore this email.',
    ],
    link,
    'Confirm my email address',
  );
}

/**
 * An address registered again before it was confirmed: nobody can tell which registration was the
 * mailbox owner's, so the link lets whoever holds the mailbox choose the password.
 */
export function registrationPasswordMail(
  to: string,
  link: string,
  hoursValid: number,
): MailMessage {
  return compose(
    to,
    `Complete your ${PRODUCT_NAME} registration`,
    [
      'This email address was registered again before it was confirmed. To complete your registration, follow the link and choose your password.',
      `The link is valid for ${hoursValid} hours and can be used once. Links sent for earlier registrations of this address no longer work.`,
      'If you did not register, you can ignore this email: nobody can sign in with this address until its owner follows a link.',
    ],
    link,
    'Choose my password',
  );
}

export function passwordResetMail(to: string, link: string, minutesValid: number): MailMessage {
  return compose(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      'Someone (hopefully you) asked to reset the password of your account.',
      `The link is valid for ${minutesValid} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  );
}

/** An e-mail put on the invitation list: where to register, and with which address. */
export function invitationMail(to: string, registerLink: string): MailMessage {
  return compose(
    to,
    `You are invited to ${PRODUCT_NAME}`,
    [
      `You have been invited to join ${PRODUCT_NAME}. Register with this email address (${to}) and a password of your choice.`,
      'Registration is open only to invited addresses, so please use this one.',
      'If you did not expect this invitation, you can ignore this email.',
    ],
    registerLink,
    'Register',
  );
}

/** 'Ms Green', 'Ms Green and Mr Brown', 'Ms Green, Mr Brown and Ms White'. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

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
): MailMessage {
  const teachers = namesInWords(teacherNames);
  const greeting = name ? `Hello ${name}, ` : '';
  const invitedBy = teachers === '' ? '' : ` by ${teachers}`;
  return compose(
    to,
    `You are invited to join ${className} on ${PRODUCT_NAME}`,
    [
      `${greeting}You have been invited${invitedBy} to join the class ${className} on ${PRODUCT_NAME}. Register with this email address (${to}) and a password of your choice: you are then in the class.`,
      'Registration is open only to invited addresses, so please use this one.',
      'If you did not expect this invitation, you can ignore this email.',
    ],
    registerLink,
    'Register',
  );
}

/** A student's teacher released feedback (DESIGN.md §14): what and where, never the feedback. */
export function feedbackMail(
  to: string,
  activityLabel: string,
  className: string,
  activitiesLink: string,
): MailMessage {
  return compose(
    to,
    `Feedback from your teacher on ${PRODUCT_NAME}`,
    [
      `Your teacher has given you feedback on ‘${activityLabel}’ in ${className}.`,
      'You find it on the activity, under Activities Completed.',
      'To stop these e-mails, turn them off under Notifications in the menu.',
    ],
    activitiesLink,
    'Open your activities',
  );
}
