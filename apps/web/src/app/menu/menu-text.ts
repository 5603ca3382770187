import { msg, plural } from '@lingui/core/macro';
import { PRODUCT_WORD } from '@thoughtful/shared';

/** The menu's wording (spec accounts §2 'Navigation menu', content §2), as catalogue messages. */
export const MENU_TEXT = {
  navLabel: msg({ message: 'Main', comment: 'The name of the main navigation landmark' }),
  toggle: msg`Toggle navigation`,
  /** The toggle's name with the unread count its badge shows (issue 43: the menu hides the bell's). */
  toggleWithUnread: (unread: number) =>
    msg`${plural(unread, {
      0: 'Toggle navigation',
      1: 'Toggle navigation, 1 unread notification',
      other: 'Toggle navigation, # unread notifications',
    })}`,
  about: msg`About`,
  activities: msg`Activities`,
  report: msg`Suggestions and Bug Reporting`,
  logout: msg`Logout`,
  submitNew: msg`Submit new inTell`,
  myProducts: msg`My ${PRODUCT_WORD}s`,
  webLink: msg`Web link`,
  /** The spec's words for admins; a teacher edits her own classes' activities, as a teacher. */
  editAsAdmin: msg`Edit as Admin`,
  editAsTeacher: msg`Edit as Teacher`,
  viewAsStudent: msg`View as Student`,
  account: msg`Account`,
  myProfile: msg`My profile`,
  /** The members' profiles, /profiles, which the spec titles 'Developers'. */
  profiles: msg({ message: 'Developers', comment: 'The menu entry of the members’ profiles' }),
  /** Not in the spec's menu: admins manage the invitation list (DESIGN.md §3). */
  invitations: msg`Invitations`,
  /** Not in the spec's menu: admins register LTI platforms (DESIGN.md §13). */
  learningPlatforms: msg`Learning platforms`,
  /** Not in the spec's menu: admins read the reports members send. */
  reports: msg`Reports`,
  /** Not in the spec's menu: a teacher's classes (DESIGN.md §10). */
  classes: msg`Classes`,
} as const;

/** Where each menu entry goes (spec accounts §2). */
export const MENU_PATHS = {
  about: '/about',
  activityStudents: '/activity-students',
  activityEdit: '/activity-edit',
  create1: '/create1',
  create2: '/create2',
  welcome: '/welcome',
  invitations: '/invitations',
  learningPlatforms: '/learning-platforms',
  reports: '/reports',
  classes: '/classes',
  logout: '/logout',
  profiles: '/profiles',
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
} as const;
