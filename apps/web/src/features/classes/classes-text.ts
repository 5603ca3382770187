import { CLASS_MESSAGES } from '@thoughtful/shared';
import { plural, t } from '@lingui/core/macro';
import { sharedMessage } from '../../lib/i18n';
import type { SharedMessageCode } from '../../lib/i18n/shared-messages.generated';

const ONLY_STUDENTS_JOIN: SharedMessageCode = 'CLASS_MESSAGES.ONLY_STUDENTS_JOIN';

/**
 * The words of the class screens (DESIGN.md §10). The spec has none for classes: plain, short
 * ones; the server's answers are CLASS_MESSAGES, shown as they come. Each is worded when read, in
 * the language spoken then (issue 44), so the screens read them while they draw.
 */
export const CLASSES_TEXT = {
  get heading() {
    return t({ message: 'Classes', comment: 'Heading: the school classes a teacher teaches' });
  },
  get loading() {
    return t`Loading the classes…`;
  },
  retrieveFailed: (msg: string) => t`Failed to load the classes: ${msg}`,
  get createLegend() {
    return t`New class`;
  },
  get nameLabel() {
    return t`Class name`;
  },
  get create() {
    return t`Create class`;
  },
  // ICU: '' is one apostrophe ('{name}' would quote the placeholder).
  created: (name: string) => t`Class ''${name}'' created.`,
  get showArchived() {
    return t`Show archived classes`;
  },
  get empty() {
    return t`You have no classes yet. Create one above, then add its students.`;
  },
  students: (count: number) => plural(count, { one: '# student', other: '# students' }),
  get teachers() {
    return t`Teachers`;
  },
  get archivedBadge() {
    return t({ message: 'Archived', comment: 'Badge on a class that is archived' });
  },
  get openRoster() {
    return t`Roster and join code`;
  },
  get rename() {
    return t({ message: 'Rename', comment: 'Button: rename a class' });
  },
  get save() {
    return t`Save`;
  },
  get cancel() {
    return t`Cancel`;
  },
  renamed: (name: string) => t`Renamed to ''${name}''.`,
  get archive() {
    return t({ message: 'Archive', comment: 'Button: archive a class (verb)' });
  },
  get unarchive() {
    return t({ message: 'Restore', comment: 'Button: bring an archived class back' });
  },
  archived: (name: string) => t`Class ''${name}'' archived.`,
  unarchived: (name: string) => t`Class ''${name}'' restored.`,
  get pseudonyms() {
    return t({ message: 'Pseudonyms', comment: 'Switch: classmates see made-up names' });
  },
  get pseudonymsHelp() {
    return t`Classmates see each other under made-up names; teachers see real names.`;
  },
  // Follow-ups that run themselves (DESIGN.md §14).
  get autoFollowUps() {
    return t`Follow-ups go live by themselves`;
  },
  get autoFollowUpsHelp() {
    return t`When a student’s new inTell adds a follow-up, it goes live for the classmates it is given to, without waiting for you.`;
  },
  get followUpsPerStudent() {
    return t`Classmates’ inTells each student interprets, per activity`;
  },
  get addTeacherLabel() {
    return t`Add a co-teacher by e-mail`;
  },
  get addTeacher() {
    return t({ message: 'Add', comment: 'Button: add the co-teacher whose e-mail is typed' });
  },
  get teacherAdded() {
    return t`Co-teacher added.`;
  },
  removeTeacher: (name: string) => t`Remove ${name} as teacher`,
};

