import { PRODUCT_WORD } from '@thoughtful/shared';

const TOGGLE = 'Toggle navigation';

/** The menu's wording (spec accounts §2 'Navigation menu', content §2). */
export const MENU_TEXT = {
  navLabel: 'Main',
  toggle: TOGGLE,
  /** The toggle's name with the unread count its badge shows (issue 43: the menu hides the bell's). */
  toggleWithUnread: (unread: number) =>
    unread === 0
      ? TOGGLE
      : unread === 1
        ? `${TOGGLE}, 1 unread notification`
        : `${TOGGLE}, ${unread} unread notifications`,
  about: 'About',
  activities: 'Activities',
  report: 'Suggestions and Bug Reporting',
  logout: 'Logout',
  submitNew: 'Submit new inTell',
  myProducts: `My ${PRODUCT_WORD}s`,
  webLink: 'Web link',
  /** The spec's words for admins; a teacher edits her own classes' activities, as a teacher. */
  editAsAdmin: 'Edit as Admin',
  editAsTeacher: 'Edit as Teacher',
  viewAsStudent: 'View as Student',
  account: 'Account',
  myProfile: 'My profile',
  /** The members' profiles, /profiles, which the spec titles 'Developers'. */
  profiles: 'Developers',
  /** Not in the spec's menu: admins manage the invitation list (DESIGN.md §3). */
  invitations: 'Invitations',
  /** Not in the spec's menu: admins register LTI platforms (DESIGN.md §13). */
  learningPlatforms: 'Learning platforms',
  /** Not in the spec's menu: admins read the reports members send. */
  reports: 'Reports',
  /** Not in the spec's menu: a teacher's classes (DESIGN.md §10). */
  classes: 'Classes',
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
