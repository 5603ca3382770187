import type { UserDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { retryOnceUnlessRefused } from '../../../../lib/query-retry';

/** `GET /api/auth`: the signed-in user, for the token the api client sends. */
export function getUser(): Promise<UserDto> {
  // Typed, not parsed: the server validates the answer, and Zod stays out of the first bundle.
  return apiFetch<UserDto>('/api/auth');
}

/** The token is part of the key, so a new sign-in never shows the previous user's data. */
export function userQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['auth', 'user', token],
    // No abort signal: consuming it makes TanStack cancel and re-send the request whenever the
    // last observer unmounts (React's development double mount included).
    queryFn: () => getUser(),
    enabled: token !== null,
    // Roles and join date change rarely; one load per sign-in is what the spec describes.
    staleTime: Infinity,
    // Also the app's default; stated here because a retried 401 would delay the sign-out.
    retry: retryOnceUnlessRefused,
    refetchOnReconnect: false,
  });
}

export function useUser(token: string | null) {
  return useQuery(userQueryOptions(token));
}