export const ROSTER_TEXT = {
  get allClasses() {
    return t`All classes`;
  },
  get loading() {
    return t`Loading the roster…`;
  },
  retrieveFailed: (msg: string) => t`Failed to load the class: ${msg}`,
  get studentsHeading() {
    return t`Students`;
  },
  get noStudents() {
    return t`No students yet. Add them below: paste e-mails, share the join code, or make accounts.`;
  },
  progress: (completed: number, total: number) =>
    plural(total, {
      one: `${completed} of # activity done`,
      other: `${completed} of # activities done`,
    }),
  get managedBadge() {
    return t`Account made here`;
  },
  get resetPassword() {
    return t`Reset password`;
  },
  get remove() {
    return t({ message: 'Remove', comment: 'Button: remove a student from the class' });
  },
  get invitedHeading() {
    return t`Invited, not registered yet`;
  },
  get addHeading() {
    return t`Add students`;
  },
  // (a) e-mails
  get emailsHeading() {
    return t`Paste e-mail addresses`;
  },
  get emailsHelp() {
    return t`One a line, separated by commas or semicolons, or a mail's To line as it is. Each new student gets an invitation mail; a student who has an account joins at once.`;
  },
  get emailsLabel() {
    return t`E-mail addresses`;
  },
  get emailsAdd() {
    return t`Add to class`;
  },
  get emailsRequired() {
    return t`Paste at least one e-mail address.`;
  },
  emailsAnswer: (added: number, alreadyThere: number, notAddresses: number) =>
    t`Added ${plural(added, { one: '# address', other: '# addresses' })}; ${alreadyThere} already in the class; ${notAddresses} not e-mail addresses.`,
  notAddresses: (entries: readonly string[]) => {
    const list = entries.join(', ');
    return t`Not e-mail addresses, left in the box to correct: ${list}`;
  },
  // (b) join code
  get codeHeading() {
    return t`Join code`;
  },
  get codeHelp() {
    return t`Students open the link or scan the QR code, then register or sign in; or they type the code.`;
  },
  get codeLabel() {
    return t({ message: 'Code', comment: 'Label: a class’s join code' });
  },
  get linkLabel() {
    return t({ message: 'Link', comment: 'Label: a class’s join link (a web address)' });
  },
  qrAlt: (link: string) => t`QR code of the join link ${link}`,
  get print() {
    return t({ message: 'Print', comment: 'Button: print the join code poster' });
  },
  get rotate() {
    return t`New code`;
  },
  get rotateTitle() {
    return t`Make a new join code?`;
  },
  get rotateBody() {
    return t`The current code and link stop working at once. Students already in the class stay in it.`;
  },
  get rotateConfirm() {
    return t`Make a new code`;
  },
  get rotated() {
    return t`The class has a new join code.`;
  },
  posterJoin: (className: string) => t`Join the class ${className}`,
  get posterSteps() {
    return t`Scan the code with your phone, or open the link, then register or sign in.`;
  },
  // (c) managed accounts
  get managedHeading() {
    return t`Accounts for students without e-mail`;
  },
  get managedHelp() {
    return t`Make a login ID and password for each student. You see the passwords once, to print or download.`;
  },
  get managedCountLabel() {
    return t`Number of accounts`;
  },
  get managedNamesLabel() {
    return t`Students’ names (optional, one a line)`;
  },
  get managedNamesHelp() {
    return t`Each account takes the name on its line, as you typed it; the number of accounts follows the names.`;
  },
  get managedNamesNote() {
    return t`Accounts without a name get a made-up one; you can rename any student.`;
  },
  get managedMake() {
    return t`Make accounts`;
  },
  sheetHeading: (count: number) => plural(count, { one: '# new account', other: '# new accounts' }),
  get sheetWarning() {
    return t`The passwords are shown only now. Print this sheet or download the CSV before you leave this page.`;
  },
  get printSheet() {
    return t`Print sheet`;
  },
  get downloadCsv() {
    return t`Download CSV`;
  },
  get closeSheet() {
    return t`I have kept them`;
  },
  get cardLoginId() {
    return t`Login ID`;
  },
  get cardPassword() {
    return t`Password`;
  },
  get csvSite() {
    return t({ message: 'Site', comment: 'CSV column: the site’s address' });
  },
  get cardName() {
    return t({ message: 'Name', comment: 'A student’s name on her printed login card' });
  },
  cardSteps: (site: string) =>
    t({
      message: `Go to ${site}. Type your login ID in the Email box and your password in the Password box, then choose Login.`,
      comment: 'Email, Password and Login are the words of the login screen: use its translation',
    }),
  // rename
  get rename() {
    return t({ message: 'Rename', comment: 'Button: rename a student' });
  },
  renameTitle: (name: string) => t`Rename ${name}`,
  get renameLabel() {
    return t({ message: 'Name', comment: 'Label: a student’s new name' });
  },
  get renameHelp() {
    return t`You and the class’s other teachers see this name. Classmates see it too, unless the class uses made-up names.`;
  },
  get renameSave() {
    return t`Save name`;
  },
  renamed: (name: string) => t`The student is now named ${name}.`,
  // reset, remove
  resetTitle: (name: string) => t`Reset the password of ${name}?`,
  get resetBody() {
    return t`The old password stops working. You see the new one once.`;
  },
  get resetConfirm() {
    return t`Reset password`;
  },
  newPasswordTitle: (name: string) => t`New password for ${name}`,
  get newPasswordWarning() {
    return t`Shown only now: write it down or give it to the student.`;
  },
  get done() {
    return t`Done`;
  },
  removeTitle: (name: string) => t`Remove ${name} from the class?`,
  get removeBody() {
    return t`The student leaves the class and its activities. The account and what it wrote stay.`;
  },
  get removeConfirm() {
    return t`Remove from class`;
  },
  removed: (name: string) => t`${name} removed from the class.`,
  get cancel() {
    return t`Cancel`;
  },
};

export const JOIN_TEXT = {
  get heading() {
    return t`Join a class`;
  },
  get joining() {
    return t`Joining the class…`;
  },
  get joined() {
    return t`You joined the class.`;
  },
  get failed() {
    return t`Could not join the class`;
  },
  get toActivities() {
    return t`Go to my activities`;
  },
  /** Followed by the code, kept on one line, and a full stop. */
  get registerIntro() {
    return t({
      message: 'Create your account to join the class with the code',
      comment: 'Followed by the join code and a full stop',
    });
  },
  get haveAccount() {
    return t`Already have an account?`;
  },
  get signInThenJoin() {
    return t`Sign in, then join`;
  },
  /** Followed by the code, kept on one line, and a full stop. */
  get logInIntro() {
    return t({
      message: 'Log in with the login ID your teacher gave you to join the class with the code',
      comment: 'Followed by the join code and a full stop',
    });
  },
  get logInThenJoin() {
    return t`Log in, then join`;
  },
  get teachersCannotJoin() {
    return sharedMessage(ONLY_STUDENTS_JOIN, CLASS_MESSAGES.ONLY_STUDENTS_JOIN);
  },
  /** Which class the code opens, and whose (issue 43: a student should know whom she joins). */
  classOf: (className: string) => t`Class: ${className}`,
  taughtBy: (teachers: string) => t`Teacher: ${teachers}`,
  taughtByMany: (teachers: string) => t`Teachers: ${teachers}`,
  get previewFailed() {
    return t`This code opens no class just now:`;
  },
};
