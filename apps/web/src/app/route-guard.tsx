import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { GUARD_TEXT, guardOutcome, useAuth, type RouteRule } from '../features/accounts';
import { useProductFlags } from '../config/product-flags';

// The same chunk as the '*' route's, loaded only when a guard needs it.
const NotFoundScreen = lazy(async () => {
  const m = await import('./not-found/not-found-screen');
  return { default: m.NotFoundScreen };
});

/** Wraps a group of routes with the same rule of the spec's route table. */
export function RouteGuard(rule: RouteRule) {
  const { _ } = useLingui();
  const { user, loading } = useAuth();
  const flags = useProductFlags();
  const outcome = guardOutcome(rule, { user, loading, flags });

  switch (outcome.kind) {
    case 'render':
      return <Outlet />;
    case 'wait':
      return <LoadingIndicator label={_(GUARD_TEXT.checking)} />;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'not-found':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <NotFoundScreen />
        </Suspense>
      );
  }
}
