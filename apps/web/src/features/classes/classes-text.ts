import { CLASS_MESSAGES } from '@thoughtful/shared';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The words of the class screens (DESIGN.md §10). The spec has none for classes: plain, short
 * ones; the server's answers are CLASS_MESSAGES, shown as they come.
 */
export const CLASSES_TEXT = {
  heading: 'Classes',
  loading: 'Loading the classes…',
  retrieveFailed: (msg: string) => `Failed to load the classes: ${msg}`,
  createLegend: 'New class',
  nameLabel: 'Class name',
  create: 'Create class',
  created: (name: string) => `Class '${name}' created.`,
  showArchived: 'Show archived classes',
  empty: 'You have no classes yet. Create one above, then add its students.',
  students: (count: number) => plural(count, 'student', 'students'),
  teachers: 'Teachers',
  archivedBadge: 'Archived',
  openRoster: 'Roster and join code',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  renamed: (name: string) => `Renamed to '${name}'.`,
  archive: 'Archive',
  unarchive: 'Restore',
  archived: (name: string) => `Class '${name}' archived.`,
  unarchived: (name: string) => `Class '${name}' restored.`,
  pseudonyms: 'Pseudonyms',
  pseudonymsHelp: 'Classmates see each other under made-up names; teachers see real names.',
  // Follow-ups that run themselves (DESIGN.md §14).
  autoFollowUps: 'Follow-ups go live by themselves',
  autoFollowUpsHelp:
    'When a student’s new inTell adds a follow-up, it goes live for the classmates it is given to, without waiting for you.',
  followUpsPerStudent: 'Classmates’ inTells each student interprets, per activity',
  addTeacherLabel: 'Add a co-teacher by e-mail',
  addTeacher: 'Add',
  teacherAdded: 'Co-teacher added.',
  removeTeacher: (name: string) => `Remove ${name} as teacher`,
} as const;

export const ROSTER_TEXT = {
  allClasses: 'All classes',
  loading: 'Loading the roster…',
  retrieveFailed: (msg: string) => `Failed to load the class: ${msg}`,
  studentsHeading: 'Students',
  noStudents:
    'No students yet. Add them below: paste e-mails, share the join code, or make accounts.',
  progress: (completed: number, total: number) => `${completed} of ${total} activities done`,
  managedBadge: 'Account made here',
  resetPassword: 'Reset password',
  remove: 'Remove',
  invitedHeading: 'Invited, not registered yet',
  addHeading: 'Add students',
  // (a) e-mails
  emailsHeading: 'Paste e-mail addresses',
  emailsHelp:
    "One a line, separated by commas or semicolons, or a mail's To line as it is. Each new student gets an invitation mail; a student who has an account joins at once.",
  emailsLabel: 'E-mail addresses',
  emailsAdd: 'Add to class',
  emailsRequired: 'Paste at least one e-mail address.',
  emailsAnswer: (added: number, alreadyThere: number, notAddresses: number) =>
    [
      `Added ${plural(added, 'address', 'addresses')}`,
      `${alreadyThere} already in the class`,
      `${notAddresses} not e-mail addresses`,
    ].join('; ') + '.',
  notAddresses: (entries: readonly string[]) =>
    `Not e-mail addresses, left in the box to correct: ${entries.join(', ')}`,
  // (b) join code
  codeHeading: 'Join code',
  codeHelp:
    'Students open the link or scan the QR code, then register or sign in; or they type the code.',
  codeLabel: 'Code',
  linkLabel: 'Link',
  qrAlt: (link: string) => `QR code of the join link ${link}`,
  print: 'Print',
  rotate: 'New code',
  rotateTitle: 'Make a new join code?',
  rotateBody:
    'The current code and link stop working at once. Students already in the class stay in it.',
  rotateConfirm: 'Make a new code',
  rotated: 'The class has a new join code.',
  posterJoin: (className: string) => `Join the class ${className}`,
  posterSteps: 'Scan the code with your phone, or open the link, then register or sign in.',
  // (c) managed accounts
  managedHeading: 'Accounts for students without e-mail',
  managedHelp:
    'Make a login ID and password for each student. You see the passwords once, to print or download.',
  managedCountLabel: 'Number of accounts',
  managedNamesLabel: 'Students’ names (optional, one a line)',
  managedNamesHelp:
    'Each account takes the name on its line, as you typed it; the number of accounts follows the names.',
  managedNamesNote: 'Accounts without a name get a made-up one; you can rename any student.',
  managedMake: 'Make accounts',
  sheetHeading: (count: number) => `${plural(count, 'new account', 'new accounts')}`,
  sheetWarning:
    'The passwords are shown only now. Print this sheet or download the CSV before you leave this page.',
  printSheet: 'Print sheet',
  downloadCsv: 'Download CSV',
  closeSheet: 'I have kept them',
  cardLoginId: 'Login ID',
  cardPassword: 'Password',
  cardName: 'Name',
  cardSteps: (site: string) =>
    `Go to ${site}. Type your login ID in the Email box and your password in the Password box, then choose Login.`,
  // rename
  rename: 'Rename',
  renameTitle: (name: string) => `Rename ${name}`,
  renameLabel: 'Name',
  renameHelp:
    'You and the class’s other teachers see this name. Classmates see it too, unless the class uses made-up names.',
  renameSave: 'Save name',
  renamed: (name: string) => `The student is now named ${name}.`,
  // reset, remove
  resetTitle: (name: string) => `Reset the password of ${name}?`,
  resetBody: 'The old password stops working. You see the new one once.',
  resetConfirm: 'Reset password',
  newPasswordTitle: (name: string) => `New password for ${name}`,
  newPasswordWarning: 'Shown only now: write it down or give it to the student.',
  done: 'Done',
  removeTitle: (name: string) => `Remove ${name} from the class?`,
  removeBody:
    'The student leaves the class and its activities. The account and what it wrote stay.',
  removeConfirm: 'Remove from class',
  removed: (name: string) => `${name} removed from the class.`,
  cancel: 'Cancel',
} as const;

export const JOIN_TEXT = {
  heading: 'Join a class',
  joining: 'Joining the class…',
  joined: 'You joined the class.',
  failed: 'Could not join the class',
  toActivities: 'Go to my activities',
  /** Followed by the code, kept on one line, and a full stop. */
  registerIntro: 'Create your account to join the class with the code',
  haveAccount: 'Already have an account?',
  signInThenJoin: 'Sign in, then join',
  /** Followed by the code, kept on one line, and a full stop. */
  logInIntro: 'Log in with the login ID your teacher gave you to join the class with the code',
  logInThenJoin: 'Log in, then join',
  teachersCannotJoin: CLASS_MESSAGES.ONLY_STUDENTS_JOIN,
  /** Which class the code opens, and whose (issue 43: a student should know whom she joins). */
  classOf: (className: string) => `Class: ${className}`,
  taughtBy: (teachers: string) => `Teacher: ${teachers}`,
  taughtByMany: (teachers: string) => `Teachers: ${teachers}`,
  previewFailed: 'This code opens no class just now:',
} as const;
