import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import type { RouteRule } from '../features/accounts';
// Its own small module beside the screen, so the entry holds it without the screen.
import { readIdeaWithRoute } from '../features/ideas/screens/read-idea-with-route';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/** The account screens' words come with the shell: the login route loads nothing more. */
const SHELL_WORDS = { wordsWithShell: true };

// Every screen is a lazy route, so the first download holds only the shell.
const screens = {
  login: lazyScreen(
    () => import('../features/accounts/auth/screens/login-screen'),
    'LoginScreen',
    SHELL_WORDS,
  ),
  logout: lazyScreen(
    () => import('../features/accounts/auth/screens/logout-screen'),
    'LogoutScreen',
    SHELL_WORDS,
  ),
  register: lazyScreen(
    () => import('../features/accounts/auth/screens/register-screen'),
    'RegisterScreen',
    SHELL_WORDS,
  ),
  forgotPassword: lazyScreen(
    () => import('../features/accounts/auth/screens/forgot-password-screen'),
    'ForgotPasswordScreen',
    SHELL_WORDS,
  ),
  confirm: lazyScreen(
    () => import('../features/accounts/auth/screens/confirm-screen'),
    'ConfirmScreen',
    SHELL_WORDS,
  ),
  schoolSignIn: lazyScreen(
    () => import('../features/accounts/auth/screens/school-sign-in-screen'),
    'SchoolSignInScreen',
    SHELL_WORDS,
  ),
  terms: lazyScreen(() => import('../features/terms/screens/terms-screen'), 'TermsScreen'),
  about: lazyScreen(() => import('../features/about/screens/about-screen'), 'AboutScreen'),
  invitations: lazyScreen(
    () => import('../features/accounts/invitations/screens/invitations-screen'),
    'InvitationsScreen',
  ),
  learningPlatforms: lazyScreen(
    () => import('../features/learning-platforms/screens/learning-platforms-screen'),
    'LearningPlatformsScreen',
  ),
  welcome: lazyScreen(() => import('../features/welcome/screens/welcome-screen'), 'WelcomeScreen'),
  createIdea: lazyScreen(
    () => import('../features/ideas/create-idea/screens/create-idea-screen'),
    'CreateIdeaScreen',
  ),
  createWebIdea: lazyScreen(
    () => import('../features/ideas/create-web-idea/screens/create-web-idea-screen'),
    'CreateWebIdeaScreen',
  ),
  idea: lazyScreen(() => import('../features/ideas/screens/idea-screen'), 'IdeaScreen'),
  agent: lazyScreen(() => import('../features/agents/screens/agent-screen'), 'AgentScreen'),
  profiles: lazyScreen(
    () => import('../features/accounts/profiles/screens/profiles-screen'),
    'ProfilesScreen',
  ),
  profile: lazyScreen(
    () => import('../features/accounts/profiles/screens/profile-screen'),
    'ProfileScreen',
  ),
  activityStudents: lazyScreen(
    () => import('../features/activities/screens/activity-students-screen'),
    'ActivityStudentsScreen',
  ),
  activity: lazyScreen(
    () => import('../features/activities/screens/activity-students-screen'),
    'ActivityScreen',
  ),
  activityEdit: lazyScreen(
    () => import('../features/activities/screens/activity-edit-screen'),
    'ActivityEditScreen',
  ),
  classes: lazyScreen(() => import('../features/classes/screens/classes-screen'), 'ClassesScreen'),
  roster: lazyScreen(() => import('../features/classes/screens/roster-screen'), 'RosterScreen'),
  classViewpoints: lazyScreen(
    () => import('../features/classes/screens/class-viewpoints-screen'),
    'ClassViewpointsScreen',
  ),
  classReading: lazyScreen(
    () => import('../features/classes/screens/class-reading-screen'),
    'ClassReadingScreen',
  ),
  join: lazyScreen(() => import('../features/classes/screens/join-screen'), 'JoinScreen'),
  reports: lazyScreen(() => import('../features/report/screens/reports-screen'), 'ReportsScreen'),
  createAndLink: lazyScreen(
    () => import('../features/links/screens/create-and-link-screen'),
    'CreateAndLinkScreen',
  ),
  linkIdeaIdea: lazyScreen(
    () => import('../features/links/screens/link-screen'),
    'LinkIdeaIdeaScreen',
  ),
  linkIdeaAgent: lazyScreen(
    () => import('../features/links/screens/link-screen'),
    'LinkIdeaAgentScreen',
  ),
  linkAgentAgent: lazyScreen(
    () => import('../features/links/screens/link-screen'),
    'LinkAgentAgentScreen',
  ),
  quoteExtract: lazyScreen(
    () => import('../features/ideas/quotes/screens/quote-extract-screen'),
    'QuoteExtractScreen',
  ),
  notFound: lazyScreen(() => import('./not-found/not-found-screen'), 'NotFoundScreen', SHELL_WORDS),
};

