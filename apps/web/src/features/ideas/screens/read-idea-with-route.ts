import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { readStoredToken } from '../../accounts';
import { ideaQueryOptions } from '../api/get-idea';

/**
 * The inTell screen's route data (app/router.tsx): the inTell's read, started as the route is
 * entered, beside the member's own check (`GET /api/auth`, which the guard waits for) and the
 * screen's code, not after both (docs/decisions/2026-11-23-speed.md 'The inTell read with its
 * route'). Only with a stored token: without one the guard sends the visitor to /login. It never
 * holds the navigation up; the screen's query picks up the read in flight, or its answer
 * (`ideaQueryOptions`' staleTime).
 */
export function readIdeaWithRoute(queryClient: QueryClient): {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
} {
  return {
    loader: ({ params }) => {
      if (params.id && readStoredToken() !== null) {
        void queryClient.prefetchQuery(ideaQueryOptions(params.id));
      }
      return null;
    },
    // Another mode or view of the same inTell reads nothing new.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
  };
}
