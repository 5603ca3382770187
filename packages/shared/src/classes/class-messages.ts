/**
 * The words of classes (DESIGN.md §10). The spec has none for them: plain ones, built like its
 * others, used by the server's answers and the screens alike.
 */
export const CLASS_MESSAGES = {
  NOT_FOUND: 'Class not found',
  NAME_REQUIRED: 'Please enter a name for the class.',
  NAME_TOO_LONG: 'Class name (60 characters or less)',
  NOT_YOUR_CLASS: 'Only the teachers of this class can do that',
  STUDENTS_CANNOT_TEACH: 'Students cannot teach a class',
  TEACHER_NOT_FOUND: 'No teacher or admin account has this e-mail address',
  LAST_TEACHER: 'A class keeps at least one teacher',
  CODE_INVALID: 'This join code is not valid. Please check it with your teacher.',
  ONLY_STUDENTS_JOIN: 'Only students join a class with a code; teachers are added by its teachers',
  ARCHIVED: 'This class is archived',
  ACCOUNT_BUDGET_SPENT: 'Too many accounts made this hour. Please wait before making more.',
  NOT_A_STUDENT: 'This student is not in the class',
  STUDENT_REMOVED: 'The student left the class; what he or she made stays',
  NOT_MANAGED: 'Only accounts made for the class have their password reset here',
  NOTHING_TO_ADD: 'Paste e-mail addresses, or ask for a number of accounts',
  MANAGED_COUNT: 'Ask for 1 to 100 accounts at once',
  MANAGED_NAMES: 'Give one name for each account, or none',
  STUDENT_NAME_REQUIRED: 'Please enter the student’s name.',
  STUDENT_NAME_TOO_LONG: 'A student’s name is 100 characters or less.',
  EMAILS_TOO_MANY: 'Paste at most 1000 lines at once',
  CLASS_REQUIRED: 'Please choose a class.',
  NOTHING_TO_CHANGE:
    'Nothing to change: send name, archived, pseudonyms, rotateCode, addTeacher or removeTeacher',
} as const;
