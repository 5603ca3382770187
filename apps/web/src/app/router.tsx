import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import type { RouteRule } from '../features/accounts';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

// Every screen is a lazy route, so the first download holds only the shell.
async function loginScreen() {
  const m = await import('../features/accounts/auth/screens/login-screen');
  return { Component: m.LoginScreen };
}

async function logoutScreen() {
  const m = await import('../features/accounts/auth/screens/logout-screen');
  return { Component: m.LogoutScreen };
}

async function registerScreen() {
  const m = await import('../features/accounts/auth/screens/register-screen');
  return { Component: m.RegisterScreen };
}

async function forgotPasswordScreen() {
  const m = await import('../features/accounts/auth/screens/forgot-password-screen');
  return { Component: m.ForgotPasswordScreen };
}

async function confirmScreen() {
  const m = await import('../features/accounts/auth/screens/confirm-screen');
  return { Component: m.ConfirmScreen };
}

async function invitationsScreen() {
  const m = await import('../features/accounts/invitations/screens/invitations-screen');
  return { Component: m.InvitationsScreen };
}

async function welcomeScreen() {
  const m = await import('../features/welcome/screens/welcome-screen');
  return { Component: m.WelcomeScreen };
}

async function createIdeaScreen() {
  const m = await import('../features/ideas/create-idea/screens/create-idea-screen');
  return { Component: m.CreateIdeaScreen };
}

async function createWebLinkScreen() {
  const m = await import('../features/ideas/create-web-idea/screens/create-web-idea-screen');
  return { Component: m.CreateWebIdeaScreen };
}

async function ideaScreen() {
  const m = await import('../features/ideas/screens/idea-screen');
  return { Component: m.IdeaScreen };
}

async function agentScreen() {
  const m = await import('../features/agents/screens/agent-screen');
  return { Component: m.AgentScreen };
}

async function profilesScreen() {
  const m = await import('../features/accounts/profiles/screens/profiles-screen');
  return { Component: m.ProfilesScreen };
}

async function profileScreen() {
  const m = await import('../features/accounts/profiles/screens/profile-screen');
  return { Component: m.ProfileScreen };
}

async function activityStudentsScreen() {
  const m = await import('../features/activities/screens/activity-students-screen');
  return { Component: m.ActivityStudentsScreen };
}

async function activityEditScreen() {
  const m = await import('../features/activities/screens/activity-edit-screen');
  return { Component: m.ActivityEditScreen };
}

async function createAndLinkScreen() {
  const m = await import('../features/links/screens/create-and-link-screen');
  return { Component: m.CreateAndLinkScreen };
}

async function linkIdeaIdeaScreen() {
  const m = await import('../features/links/screens/link-screen');
  return { Component: m.LinkIdeaIdeaScreen };
}

async function linkIdeaAgentScreen() {
  const m = await import('../features/links/screens/link-screen');
  return { Component: m.LinkIdeaAgentScreen };
}

async function linkAgentAgentScreen() {
  const m = await import('../features/links/screens/link-screen');
  return { Component: m.LinkAgentAgentScreen };
}

async function quoteExtractScreen() {
  const m = await import('../features/ideas/quotes/screens/quote-extract-screen');
  return { Component: m.QuoteExtractScreen };
}

async function notFoundScreen() {
  const m = await import('./not-found/not-found-screen');
  return { Component: m.NotFoundScreen };
}

/** A group of routes behind one rule of the spec's route table (accounts §2). */
function guarded(rule: RouteRule, children: RouteObject[]): RouteObject {
  return { element: <RouteGuard {...rule} />, children };
}

export const routes: RouteObject[] = [
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
          { index: true, lazy: loginScreen },
          { path: 'login', lazy: loginScreen },
          { path: 'logout', lazy: logoutScreen },
          { path: 'register', lazy: registerScreen },
          { path: 'forgot-password', lazy: forgotPasswordScreen },
          { path: 'confirm/:id/:code', lazy: confirmScreen },
          {
            path: 'terms-of-use',
            lazy: async () => {
              const m = await import('../features/terms/screens/terms-screen');
              return { Component: m.TermsScreen };
            },
          },
          // Authenticated or loading user.
          guarded({ access: 'authenticated', allowWhileLoading: true }, [
            {
              path: 'about',
              lazy: async () => {
                const m = await import('../features/about/screens/about-screen');
                return { Component: m.AboutScreen };
              },
            },
          ]),
          // Authenticated or loading user, education build only.
          guarded({ access: 'authenticated-education', allowWhileLoading: true }, [
            { path: 'activity-students', lazy: activityStudentsScreen },
          ]),
          // Authenticated or loading user, education build only, not students.
          guarded({ access: 'authenticated-education-non-student', allowWhileLoading: true }, [
            { path: 'activity-edit', lazy: activityEditScreen },
          ]),
          // Authenticated, and not a student in the education build.
          guarded({ access: 'non-student' }, [
            { path: 'welcome', lazy: welcomeScreen },
            { path: 'create1', lazy: createIdeaScreen },
            { path: 'create2', lazy: createWebLinkScreen },
            { path: 'idea/:id/:mode?/:field?', lazy: ideaScreen },
            { path: 'agent/:id/:mode?/:field?', lazy: agentScreen },
            { path: 'profiles', lazy: profilesScreen },
            { path: 'profile/:id', lazy: profileScreen },
          ]),
          // Authenticated: creation and link screens, which students reach through activities.
          guarded({ access: 'authenticated' }, [
            { path: 'create/:mode/:id', lazy: createAndLinkScreen },
            { path: 'link-idea-idea/:id', lazy: linkIdeaIdeaScreen },
            { path: 'link-idea-agent/:id', lazy: linkIdeaAgentScreen },
            { path: 'link-agent-agent/:id', lazy: linkAgentAgentScreen },
            { path: 'quote-extract/:id', lazy: quoteExtractScreen },
          ]),
          // Admins only: the invitation list.
          guarded({ access: 'authenticated', adminOnly: true }, [
            { path: 'invitations', lazy: invitationsScreen },
          ]),
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