/** A group of routes behind one rule of the spec's route table (accounts §2). */
function guarded(rule: RouteRule, children: RouteObject[]): RouteObject {
  return { element: <RouteGuard {...rule} />, children };
}

/**
 * The route table. Given the app's query client, routes whose data can be read before their
 * screen has loaded start reading it with the route (`readIdeaWithRoute`, beside the inTell screen); without one (the
 * prerender), the screens read their own as they mount.
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        {
          // Pathless so that, while the first screen loads, the layout (alerts, <main>) is already
          // drawn around the fallback instead of being replaced by it.
          HydrateFallback: LoadingIndicator,
          ErrorBoundary: RouteError,
          children: [
            // Anyone.
            { index: true, lazy: screens.login },
            { path: 'login', lazy: screens.login },
            { path: 'logout', lazy: screens.logout },
            { path: 'register', lazy: screens.register },
            { path: 'forgot-password', lazy: screens.forgotPassword },
            { path: 'confirm/:id/:code', lazy: screens.confirm },
            // Where a school sign-in lands with its ticket (DESIGN.md §13).
            { path: 'signin', lazy: screens.schoolSignIn },
            { path: 'terms-of-use', lazy: screens.terms },
            // Authenticated or loading user. The rules' actions are the shared access policy's.
            guarded({ action: 'account.read', allowWhileLoading: true }, [
              { path: 'about', lazy: screens.about },
            ]),
            // Authenticated or loading user, education build only.
            guarded({ action: 'activity.read', educationOnly: true, allowWhileLoading: true }, [
              { path: 'activity-students', lazy: screens.activityStudents },
              // One activity at its own address (issue 43).
              { path: 'activities/:id', lazy: screens.activity },
            ]),
            // Authenticated or loading user, education build only, not students.
            guarded({ action: 'activity.manage', educationOnly: true, allowWhileLoading: true }, [
              { path: 'activity-edit', lazy: screens.activityEdit },
            ]),
            // Authenticated, and not a student in the education build.
            guarded({ action: 'content.browse' }, [
              { path: 'welcome', lazy: screens.welcome },
              { path: 'create1', lazy: screens.createIdea },
              { path: 'create2', lazy: screens.createWebIdea },
              {
                path: 'idea/:id/:mode?/:field?',
                lazy: screens.idea,
                ...(queryClient ? readIdeaWithRoute(queryClient) : {}),
              },
              { path: 'agent/:id/:mode?/:field?', lazy: screens.agent },
              { path: 'profiles', lazy: screens.profiles },
              { path: 'profile/:id', lazy: screens.profile },
            ]),
            // Authenticated: creation and link screens, which students reach through activities.
            guarded({ action: 'account.read' }, [
              { path: 'create/:mode/:id', lazy: screens.createAndLink },
              { path: 'link-idea-idea/:id', lazy: screens.linkIdeaIdea },
              { path: 'link-idea-agent/:id', lazy: screens.linkIdeaAgent },
              { path: 'link-agent-agent/:id', lazy: screens.linkAgentAgent },
              { path: 'quote-extract/:id', lazy: screens.quoteExtract },
            ]),
            // Admins only: the invitation list and the members' reports.
            guarded({ action: 'invitation.manage' }, [
              { path: 'invitations', lazy: screens.invitations },
            ]),
            guarded({ action: 'report.read' }, [{ path: 'reports', lazy: screens.reports }]),
            // Admins only: the LTI platforms that open the app from their courses (DESIGN.md §13).
            guarded({ action: 'platform.manage' }, [
              { path: 'learning-platforms', lazy: screens.learningPlatforms },
            ]),
            // Education build, not students: the classes one teaches (DESIGN.md §10).
            guarded({ action: 'class.create', educationOnly: true }, [
              { path: 'classes', lazy: screens.classes },
            ]),
            guarded({ action: 'class.manage', educationOnly: true }, [
              { path: 'classes/:id', lazy: screens.roster },
              // Its groups, what bridges and divides it, its cruxes (DESIGN.md §12).
              { path: 'classes/:id/viewpoints', lazy: screens.classViewpoints },
              // Whether it reads alike, and how well it guesses its own results (issue 45).
              { path: 'classes/:id/reading', lazy: screens.classReading },
            ]),
            // Anyone: a class's join link, where a visitor registers or signs in (DESIGN.md §10).
            // Last among the screens, so the build's per-screen chunks give its code to others
            // first (apps/web/build/screen-chunks.ts).
            { path: 'join/:code', lazy: screens.join },
            { path: '*', lazy: screens.notFound },
          ],
        },
      ],
    },
  ];
}

/** The route table without reads started by routes (`appRoutes`). */
export const routes: RouteObject[] = appRoutes();

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
