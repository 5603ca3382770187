import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every screen is a lazy route, so the first download holds only the shell.
async function loginScreen() {
  const m = await import('../features/auth/screens/login-screen');
  return { Component: m.LoginScreen };
}

async function notFoundScreen() {
  const m = await import('../features/not-found/screens/not-found-screen');
  return { Component: m.NotFoundScreen };
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
          { index: true, lazy: loginScreen },
          { path: 'login', lazy: loginScreen },
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
